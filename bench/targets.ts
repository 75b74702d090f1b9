/**
 * The Islands issue's targets (item 6), checked against measured figures. A check is `undefined`
 * where the issue sets no target (the JavaScript budget is the home page's, in either language).
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
