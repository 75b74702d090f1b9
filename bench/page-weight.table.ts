/**
 * The page-weight benchmark's tables, as Markdown (aligned for the terminal, pasteable into
 * docs/performance.md): this checkout's figures with ✓/✗ against the Islands issue's targets,
 * and, when a baseline was measured, `baseline → current (×ratio)` in each cell.
 */
import type { ViewportName } from './browser.ts';
import type { PageLoad } from './page-load.ts';
import type { LighthouseFigures, LighthousePage, SiteResults } from './page-weight.results.ts';
import { ratio } from './stats.ts';
import { checkHydrationData, checkJsBeforeScroll, checkLighthouse, KIB, mark, type LighthouseFigure } from './targets.ts';

export function markdownTable(header: string[], rows: string[][], rightAligned: Set<number> = new Set()): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => (rightAligned.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (rightAligned.has(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export interface CellOptions {
  format: (value: number) => string;
  check?: boolean | undefined;
  /** Print the ratio next to a baseline (off for counts, where it says little). */
  showRatio?: boolean;
}

/** `current ✓`, or `baseline → current ✓ (×0.42)` when a baseline column exists; `n/a` when unmeasured. */
export function compareCell(current: number | undefined, baseline: number | undefined, hasBaseline: boolean, options: CellOptions): string {
  const now = current === undefined ? 'n/a' : `${options.format(current)}${options.check === undefined ? '' : ` ${mark(options.check)}`}`;
  if (!hasBaseline) return now;
  const before = baseline === undefined ? 'n/a' : options.format(baseline);
  const r = options.showRatio === false ? undefined : ratio(baseline, current);
  return `${before} → ${now}${r === undefined ? '' : ` (×${r.toFixed(2)})`}`;
}

export const kib = (bytes: number) => (bytes / KIB).toFixed(1);
const ms = (value: number) => value.toFixed(0);
const seconds = (value: number) => (value / 1000).toFixed(2);
const integer = (value: number) => value.toFixed(0);

const VIEWPORT_LABEL: Record<ViewportName, string> = { mobile: '375', desktop: '1280' };

export function pageWeightTable(current: SiteResults, baseline: SiteResults | undefined): string {
  const has = baseline !== undefined;
  const find = (site: SiteResults | undefined, path: string, viewport: ViewportName) =>
    site?.loads.find((load) => load.path === path && load.viewport === viewport);
  const tti = (site: SiteResults | undefined, path: string) => site?.headerTti.find((t) => t.path === path)?.medianMs;
  const rows: string[][] = [];
  const keys = [...new Set(current.loads.map((l) => l.path).concat(current.loadFailures.map((f) => f.path)))];
  for (const path of keys) {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const now = find(current, path, viewport);
      const before = find(baseline, path, viewport);
      if (!now && !before && !current.loadFailures.some((f) => f.path === path && f.viewport === viewport)) continue;
      const counts = (load: PageLoad | undefined) => (load ? `${load.beforeScroll.files} / ${load.afterScroll.files}` : 'n/a');
      rows.push([
        path,
        VIEWPORT_LABEL[viewport],
        has ? `${counts(before)} → ${counts(now)}` : counts(now),
        compareCell(now?.beforeScroll.gzipBytes, before?.beforeScroll.gzipBytes, has, {
          format: kib,
          check: checkJsBeforeScroll(path, now?.beforeScroll.gzipBytes),
        }),
        compareCell(now?.afterScroll.gzipBytes, before?.afterScroll.gzipBytes, has, { format: kib }),
        compareCell(now?.hydrationData.bytes, before?.hydrationData.bytes, has, { format: kib, check: checkHydrationData(now?.hydrationData.bytes) }),
        compareCell(now?.hydrationData.blockDataBytes, before?.hydrationData.blockDataBytes, has, { format: kib, showRatio: false }),
        viewport === 'mobile' ? compareCell(tti(current, path), tti(baseline, path), has, { format: ms }) : '–',
      ]);
    }
  }
  return markdownTable(
    [
      'page',
      'px',
      'scripts before / after scroll',
      'JS gz KiB before scroll',
      'JS gz KiB after scroll',
      'hydration data KiB',
      'block data KiB',
      'header TTI ms (4x CPU)',
    ],
    rows,
  );
}

const LIGHTHOUSE_COLUMNS: { figure: LighthouseFigure; title: string; format: (v: number) => string }[] = [
  { figure: 'performance', title: 'performance', format: integer },
  { figure: 'accessibility', title: 'accessibility', format: integer },
  { figure: 'bestPractices', title: 'best practices', format: integer },
  { figure: 'seo', title: 'SEO', format: integer },
  { figure: 'lcpMs', title: 'LCP s', format: seconds },
  { figure: 'cls', title: 'CLS', format: (v) => v.toFixed(3) },
  { figure: 'tbtMs', title: 'TBT ms', format: ms },
  { figure: 'fcpMs', title: 'FCP s', format: seconds },
];

export function lighthouseTable(current: SiteResults, baseline: SiteResults | undefined): string {
  const has = baseline !== undefined;
  const medianOf = (site: SiteResults | undefined, path: string): Partial<LighthouseFigures> | undefined =>
    site?.lighthouse.find((page) => page.path === path)?.median;
  const rows = current.lighthouse.map((page) => {
    const before = medianOf(baseline, page.path);
    return [
      page.path,
      ...LIGHTHOUSE_COLUMNS.map(({ figure, format }) =>
        compareCell(page.median[figure], before?.[figure], has, { format, check: checkLighthouse(figure, page.median[figure]), showRatio: false }),
      ),
    ];
  });
  return markdownTable(['page', ...LIGHTHOUSE_COLUMNS.map((c) => c.title)], rows);
}

/**
 * What stands between a page and a target it misses, measured: the largest scripts it loads
 * before scrolling, and its hydration data by part (page facts, each island's props). One line
 * each, for the mobile load of each page that misses.
 */
export function obstacles(results: SiteResults, largest = 6): string[] {
  const lines: string[] = [];
  for (const load of results.loads.filter((l) => l.viewport === 'mobile')) {
    if (checkJsBeforeScroll(load.path, load.beforeScroll.gzipBytes) === false) {
      const files = load.scripts
        .filter((s) => !s.afterScroll)
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .slice(0, largest)
        .map((s) => `${s.file.split('/').pop()} ${kib(s.gzipBytes)}`);
      lines.push(`${results.label}: ${load.path} loads ${kib(load.beforeScroll.gzipBytes)} KiB gz before scrolling; largest: ${files.join(', ')}`);
    }
    if (checkHydrationData(load.hydrationData.bytes) === false) {
      const { byKind, byIsland } = load.hydrationData;
      const parts = [
        byKind.pageFacts ? `page facts ${kib(byKind.pageFacts)}` : '',
        byKind.pageContext ? `page context ${kib(byKind.pageContext)}` : '',
        byKind.islandProps
          ? `island props ${kib(byKind.islandProps)} (${Object.entries(byIsland)
              .map(([name, bytes]) => `${name} ${kib(bytes)}`)
              .join(', ')})`
          : '',
        byKind.other ? `other ${kib(byKind.other)}` : '',
      ].filter(Boolean);
      lines.push(`${results.label}: ${load.path} carries ${kib(load.hydrationData.bytes)} KiB of hydration data: ${parts.join('; ')}`);
    }
  }
  return lines;
}

/**
 * Figures whose runs fall on both sides of their target (CLS is 0 in one run and 0.9 in the next
 * when the header gets its height late): the median alone would hide it, so each run is listed.
 */
export function splitVerdicts(page: LighthousePage): string[] {
  const lines: string[] = [];
  for (const { figure, title, format } of LIGHTHOUSE_COLUMNS) {
    const values = page.runs.map((run) => run[figure]).filter((v): v is number => v !== undefined);
    const verdicts = new Set(values.map((v) => checkLighthouse(figure, v)));
    if (verdicts.size > 1) lines.push(`${title} by run: ${values.map((v) => `${format(v)} ${mark(checkLighthouse(figure, v))}`).join(', ')}`);
  }
  return lines;
}
