/**
 * The page-weight benchmark's tables, as Markdown (aligned for the terminal, pasteable into
 * docs/performance.md): this checkout's figures with ✓/✗ against issue 26's targets, and, when a
 * baseline was measured, `baseline → current (×ratio)` in each cell.
 */
import type { ViewportName } from './browser.ts';
import type { PageLoad } from './page-load.ts';
import type { FirstTapPage, LighthouseFigures, LighthousePage, SiteResults } from './page-weight.results.ts';
import { ratio } from './stats.ts';
import { checkFirstTap, checkIslandData, checkJsBeforeInput, checkLighthouse, KIB, mark, TARGETS, type LighthouseFigure } from './targets.ts';
import { templateOf } from './template-pages.ts';

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

/** The issue's targets are for phones: judged at 375 px only. */
const atPhone = <T>(viewport: ViewportName, check: T): T | undefined => (viewport === 'mobile' ? check : undefined);

export function pageWeightTable(current: SiteResults, baseline: SiteResults | undefined): string {
  const has = baseline !== undefined;
  const find = (site: SiteResults | undefined, path: string, viewport: ViewportName) =>
    site?.loads.find((load) => load.path === path && load.viewport === viewport);
  const rows: string[][] = [];
  const keys = [...new Set(current.loads.map((l) => l.path).concat(current.loadFailures.map((f) => f.path)))];
  for (const path of keys) {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const now = find(current, path, viewport);
      const before = find(baseline, path, viewport);
      if (!now && !before && !current.loadFailures.some((f) => f.path === path && f.viewport === viewport)) continue;
      const counts = (load: PageLoad | undefined) => (load ? `${load.beforeInput.files} / ${load.afterScroll.files}` : 'n/a');
      rows.push([
        path,
        VIEWPORT_LABEL[viewport],
        has ? `${counts(before)} → ${counts(now)}` : counts(now),
        compareCell(now?.beforeInput.gzipBytes, before?.beforeInput.gzipBytes, has, {
          format: kib,
          check: atPhone(viewport, checkJsBeforeInput(path, now?.beforeInput.gzipBytes)),
        }),
        compareCell(now?.afterScroll.gzipBytes, before?.afterScroll.gzipBytes, has, { format: kib }),
        compareCell(now?.islandDataBytes, before?.islandDataBytes, has, {
          format: kib,
          check: atPhone(viewport, checkIslandData(path, now?.islandDataBytes)),
        }),
        compareCell(blockData(now), blockData(before), has, { format: kib, showRatio: false }),
      ]);
    }
  }
  return markdownTable(
    ['page', 'px', 'scripts before input / after scroll', 'JS gz KiB before input', 'JS gz KiB after scroll', 'island data KiB before input', 'block data KiB'],
    rows,
  );
}

/** Block data before input: the HTML's `data-block-data` and what blocks fetched for themselves. */
function blockData(load: PageLoad | undefined): number | undefined {
  return load ? load.hydrationData.blockDataBytes + load.fetchedData.blockDataBytes : undefined;
}

/** `2 of 5`, `0 of 5 ✓`: lost taps out of the runs, marked against "no tap lost". */
export function lostCell(page: FirstTapPage | undefined): string {
  if (!page) return 'n/a';
  const measured = page.runs.length;
  return `${page.lost} of ${measured}${measured ? ` ${mark(page.lost === 0)}` : ''}`;
}

export function firstTapTable(current: SiteResults, baseline: SiteResults | undefined): string {
  const has = baseline !== undefined;
  const find = (site: SiteResults | undefined, path: string) => site?.firstTap.find((t) => t.path === path);
  const rows = current.firstTap.map((now) => {
    const before = find(baseline, now.path);
    return [
      now.path,
      templateOf(now.path) ?? '',
      compareCell(now.medianMs, before?.medianMs, has, { format: ms, check: checkFirstTap(now.medianMs, now.lost), showRatio: false }),
      has ? `${lostCell(before)} → ${lostCell(now)}` : lostCell(now),
      compareCell(now.medianTapAtMs, before?.medianTapAtMs, has, { format: ms, showRatio: false }),
      compareCell(now.medianTapAfterFcpMs, before?.medianTapAfterFcpMs, has, { format: ms, showRatio: false }),
      compareCell(now.medianFcpMs, before?.medianFcpMs, has, { format: ms, showRatio: false }),
    ];
  });
  return markdownTable(
    ['page', 'template', 'tap → menu ms (median, shown runs)', 'taps lost', 'tap at ms (from navigation)', 'tap after FCP ms', 'FCP ms'],
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
      templateOf(page.path) ?? '',
      ...LIGHTHOUSE_COLUMNS.map(({ figure, format }) =>
        compareCell(page.median[figure], before?.[figure], has, { format, check: checkLighthouse(figure, page.median[figure]), showRatio: false }),
      ),
    ];
  });
  return markdownTable(['page', 'template', ...LIGHTHOUSE_COLUMNS.map((c) => c.title)], rows);
}

/** Whether a page's Lighthouse medians meet every target: undefined when it has no figures. */
export function lighthousePasses(page: LighthousePage): boolean | undefined {
  const checks = LIGHTHOUSE_COLUMNS.map(({ figure }) => checkLighthouse(figure, page.median[figure])).filter((c) => c !== undefined);
  if (checks.length === 0) return undefined;
  return checks.every(Boolean);
}

/** One line per target of issue 26: how many pages meet it, of those measured. */
export function targetSummary(results: SiteResults): string[] {
  const lines: string[] = [];
  const phoneLoads = results.loads.filter((l) => l.viewport === 'mobile');
  const tally = (checks: (boolean | undefined)[]) => {
    const judged = checks.filter((c) => c !== undefined);
    return judged.length ? `${judged.filter(Boolean).length} of ${judged.length} pages ${mark(judged.every(Boolean))}` : undefined;
  };
  const js = tally(phoneLoads.map((l) => checkJsBeforeInput(l.path, l.beforeInput.gzipBytes)));
  if (js) lines.push(`JavaScript before input ≤ ${TARGETS.jsBeforeInputGzipBytes / KIB} KiB gz: ${js}`);
  const island = tally(phoneLoads.map((l) => checkIslandData(l.path, l.islandDataBytes)));
  if (island) lines.push(`island data before input ≤ ${TARGETS.islandDataBytes / KIB} KiB: ${island}`);
  const taps = tally(results.firstTap.map((t) => checkFirstTap(t.medianMs, t.lost)));
  if (taps) {
    const lost = results.firstTap.reduce((n, t) => n + t.lost, 0);
    const runs = results.firstTap.reduce((n, t) => n + t.runs.length, 0);
    lines.push(`first tap, menu within ${TARGETS.firstTapMaxMs} ms and no tap lost: ${taps} (${lost} of ${runs} taps lost)`);
  }
  const lighthouse = tally(results.lighthouse.map(lighthousePasses));
  if (lighthouse) lines.push(`Lighthouse, every target: ${lighthouse}`);
  return lines;
}

/**
 * What stands between a page and a target it misses, measured: the largest scripts it loads
 * before input, and its island data by part (page facts, each island's props, JSON fetched). One
 * line each, for the mobile load of each page that misses.
 */
export function obstacles(results: SiteResults, largest = 6): string[] {
  const lines: string[] = [];
  for (const load of results.loads.filter((l) => l.viewport === 'mobile')) {
    if (checkJsBeforeInput(load.path, load.beforeInput.gzipBytes) === false) {
      const files = load.scripts
        .filter((s) => !s.afterScroll)
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .slice(0, largest)
        .map((s) => `${s.file.split('/').pop()} ${kib(s.gzipBytes)}`);
      lines.push(`${results.label}: ${load.path} loads ${kib(load.beforeInput.gzipBytes)} KiB gz before input; largest: ${files.join(', ')}`);
    }
    if (checkIslandData(load.path, load.islandDataBytes) === false) {
      const { byKind, byIsland } = load.hydrationData;
      const fetched = load.fetchedData.responses.filter((r) => !r.afterScroll && r.kind === 'islandData');
      const parts = [
        byKind.pageFacts ? `page facts ${kib(byKind.pageFacts)}` : '',
        byKind.pageContext ? `page context ${kib(byKind.pageContext)}` : '',
        byKind.islandProps
          ? `island props ${kib(byKind.islandProps)} (${Object.entries(byIsland)
              .map(([name, bytes]) => `${name} ${kib(bytes)}`)
              .join(', ')})`
          : '',
        byKind.other ? `other ${kib(byKind.other)}` : '',
        fetched.length ? `fetched ${kib(load.fetchedData.islandDataBytes)} (${fetched.map((r) => `${r.url} ${kib(r.bytes)}`).join(', ')})` : '',
      ].filter(Boolean);
      lines.push(`${results.label}: ${load.path} has ${kib(load.islandDataBytes)} KiB of island data before input: ${parts.join('; ')}`);
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
