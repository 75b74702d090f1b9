import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { routePathOfFile } from '../../src/content-server/content-store.ts';

/** The English routes of the Global sample site; each has an Arabic twin under /ar. */
export const ROUTES_DIR = join(import.meta.dirname, '..', '..', 'content', 'sites', 'ports-group', 'en', 'routes');

export interface SamplePage {
  /** The page's path, as a visitor asks for it (`/`, `/about/leadership`). */
  path: string;
  template: string;
  /** Every block kind (`componentName`) the route's own layout holds. */
  blocks: ReadonlySet<string>;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? routeFiles(file) : name.endsWith('.json') ? [relative(ROUTES_DIR, file)] : [];
  });
}

function componentNames(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) componentNames(item, into);
  else if (node && typeof node === 'object') {
    const { componentName } = node as { componentName?: unknown };
    if (typeof componentName === 'string') into.add(componentName);
    for (const value of Object.values(node)) componentNames(value, into);
  }
  return into;
}

/** Every page of the sample site, sorted by path. */
export function samplePages(dir = ROUTES_DIR): SamplePage[] {
  return routeFiles(dir)
    .map((file) => {
      const route = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { templateName?: unknown };
      return { path: routePathOfFile(file), template: String(route.templateName ?? ''), blocks: componentNames(route, new Set()) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The fewest pages that together hold every block kind of the site (greedy: the page that adds
 * the most kinds not yet held, until none is missing), then one page of each template not yet
 * among them. A browser sweep over these meets every block and every page structure, and grows
 * with the kinds of block and page, not with the number of pages.
 */
export function coveringPages(pages: readonly SamplePage[]): SamplePage[] {
  const chosen: SamplePage[] = [];
  const held = new Set<string>();
  for (;;) {
    let best: SamplePage | undefined;
    let bestGain = 0;
    for (const page of pages) {
      const gain = [...page.blocks].filter((kind) => !held.has(kind)).length;
      if (gain > bestGain) [best, bestGain] = [page, gain];
    }
    if (!best) break;
    chosen.push(best);
    for (const kind of best.blocks) held.add(kind);
  }
  for (const page of pages) if (!chosen.some((c) => c.template === page.template)) chosen.push(page);
  return chosen;
}
