import { describe, expect, it, vi } from 'vitest';
import { createPageCache, SEEN_VARIANTS, STALE_IF_ERROR_MS, VARIANT_BUDGET_SHARE, type CachedPage, type PageFill } from './page-cache.ts';

const log = { warn: vi.fn(), debug: vi.fn() };

function page(size: number, overrides: Partial<CachedPage> = {}): Omit<CachedPage, 'storedAt'> {
  return {
    status: 200,
    br: Buffer.alloc(size / 2),
    gzip: Buffer.alloc(size / 2),
    etag: 'e',
    tags: ['layout-1'],
    scriptHashes: [],
    cacheControl: 'public',
    language: 'en',
    length: size,
    ...overrides,
  };
}

const filled =
  (p: Omit<CachedPage, 'storedAt'>, variant = false): PageFill =>
  async () => ({ page: p, variant });

describe('createPageCache', () => {
  it('is off with a budget or TTL of 0, and keeps nothing', async () => {
    for (const options of [
      { maxBytes: 0, ttlMs: 60_000 },
      { maxBytes: 1_000_000, ttlMs: 0 },
    ]) {
      const cache = createPageCache({ ...options, log });
      expect(cache.enabled).toBe(false);
      await cache.fillOnce('k', filled(page(100)));
      expect(cache.get('k')).toBeUndefined();
    }
  });

  it('answers fresh within the TTL, stale after it, and forgets a page past the stale-if-error window', async () => {
    let now = 1_000;
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, log, now: () => now });
    await cache.fillOnce('k', filled(page(100)));
    expect(cache.get('k')?.state).toBe('fresh');
    now += 60_001;
    expect(cache.get('k')?.state).toBe('stale');
    now += STALE_IF_ERROR_MS;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, staleServes: 1, fills: 1, entries: 0 });
  });

  it('fills once for many concurrent misses', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, log });
    let release!: () => void;
    const fill = vi.fn(
      () => new Promise<{ page: Omit<CachedPage, 'storedAt'>; variant: boolean }>((resolve) => (release = () => resolve({ page: page(100), variant: false }))),
    );
    const waits = Array.from({ length: 20 }, () => cache.fillOnce('k', fill));
    release();
    await Promise.all(waits);
    expect(fill).toHaveBeenCalledTimes(1);
    expect(cache.get('k')?.state).toBe('fresh');
  });

  it('does not fill a key again while its page is fresh, and does once it is stale', async () => {
    let now = 1_000;
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, log, now: () => now });
    const fill = vi.fn(filled(page(100)));
    await cache.fillOnce('k', fill);
    await cache.fillOnce('k', fill);
    expect(fill).toHaveBeenCalledTimes(1);
    now += 60_001;
    await cache.fillOnce('k', fill);
    expect(fill).toHaveBeenCalledTimes(2);
    expect(cache.stats().fills).toBe(2);
  });

  it('does not store a fill that began before a purge', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, log });
    let release!: () => void;
    const pending = cache.fillOnce('k', () => new Promise((resolve) => (release = () => resolve({ page: page(100), variant: false }))));
    cache.evictByTags(['dictionary-ar']);
    release();
    await pending;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stats().fillsDropped).toBe(1);
  });

  it('keeps nothing, and never rejects, when a fill fails or declines', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, log });
    await expect(
      cache.fillOnce('a', async () => {
        throw new Error('CMS down');
      }),
    ).resolves.toBeUndefined();
    await cache.fillOnce('b', async () => undefined);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.stats().fillsDropped).toBe(2);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ key: 'a' }), 'page cache fill failed');
  });

  it('purges by tag, in one language when asked', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, log });
    await cache.fillOnce('en-about', filled(page(100, { tags: ['layout-a', 'item-x', 'dictionary-en'] })));
    await cache.fillOnce('ar-about', filled(page(100, { tags: ['layout-a', 'item-x', 'dictionary-ar'], language: 'ar' })));
    await cache.fillOnce('en-home', filled(page(100, { tags: ['layout-h', 'dictionary-en'] })));
    expect(cache.evictByTags(['item-x'], { language: 'ar' })).toEqual(['ar-about']);
    expect(cache.evictByTags(['dictionary-en']).sort()).toEqual(['en-about', 'en-home']);
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps not-found pages and query variants in their own budget: a flood never pushes out pages', async () => {
    const maxBytes = 80_000;
    const cache = createPageCache({ maxBytes, ttlMs: 60_000, log });
    for (let i = 0; i < 10; i++) await cache.fillOnce(`page-${i}`, filled(page(4_000)));
    for (let i = 0; i < 500; i++) await cache.fillOnce(`junk-${i}`, filled(page(1_000, { status: 404 }), true));
    for (let i = 0; i < 10; i++) expect(cache.get(`page-${i}`), `page-${i}`).toBeDefined();
    const stats = cache.stats();
    expect(stats.variantBytes).toBeLessThanOrEqual(maxBytes * VARIANT_BUDGET_SHARE);
    expect(stats.variantEntries).toBeGreaterThan(0);
    expect(cache.get('junk-499')).toBeDefined();
    expect(cache.get('junk-0')).toBeUndefined();
  });

  it('bounds the pages by bytes, evicting the least recently used', async () => {
    const cache = createPageCache({ maxBytes: 80_000, ttlMs: 60_000, log });
    for (let i = 0; i < 40; i++) await cache.fillOnce(`page-${i}`, filled(page(4_000)));
    expect(cache.stats().bytes).toBeLessThanOrEqual(80_000);
    expect(cache.get('page-0')).toBeUndefined();
    expect(cache.get('page-39')).toBeDefined();
  });

  it('moves a key between budgets when a page becomes not found', async () => {
    let now = 1_000;
    const cache = createPageCache({ maxBytes: 80_000, ttlMs: 60_000, log, now: () => now });
    await cache.fillOnce('k', filled(page(1_000)));
    // Its refresh, once stale, finds the route gone.
    now += 60_001;
    await cache.fillOnce('k', filled(page(1_000, { status: 404 }), true));
    expect(cache.get('k')?.page.status).toBe(404);
    expect(cache.stats()).toMatchObject({ entries: 1, variantEntries: 1 });
  });

  it('admits a variant key for a fill only from its second request, remembering a bounded number of keys', () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, log });
    expect(cache.admitVariant('a')).toBe(false);
    expect(cache.admitVariant('a')).toBe(true);
    expect(cache.admitVariant('b')).toBe(false);
    for (let i = 0; i < SEEN_VARIANTS; i++) cache.admitVariant(`junk-${i}`);
    // 'b' was pushed out by the flood: asked for again, it starts over.
    expect(cache.admitVariant('b')).toBe(false);
  });
});

describe('createPageCache with a shared level', () => {
  function sharedLevel(now: () => number) {
    const store = new Map<string, CachedPage>();
    return {
      store,
      get: vi.fn(async (key: string) => store.get(key)),
      set: vi.fn((key: string, stored: CachedPage) => void store.set(key, stored)),
      now,
    };
  }

  it('takes a fresh page another instance stored, keeps it here, and asks once however many wait', async () => {
    let now = 10_000;
    const shared = sharedLevel(() => now);
    shared.store.set('k', { ...page(100, { etag: 'theirs' }), storedAt: now - 1_000 });
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, log, shared, now: () => now });
    expect(cache.get('k')).toBeUndefined();
    const [a, b] = await Promise.all([cache.getShared('k'), cache.getShared('k')]);
    expect(a?.etag).toBe('theirs');
    expect(b).toBe(a);
    expect(shared.get).toHaveBeenCalledOnce();
    expect(cache.get('k')).toMatchObject({ state: 'fresh', page: { etag: 'theirs' } });
    // Its freshness runs from when the other instance stored it.
    now += 59_500;
    expect(cache.get('k')?.state).toBe('stale');
    expect(cache.stats().sharedHits).toBe(1);
  });

  it('ignores a shared page past the TTL, and one that a purge may have named while it was read', async () => {
    const now = 100_000;
    const shared = sharedLevel(() => now);
    shared.store.set('old', { ...page(100), storedAt: now - 60_001 });
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, log, shared, now: () => now });
    expect(await cache.getShared('old')).toBeUndefined();

    shared.store.set('k', { ...page(100), storedAt: now });
    let release!: () => void;
    shared.get.mockImplementationOnce(async (key: string) => {
      await new Promise<void>((resolve) => (release = resolve));
      return shared.store.get(key);
    });
    const reading = cache.getShared('k');
    await Promise.resolve();
    cache.evictByTags(['layout-1']);
    release();
    expect(await reading).toBeUndefined();
    expect(cache.get('k')).toBeUndefined();
  });

  it('writes pages it fills to the shared level, never variants (made-up URLs stay here)', async () => {
    const now = 5_000;
    const shared = sharedLevel(() => now);
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, log, shared, now: () => now });
    await cache.fillOnce('page', filled(page(100)));
    await cache.fillOnce('variant', filled(page(100, { status: 404 }), true));
    expect(shared.set).toHaveBeenCalledOnce();
    expect(shared.set).toHaveBeenCalledWith('page', expect.objectContaining({ storedAt: now }), 60_000);
  });

  it('answers nothing from a disabled cache or one without a shared level', async () => {
    expect(await createPageCache({ maxBytes: 0, ttlMs: 60_000, log }).getShared('k')).toBeUndefined();
    expect(await createPageCache({ maxBytes: 1_000, ttlMs: 60_000, log }).getShared('k')).toBeUndefined();
  });
});
