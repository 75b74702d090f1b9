/**
 * The issues' targets, checked against measured figures. A check is `undefined` where the issue
 * sets no target.
 * Issue 26 ("Phones first"): the first tap, Lighthouse mobile on every template, JavaScript and
 * island data before input on five pages. Page-cache issue: throughput ratios (req/s of a row over
 * req/s of the row it is measured against, in the same run).
 */
import { isBeforeInputPage } from './template-pages.ts';

export const KIB = 1024;

export const TARGETS = {
  /**
   * Gzipped JavaScript a page loads "loaded and left alone" at 375 px (no scroll, no input),
   * every script file counted: on the five pages of bench/template-pages.ts, BEFORE_INPUT_PAGES.
   */
  jsBeforeInputGzipBytes: 20 * KIB,
  /** Island data before input (page facts, island props, island JSON fetched; block data exempt), the same five pages. */
  islandDataBytes: 10 * KIB,
  /** A tap on the menu toggle at first paint shows the menu within this, at 4x CPU; no tap lost. */
  firstTapMaxMs: 300,
  /** Lighthouse mobile category scores, 0-100. */
  lighthouseMinScore: 95,
  lighthouseMaxTbtMs: 100,
  lighthouseMaxLcpMs: 1800,
  lighthouseMaxCls: 0.01,
} as const;

/** The page-cache issue's throughput targets: at least this share of the other row's req/s. */
export const THROUGHPUT_TARGETS = {
  /** The real server with its page cache warm, against the bare node:http buffer (the machine's limit). */
  cachedVsBareBuffer: 0.6,
  /** The uncached render (PAGE_CACHE_MAX_MB=0), against Fastify compressing the same buffer per request. */
  uncachedVsFastifyBuffer: 0.35,
  /**
   * A personalised page (the home page's variant for a visitor from Saudi Arabia, its decision and
   * page both cached) against the same server's home page with personalisation off (issue 29).
   */
  personalizedVsCached: 0.9,
  /** Our server against the Next.js 16 + Content SDK starter, the same SXA page, neither with a page cache. */
  oursVsNext: 10,
} as const;

/** True when `ratio` reaches `target` (inclusive); undefined when there is no ratio. */
export function checkAtLeast(ratio: number | undefined, target: number): boolean | undefined {
  return ratio === undefined || !Number.isFinite(ratio) ? undefined : ratio >= target;
}

/** JavaScript before input: judged on the five pages of the issue only. */
export function checkJsBeforeInput(path: string, gzipBytes: number | undefined): boolean | undefined {
  if (!isBeforeInputPage(path) || gzipBytes === undefined) return undefined;
  return gzipBytes <= TARGETS.jsBeforeInputGzipBytes;
}

/** Island data before input: judged on the five pages of the issue only. */
export function checkIslandData(path: string, bytes: number | undefined): boolean | undefined {
  if (!isBeforeInputPage(path) || bytes === undefined) return undefined;
  return bytes <= TARGETS.islandDataBytes;
}

/**
 * The first tap, on one page: every run's tap showed the menu (a lost tap is the failure the issue
 * is about, whatever the others' times) and the median is within the target. Not judged without runs.
 */
export function checkFirstTap(medianMs: number | undefined, lost: number): boolean | undefined {
  if (lost > 0) return false;
  return medianMs === undefined ? undefined : medianMs <= TARGETS.firstTapMaxMs;
}

export type LighthouseFigure = 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'cls' | 'tbtMs' | 'fcpMs';

/** Scores are 0-100; TBT at most 100 ms, LCP at most 1.8 s, CLS at most 0.01; FCP has no target of its own. */
export function checkLighthouse(figure: LighthouseFigure, value: number | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  switch (figure) {
    case 'performance':
    case 'accessibility':
    case 'bestPractices':
    case 'seo':
      return value >= TARGETS.lighthouseMinScore;
    case 'tbtMs':
      return value <= TARGETS.lighthouseMaxTbtMs;
    case 'lcpMs':
      return value <= TARGETS.lighthouseMaxLcpMs;
    case 'cls':
      return value <= TARGETS.lighthouseMaxCls;
    default:
      return undefined;
  }
}

export function mark(check: boolean | undefined): string {
  if (check === undefined) return '';
  return check ? '✓' : '✗';
}
