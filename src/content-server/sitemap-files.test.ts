import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ContentServer, startContentServer } from './content-server.ts';
import { type ContentStore, loadContent } from './content-store.ts';
import { publicOriginOf, sitemapEntries, sitemapFile, sitemapFileUrls } from './sitemap-files.ts';
import { get, graphql, TEST_API_KEY } from './test-support.ts';

const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const route = (name: string) => ({ name, placeholders: {} });

/** A site 'tiny' in en and ar: `routes` per language (route path -> file), plus site.json settings. */
async function contentDir(site: Record<string, unknown>, routes: Record<string, string[]>, extra: Record<string, unknown> = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sitemap-files-'));
  temporary.push(dir);
  const files: Record<string, unknown> = { 'sites/tiny/site.json': { name: 'tiny', languages: ['en', 'ar'], ...site }, ...extra };
  for (const [language, paths] of Object.entries(routes)) {
    for (const routePath of paths) {
      const file = routePath === '/' ? 'home' : routePath.slice(1);
      files[`sites/tiny/${language}/routes/${file}.json`] = route(path.posix.basename(file));
    }
  }
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), JSON.stringify(content));
  }
  return dir;
}

async function storeOf(dir: string, publicUrl: string | null = null): Promise<ContentStore> {
  return loadContent(dir, 'http://127.0.0.1:9', publicUrl);
}

describe('sitemap entries', () => {
  it('lists each page once per language, default language unprefixed, with x-default and every version as alternates', async () => {
    const dir = await contentDir(
      { targetHostname: 'www.example.com', notFoundPagePath: '/404' },
      { en: ['/', '/about', '/404', '/en-only'], ar: ['/', '/about', '/404'] },
      { 'sites/tiny/en/updated.json': { '/about': '20261101T093000Z', '/': 'yesterday' } },
    );
    const store = await storeOf(dir);
    const site = store.sites.get('tiny')!;
    const about = [
      { hreflang: 'x-default', href: 'https://www.example.com/about' },
      { hreflang: 'en', href: 'https://www.example.com/about' },
      { hreflang: 'ar', href: 'https://www.example.com/ar/about' },
    ];
    expect(sitemapEntries(site, 'https://www.example.com')).toEqual([
      { loc: 'https://www.example.com/', alternates: expect.any(Array) },
      { loc: 'https://www.example.com/ar', alternates: expect.any(Array) },
      // The error page is left out; __Updated becomes lastmod (an unreadable value none).
      { loc: 'https://www.example.com/about', lastmod: '2026-11-01T09:30:00Z', alternates: about },
      { loc: 'https://www.example.com/ar/about', alternates: about },
      // A page in one language names no alternates.
      { loc: 'https://www.example.com/en-only', alternates: [] },
    ]);
  });

  it('percent-encodes path segments and escapes the XML', async () => {
    const dir = await contentDir({ targetHostname: 'www.example.com' }, { en: ['/a&b', '/café'], ar: [] });
    const store = await storeOf(dir);
    const xml = sitemapFile(store, store.sites.get('tiny')!, 'sitemap.xml')!;
    expect(xml).toContain('<loc>https://www.example.com/a%26b</loc>');
    expect(xml).toContain('<loc>https://www.example.com/caf%C3%A9</loc>');
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    );
  });
});

describe('the public origin of the sitemap', () => {
  it.each([
    [{ targetHostname: 'www.example.com' }, null, 'https://www.example.com'],
    [{ targetHostname: 'localhost:3000', scheme: 'http' }, null, 'http://localhost:3000'],
    [{ hostname: 'ports.example.com' }, null, 'https://ports.example.com'],
    [{ hostname: '*' }, 'https://public.example.org', 'https://public.example.org'],
    [{ targetHostname: 'www.example.com' }, 'http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    [{ hostname: '*' }, null, null],
    [{ hostname: '*.example.com' }, null, null],
    [{ hostname: 'a.example.com|b.example.com' }, null, null],
  ])('site %j with server public URL %s: %s', async (site, publicUrl, expected) => {
    const store = await storeOf(await contentDir(site, { en: ['/'] }), publicUrl);
    expect(publicOriginOf(store, store.sites.get('tiny')!)).toBe(expected);
  });

  it('publishes no sitemap for a site without a public host, as SXA publishes none', async () => {
    const store = await storeOf(await contentDir({ hostname: '*' }, { en: ['/'] }));
    const site = store.sites.get('tiny')!;
    expect(sitemapFileUrls(store, site)).toEqual([]);
    expect(sitemapFile(store, site, 'sitemap.xml')).toBeUndefined();
  });
});

describe('splitting (maxPagesPerSitemap)', () => {
  it('publishes sitemap.xml up to the limit and numbered files above it, every page in exactly one file', async () => {
    const paths = ['/', '/a', '/b'];
    const exact = await storeOf(await contentDir({ targetHostname: 'x.example', maxPagesPerSitemap: 6 }, { en: paths, ar: paths }));
    expect(sitemapFileUrls(exact, exact.sites.get('tiny')!)).toEqual(['http://127.0.0.1:9/sitemaps/tiny/sitemap.xml']);

    const split = await storeOf(await contentDir({ targetHostname: 'x.example', maxPagesPerSitemap: 4 }, { en: paths, ar: paths }));
    const site = split.sites.get('tiny')!;
    expect(sitemapFileUrls(split, site)).toEqual(['http://127.0.0.1:9/sitemaps/tiny/sitemap-1.xml', 'http://127.0.0.1:9/sitemaps/tiny/sitemap-2.xml']);
    const locs = (name: string) => [...(sitemapFile(split, site, name) ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect([...locs('sitemap-1.xml'), ...locs('sitemap-2.xml')]).toEqual(sitemapEntries(site, 'https://x.example').map((e) => e.loc));
    expect(locs('sitemap-1.xml')).toHaveLength(4);
    expect(sitemapFile(split, site, 'sitemap.xml')).toBeUndefined();
  });
});

describe('site.json host settings', () => {
  it.each([
    [{ hostname: 'https://www.example.com' }, /"hostname" must be host names or patterns/],
    [{ hostname: '' }, /"hostname" must be/],
    [{ targetHostname: 'www.example.com/path' }, /"targetHostname" must be a host name/],
    [{ targetHostname: '*.example.com' }, /"targetHostname" must be a host name/],
    [{ targetHostname: 'user@www.example.com' }, /"targetHostname" must be a host name/],
    [{ scheme: 'ftp' }, /"scheme" must be "http" or "https"/],
    [{ maxPagesPerSitemap: 0 }, /"maxPagesPerSitemap" must be a whole number from 1 to 50000/],
    [{ maxPagesPerSitemap: 2.5 }, /"maxPagesPerSitemap"/],
    [{ maxPagesPerSitemap: 50_001 }, /"maxPagesPerSitemap"/],
  ])('refuses %j, naming site.json', async (site, message) => {
    const dir = await contentDir(site, { en: ['/'] });
    await expect(storeOf(dir)).rejects.toThrow(new RegExp(`site\\.json: ${message.source}`));
  });

  it("defaults to any host ('*'), https, no target host name and the protocol's 50,000 pages per file", async () => {
    const store = await storeOf(await contentDir({}, { en: ['/'] }));
    expect(store.sites.get('tiny')!.definition).toMatchObject({ hostname: '*', scheme: 'https', targetHostname: null, maxPagesPerSitemap: 50_000 });
  });

  it('refuses a public URL that is not an http(s) origin', async () => {
    await expect(startContentServer({ apiKey: 'k', publicUrl: 'https://www.example.com/path' })).rejects.toThrow(/publicUrl must be an http\(s\) origin/);
    await expect(startContentServer({ apiKey: 'k', publicUrl: 'ftp://www.example.com' })).rejects.toThrow(/publicUrl/);
  });
});

describe('GET /sitemaps/{site}/{file} and siteInfo.sitemap', () => {
  let server: ContentServer;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sitemap-files-server-'));
    await mkdir(path.join(dir, 'sites', 'tiny', 'en', 'routes'), { recursive: true });
    await writeFile(path.join(dir, 'sites', 'tiny', 'site.json'), JSON.stringify({ name: 'tiny', languages: ['en'] }));
    await writeFile(path.join(dir, 'sites', 'tiny', 'en', 'routes', 'home.json'), JSON.stringify(route('Home')));
    await writeFile(path.join(dir, 'sites', 'tiny', 'en', 'routes', 'about.json'), JSON.stringify(route('about')));
    server = await startContentServer({ apiKey: TEST_API_KEY, contentDir: dir, dataDir: path.join(dir, 'data'), publicUrl: 'https://www.example.com/' });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists the file in siteInfo.sitemap and serves it without a key, on the public URL the server was given', async () => {
    const res = await graphql(server, 'query ($site: String!) { site { siteInfo(site: $site) { sitemap } } }', { site: 'tiny' });
    const urls = (res.json as { data: { site: { siteInfo: { sitemap: string[] } } } }).data.site.siteInfo.sitemap;
    expect(urls).toEqual([`${server.origin}/sitemaps/tiny/sitemap.xml`]);
    const before = server.stats.sitemaps;
    const file = await get(urls[0]!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect([...file.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual(['https://www.example.com/', 'https://www.example.com/about']);
    expect(server.stats.sitemaps).toBe(before + 1);
  });

  it.each(['/sitemaps/tiny/sitemap-1.xml', '/sitemaps/other/sitemap.xml', '/sitemaps/tiny/..%2Fsite.json', '/sitemaps/tiny'])(
    'answers 404 for %s',
    async (urlPath) => {
      const res = await get(`${server.origin}${urlPath}`);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
    },
  );
});
