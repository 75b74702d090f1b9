import { LRUCache } from 'lru-cache';
import type { CmsLog } from './cms-log.ts';

/** What a CMS read produces: the data, and the size in bytes of the answer(s) it was parsed from. */
export interface Payload<T> {
  data: T;
  bytes: number;
}

/** Reads one thing from the CMS; the signal fires when the cache no longer wants the answer. */
export type Loader<T> = (signal?: AbortSignal) => Promise<Payload<T>>;

export type CacheOutcome = 'hit' | 'miss' | 'stale';

export type CacheKind = 'layout' | 'not-found' | 'dictionary' | 'settings';

export interface CacheStats {
  hits: number;
  misses: number;
  /** Reads answered with an expired value (while it refreshes, or because the CMS is failing). */
  staleServes: number;
  /** Background refreshes that failed and left the last good value in place. */
  refreshFailures: number;
  entries: number;
  bytes: number;
}

export interface CmsCache {
  read<T>(key: string, load: Loader<T>): Promise<{ data: T; cache: CacheOutcome }>;
  /** Drops one key, or every key the predicate accepts (publish purge); returns how many. */
  evict(match: string | ((key: string) => boolean)): number;
  keys(): string[];
  stats(): CacheStats;
}

export interface CmsCacheOptions {
  maxBytes: number;
  ttlMs: number;
  log: CmsLog;
}

/** `kind|site|language|path`, e.g. `layout|corporate|en|/about`; a purge can match on any part. */
export function cacheKey(kind: CacheKind, site: string, language: string, path = ''): string {
  return `${kind}|${site}|${language}|${path}`;
}

export function createCmsCache({ maxBytes, ttlMs, log }: CmsCacheOptions): CmsCache {
  const counters = { hits: 0, misses: 0, staleServes: 0, refreshFailures: 0 };
  // lru-cache reads a ttl of 0 as "never expires": an operator setting it to 0 means "no cache".
  if (ttlMs <= 0 || maxBytes <= 0) return uncached(counters);

  const lru = new LRUCache<string, Payload<unknown>, Loader<unknown>>({
    maxSize: maxBytes,
    // The body length recorded when parsed: re-serialising a layout to weigh it costs more than it tells.
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    ttl: ttlMs,
    // Stale-while-revalidate: an expired value is returned at once and refreshed in the background.
    allowStale: true,
    // Stale-if-error: a failed refresh puts the last good value back instead of deleting it.
    // (allowStaleOnFetchRejection stays off: it would also swallow the error of a first fetch,
    // which has no value to fall back on and must reach the caller.)
    noDeleteOnFetchRejection: true,
    // A first fetch aborted because its key was evicted (publish purge) resolves its waiters with
    // undefined instead of rejecting them with the abort; read() then loads the new content.
    allowStaleOnFetchAbort: true,
    fetchMethod: async (key, stale, { signal, context: load }) => {
      try {
        return await load(signal);
      } catch (error) {
        if (stale !== undefined && !signal.aborted) {
          counters.refreshFailures++;
          log.warn({ err: error, key }, 'CMS refresh failed; serving the last good value');
        }
        throw error;
      }
    },
  });

  return {
    async read<T>(key: string, load: Loader<T>) {
      const status: LRUCache.Status<string, Payload<unknown>, Loader<unknown>> = {};
      const entry = await lru.fetch(key, { context: load, status });
      if (entry === undefined) {
        // The key was evicted (publish purge) while its first fetch was in flight: read it anew.
        counters.misses++;
        return { data: (await load()).data, cache: 'miss' };
      }
      const cache: CacheOutcome = status.returnedStale ? 'stale' : status.fetch === 'hit' ? 'hit' : 'miss';
      if (cache === 'hit') counters.hits++;
      else if (cache === 'stale') counters.staleServes++;
      else counters.misses++;
      return { data: entry.data as T, cache };
    },
    evict(match) {
      const doomed = typeof match === 'string' ? [match] : [...lru.keys()].filter(match);
      return doomed.filter((key) => lru.delete(key)).length;
    },
    keys: () => [...lru.keys()],
    stats: () => ({ ...counters, entries: lru.size, bytes: lru.calculatedSize }),
  };
}

function uncached(counters: Omit<CacheStats, 'entries' | 'bytes'>): CmsCache {
  return {
    async read(_key, load) {
      counters.misses++;
      return { data: (await load()).data, cache: 'miss' };
    },
    evict: () => 0,
    keys: () => [],
    stats: () => ({ ...counters, entries: 0, bytes: 0 }),
  };
}
