/**
 * Options of the page-weight benchmark, from the command line (`npm run bench -- page-weight
 * --baseline=main --json=out.json`) or the environment (`BENCH_BASELINE`, `BENCH_JSON`, …).
 * The command line wins.
 */
import type { ViewportName } from './browser.ts';
import { BEFORE_INPUT_PAGES, resolvePages, templatePaths } from './template-pages.ts';

export interface PageWeightOptions {
  /** A git ref or the path of a built checkout to measure next to this one. */
  baseline: string | undefined;
  /** Where to write the results as JSON. */
  jsonPath: string | undefined;
  /** The pages of the first tap and Lighthouse: by default one of every template in both languages. */
  pages: string[];
  /** The pages whose scripts and island data are measured: by default the five "before input" pages. */
  loadPages: string[];
  /** Load viewports: 375 px always, 1280 px with `--desktop`. */
  viewports: ViewportName[];
  loads: boolean;
  firstTap: boolean;
  lighthouse: boolean;
  /** First-tap runs per page (median reported, lost taps counted). */
  tapRuns: number;
  /** Lighthouse runs per page (median reported). */
  lighthouseRuns: number;
}

/** The value of `--name=value` (the last one given). */
export function valueOf(argv: readonly string[], name: string): string | undefined {
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

const off = (argv: readonly string[], flag: string, envValue: string | undefined) => argv.includes(flag) || envValue === '0';

export function parsePageWeightOptions(argv: readonly string[], env: NodeJS.ProcessEnv): PageWeightOptions {
  const baseline = (valueOf(argv, 'baseline') ?? env.BENCH_BASELINE)?.trim() || undefined;
  const jsonPath = (valueOf(argv, 'json') ?? env.BENCH_JSON)?.trim() || undefined;
  const pagesRaw = (valueOf(argv, 'pages') ?? env.BENCH_PAGES)?.trim();
  const chosen = pagesRaw ? resolvePages(pagesRaw) : undefined;
  if (chosen?.length === 0) throw new Error(`--pages names no page: "${pagesRaw}"`);
  return {
    baseline,
    jsonPath,
    pages: chosen ?? templatePaths(),
    loadPages: chosen ?? [...BEFORE_INPUT_PAGES],
    viewports: argv.includes('--desktop') || env.BENCH_DESKTOP === '1' ? ['mobile', 'desktop'] : ['mobile'],
    loads: !off(argv, '--no-loads', env.BENCH_LOADS),
    firstTap: !off(argv, '--no-first-tap', env.BENCH_FIRST_TAP),
    lighthouse: !off(argv, '--no-lighthouse', env.BENCH_LIGHTHOUSE),
    // --runs= sets both; --tti-runs= is the old name of --tap-runs=.
    tapRuns: count(valueOf(argv, 'tap-runs') ?? valueOf(argv, 'tti-runs') ?? valueOf(argv, 'runs') ?? env.BENCH_TAP_RUNS, 5, 'tap-runs'),
    lighthouseRuns: count(valueOf(argv, 'lighthouse-runs') ?? valueOf(argv, 'runs') ?? env.BENCH_LIGHTHOUSE_RUNS, 1, 'lighthouse-runs'),
  };
}
