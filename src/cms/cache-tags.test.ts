import { describe, expect, it } from 'vitest';
import { cacheKey, createCmsCache, dictionaryTag, layoutTag, layoutTags, MAX_ITEM_TAGS, MISSING_LAYOUT_TAG, normalizeGuid, type Loader } from './cache.ts';
import { recordingLog } from './test-support/fake-cms.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ID = '6ca225db-4de8-4048-bcc1-61b13027b63a';

function tagged<T>(data: T, tags: string[]): Loader<T> {
  return async () => ({ data, bytes: 10, tags });
}

describe('cache tags', () => {
  it('spell an item id one way, whatever braces, dashes or case the CMS used', () => {
    for (const spelling of [ID, ID.toUpperCase(), `{${ID.toUpperCase()}}`, ID.replace(/-/g, '')]) {
      expect(normalizeGuid(spelling)).toBe(ID);
      expect(layoutTag(spelling)).toBe(`layout-${ID}`);
    }
    expect(layoutTag('/sitecore/content/home')).toBeUndefined();
    expect(layoutTag(42)).toBeUndefined();
    expect(dictionaryTag('AR')).toBe('dictionary-ar');
  });

  it('name a layout by its route item, and a missing route as missing', () => {
    expect(layoutTags({ sitecore: { route: { itemId: `{${ID}}` } } })).toEqual([`layout-${ID}`]);
    expect(layoutTags({ sitecore: { route: null } })).toEqual([MISSING_LAYOUT_TAG]);
    expect(layoutTags(null)).toEqual([MISSING_LAYOUT_TAG]);
    expect(layoutTags({ sitecore: { route: { itemId: 'not-an-id' } } })).toEqual([]);
  });

  it('name the datasource items a layout uses, where the Layout Service gives them as ids', () => {
    const DS = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
    const LINKED = '11111111-2222-3333-4444-555555555555';
    const NESTED = '22222222-2222-3333-4444-555555555555';
    const layout = {
      sitecore: {
        context: { site: { id: '99999999-9999-9999-9999-999999999999' } },
        route: {
          itemId: ID,
          placeholders: {
            main: [
              {
                uid: 'x',
                componentName: 'Promo',
                dataSource: `{${DS.toUpperCase()}}`,
                fields: { related: [{ id: LINKED, fields: {} }] },
                placeholders: { inner: [{ uid: 'w', dataSource: NESTED }] },
              },
              { uid: 'y', componentName: 'Text', dataSource: '/sitecore/content/site/Home/Data/Text 1', fields: {} },
              { uid: 'z', componentName: 'Self', dataSource: ID, fields: {} },
            ],
          },
        },
      },
    };
    // Items linked from fields are left to the route tag (Edge republishes the page's layout).
    expect(layoutTags(layout)).toEqual([`layout-${ID}`, `item-${DS}`, `item-${NESTED}`]);
  });

  it('stop at a bounded number of item tags however large the layout', () => {
    const renderings = Array.from({ length: 500 }, (_, i) => ({ dataSource: `${String(i).padStart(8, '0')}-0000-0000-0000-000000000000` }));
    const tags = layoutTags({ sitecore: { route: { itemId: ID, placeholders: { main: renderings } } as never } });
    expect(tags.length).toBeLessThanOrEqual(MAX_ITEM_TAGS + 2);
    expect(tags[0]).toBe(`layout-${ID}`);
  });
});

describe('evictByTags', () => {
  const options = { maxBytes: 10_000, ttlMs: 60_000, log: recordingLog() };

  it('evicts the entries carrying a tag and returns their keys', async () => {
    const cache = createCmsCache(options);
    await cache.read(cacheKey('layout', 's', 'en', '/'), tagged('home en', [`layout-${ID}`]));
    await cache.read(cacheKey('layout', 's', 'ar', '/'), tagged('home ar', [`layout-${ID}`]));
    await cache.read(cacheKey('layout', 's', 'en', '/about'), tagged('about', ['layout-other']));
    await cache.read(cacheKey('dictionary', 's', 'en'), tagged({}, ['dictionary-en']));
    expect(cache.evictByTags([`layout-${ID}`, 'dictionary-en']).sort()).toEqual(['dictionary|s|en|', 'layout|s|ar|/', 'layout|s|en|/']);
    expect(cache.keys()).toEqual(['layout|s|en|/about']);
    expect(cache.evictByTags(['layout-nothing'])).toEqual([]);
  });

  it('keeps to one language when asked', async () => {
    const cache = createCmsCache(options);
    await cache.read(cacheKey('layout', 's', 'en', '/'), tagged('home en', [`layout-${ID}`]));
    await cache.read(cacheKey('layout', 's', 'ar', '/'), tagged('home ar', [`layout-${ID}`]));
    expect(cache.evictByTags([`layout-${ID}`], { language: 'AR' })).toEqual(['layout|s|ar|/']);
    expect(cache.keys()).toEqual(['layout|s|en|/']);
  });

  it('evicts a stale entry whose refresh is in flight, so the old answer cannot come back', async () => {
    const cache = createCmsCache({ ...options, ttlMs: 30 });
    const key = cacheKey('layout', 's', 'en', '/');
    await cache.read(key, tagged('v1', [`layout-${ID}`]));
    await sleep(50);
    let release!: () => void;
    const slow: Loader<string> = () =>
      new Promise((resolve) => {
        release = () => resolve({ data: 'v1 again', bytes: 10, tags: [`layout-${ID}`] });
      });
    expect(await cache.read(key, slow)).toEqual({ data: 'v1', cache: 'stale', tags: [`layout-${ID}`] });
    expect(cache.keys()).toEqual([]); // keys() does not see an entry while it refreshes
    expect(cache.evictByTags([`layout-${ID}`])).toEqual([key]);
    release();
    await sleep(10);
    expect(await cache.read(key, tagged('v2', [`layout-${ID}`]))).toEqual({ data: 'v2', cache: 'miss', tags: [`layout-${ID}`] });
  });

  it('evicts nothing from a cache that is off', async () => {
    const cache = createCmsCache({ ...options, ttlMs: 0 });
    await cache.read('k', tagged('v', ['t']));
    expect(cache.evictByTags(['t'])).toEqual([]);
  });
});

describe('evictByTags during a first read', () => {
  it('drops a first read in flight, whose answer may predate the publish; its waiter reads anew', async () => {
    const cache = createCmsCache({ maxBytes: 10_000, ttlMs: 60_000, log: recordingLog() });
    const key = cacheKey('layout', 's', 'en', '/');
    let calls = 0;
    let releaseFirst!: () => void;
    const load: Loader<string> = (signal) => {
      calls++;
      if (calls === 1) {
        return new Promise((resolve, reject) => {
          releaseFirst = () => resolve({ data: 'before publish', bytes: 10, tags: [`layout-${ID}`] });
          signal?.addEventListener('abort', () => reject(signal.reason));
        });
      }
      return Promise.resolve({ data: 'after publish', bytes: 10, tags: [`layout-${ID}`] });
    };
    const pending = cache.read(key, load);
    await sleep(5);
    // Not reported (it was never an entry), but dropped.
    expect(cache.evictByTags([`layout-${ID}`])).toEqual([]);
    releaseFirst();
    expect(await pending).toEqual({ data: 'after publish', cache: 'miss', tags: [`layout-${ID}`] });
    expect(calls).toBe(2);
    // Other languages' first reads are left alone.
    const other = cacheKey('layout', 's', 'ar', '/');
    let resolveOther!: () => void;
    const slowArabic: Loader<string> = () => new Promise((resolve) => (resolveOther = () => resolve({ data: 'ar', bytes: 10 })));
    const otherRead = cache.read(other, slowArabic);
    await sleep(5);
    cache.evictByTags([`layout-${ID}`], { language: 'en' });
    resolveOther();
    expect(await otherRead).toEqual({ data: 'ar', cache: 'miss', tags: [] });
    expect(await cache.read(other, load)).toEqual({ data: 'ar', cache: 'hit', tags: [] });
  });
});
