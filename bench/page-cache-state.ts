/**
 * What the page cache says it did for a response: the `page` entry of its Server-Timing header
 * (`page;desc=hit`, `page;desc="stale"`, next to `cms;dur=…` and `render;dur=…`). Undefined when
 * there is no such entry: a build without the page cache.
 */

export type PageCacheState = 'hit' | 'stale' | 'miss' | 'bypass';

const STATES = new Set<string>(['hit', 'stale', 'miss', 'bypass']);

/** The `page` entry's desc, lower-cased; `unknown` for an entry without a desc this bench knows. */
export function pageCacheState(serverTiming: string | null | undefined): PageCacheState | 'unknown' | undefined {
  if (!serverTiming) return undefined;
  for (const entry of serverTiming.split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim());
    if (name?.toLowerCase() !== 'page') continue;
    for (const param of params) {
      const match = /^desc\s*=\s*(?:"([^"]*)"|([^\s;,"]*))$/i.exec(param);
      if (!match) continue;
      const desc = (match[1] ?? match[2] ?? '').toLowerCase();
      return STATES.has(desc) ? (desc as PageCacheState) : 'unknown';
    }
    return 'unknown';
  }
  return undefined;
}

/** A sentence for the report: what the warm page's responses said about the page cache. */
export function describePageCache(states: readonly (PageCacheState | 'unknown' | undefined)[], cacheWanted: boolean): string {
  if (states.length === 0) return 'no response was checked';
  if (states.every((s) => s === undefined)) {
    return cacheWanted
      ? 'no `page` entry in Server-Timing: this build has no page cache yet, so this row measured the uncached render'
      : 'no `page` entry in Server-Timing (no page cache in this build)';
  }
  const counts = new Map<string, number>();
  for (const s of states) counts.set(s ?? 'none', (counts.get(s ?? 'none') ?? 0) + 1);
  const summary = [...counts].map(([state, n]) => `${state} ×${n}`).join(', ');
  if (cacheWanted && states.some((s) => s !== 'hit')) return `Server-Timing page: ${summary} (not every checked response was a hit)`;
  if (!cacheWanted && states.some((s) => s === 'hit' || s === 'stale')) return `Server-Timing page: ${summary} (served from a page cache that should be off)`;
  return `Server-Timing page: ${summary}`;
}
