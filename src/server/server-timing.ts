import type { CacheStatus } from '../cms/cms.ts';

/** Worst-first order: one stale or missed read makes the page's CMS time a miss. */
const RANK: Record<CacheStatus, number> = { hit: 0, shared: 1, stale: 2, miss: 3, bypass: 4 };

export function worstCacheStatus(statuses: CacheStatus[]): CacheStatus {
  return statuses.reduce<CacheStatus>((worst, s) => (RANK[s] > RANK[worst] ? s : worst), 'hit');
}

/** `Server-Timing: cms;dur=12.3;desc="miss", render;dur=4.1` */
export function serverTiming(cmsMs: number, cache: CacheStatus, renderMs: number): string {
  return `cms;dur=${cmsMs.toFixed(1)};desc="${cache}", render;dur=${renderMs.toFixed(1)}`;
}
