import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { islandPropsHash } from '../src/app/island.ts';
import { serializeForScript } from '../src/lib/serialize.ts';
import { get, startTestServer, waitForCachedPage, type RunningServer, PAGE_HIT } from './support/server.ts';

/**
 * Island data by reference (docs/architecture.md#islands), over real HTTP: with the page cache on,
 * a visitor's page carries no island props, only a hash of each on its root, and
 * `<the page's address>?__islands=1` answers them all, cached like the page; with the cache off,
 * and for editors, the props stay in the page and there is no islands document.
 */
const SECRET = 'islands-document-secret-0123456789';
const HOME_ID = '4b4e1157-828e-5461-87d9-129bc456b9de';
const edgeId = (id: string) => id.replace(/-/g, '').toUpperCase();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timing = (response: { headers: Headers }) => response.headers.get('server-timing') ?? '';

let cached: RunningServer;
let uncached: RunningServer;
beforeAll(async () => {
  [cached, uncached] = await Promise.all([
    startTestServer({ REVALIDATE_SECRET: SECRET, SITECORE_EDITING_SECRET: SECRET }),
    startTestServer({ PAGE_CACHE_MAX_MB: '0', SITECORE_EDITING_SECRET: SECRET }),
  ]);
});
afterAll(() => Promise.all([cached?.close(), uncached?.close()]));

const scopesOf = (html: string) => [...html.matchAll(/ data-island-scope="([^"]+)"/g)].map((m) => m[1]!);
const propsScriptsOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<script type="application\/json" data-island-props="([^"]+)">(.*?)<\/script>/gs)].map((m) => [m[1]!, JSON.parse(m[2]!) as unknown]),
  );
const hashesOf = (html: string) => [...html.matchAll(/ data-island-props-hash="([^"]+)"/g)].map((m) => m[1]!);
/** Each island root's scope and props hash (the scope comes before the hash on the root). */
const hashByScope = (html: string) =>
  Object.fromEntries([...html.matchAll(/<div [^>]*data-island-scope="([^"]+)"[^>]*data-island-props-hash="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
/** Each server has its own embedded content server: its port shows in some fields. */
const samePort = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT'));

async function islandsDocument(server: RunningServer, path: string, headers: Record<string, string> = {}) {
  const response = await get(server, path, headers);
  return { ...response, json: JSON.parse(response.text) as Record<string, unknown> };
}

async function purge(updates: unknown[]) {
  const response = await fetch(`${cached.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({ invocation_id: 'test', updates, continues: false }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { evicted: string[]; tags: string[] };
}

describe('island data by reference', () => {
  it.each(['/', '/ar'])('%s: no props in the page with the page cache on, a hash on every island root instead; props inline with it off', async (path) => {
    const miss = await get(cached, path);
    expect(miss.status).toBe(200);
    const scopes = scopesOf(miss.text);
    expect(scopes.length).toBeGreaterThan(3);
    expect(miss.text).not.toContain('data-island-props=');
    expect(hashesOf(miss.text)).toHaveLength(scopes.length);
    expect(miss.text).toContain('"islandProps":"deferred"');
    const hit = await waitForCachedPage(cached, path);
    expect(hit.text).not.toContain('data-island-props=');
    expect(scopesOf(hit.text)).toEqual(scopes);
    expect(hashesOf(hit.text)).toEqual(hashesOf(miss.text));

    const off = await get(uncached, path);
    expect(Object.keys(propsScriptsOf(off.text)).sort()).toEqual([...scopes].sort());
    expect(off.text).not.toContain('data-island-props-hash');
    expect(off.text).not.toContain('"islandProps"');
  });

  it('editors and previews get the props in the page with the page cache on, and no islands document', async () => {
    const preview = await get(cached, '/', { 'x-preview-secret': SECRET });
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(Object.keys(propsScriptsOf(preview.text)).sort()).toEqual(scopesOf(preview.text).sort());
    expect(preview.text).not.toContain('data-island-props-hash');
    const query = new URLSearchParams({ secret: SECRET, sc_itemid: HOME_ID, sc_lang: 'en', sc_site: 'ports-group', route: '/', mode: 'edit' });
    const edit = await get(cached, `/api/editing/render?${query}`);
    expect(edit.status).toBe(200);
    expect(Object.keys(propsScriptsOf(edit.text)).length).toBeGreaterThan(3);
    expect(Object.keys(propsScriptsOf(edit.text)).sort()).toEqual(scopesOf(edit.text).sort());

    const document = await islandsDocument(cached, '/?__islands=1', { 'x-preview-secret': SECRET });
    expect(document.status).toBe(404);
    expect(document.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(document.headers.get('cache-control')).toBe('private, no-store');
    expect(document.json).toMatchObject({ error: 'NO_ISLANDS_DOCUMENT' });
  });

  it.each(['/', '/ar'])('%s?__islands=1 answers every island of the page, exactly as inline mode writes them, each matching its hash', async (path) => {
    const page = await get(cached, path);
    const document = await islandsDocument(cached, `${path}?__islands=1`);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(document.headers.get('cache-control')).toBe(page.headers.get('cache-control'));
    expect(document.headers.get('cache-tag')).toBe(page.headers.get('cache-tag'));
    expect(document.headers.get('content-security-policy')).toBeNull();
    expect(document.headers.get('accept-ch')).toBeNull();
    expect(Object.keys(document.json).sort()).toEqual(scopesOf(page.text).sort());
    expect(document.text).not.toMatch(/[<>]/);
    // The same props the page cache off writes inline, island by island.
    expect(samePort(document.json)).toEqual(samePort(propsScriptsOf((await get(uncached, path)).text)));
    // Each as the hash on its root says: the browser hydrates with nothing else.
    const hashes = hashByScope(page.text);
    expect(Object.keys(hashes).sort()).toEqual(Object.keys(document.json).sort());
    for (const [scope, props] of Object.entries(document.json)) expect(islandPropsHash(serializeForScript(props)), scope).toBe(hashes[scope]);
  });

  it('is a page-cache entry of its own: a hit next, with an ETag, 304 on revalidation, and evicted by a publish purge with its page', async () => {
    await waitForCachedPage(cached, '/');
    const first = await islandsDocument(cached, '/?__islands=1');
    const hit = await waitForCachedPage(cached, '/?__islands=1');
    expect(timing(hit)).toMatch(PAGE_HIT);
    expect(hit.text).toBe(first.text);
    expect(hit.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(hit.headers.get('content-security-policy')).toBeNull();
    expect(hit.headers.get('cache-tag')).toBe(first.headers.get('cache-tag'));

    const br = await request(`${cached.url}/?__islands=1`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    await br.body.dump();
    const revalidated = await request(`${cached.url}/?__islands=1`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(await revalidated.body.text()).toBe('');
    // Its own validator: not the page's.
    const page = await request(`${cached.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.etag).not.toBe(etag);
    await page.body.dump();

    const answer = await purge([{ identifier: `${edgeId(HOME_ID)}-layout`, entity_definition: 'LayoutData', operation: 'Update', entity_culture: 'en' }]);
    expect(answer.evicted).toEqual(expect.arrayContaining(['page|ports-group|default|/|', 'page|ports-group|default|/|#islands']));
    expect(timing(await get(cached, '/?__islands=1'))).toContain('page;desc="miss"');
  });

  it("keys by the page's own address: the parameter merges into its query, tracking parameters and order aside", async () => {
    const document = await islandsDocument(cached, '/about?b=2&__islands=1&a=1');
    expect(document.status).toBe(200);
    // A query-string page is kept from its second request on, as its page is.
    expect(timing(await get(cached, '/about?a=1&b=2&__islands=1'))).toContain('page;desc="miss"');
    for (let i = 0; i < 100 && !timing(await get(cached, '/about?utm_source=x&__islands=1&b=2&a=1')).includes('hit'); i++) await sleep(25);
    const hit = await get(cached, '/about?__islands=1&a=1&b=2');
    expect(timing(hit)).toMatch(PAGE_HIT);
    expect(hit.text).toBe(document.text);
    expect(Object.keys(document.json).sort()).toEqual(scopesOf((await get(cached, '/about?a=1&b=2')).text).sort());
  });

  it("a listing's page 2 has its own islands document (the news pages' handler takes the parameter too)", async () => {
    const page = await get(cached, '/news/all?page=2');
    expect(page.status).toBe(200);
    const document = await islandsDocument(cached, '/news/all?page=2&__islands=1');
    expect(document.status).toBe(200);
    expect(Object.keys(document.json).sort()).toEqual(scopesOf(page.text).sort());
    expect(samePort(document.json)).toEqual(samePort(propsScriptsOf((await get(uncached, '/news/all?page=2')).text)));
  });

  it("answers the not-found page's islands, with its 404, for an unknown page", async () => {
    const page = await get(cached, '/no-such-page');
    expect(page.status).toBe(404);
    const document = await islandsDocument(cached, '/no-such-page?__islands=1');
    expect(document.status).toBe(404);
    expect(document.headers.get('cache-control')).toBe(page.headers.get('cache-control'));
    const scopes = scopesOf(page.text);
    expect(scopes.length).toBeGreaterThan(0);
    expect(Object.keys(document.json).sort()).toEqual(scopes.sort());
    expect(samePort(document.json)).toEqual(samePort(propsScriptsOf((await get(uncached, '/no-such-page')).text)));
  });

  it('is not there with the page cache off, nor for what is not a page', async () => {
    const off = await islandsDocument(uncached, '/?__islands=1');
    expect(off.status).toBe(404);
    expect(off.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(off.json).toMatchObject({ error: 'NO_ISLANDS_DOCUMENT' });
    const robots = await islandsDocument(cached, '/robots.txt?__islands=1');
    expect(robots.status).toBe(404);
    expect(robots.json).toMatchObject({ error: 'NO_ISLANDS_DOCUMENT' });
  });
});
