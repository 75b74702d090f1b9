import { describe, expect, it, vi } from 'vitest';
import { cacheKey, createCmsCache, type Loader } from './cache.ts';
import { CmsError } from './errors.ts';
import { recordingLog } from './test-support/fake-cms.ts';
import { UNDER_LOAD } from '../../test/support/under-load.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loader that answers with the values in turn (the last repeats) and counts its calls. */
function loaderOf<T>(...answers: Array<T | Error>) {
  let calls = 0;
  return vi.fn<Loader<T>>(async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return { data: answer, bytes: 10 };
  });
}

describe('cacheKey', () => {
  it('carries kind, site, language and path', () => {
    expect(cacheKey('layout', 'corporate', 'en', '/about')).toBe('layout|corporate|en|/about');
    expect(cacheKey('dictionary', 'corporate', 'ar')).toBe('dictionary|corporate|ar|');
  });
});

describe('createCmsCache', () => {
  const options = { maxBytes: 1_000, ttlMs: 60_000, log: recordingLog() };

  it('answers a miss from the loader, then hits without calling it', async () => {
    const cache = createCmsCache(options);
    const load = loaderOf('v1');
    expect(await cache.read('k', load)).toEqual({ data: 'v1', cache: 'miss', tags: [] });
    expect(await cache.read('k', load)).toEqual({ data: 'v1', cache: 'hit', tags: [] });
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, staleServes: 0, entries: 1, bytes: 10 });
  });

  it('hands out what it holds frozen: a block that writes to its fields throws, and the next visitor reads the same data', async () => {
    const cache = createCmsCache(options);
    const layout = { sitecore: { route: { fields: { title: { value: 'Ports' } }, placeholders: { main: [{ componentName: 'Promo', fields: {} }] } } } };
    const load = loaderOf(layout);
    const first = (await cache.read<typeof layout>('layout', load)).data;
    expect(() => {
      first.sitecore.route.fields.title.value = 'changed by one render';
    }).toThrow(TypeError);
    expect(() => (first.sitecore.route.placeholders.main as unknown[]).push({ componentName: 'Injected' })).toThrow(TypeError);
    const next = (await cache.read<typeof layout>('layout', load)).data;
    expect(next.sitecore.route.fields.title.value).toBe('Ports');
    expect(next.sitecore.route.placeholders.main).toHaveLength(1);
  });

  it('makes one load for concurrent misses of one key', async () => {
    const cache = createCmsCache(options);
    const load = loaderOf('v1');
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.read('k', load)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.data === 'v1' && r.cache === 'miss')).toBe(true);
  });

  it('caches null (not found) like any other answer', async () => {
    const cache = createCmsCache(options);
    const load = loaderOf(null);
    await cache.read('k', load);
    expect(await cache.read('k', load)).toEqual({ data: null, cache: 'hit', tags: [] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves an expired value at once and refreshes it in the background', async () => {
    const cache = createCmsCache({ ...options, ttlMs: 50 });
    const load = loaderOf('v1', 'v2');
    await cache.read('k', load);
    await sleep(80);
    expect(await cache.read('k', load)).toEqual({ data: 'v1', cache: 'stale', tags: [] });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2), UNDER_LOAD);
    await vi.waitFor(async () => expect(await cache.read('k', load)).toEqual({ data: 'v2', cache: 'hit', tags: [] }), UNDER_LOAD);
    expect(cache.stats().staleServes).toBe(1);
  });

  it('keeps serving the last good value when refreshes fail, and warns', async () => {
    const log = recordingLog();
    const cache = createCmsCache({ ...options, ttlMs: 50, log });
    const load = loaderOf<string>('v1', new CmsError('CMS_UNAVAILABLE'));
    await cache.read('k', load);
    await sleep(80);
    expect(await cache.read('k', load)).toEqual({ data: 'v1', cache: 'stale', tags: [] });
    await vi.waitFor(() => expect(cache.stats().refreshFailures).toBe(1), UNDER_LOAD);
    expect(await cache.read('k', load)).toEqual({ data: 'v1', cache: 'stale', tags: [] });
    await vi.waitFor(() => expect(cache.stats().refreshFailures).toBe(2), UNDER_LOAD);
    expect(log.warnings[0]).toEqual([expect.objectContaining({ key: 'k' }), expect.stringContaining('last good value')]);
  });

  it('throws the error of a first load and caches nothing', async () => {
    const cache = createCmsCache(options);
    const load = loaderOf<string>(new CmsError('CMS_TIMEOUT'), 'v1');
    await expect(cache.read('k', load)).rejects.toMatchObject({ code: 'CMS_TIMEOUT' });
    expect(cache.keys()).toEqual([]);
    expect(await cache.read('k', load)).toEqual({ data: 'v1', cache: 'miss', tags: [] });
  });

  it('evicts the least recently used entries past its byte bound', async () => {
    const cache = createCmsCache({ ...options, maxBytes: 35 }); // room for three 10-byte entries
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.read(key, loaderOf(key));
    expect(cache.keys().sort()).toEqual(['c', 'd', 'e']);
    expect(cache.stats().bytes).toBeLessThanOrEqual(35);
  });

  it('does not store an entry larger than the whole bound', async () => {
    const cache = createCmsCache({ ...options, maxBytes: 5 });
    expect(await cache.read('k', loaderOf('v1'))).toEqual({ data: 'v1', cache: 'miss', tags: [] });
    expect(cache.keys()).toEqual([]);
  });

  it('evicts by key or by predicate', async () => {
    const cache = createCmsCache(options);
    for (const key of ['layout|s|en|/a', 'layout|s|ar|/a', 'dictionary|s|en|']) await cache.read(key, loaderOf(key));
    expect(cache.evict('layout|s|en|/a')).toBe(1);
    expect(cache.evict('layout|s|en|/a')).toBe(0);
    expect(cache.evict((key) => key.startsWith('dictionary|'))).toBe(1);
    expect(cache.keys()).toEqual(['layout|s|ar|/a']);
  });

  it('answers a read whose first load was evicted mid-flight (publish purge)', async () => {
    const cache = createCmsCache(options);
    let release: () => void = () => undefined;
    const slow = vi.fn<Loader<string>>(async () => {
      if (slow.mock.calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return { data: 'after-publish', bytes: 10 };
    });
    const pending = cache.read('k', slow);
    cache.evict('k');
    release();
    expect(await pending).toEqual({ data: 'after-publish', cache: 'miss', tags: [] });
    expect(slow).toHaveBeenCalledTimes(2); // the purged answer is not used
  });

  it('does not cache at all when the ttl is 0', async () => {
    const cache = createCmsCache({ ...options, ttlMs: 0 });
    const load = loaderOf('v1');
    await cache.read('k', load);
    expect(await cache.read('k', load)).toEqual({ data: 'v1', cache: 'miss', tags: [] });
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.keys()).toEqual([]);
  });
});

describe('createCmsCache with a shared level', () => {
  /** An in-memory shared level, as another instance would have filled it. */
  function sharedLevel() {
    const store = new Map<string, { payload: { data: unknown; bytes: number; tags?: readonly string[] }; ageMs: number }>();
    return {
      store,
      get: vi.fn(async (key: string) => store.get(key)),
      set: vi.fn((key: string, payload: { data: unknown; bytes: number; tags?: readonly string[] }) => void store.set(key, { payload, ageMs: 0 })),
    };
  }
  const ttlMs = 60_000;
  const options = { maxBytes: 10_000, ttlMs, log: recordingLog() };

  it('answers a miss here from the shared level, without the loader, and says `shared`', async () => {
    const shared = sharedLevel();
    shared.store.set('k', { payload: { data: 'from another instance', bytes: 10, tags: ['layout-x'] }, ageMs: 1_000 });
    const cache = createCmsCache({ ...options, shared });
    const load = loaderOf('from the CMS');
    const first = await cache.read('k', load);
    expect(first).toEqual({ data: 'from another instance', cache: 'shared', tags: ['layout-x'] });
    expect(load).not.toHaveBeenCalled();
    expect(await cache.read('k', load)).toMatchObject({ data: 'from another instance', cache: 'hit' });
    expect(cache.stats()).toMatchObject({ sharedHits: 1, hits: 1, misses: 0 });
  });

  it('loads from the CMS and writes the shared level when it has nothing, or only an entry past the TTL', async () => {
    const shared = sharedLevel();
    shared.store.set('old', { payload: { data: 'too old', bytes: 10 }, ageMs: ttlMs });
    const cache = createCmsCache({ ...options, shared });
    for (const key of ['new', 'old']) {
      const load = loaderOf(`fresh ${key}`);
      expect(await cache.read(key, load)).toMatchObject({ data: `fresh ${key}`, cache: 'miss' });
      expect(load).toHaveBeenCalledOnce();
      expect(shared.set).toHaveBeenLastCalledWith(key, { data: `fresh ${key}`, bytes: 10 }, ttlMs);
    }
  });

  it('goes to the CMS when the shared level answers nothing (Redis down), and never writes a failed load', async () => {
    const shared = { get: vi.fn(async () => undefined), set: vi.fn() };
    const cache = createCmsCache({ ...options, shared });
    await expect(cache.read('k', loaderOf<string>(new CmsError('CMS_UNAVAILABLE', 'down')))).rejects.toThrow();
    expect(shared.set).not.toHaveBeenCalled();
    expect(await cache.read('k', loaderOf('back'))).toMatchObject({ data: 'back', cache: 'miss' });
    expect(shared.set).toHaveBeenCalledOnce();
  });

  it('keeps an entry from the shared level only for what was left of its TTL', async () => {
    const shortTtl = 400;
    const shared = sharedLevel();
    shared.store.set('k', { payload: { data: 'aged', bytes: 10 }, ageMs: shortTtl - 100 });
    const cache = createCmsCache({ ...options, ttlMs: shortTtl, shared });
    await cache.read('k', loaderOf('unused'));
    shared.store.clear();
    // 150 ms later: past what was left (100 ms), though well within a whole TTL of this read.
    await sleep(150);
    const load = loaderOf('refreshed');
    expect(await cache.read('k', load)).toMatchObject({ data: 'aged', cache: 'stale' });
    await sleep(20);
    expect(load).toHaveBeenCalledOnce();
    expect(await cache.read('k', load)).toMatchObject({ data: 'refreshed', cache: 'hit' });
  });
});
