import { LRUCache } from 'lru-cache';
import type { FetchJson } from '../app/block-data.tsx';

/** Spec 001 section 7: the server fetches a news feed at most once per 300 s ("revalidate 300 s"). */
export const FEED_REVALIDATE_MS = 300_000;
/** Distinct feed URLs kept; a site has a handful (one per news source and page size). */
export const FEED_CACHE_ENTRIES = 200;

/**
 * Shares block loaders' JSON fetches across requests: one upstream call per URL and period, however
 * many pages render it at once; after the period the old answer is served while one refresh runs,
 * and kept when that refresh fails. Failures themselves are not cached.
 */
export function createFeedCache(fetchJson: FetchJson, ttlMs = FEED_REVALIDATE_MS): FetchJson {
  if (ttlMs <= 0) return fetchJson; // lru-cache reads a ttl of 0 as "forever"; 0 here means off
  const cache = new LRUCache<string, { json: unknown }, { timeoutMs: number }>({
    max: FEED_CACHE_ENTRIES,
    ttl: ttlMs,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (url, _stale, { context }) => {
      try {
        const json = await fetchJson(url, context);
        lastError.delete(url);
        return { json };
      } catch (error) {
        lastError.set(url, { error });
        throw error;
      }
    },
  });
  // With nothing stale to fall back on, lru-cache answers undefined: every reader that shared the
  // failed fetch gets what it threw. Bounded like the cache; cleared when the URL next succeeds.
  const lastError = new LRUCache<string, { error: unknown }>({ max: FEED_CACHE_ENTRIES });
  return async (url, opts) => {
    const entry = await cache.fetch(url, { context: opts });
    if (!entry) throw lastError.get(url)?.error ?? new Error(`no answer for ${url}`);
    return entry.json;
  };
}
