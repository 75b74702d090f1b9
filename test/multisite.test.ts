import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_SECRET_HEADER } from '../src/server/editor-access.ts';
import { startRedis, type TestRedis } from './support/redis.ts';
import { startTestServer, type RunningServer } from './support/server.ts';

/**
 * One host, two sites (issue 28 item 1): the sample's Global site and its drydocks site, told apart
 * by the Host header over real HTTP, two instances sharing one Redis.
 */

const DRYDOCKS = 'drydocks.localhost';
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SECRET = 'multisite-editing-secret-0123456789';

let redis: TestRedis;
let a: RunningServer;
let b: RunningServer;

/** A GET with this Host header (undici's fetch refuses to set Host, so the port's socket is used via a custom header on the origin). */
async function getAs(server: RunningServer, host: string | undefined, path: string, headers: Record<string, string> = {}) {
  const { request } = await import('undici');
  const port = new URL(server.url).port;
  const response = await request(`${server.url}${path}`, {
    headers: { 'user-agent': PERSON, ...(host ? { host: `${host}:${port}` } : {}), ...headers },
  });
  const text = await response.body.text();
  const header = (name: string) => {
    const value = response.headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? '');
  };
  return { status: response.statusCode, text, header };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '';
const pageTiming = (response: { header: (name: string) => string }) => /page;desc="(\w+)"/.exec(response.header('server-timing'))?.[1];

beforeAll(async () => {
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, CACHE_TTL_S: '300', SITECORE_EDITING_SECRET: SECRET };
  [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
  for (let i = 0; i < 500 && [a, b].some((host) => host.redis?.state() !== 'up'); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}, 120_000);

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map((host) => host.close()));
  await redis?.stop();
});

describe('the site of a request', () => {
  it('serves the drydocks site at drydocks.localhost, with its theme, title and links, and the Global site elsewhere', async () => {
    const drydocks = await getAs(a, DRYDOCKS, '/');
    expect(drydocks.status).toBe(200);
    expect(titleOf(drydocks.text)).toMatch(/Drydocks/);
    expect(drydocks.text).toContain('"theme":"drydocks"');
    // Its public URL: PUBLIC_URL's scheme on the host name the CMS lists for it, never the request's port.
    expect(canonicalOf(drydocks.text)).toBe('https://drydocks.localhost/');

    const global = await getAs(a, undefined, '/');
    expect(titleOf(global.text)).toMatch(/Meridian Ports/);
    expect(global.text).toContain('"theme":"global"');
    expect(canonicalOf(global.text)).toBe('https://www.example.com/');
  });

  it('gives a host no site lists the fallback site, and never writes that host into a URL', async () => {
    const forged = await getAs(a, 'evil.example.net', '/about');
    expect(forged.status).toBe(200);
    expect(titleOf(forged.text)).toMatch(/Meridian Ports/);
    expect(forged.text).not.toContain('evil.example.net');
  });

  it('answers /sitemap.xml, /robots.txt and /llms.txt per site', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt', '/llms.txt', '/ar/llms.txt']) {
      const [drydocks, global] = await Promise.all([getAs(a, DRYDOCKS, path), getAs(a, undefined, path)]);
      expect([drydocks.status, global.status], path).toEqual([200, 200]);
      expect(drydocks.text, path).not.toBe(global.text);
      expect(drydocks.text, path).toContain('https://drydocks.localhost/');
      expect(drydocks.text, path).not.toContain('https://www.example.com/');
    }
    const llms = await getAs(a, DRYDOCKS, '/llms.txt');
    expect(llms.header('content-type')).toBe('text/markdown; charset=utf-8');
    expect(llms.text).toMatch(/^# .*Drydocks/);
  });

  it("lets an editor choose a site with sc_site, never cached, and ignores a visitor's", async () => {
    const visitor = await getAs(a, undefined, '/?sc_site=drydocks');
    expect(titleOf(visitor.text)).toMatch(/Meridian Ports/);
    const editor = await getAs(a, undefined, '/?sc_site=drydocks', { [PREVIEW_SECRET_HEADER]: SECRET });
    expect(titleOf(editor.text)).toMatch(/Drydocks/);
    expect(editor.header('cache-control')).toMatch(/no-store/);
  });
});

describe('caches per site', () => {
  it('never serves a page cached for one site to the other, in one instance or through Redis', async () => {
    // /contact exists in both sites, and no other test asks for it: cached through A for drydocks first.
    let drydocks = await getAs(a, DRYDOCKS, '/contact');
    for (let i = 0; i < 200 && pageTiming(drydocks) !== 'hit'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      drydocks = await getAs(a, DRYDOCKS, '/contact');
    }
    expect(pageTiming(drydocks)).toBe('hit');
    const global = await getAs(a, undefined, '/contact');
    expect(pageTiming(global)).not.toBe('hit');
    expect(titleOf(global.text)).not.toBe(titleOf(drydocks.text));
    // B has never rendered either: drydocks' copy comes from Redis, the Global site's is its own.
    const shared = await getAs(b, DRYDOCKS, '/contact');
    expect(pageTiming(shared)).toBe('shared');
    expect(titleOf(shared.text)).toBe(titleOf(drydocks.text));
    const other = await getAs(b, undefined, '/contact');
    expect(titleOf(other.text)).toBe(titleOf(global.text));
  });
});

describe('UNKNOWN_HOSTS=not-found', () => {
  let strict: RunningServer;
  beforeAll(async () => {
    strict = await startTestServer({ UNKNOWN_HOSTS: 'not-found' });
  });
  afterAll(() => strict?.close());

  it('answers a host no site lists with a 404 no cache keeps; listed hosts as before', async () => {
    const unknown = await getAs(strict, 'evil.example.net', '/');
    expect(unknown.status).toBe(404);
    expect(unknown.header('cache-control')).toBe('no-store');
    expect((await getAs(strict, DRYDOCKS, '/')).status).toBe(200);
  });
});
