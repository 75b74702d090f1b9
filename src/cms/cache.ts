import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../lib/deep-freeze.ts';
import type { CmsLog } from './cms-log.ts';
import { itemIdOf } from '../lib/item-id.ts';

/** What a CMS read produces: the data, and the size in bytes of the answer(s) it was parsed from. */
export interface Payload<T> {
  data: T;
  bytes: number;
  /** Cache tags of the entry (`layout-{itemId}`, `dictionary-{lang}`): what a publish purge names. */
  tags?: readonly string[];
}

/** Reads one thing from the CMS; the signal fires when the cache no longer wants the answer. */
export type Loader<T> = (signal?: AbortSignal) => Promise<Payload<T>>;

/** `shared`: missed here, answered by the shared second level (another instance's read). */
export type CacheOutcome = 'hit' | 'shared' | 'miss' | 'stale';

export interface CacheRead<T> {
  data: T;
  cache: CacheOutcome;
  /** The entry's cache tags: a page built from it carries them too. */
  tags: readonly string[];
}

export type CacheKind = 'layout' | 'not-found' | 'dictionary' | 'settings' | 'routes' | 'robots' | 'redirects' | 'sites' | 'llms' | 'documents';

export interface CacheStats {
  hits: number;
  misses: number;
  /** Reads answered with an expired value (while it refreshes, or because the CMS is failing). */
  staleServes: number;
  /** Background refreshes that failed and left the last good value in place. */
  refreshFailures: number;
  /** Misses here answered by the shared second level, not the CMS. */
  sharedHits: number;
  entries: number;
  bytes: number;
}

export interface CmsCache {
  /**
   * The entry for `key`, loaded once however many ask. `revalidate`: an expired entry is refreshed
   * and waited for instead of returned stale (the page cache refreshing a page wants today's data);
   * if the refresh fails, the read fails and the expired entry stays for others.
   */
  read<T>(key: string, load: Loader<T>, options?: { revalidate?: boolean }): Promise<CacheRead<T>>;
  /** Drops one key, or every key the predicate accepts (publish purge); returns how many. */
  evict(match: string | ((key: string) => boolean)): number;
  /**
   * Publish purge: drops every entry carrying one of these tags (stale ones and ones refreshing in
   * the background included), only in `language` when given; returns the keys dropped.
   */
  evictByTags(tags: readonly string[], options?: { language?: string }): string[];
  keys(): string[];
  stats(): CacheStats;
}

/**
 * A second cache level that every instance of the site shares (Redis: src/server/cluster/), asked
 * before the CMS on every load and refresh, and written after every load from the CMS. It holds an
 * entry only while it is fresh; stale-while-revalidate and stale-if-error stay in this level.
 * Both calls never reject: a level that is down or slow answers undefined and drops writes.
 */
export interface SharedLevel {
  /** The entry with its age, if another instance stored it less than the TTL ago. */
  get(key: string): Promise<{ payload: Payload<unknown>; ageMs: number } | undefined>;
  /** Stores in the background for what is left of `ttlMs`, indexed by the payload's tags. */
  set(key: string, payload: Payload<unknown>, ttlMs: number): void;
}

export interface CmsCacheOptions {
  maxBytes: number;
  ttlMs: number;
  log: CmsLog;
  /** The shared level (REDIS_URL); none: this process's memory only. */
  shared?: SharedLevel | undefined;
  /** The clock that ages entries, in ms (tests move it instead of waiting); lru-cache's own by default. */
  now?: (() => number) | undefined;
}

/** `kind|site|language|path`, e.g. `layout|corporate|en|/about`; a purge can match on any part. */
export function cacheKey(kind: CacheKind, site: string, language: string, path = ''): string {
  return `${kind}|${site}|${language}|${path}`;
}

/**
 * Cache tags: the names a publish purge evicts by, here and (as the pages' `Cache-Tag` and
 * `Surrogate-Key` headers) in a CDN. A layout is tagged with its route's item id, a dictionary with
 * its language; a "no such route" answer with MISSING_LAYOUT_TAG, since any published page may be
 * the one that was missing.
 */
export const MISSING_LAYOUT_TAG = 'layout-missing';

/** `layout-{id}` with the id as lower-case dashed GUID, whatever braces or case the CMS used; undefined for a non-GUID. */
export function layoutTag(itemId: unknown): string | undefined {
  const id = normalizeGuid(itemId);
  return id === undefined ? undefined : `layout-${id}`;
}

/**
 * The site's redirect map (one entry for every language). The redirects query names no items, and
 * a redirect map is an ordinary item: any published item may be one of its rules (revalidate.ts).
 */
export const REDIRECTS_TAG = 'redirects';

/**
 * Content Hub's documents: the first page of every documents table (content-hub-documents.ts), and
 * every page that has a documents table (page-route.ts). One tag for the whole hub, site-wide and
 * in every language: the hub is one per host, knows no site, and one asset may be listed by many
 * tables. Purged by a webhook update of entity `M.Asset` (revalidate.ts).
 */
export const CONTENT_HUB_DOCUMENTS_TAG = 'content-hub-documents';

/**
 * A site-wide tag (its dictionary, redirect map, sitemap, missing routes: anything not named by an
 * item id) of one site. The configured site's keeps its bare name (`sitemap`), so a host with one
 * site has the tags it always had; another site's names the site first (`drydocks:sitemap`), so a
 * publish in one site purges nothing of another's (src/server/purge-sites.ts). Item tags
 * (`layout-{id}`, `item-{id}`) need no site: an id names one item in the whole CMS.
 */
export function siteTag(tag: string, site: string, configuredSite: string): string {
  return site.toLowerCase() === configuredSite.toLowerCase() ? tag : `${tagScopeOf(site)}:${tag}`;
}

/** A site's name as a tag prefix: lower case, anything a CDN tag may not hold as `-`. */
export function tagScopeOf(site: string): string {
  return site
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '-');
}

export function dictionaryTag(language: string): string {
  return `dictionary-${language.toLowerCase()}`;
}

/** `item-{id}`: an item a page uses besides its route (a datasource, a linked item, the settings). */
export function itemTag(itemId: unknown): string | undefined {
  const id = normalizeGuid(itemId);
  return id === undefined ? undefined : `item-${id}`;
}

/** A page with more datasource items than this is tagged by its first ones (headers stay well under CDNs' 16 KiB). */
export const MAX_ITEM_TAGS = 100;

/**
 * The tags of a layout answer: its route's item id (`layout-{id}`), or MISSING_LAYOUT_TAG for
 * `null`, then `item-{id}` for every rendering's datasource given as an item id. Datasources given
 * as paths (SXA's usual `local:/Data/…`) and items that fields link to name no tag of their own:
 * Experience Edge republishes the layout of every page that uses a changed item, and that
 * `LayoutData` update names the page's route, so its route tag covers them. (Tagging every linked
 * item would put the whole navigation's ids on every page, for no purge the route tag misses.)
 */
export function layoutTags(layout: { sitecore?: { route?: { itemId?: unknown } | null } } | null): string[] {
  if (!layout?.sitecore?.route) return [MISSING_LAYOUT_TAG];
  const route = layout.sitecore.route;
  const tags = new Set<string>();
  const routeTag = layoutTag(route.itemId);
  if (routeTag) tags.add(routeTag);
  const items = new Set<string>();
  collectItemIds(route, items, 0);
  const own = normalizeGuid(route.itemId);
  for (const id of items) {
    if (tags.size > MAX_ITEM_TAGS) break;
    if (id !== own) tags.add(`item-${id}`);
  }
  return [...tags];
}

const MAX_DEPTH = 40;

/** Walks placeholders and the renderings in them (fields are not entered) for datasource item ids. */
function collectItemIds(node: unknown, into: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH || into.size > MAX_ITEM_TAGS || typeof node !== 'object' || node === null) return;
  const placeholders = (node as { placeholders?: unknown }).placeholders;
  if (typeof placeholders !== 'object' || placeholders === null) return;
  for (const renderings of Object.values(placeholders)) {
    if (!Array.isArray(renderings)) continue;
    for (const rendering of renderings) {
      if (typeof rendering !== 'object' || rendering === null) continue;
      const id = normalizeGuid((rendering as { dataSource?: unknown }).dataSource);
      if (id) into.add(id);
      collectItemIds(rendering, into, depth + 1);
    }
  }
}

/** A Sitecore item id in any spelling (`{GUID}`, GUID, 32 hex digits) as `xxxxxxxx-xxxx-…`, lower case. */
export const normalizeGuid = itemIdOf;

/** The language part of a `kind|site|language|…` key (CMS and page keys alike), as written. */
export function languageOfKey(key: string): string | undefined {
  return key.split('|')[2];
}

/** lru-cache's fetch status, with our mark of an answer from the shared level. */
type SharedStatus = LRUCache.Status<string, Payload<unknown>> & { shared?: boolean };

export function createCmsCache({ maxBytes, ttlMs, log, shared, now }: CmsCacheOptions): CmsCache {
  const counters = { hits: 0, misses: 0, staleServes: 0, refreshFailures: 0, sharedHits: 0 };
  // lru-cache reads a ttl of 0 as "never expires": an operator setting it to 0 means "no cache".
  if (ttlMs <= 0 || maxBytes <= 0) return uncached(counters);

  /** Keys whose first read is in flight, with how many such reads (a purge drops them too). */
  const firstFetches = new Map<string, number>();
  const lru = new LRUCache<string, Payload<unknown>, Loader<unknown>>({
    maxSize: maxBytes,
    // The body length recorded when parsed: re-serialising a layout to weigh it costs more than it tells.
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    ttl: ttlMs,
    ...(now ? { perf: { now } } : {}),
    // Stale-while-revalidate: an expired value is returned at once and refreshed in the background.
    allowStale: true,
    // Stale-if-error: a failed refresh puts the last good value back instead of deleting it.
    // (allowStaleOnFetchRejection stays off: it would also swallow the error of a first fetch,
    // which has no value to fall back on and must reach the caller.)
    noDeleteOnFetchRejection: true,
    // A first fetch aborted because its key was evicted (publish purge) resolves its waiters with
    // undefined instead of rejecting them with the abort; read() then loads the new content.
    allowStaleOnFetchAbort: true,
    fetchMethod: async (key, stale, { signal, context: load, options }) => {
      if (stale === undefined) firstFetches.set(key, (firstFetches.get(key) ?? 0) + 1);
      try {
        // Another instance may have read it already (or refreshed it): its answer is as fresh as
        // ours would be, for what is left of its TTL, and costs the CMS nothing.
        const found = shared ? await shared.get(key) : undefined;
        if (found && found.ageMs < ttlMs && !signal.aborted) {
          freezeShared(found.payload);
          options.ttl = Math.max(1, ttlMs - found.ageMs);
          // The caller's status object (read() reports the outcome as `shared`).
          if (options.status) (options.status as SharedStatus).shared = true;
          return found.payload;
        }
        const loaded = await load(signal);
        if (!signal.aborted) shared?.set(key, loaded, ttlMs);
        return freezeShared(loaded);
      } catch (error) {
        if (stale !== undefined && !signal.aborted) {
          counters.refreshFailures++;
          log.warn({ err: error, key }, 'CMS refresh failed; serving the last good value');
        }
        throw error;
      } finally {
        if (stale === undefined) {
          const left = (firstFetches.get(key) ?? 1) - 1;
          if (left > 0) firstFetches.set(key, left);
          else firstFetches.delete(key);
        }
      }
    },
  });

  return {
    async read<T>(key: string, load: Loader<T>, options: { revalidate?: boolean } = {}) {
      const status: LRUCache.Status<string, Payload<unknown>, Loader<unknown>> = {};
      const entry = await lru.fetch(key, { context: load, status, ...(options.revalidate ? { allowStale: false } : {}) });
      if (entry === undefined) {
        // The key was evicted (publish purge) while its first fetch was in flight: read it anew.
        counters.misses++;
        const fresh = await load();
        return { data: fresh.data, cache: 'miss', tags: fresh.tags ?? [] };
      }
      let cache: CacheOutcome = status.returnedStale ? 'stale' : status.fetch === 'hit' ? 'hit' : 'miss';
      if (cache === 'miss' && (status as SharedStatus).shared) cache = 'shared';
      if (cache === 'hit') counters.hits++;
      else if (cache === 'stale') counters.staleServes++;
      else if (cache === 'shared') counters.sharedHits++;
      else counters.misses++;
      return { data: entry.data as T, cache, tags: entry.tags ?? [] };
    },
    evict(match) {
      const doomed = typeof match === 'string' ? [match] : [...lru.keys()].filter(match);
      return doomed.filter((key) => lru.delete(key)).length;
    },
    evictByTags(tags, options = {}) {
      const wanted = new Set(tags);
      const language = options.language?.toLowerCase();
      const doomed: string[] = [];
      // forEach, unlike keys(), also visits stale entries whose refresh is in flight; deleting one
      // aborts that refresh, so the old answer cannot come back after the purge.
      lru.forEach((entry, key) => {
        if (language !== undefined && languageOfKey(key)?.toLowerCase() !== language) return;
        if (entry.tags?.some((tag) => wanted.has(tag))) doomed.push(key);
      });
      // A first read in flight has no tags yet and may be carrying the content before the publish:
      // it is dropped too (its waiters read anew), though it was never an entry to report.
      for (const key of firstFetches.keys()) {
        if (language === undefined || languageOfKey(key)?.toLowerCase() === language) lru.delete(key);
      }
      return doomed.filter((key) => lru.delete(key));
    },
    keys: () => [...lru.keys()],
    stats: () => ({ ...counters, entries: lru.size, bytes: lru.calculatedSize }),
  };
}

/**
 * What the cache holds is every visitor's: it is frozen when it is filled, so a block that changes
 * the fields it was given throws (its error boundary answers for it, and a test fails) instead of
 * changing the next visitor's page. In production too: measured, it costs nothing (the uncached
 * render at 0.49 of the Fastify buffer frozen, 0.48 not; about 0.6 ms per 500 KB layout per fill).
 */
function freezeShared<T extends Payload<unknown>>(payload: T): T {
  deepFreeze(payload.data);
  return payload;
}

function uncached(counters: Omit<CacheStats, 'entries' | 'bytes'>): CmsCache {
  // No cache here: nor a shared one (CACHE_TTL_S=0 means every read goes to the CMS).
  return {
    async read(_key, load) {
      counters.misses++;
      const fresh = await load();
      return { data: fresh.data, cache: 'miss', tags: fresh.tags ?? [] };
    },
    evict: () => 0,
    evictByTags: () => [],
    keys: () => [],
    stats: () => ({ ...counters, entries: 0, bytes: 0 }),
  };
}
