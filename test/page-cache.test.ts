import { afterEach, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { brotliDecompressSync } from 'node:zlib';
import { get, manualClock, startTestServer, waitForCachedPage, type RunningServer, PAGE_HIT } from './support/server.ts';

const SECRET = 'page-cache-secret-0123456789abcdef';
const ABOUT_ID = '572b63ad-2cb9-57be-9f74-e81cf4144180';
/** The site settings item (content/sites/ports-group/en/settings.json). */
const SETTINGS_ID = '5ce6bc26-4267-5206-927b-18eceb3fb607';
const edgeId = (id: string) => id.replace(/-/g, '').toUpperCase();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timing = (response: { headers: Headers }) => response.headers.get('server-timing') ?? '';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(env: NodeJS.ProcessEnv = {}, options: { now?: () => number } = {}) {
  server = await startTestServer({ REVALIDATE_SECRET: SECRET, SITECORE_EDITING_SECRET: SECRET, ...env }, options);
  return server;
}

/** Waits until the page cache has stored `count` pages in all (fills run after the response). */
async function filled(site: RunningServer, count: number) {
  for (let i = 0; i < 400 && site.pageCache.stats().fills < count; i++) await sleep(25);
  expect(site.pageCache.stats().fills).toBeGreaterThanOrEqual(count);
}

async function purge(site: RunningServer, updates: unknown[]) {
  const response = await fetch(`${site.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({ invocation_id: 'test', updates, continues: false }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { evicted: string[]; tags: string[] };
}

describe('the page cache', () => {
  it('streams the first request, then answers from stored compressed bytes with a strong ETag and 304', async () => {
    const site = await start();
    const first = await get(site, '/contact');
    expect(timing(first)).toMatch(/^cms;dur=[\d.]+;desc="miss", render;dur=[\d.]+, page;desc="miss"$/);
    await filled(site, 1);

    const hit = await request(`${site.url}/contact`, { headers: { 'accept-encoding': 'gzip, br' } });
    const body = brotliDecompressSync(Buffer.from(await hit.body.arrayBuffer())).toString('utf8');
    expect(hit.statusCode).toBe(200);
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers['server-timing']).toMatch(PAGE_HIT);
    expect(hit.headers['cache-control']).toBe(first.headers.get('cache-control'));
    expect(hit.headers['cache-tag']).toBe(first.headers.get('cache-tag'));
    expect(hit.headers.vary).toContain('Accept-Encoding');
    const etag = String(hit.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    expect(body).toBe(first.text.replace(/ nonce="[^"]*"/g, ''));

    const gzip = await get(site, '/contact', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('etag')).toBe(etag.replace('-br"', '-gz"'));
    expect(gzip.text).toBe(body);
    const plain = await request(`${site.url}/contact`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(await plain.body.text()).toBe(body);

    const revalidated = await request(`${site.url}/contact`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(await revalidated.body.text()).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    const changed = await request(`${site.url}/contact`, { headers: { 'accept-encoding': 'br', 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
    await changed.body.dump();

    const head = await request(`${site.url}/contact`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(hit.headers['content-length']));
    expect(await head.body.text()).toBe('');
  });

  it('fills once for many concurrent misses', async () => {
    const site = await start({ CONTENT_DELAY_MS: '150' });
    const responses = await Promise.all(Array.from({ length: 25 }, () => get(site, '/solutions')));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    await filled(site, 1);
    await sleep(300);
    expect(site.pageCache.stats()).toMatchObject({ fills: 1, fillsDropped: 0, entries: 1 });
  });

  it('keys by path, locale and sorted query, without tracking parameters, and renders from that key', async () => {
    const site = await start();
    const first = await get(site, '/about?b=2&utm_source=mail&a=1&gclid=xyz');
    expect(first.text).toContain('<link rel="canonical" href="https://www.example.com/about?a=1&amp;b=2"');
    expect(first.text).not.toContain('utm_source');
    // A page with a query string is kept from its second request on (made-up URLs come once).
    await sleep(300);
    expect(site.pageCache.stats().fills).toBe(0);
    expect(timing(await get(site, '/about?utm_campaign=x&b=2&a=1'))).toContain('page;desc="miss"');
    await filled(site, 1);
    const same = await get(site, '/about?a=1&b=2&fbclid=abc');
    expect(timing(same)).toMatch(PAGE_HIT);
    expect(same.text).not.toContain('fbclid');
    for (const other of ['/contact', '/about?a=1', '/ar/about?a=1&b=2', '/en/about?a=1&b=2']) {
      expect(timing(await get(site, other)), other).toContain('page;desc="miss"');
    }
  });

  it('never serves preview from the cache nor stores it: a visitor after an editor gets the public page', async () => {
    const site = await start();
    const preview = await get(site, '/contact', { 'x-preview-secret': SECRET });
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(timing(preview)).toContain('page;desc="bypass"');
    await sleep(300);
    expect(site.pageCache.stats().fills).toBe(0);

    const visitor = await get(site, '/contact');
    expect(timing(visitor)).toContain('page;desc="miss"');
    expect(visitor.headers.get('cache-control')).toMatch(/^public/);
    expect(visitor.text).toContain('"pageState":"normal"');
    await filled(site, 1);

    // With the page cached, the editor still gets a fresh preview, and the visitor the public page.
    const again = await get(site, '/contact', { 'x-preview-secret': SECRET });
    expect(timing(again)).toContain('page;desc="bypass"');
    expect(again.text).toContain('"pageState":"preview"');
    const cached = await get(site, '/contact');
    expect(timing(cached)).toMatch(PAGE_HIT);
    expect(cached.text).toContain('"pageState":"normal"');
    expect(cached.text).not.toContain('"pageState":"preview"');
  });

  it('drops the pages that used a published item, and tells the CDN the same tags', async () => {
    const site = await start();
    await get(site, '/about');
    await get(site, '/ar/about');
    await get(site, '/');
    await filled(site, 3);
    const answer = await purge(site, [
      { identifier: `${edgeId(ABOUT_ID)}-layout`, entity_definition: 'LayoutData', operation: 'Update', entity_culture: 'en' },
    ]);
    expect(answer.evicted).toContain('page|ports-group|default|/about|');
    expect(answer.evicted).not.toContain('page|ports-group|ar|/about|');
    expect(answer.tags).toContain(`layout-${ABOUT_ID}`);
    expect(timing(await get(site, '/about'))).toContain('page;desc="miss"');
    expect(timing(await get(site, '/ar/about'))).toMatch(PAGE_HIT);
    expect(timing(await get(site, '/'))).toMatch(PAGE_HIT);

    // The settings item is used by every page: publishing it drops them all, in every language.
    expect((await get(site, '/')).headers.get('cache-tag')).toContain(`item-${SETTINGS_ID}`);
    const settings = await purge(site, [{ identifier: edgeId(SETTINGS_ID), entity_definition: 'Item', operation: 'Update' }]);
    expect(settings.evicted).toEqual(expect.arrayContaining(['page|ports-group|ar|/about|', 'page|ports-group|default|/|']));
    expect(timing(await get(site, '/ar/about'))).toContain('page;desc="miss"');

    // A dictionary phrase drops the pages of its language.
    await waitForCachedPage(site, '/ar/about');
    const dictionary = await purge(site, [{ identifier: 'ports-group-x-ar', entity_definition: 'DictionaryEntry', operation: 'Update', entity_culture: 'ar' }]);
    expect(dictionary.evicted).toContain('page|ports-group|ar|/about|');
  });

  it('keeps not-found pages in a small budget of their own: junk URLs never push real pages out', async () => {
    const site = await start({ PAGE_CACHE_MAX_MB: '1' });
    await get(site, '/');
    await get(site, '/about');
    await filled(site, 2);
    // Asked for once, a made-up URL is rendered once and not kept.
    await Promise.all(Array.from({ length: 10 }, (_, i) => get(site, `/once-${i}`)));
    await sleep(300);
    expect(site.pageCache.stats()).toMatchObject({ fills: 2, variantEntries: 0 });
    // Asked for twice, each is kept, in the variants' budget.
    for (let batch = 0; batch < 4; batch++) {
      for (let round = 0; round < 2; round++) {
        await Promise.all(Array.from({ length: 8 }, (_, i) => get(site, `/junk-${batch}-${i}`)));
      }
    }
    await sleep(500);
    const stats = site.pageCache.stats();
    expect(stats.variantBytes).toBeLessThanOrEqual((1024 * 1024) / 8);
    expect(stats.variantEntries).toBeGreaterThan(0);
    expect(timing(await get(site, '/'))).toMatch(PAGE_HIT);
    expect(timing(await get(site, '/about'))).toMatch(PAGE_HIT);
    expect(stats.variantEntries).toBeLessThan(32);
    const junk = await get(site, '/junk-3-7');
    expect(junk.status).toBe(404);
  }, 60_000);

  it('serves a stale page at once and refreshes it once in the background', async () => {
    const clock = manualClock();
    const site = await start({ CACHE_TTL_S: '1' }, clock);
    await get(site, '/about');
    await filled(site, 1);
    clock.advance(1100);
    const stale = await Promise.all(Array.from({ length: 5 }, () => get(site, '/about')));
    for (const response of stale) expect(timing(response)).toMatch(/^page;desc="stale"(?:, personalize;desc="\w+")?$/);
    await filled(site, 2);
    await sleep(200);
    expect(site.pageCache.stats().fills).toBe(2);
    expect(timing(await get(site, '/about'))).toMatch(PAGE_HIT);
  });

  it('keeps serving the stale page while the CMS is down (stale-if-error), and heals after', async () => {
    const clock = manualClock();
    const site = await start({ CACHE_TTL_S: '1', CMS_RETRIES: '0' }, clock);
    const good = await get(site, '/about');
    await filled(site, 1);
    site.content!.faults.layoutFailure = 'status-503';
    clock.advance(1100);
    for (let i = 0; i < 3; i++) {
      const during = await get(site, '/about');
      expect(during.status).toBe(200);
      expect(timing(during)).toMatch(/^page;desc="stale"(?:, personalize;desc="\w+")?$/);
      expect(during.text).toBe(good.text.replace(/ nonce="[^"]*"/g, ''));
      await sleep(100);
    }
    expect(site.pageCache.stats().fillsDropped).toBeGreaterThan(0);
    // A server error is never cached.
    expect((await get(site, '/ar/about')).status).toBe(502);
    await sleep(100);
    expect((await get(site, '/ar/about')).status).toBe(502);
    site.content!.faults.layoutFailure = null;
    await get(site, '/about');
    await waitForCachedPage(site, '/about');
  });

  it('does not keep a page whose block failed, and keeps it once the block works', async () => {
    const site = await start({ NEWS_FEED_CACHE_S: '0' });
    site.content!.faults.newsFeedFailure = 'status-500';
    const broken = await get(site, '/');
    expect(broken.status).toBe(200);
    for (let i = 0; i < 400 && site.pageCache.stats().fillsDropped === 0; i++) await sleep(25);
    expect(site.pageCache.stats().fillsDropped).toBeGreaterThan(0);
    expect(site.pageCache.stats()).toMatchObject({ fills: 0 });
    expect(timing(await get(site, '/'))).toContain('page;desc="miss"');
    site.content!.faults.newsFeedFailure = null;
    await waitForCachedPage(site, '/');
  });

  it('is off with PAGE_CACHE_MAX_MB=0: every page is rendered', async () => {
    const site = await start({ PAGE_CACHE_MAX_MB: '0' });
    await get(site, '/about');
    await sleep(300);
    const again = await get(site, '/about');
    expect(timing(again)).toContain('page;desc="bypass"');
    expect(again.headers.get('content-security-policy')).toContain("'nonce-");
    expect(site.pageCache.stats().entries).toBe(0);
  });
});
