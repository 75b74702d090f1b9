import { LRUCache } from 'lru-cache';

/**
 * The page cache (docs/decisions/011-page-cache.md): finished documents for visitors, stored once
 * per key already compressed, kept fresh for the CMS data cache's TTL, then served stale while
 * one background render refreshes them, and through failures for up to STALE_IF_ERROR_MS.
 *
 * Two budgets: pages, and "variants" (not-found pages and pages with a query string). Anyone can
 * make up URLs; a flood of them fills the small variants budget and evicts only its own kind, so
 * the real pages visitors read stay.
 */
export interface CachedPage {
  status: 200 | 404;
  br: Buffer;
  gzip: Buffer;
  /** The strong validator's opaque part (a digest of the document), without quotes. */
  etag: string;
  /** Cache tags of every item the page used (route, datasources, dictionary, settings). */
  tags: readonly string[];
  /** CSP hash sources of the inline scripts the page may run (script-hashes.ts). */
  scriptHashes: readonly string[];
  cacheControl: string;
  /** Content language, for a purge that names one. */
  language: string;
  /** Length of the uncompressed document. */
  length: number;
  storedAt: number;
  /**
   * What the body is when it is not a page: a page's islands document (`application/json`, kept
   * under the page's key plus ISLANDS_KEY_SUFFIX). Absent: an HTML page.
   */
  contentType?: 'application/json';
  /**
   * The page has variants (issue 29): its route item id and variant ids, carried by its default's
   * entry so the next visitor's variant is chosen without the CMS. Absent: one page for all.
   */
  variants?: PageVariants;
}

/** A page's variants: its route item id and the ids its layout carries experiences for. */
export interface PageVariants {
  pageId: string;
  variantIds: readonly string[];
}

/** A variant of a page is kept under the page's key, this, and the variant (page-route.ts). */
export const VARIANT_KEY_SEPARATOR = '|variant=';

/** The islands document of a page is kept under the page's key plus this. */
export const ISLANDS_KEY_SUFFIX = '#islands';

export type PageState = 'fresh' | 'stale';

/** Matches the `stale-if-error` that pages tell CDNs (cache-control.ts). */
export const STALE_IF_ERROR_MS = 86_400_000;
/** The variants budget: this share of PAGE_CACHE_MAX_MB. */
export const VARIANT_BUDGET_SHARE = 1 / 8;
/** Variant keys remembered as asked for once (admitVariant): a bounded list, oldest forgotten first. */
export const SEEN_VARIANTS = 10_000;

export interface PageCacheStats {
  hits: number;
  /** Misses here answered by the shared level: another instance had rendered the page. */
  sharedHits: number;
  staleServes: number;
  misses: number;
  bypasses: number;
  fills: number;
  /** Renders for the cache that were not stored (a block failed, aborted, CMS down, purged meanwhile). */
  fillsDropped: number;
  entries: number;
  bytes: number;
  variantEntries: number;
  variantBytes: number;
}

/** Produces the page for a key, or undefined when this render must not be cached. */
export type PageFill = () => Promise<{ page: Omit<CachedPage, 'storedAt'>; variant: boolean } | undefined>;

export interface PageCache {
  readonly enabled: boolean;
  get(key: string): { page: CachedPage; state: PageState } | undefined;
  /**
   * After a miss here: the page from the shared level if another instance stored it and it is
   * still fresh; it is kept here too, for what is left of its freshness. Never rejects; one read
   * per key at a time however many visitors ask.
   */
  getShared(key: string): Promise<CachedPage | undefined>;
  /**
   * Runs `fill` unless one runs for this key already or the key holds a fresh page (concurrent
   * misses and stale serves fill once), and stores what it gives unless a purge happened
   * meanwhile. Never rejects.
   */
  fillOnce(key: string, fill: PageFill): Promise<void>;
  /** Publish purge: drops the pages carrying any of these tags (in `language` when given). */
  evictByTags(tags: readonly string[], options?: { language?: string }): string[];
  /**
   * Whether a variant (a not-found page, a page with a query string) is worth a fill: only the
   * second time its key is asked for. A made-up URL is asked for once, and costs no second render.
   */
  admitVariant(key: string): boolean;
  /** Counts a request that was answered without the cache (editors, preview). */
  countBypass(): void;
  countMiss(): void;
  stats(): PageCacheStats;
}

/**
 * The level every instance shares (Redis: src/server/cluster/shared-pages.ts). It keeps pages,
 * never variants (made-up URLs stay on the instance that was asked), and only while fresh.
 * Neither call rejects.
 */
export interface SharedPageLevel {
  get(key: string): Promise<CachedPage | undefined>;
  /** Stores in the background for what is left of `ttlMs`, indexed by the page's tags. */
  set(key: string, page: CachedPage, ttlMs: number): void;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  /** The shared level (REDIS_URL); none: this process's memory only. */
  shared?: SharedPageLevel | undefined;
  log: { warn(obj: object, msg: string): void; debug(obj: object, msg: string): void };
  now?: () => number;
}

export function createPageCache({ maxBytes, ttlMs, log, shared, now = Date.now }: PageCacheOptions): PageCache {
  const counters = { hits: 0, sharedHits: 0, staleServes: 0, misses: 0, bypasses: 0, fills: 0, fillsDropped: 0 };
  if (maxBytes <= 0 || ttlMs <= 0) return disabled(counters);

  const variantBytes = Math.max(1, Math.floor(maxBytes * VARIANT_BUDGET_SHARE));
  const lru = (max: number) => new LRUCache<string, CachedPage>({ maxSize: max, sizeCalculation: (page) => Math.max(1, page.br.length + page.gzip.length) });
  const pages = lru(maxBytes - variantBytes);
  const variants = lru(variantBytes);
  const inFlight = new Map<string, Promise<void>>();
  const sharedReads = new Map<string, Promise<CachedPage | undefined>>();
  const seenOnce = new LRUCache<string, true>({ max: SEEN_VARIANTS });
  /** Bumped by every purge: a fill that began before one may carry what was purged. */
  let epoch = 0;

  const find = (key: string) => pages.get(key) ?? variants.get(key);
  const isFresh = (page: CachedPage) => now() - page.storedAt <= ttlMs;
  const drop = (key: string) => pages.delete(key) || variants.delete(key);

  return {
    enabled: true,
    get(key) {
      const page = find(key);
      if (!page) {
        return undefined;
      }
      if (isFresh(page)) {
        counters.hits++;
        return { page, state: 'fresh' };
      }
      if (now() - page.storedAt > ttlMs + STALE_IF_ERROR_MS) {
        drop(key);
        return undefined;
      }
      counters.staleServes++;
      return { page, state: 'stale' };
    },
    getShared(key) {
      if (!shared) return Promise.resolve(undefined);
      const running = sharedReads.get(key);
      if (running) return running;
      const startedEpoch = epoch;
      const read = (async () => {
        try {
          const page = await shared.get(key);
          // Stored before a purge that came while we asked: it may be what was purged.
          if (!page || !isFresh(page) || epoch !== startedEpoch) return undefined;
          if (!find(key)) pages.set(key, page);
          counters.sharedHits++;
          return page;
        } finally {
          sharedReads.delete(key);
        }
      })();
      sharedReads.set(key, read);
      return read;
    },
    fillOnce(key, fill) {
      const running = inFlight.get(key);
      if (running) return running;
      // A miss whose render began before the fill of its key ended asks again: the page is
      // there and fresh, so nothing is rendered twice.
      const stored = find(key);
      if (stored && isFresh(stored)) return Promise.resolve();
      const startedEpoch = epoch;
      const job = (async () => {
        try {
          const result = await fill();
          if (!result) {
            counters.fillsDropped++;
            return;
          }
          if (epoch !== startedEpoch) {
            counters.fillsDropped++;
            log.debug({ key }, 'page not cached: a purge came while it rendered');
            return;
          }
          // One key lives in one budget: a page that became a variant (now not found) moves.
          drop(key);
          const page = { ...result.page, storedAt: now() };
          (result.variant ? variants : pages).set(key, page);
          if (!result.variant) shared?.set(key, page, ttlMs);
          counters.fills++;
        } catch (error) {
          counters.fillsDropped++;
          log.warn({ err: error, key }, 'page cache fill failed');
        } finally {
          inFlight.delete(key);
        }
      })();
      inFlight.set(key, job);
      return job;
    },
    evictByTags(tags, options = {}) {
      epoch++;
      const wanted = new Set(tags);
      const language = options.language?.toLowerCase();
      const doomed: string[] = [];
      for (const store of [pages, variants]) {
        store.forEach((page, key) => {
          if (language !== undefined && page.language.toLowerCase() !== language) return;
          if (page.tags.some((tag) => wanted.has(tag))) doomed.push(key);
        });
      }
      return doomed.filter(drop);
    },
    admitVariant(key) {
      if (seenOnce.has(key)) return true;
      seenOnce.set(key, true);
      return false;
    },
    countBypass: () => void counters.bypasses++,
    countMiss: () => void counters.misses++,
    stats: () => ({
      ...counters,
      entries: pages.size + variants.size,
      bytes: pages.calculatedSize + variants.calculatedSize,
      variantEntries: variants.size,
      variantBytes: variants.calculatedSize,
    }),
  };
}

function disabled(counters: Omit<PageCacheStats, 'entries' | 'bytes' | 'variantEntries' | 'variantBytes'>): PageCache {
  return {
    enabled: false,
    get: () => undefined,
    getShared: async () => undefined,
    fillOnce: async () => {},
    evictByTags: () => [],
    admitVariant: () => false,
    countBypass: () => void counters.bypasses++,
    countMiss: () => void counters.misses++,
    stats: () => ({ ...counters, entries: 0, bytes: 0, variantEntries: 0, variantBytes: 0 }),
  };
}
