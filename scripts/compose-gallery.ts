/**
 * The block gallery (`/blocks`) is one page with one of each block and its variants: the sum of
 * the group pages under `routes/blocks/` (one group of blocks each, where tests and reviews look
 * at them closely). This script writes `routes/blocks.json` from them, in both languages, so the
 * two never drift apart: `npx tsx scripts/compose-gallery.ts` after changing a group page
 * (`--check` only reports whether the file is up to date; the content test runs the same check).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageBlocks, pagePlaceholders } from './page-areas.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE = path.join(ROOT, 'content', 'sites', 'ports-group');
const LANGUAGES = ['en', 'ar'];

/** A stable UUID (name-based, SHA-1, version 5 layout) so the composed file is reproducible. */
interface Rendering {
  uid: string;
  componentName: string;
  placeholders?: Record<string, Rendering[]>;
  [key: string]: unknown;
}

function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`ports-group/blocks/${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Every rendering gets a new uid of its own on the gallery page (the group page keeps its own). */
function withNewUids(rendering: Rendering, group: string): Rendering {
  const copy: Rendering = { ...rendering, uid: stableUuid(`${group}/${rendering.uid}`) };
  if (rendering.placeholders) {
    copy.placeholders = Object.fromEntries(Object.entries(rendering.placeholders).map(([name, list]) => [name, list.map((r) => withNewUids(r, group))]));
  }
  return copy;
}

function textOf(rendering: Rendering): string | undefined {
  const fields = rendering.fields as { Text?: { value?: unknown } } | undefined;
  return typeof fields?.Text?.value === 'string' ? fields.Text.value : undefined;
}

export function composeGallery(language: string): { file: string; text: string } {
  const indexFile = path.join(SITE, language, 'routes', 'blocks.json');
  const index = JSON.parse(readFileSync(indexFile, 'utf8'));
  const groupDir = path.join(SITE, language, 'routes', 'blocks');
  const groups = existsSync(groupDir)
    ? readdirSync(groupDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  const main = pageBlocks<Rendering>(index.placeholders);
  // The index keeps its own head: the breadcrumb and the introduction (its first rich text).
  const renderings = main.slice(0, main.findIndex((r) => r.componentName === 'RichText') + 1);
  for (const file of groups) {
    const group = file.replace(/\.json$/, '');
    const page: { displayName?: string; placeholders?: Record<string, Rendering[]> } = JSON.parse(readFileSync(path.join(groupDir, file), 'utf8'));
    const title = page.displayName ?? group;
    const prefix = language === 'ar' ? '/ar' : '';
    // A path reads left to right in the Arabic text too.
    const link = `<p><a href="${prefix}/blocks/${group}" dir="ltr">${prefix}/blocks/${group}</a></p>`;
    const groupRenderings = pageBlocks(page.placeholders).filter((r) => r.componentName !== 'Breadcrumb');
    // The group page's introduction (a rich text opening with its h1) becomes the group's section
    // here, one heading level down, with a link to the group page; otherwise a heading is added.
    const intro = groupRenderings[0];
    const introText = intro?.componentName === 'RichText' ? textOf(intro) : undefined;
    if (intro && introText?.startsWith('<h1>')) {
      const text = introText.replace(/^<h1>(.*?)<\/h1>/s, '<h2>$1</h2>') + link;
      renderings.push({ ...withNewUids(intro, group), fields: { ...(intro.fields as object), Text: { value: text } } });
      groupRenderings.shift();
    } else {
      renderings.push({
        uid: stableUuid(`${group}/heading`),
        componentName: 'RichText',
        dataSource: '',
        params: { Styles: 'gallery-group' },
        fields: { Text: { value: `<h2>${title}</h2>${link}` } },
      });
    }
    for (const rendering of groupRenderings) renderings.push(withNewUids(sampled(rendering), group));
  }
  const placeholders = pagePlaceholders(String(index.templateName), renderings);
  return { file: indexFile, text: JSON.stringify({ ...index, placeholders }, null, 2) + '\n' };
}

/**
 * A rendering as the page of every block shows it: the icon catalogue with one group (its own
 * page, /blocks/icons, shows all of them), so that page stays one of every block rather than
 * three hundred icons more to draw and check.
 */
function sampled(rendering: Rendering): Rendering {
  if (rendering.componentName !== 'IconCatalogue') return rendering;
  return { ...rendering, params: { ...((rendering as { params?: Record<string, string> }).params ?? {}), Groups: 'social' } };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const language of LANGUAGES) {
    const { file, text } = composeGallery(language);
    if (readFileSync(file, 'utf8') === text) continue;
    stale = true;
    if (!check) writeFileSync(file, text);
    console.log(`${check ? 'stale' : 'wrote'} ${path.relative(ROOT, file)}`);
  }
  if (check && stale) process.exit(1);
}
