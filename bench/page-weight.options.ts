/**
 * Options of the page-weight benchmark, from the command line (`npm run bench -- page-weight
 * --baseline=main --json=out.json`) or the environment (`BENCH_BASELINE`, `BENCH_JSON`, …).
 * The command line wins.
 */

/** The pages the Islands issue names: home in both languages, the block gallery, about. */
export const DEFAULT_PAGES = ['/', '/ar', '/blocks', '/about'] as const;

export interface PageWeightOptions {
  /** A git ref or the path of a built checkout to measure next to this one. */
  baseline: string | undefined;
  /** Where to write the results as JSON. */
  jsonPath: string | undefined;
  pages: string[];
  lighthouse: boolean;
  /** Header time-to-interactive runs per page (median reported). */
  ttiRuns: number;
  /** Lighthouse runs per page (median reported). */
  lighthouseRuns: number;
}

function valueOf(argv: readonly string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  const found = argv.findLast((arg) => arg.startsWith(prefix));
  return found === undefined ? undefined : found.slice(prefix.length);
}

function count(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 50) throw new Error(`${name} must be a whole number from 1 to 50, not "${raw}"`);
  return n;
}

export function parsePageWeightOptions(argv: readonly string[], env: NodeJS.ProcessEnv): PageWeightOptions {
  const baseline = (valueOf(argv, 'baseline') ?? env.BENCH_BASELINE)?.trim() || undefined;
  const jsonPath = (valueOf(argv, 'json') ?? env.BENCH_JSON)?.trim() || undefined;
  const pagesRaw = valueOf(argv, 'pages') ?? env.BENCH_PAGES;
  const pages = pagesRaw
    ? pagesRaw
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : [...DEFAULT_PAGES];
  for (const page of pages) if (!page.startsWith('/')) throw new Error(`a page is a path starting with "/", not "${page}"`);
  return {
    baseline,
    jsonPath,
    pages,
    lighthouse: !argv.includes('--no-lighthouse') && env.BENCH_LIGHTHOUSE !== '0',
    ttiRuns: count(valueOf(argv, 'tti-runs') ?? env.BENCH_TTI_RUNS, 5, 'tti-runs'),
    lighthouseRuns: count(valueOf(argv, 'lighthouse-runs') ?? env.BENCH_LIGHTHOUSE_RUNS, 3, 'lighthouse-runs'),
  };
}
