import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CmsConfig } from './cms-config.ts';
import { createCms, type Cms } from './cms.ts';
import { graphqlCall, layoutJson, sendJson, useFakeCms, type FakeHandler } from './test-support/fake-cms.ts';
import { UNDER_LOAD } from '../../test/support/under-load.ts';

/** The Cms under test on a fake upstream; closed before the upstream (finish hooks run last-in first). */
const startCms = useFakeCms(({ cms: upstream, config, log }) => {
  const cms = createCms(config, log);
  onTestFinished(() => cms.close());
  return { upstream, cms };
});
const start = (handler: FakeHandler, overrides: Partial<CmsConfig> = {}) => startCms(handler, { config: overrides });

/** A Layout Service that names each route after the path and the current version. */
function layoutService(version: string): FakeHandler {
  return (req, res) => {
    const item = new URL(req.url, 'http://cms').searchParams.get('item');
    if (item === '/missing') return sendJson(res, 404, layoutJson(null));
    sendJson(res, 200, layoutJson(`${item} ${version}`));
  };
}

const routeName = (result: Awaited<ReturnType<Cms['getLayout']>>) => result.data?.sitecore.route?.name;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createCms, REST layout', () => {
  it('makes exactly one CMS call for 50 concurrent reads of an uncached route', async () => {
    const { upstream, cms } = await start(layoutService('v1'));
    const results = await Promise.all(Array.from({ length: 50 }, () => cms.getLayout('/about', 'en')));
    expect(upstream.requests).toHaveLength(1);
    expect(results.every((r) => routeName(r) === '/about v1' && r.cache === 'miss')).toBe(true);
    const again = await cms.getLayout('/about', 'en');
    expect(again.cache).toBe('hit');
    expect(again.ms).toBeGreaterThanOrEqual(0);
    expect(upstream.requests).toHaveLength(1);
  });

  it('caches per language and path, one key each', async () => {
    const { upstream, cms } = await start(layoutService('v1'));
    await cms.getLayout('/about', 'en');
    await cms.getLayout('about', 'en'); // the same route
    await cms.getLayout('/about', 'ar');
    expect(upstream.requests).toHaveLength(2);
    expect(cms.cache.keys().sort()).toEqual(['layout|corporate|ar|/about', 'layout|corporate|en|/about']);
  });

  it('returns null for a missing route and caches that answer too', async () => {
    const { upstream, cms } = await start(layoutService('v1'));
    expect((await cms.getLayout('/missing', 'en')).data).toBeNull();
    expect(await cms.getLayout('/missing', 'en')).toMatchObject({ data: null, cache: 'hit' });
    expect(upstream.requests).toHaveLength(1);
  });

  it('serves an expired layout at once and refreshes it with one background call', async () => {
    const { upstream, cms } = await start(layoutService('v1'), { cacheTtlMs: 50 });
    await cms.getLayout('/about', 'en');
    upstream.handle(layoutService('v2'));
    await sleep(80);
    const stale = await cms.getLayout('/about', 'en');
    expect(stale.cache).toBe('stale');
    expect(routeName(stale)).toBe('/about v1');
    await vi.waitFor(() => expect(upstream.requests).toHaveLength(2), UNDER_LOAD);
    await vi.waitFor(async () => expect(routeName(await cms.getLayout('/about', 'en'))).toBe('/about v2'), UNDER_LOAD);
    expect(upstream.requests).toHaveLength(2);
  });

  it('keeps serving the last good layout while the CMS answers 503, and warns', async () => {
    const { upstream, cms, log } = await start(layoutService('v1'), { cacheTtlMs: 50, retries: 1 });
    await cms.getLayout('/about', 'en');
    upstream.handle((_req, res) => sendJson(res, 503, 'down'));
    await sleep(80);
    expect(await cms.getLayout('/about', 'en')).toMatchObject({ cache: 'stale' });
    await vi.waitFor(() => expect(cms.cache.stats().refreshFailures).toBe(1), UNDER_LOAD);
    const later = await cms.getLayout('/about', 'en');
    expect(later.cache).toBe('stale');
    expect(routeName(later)).toBe('/about v1');
    expect(log.warnings.length).toBeGreaterThan(0);
  });

  it('keeps serving the last good layout when the CMS is gone altogether', async () => {
    const { upstream, cms } = await start(layoutService('v1'), { cacheTtlMs: 50, retries: 1 });
    await cms.getLayout('/about', 'en');
    await upstream.close();
    await sleep(80);
    expect(routeName(await cms.getLayout('/about', 'en'))).toBe('/about v1');
    await vi.waitFor(() => expect(cms.cache.stats().refreshFailures).toBe(1), UNDER_LOAD);
    expect(await cms.getLayout('/about', 'en')).toMatchObject({ cache: 'stale' });
  });

  it('throws the CmsError when the first read fails, and tries again next time', async () => {
    const { upstream, cms } = await start((_req, res) => sendJson(res, 503, 'down'), { retries: 0 });
    await expect(cms.getLayout('/about', 'en')).rejects.toMatchObject({ code: 'CMS_UNAVAILABLE', status: 502 });
    upstream.handle(layoutService('v1'));
    expect(await cms.getLayout('/about', 'en')).toMatchObject({ cache: 'miss' });
  });

  it('turns a CMS that never answers into CMS_TIMEOUT', async () => {
    const { cms } = await start(() => undefined, { timeoutMs: 200 });
    await expect(cms.getLayout('/about', 'en')).rejects.toMatchObject({ code: 'CMS_TIMEOUT', status: 504 });
  });

  it('with `fresh`, neither reads nor writes the cache', async () => {
    const { upstream, cms } = await start(layoutService('v1'));
    await cms.getLayout('/about', 'en'); // visitors' copy
    upstream.handle(layoutService('draft'));
    const preview = await cms.getLayout('/about', 'en', { fresh: true });
    expect(preview.cache).toBe('bypass');
    expect(routeName(preview)).toBe('/about draft');
    expect(routeName(await cms.getLayout('/about', 'en'))).toBe('/about v1');

    await cms.getLayout('/contact', 'en', { fresh: true });
    await cms.getLayout('/contact', 'en', { fresh: true });
    expect(cms.cache.keys()).toEqual(['layout|corporate|en|/about']);
    expect(upstream.requests).toHaveLength(4);
  });

  it('holds no more bytes than its bound, evicting the least recently used', async () => {
    const size = Buffer.byteLength(JSON.stringify(layoutJson('/page-0 v1'))); // one answer's bytes
    const { cms } = await start(layoutService('v1'), { cacheMaxBytes: size * 3 + 10 });
    for (let i = 0; i < 6; i++) await cms.getLayout(`/page-${i}`, 'en');
    expect(cms.cache.keys().sort()).toEqual(['layout|corporate|en|/page-3', 'layout|corporate|en|/page-4', 'layout|corporate|en|/page-5']);
    expect(cms.cache.stats().bytes).toBeLessThanOrEqual(size * 3 + 10);
  });

  it('reads the dictionary from the REST dictionary service', async () => {
    const { upstream, cms } = await start((_req, res) => sendJson(res, 200, { phrases: { readMore: 'Read more' } }));
    expect(await cms.getDictionary('en')).toMatchObject({ data: { readMore: 'Read more' }, cache: 'miss' });
    expect(upstream.requests[0]!.url).toMatch(/^\/sitecore\/api\/jss\/dictionary\/corporate\/en\?/);
  });
});

describe('createCms, GraphQL', () => {
  const edge: FakeHandler = (req, res) => {
    const { operation, variables } = graphqlCall(req);
    const answers: Record<string, unknown> = {
      LayoutQuery: { layout: variables.routePath === '/missing' ? null : { item: { rendered: layoutJson('Home') } } },
      DictionarySiteQuery: {
        site: { siteInfo: { dictionary: { pageInfo: { hasNext: false, endCursor: '' }, results: [{ key: 'a', value: 'A' }] } } },
      },
      SiteSettingsQuery: { item: { fields: [{ name: 'favicon', jsonValue: { value: { src: '/favicon.ico' } } }] } },
      ErrorPagesQuery: { site: { siteInfo: { errorHandling: { notFoundPage: { rendered: layoutJson('Not found') } } } } },
    };
    sendJson(res, 200, { data: answers[operation] });
  };

  it('reads layout, dictionary, site settings and the not-found page over one endpoint', async () => {
    const { upstream, cms } = await start(edge, { layoutApi: 'graphql' });
    expect(routeName(await cms.getLayout('/', 'en'))).toBe('Home');
    expect((await cms.getLayout('/missing', 'en')).data).toBeNull();
    expect((await cms.getDictionary('en')).data).toEqual({ a: 'A' });
    expect((await cms.getSiteSettings('en')).data).toEqual({ favicon: '/favicon.ico' });
    expect((await cms.getNotFoundPage('en')).data?.sitecore.route?.name).toBe('Not found');
    expect(new Set(upstream.requests.map((r) => r.url))).toEqual(new Set(['/sitecore/api/graph/edge']));
    expect(cms.cache.keys().sort()).toEqual([
      'dictionary|corporate|en|',
      'layout|corporate|en|/',
      'layout|corporate|en|/missing',
      'not-found|corporate|en|',
      'settings|corporate|en|',
    ]);
  });
});
