/**
 * The issues' targets, checked against measured figures. A check is `undefined` where the issue
 * sets no target (the JavaScript budget is the home page's, in either language).
 * Islands issue (item 6): JavaScript, hydration data, Lighthouse. Page-cache issue: throughput
 * ratios (req/s of a row over req/s of the row it is measured against, in the same run).
 */

export const KIB = 1024;

export const TARGETS = {
  /** Gzipped JavaScript the home page loads before the visitor scrolls, every script file counted. */
  homeJsBeforeScrollGzipBytes: 90 * KIB,
  /** Hydration data (page facts + island props; block data exempt). */
  hydrationDataBytes: 10 * KIB,
  /** Lighthouse mobile category scores, 0-100. */
  lighthouseMinScore: 95,
  lighthouseMaxLcpMs: 2500,
  lighthouseMaxCls: 0.02,
} as const;

/** The page-cache issue's throughput targets: at least this share of the other row's req/s. */
export const THROUGHPUT_TARGETS = {
  /** The real server with its page cache warm, against the bare node:http buffer (the machine's limit). */
  cachedVsBareBuffer: 0.6,
  /** The uncached render (PAGE_CACHE_MAX_MB=0), against Fastify compressing the same buffer per request. */
  uncachedVsFastifyBuffer: 0.35,
  /** Our server against the Next.js 16 + Content SDK starter, the same SXA page, neither with a page cache. */
  oursVsNext: 10,
} as const;

/** True when `ratio` reaches `target` (inclusive); undefined when there is no ratio. */
export function checkAtLeast(ratio: number | undefined, target: number): boolean | undefined {
  return ratio === undefined || !Number.isFinite(ratio) ? undefined : ratio >= target;
}

const HOME_PATHS = new Set(['/', '/en', '/ar']);

export function isHomePath(path: string): boolean {
  return HOME_PATHS.has(path.replace(/\/$/, '') || '/');
}

export function checkJsBeforeScroll(path: string, gzipBytes: number | undefined): boolean | undefined {
  if (!isHomePath(path) || gzipBytes === undefined) return undefined;
  return gzipBytes <= TARGETS.homeJsBeforeScrollGzipBytes;
}

export function checkHydrationData(bytes: number | undefined): boolean | undefined {
  return bytes === undefined ? undefined : bytes <= TARGETS.hydrationDataBytes;
}

export type LighthouseFigure = 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'cls' | 'tbtMs' | 'fcpMs';

/** Scores are 0-100; LCP at most 2.5 s, CLS at most 0.02; TBT and FCP have no target of their own. */
export function checkLighthouse(figure: LighthouseFigure, value: number | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  switch (figure) {
    case 'performance':
    case 'accessibility':
    case 'bestPractices':
    case 'seo':
      return value >= TARGETS.lighthouseMinScore;
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
