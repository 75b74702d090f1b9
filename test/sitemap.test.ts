import { NEWS_NS, SITEMAP_NS, XHTML_NS, parseXml, texts } from '../src/server/test-support/xml.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_MIN_ITEMS_PER_LANGUAGE } from '../src/server/sitemap.ts';
import { ROOT } from '../src/server/start.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';
import pino from 'pino';
import { layoutJson, sendJson, startFakeCms, type FakeCms } from '../src/cms/test-support/fake-cms.ts';

/** Sitemaps and robots.txt over real HTTP, from the embedded content server's sample site. */

const PUBLIC_URL = 'https://www.example.com';
const CACHEABLE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ REVALIDATE_SECRET });
});
afterAll(() => server?.close());

/** A strict, namespace-aware XML parse (jsdom's DOMParser): throws when the body is not well-formed. */
/** The sample site's route paths from content/ (404 left out): what the sitemap must list. */
function sampleRoutePaths(language: string): string[] {
  const dir = join(ROOT, 'content', 'sites', 'ports-group', language, 'routes');
  const walk = (d: string): string[] => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));
  return walk(dir)
    .map((file) =>
      relative(dir, file)
        .split(sep)
        .join('/')
        .replace(/\.json$/, ''),
    )
    .filter((name) => name !== '404')
    .map((name) => (name === 'home' ? '/' : `/${name}`));
}

/** English on the default locale (no prefix), Arabic under /ar; the English home keeps its slash. */
function urlOf(language: string, path: string): string {
  const tail = (language === 'ar' ? '/ar' : '') + (path === '/' ? '' : path);
  return `${PUBLIC_URL}${tail || '/'}`;
}

const REVALIDATE_SECRET = 'revalidate-secret-0123456789';
const HOME_ID = '4b4e1157-828e-5461-87d9-129bc456b9de';

describe("/sitemap.xml: the embedded CMS's published sitemap", () => {
  it('lists every sample route in both languages on PUBLIC_URL, with hreflang alternates, cacheable and tagged', async () => {
    const res = await get(server, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(CACHEABLE);
    expect(res.headers.get('cache-tag')).toBe('sitemap');
    expect(res.headers.get('surrogate-key')).toBe('sitemap');
    const doc = parseXml(res.text);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    const locs = texts(doc, SITEMAP_NS, 'loc');
    const expected = ['en', 'ar'].flatMap((language) => sampleRoutePaths(language).map((path) => urlOf(language, path)));
    expect(expected.length).toBeGreaterThanOrEqual(18);
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(locs.some((loc) => /\/404$/.test(loc))).toBe(false);

    // Every page exists in both languages: each URL names both versions and x-default (English).
    const byUrl = new Map(
      [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => [
        texts(url, SITEMAP_NS, 'loc')[0]!,
        [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((l) => `${l.getAttribute('rel')} ${l.getAttribute('hreflang')} ${l.getAttribute('href')}`).sort(),
      ]),
    );
    for (const path of sampleRoutePaths('en')) {
      const pair = [`alternate en ${urlOf('en', path)}`, `alternate ar ${urlOf('ar', path)}`, `alternate x-default ${urlOf('en', path)}`].sort();
      expect(byUrl.get(urlOf('en', path)), path).toEqual(pair);
      expect(byUrl.get(urlOf('ar', path)), path).toEqual(pair);
    }
  });

  it('is read from the CMS once, and again after a publish names a page', async () => {
    await get(server, '/sitemap.xml');
    const stats = server.content!.stats;
    const before = { files: stats.sitemaps, graphql: stats.graphql };
    const again = await get(server, '/sitemap.xml');
    expect(again.status).toBe(200);
    expect(stats.sitemaps).toBe(before.files);
    expect(stats.graphql).toBe(before.graphql);

    const purge = await fetch(`${server.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
      body: JSON.stringify({
        invocation_id: 'sitemap-purge',
        updates: [
          { identifier: `${HOME_ID.replace(/-/g, '').toUpperCase()}-layout`, entity_definition: 'LayoutData', operation: 'Update', entity_culture: 'en' },
        ],
        continues: false,
      }),
    });
    expect(purge.status).toBe(200);
    const answer = (await purge.json()) as { evicted: string[]; tags: string[] };
    expect(answer.tags).toContain('sitemap');
    expect(answer.evicted).toEqual(expect.arrayContaining(['sitemap|ports-group||list', 'sitemap|ports-group||file:sitemap.xml']));

    const after = await get(server, '/sitemap.xml');
    expect(after.text).toBe(again.text);
    expect(stats.sitemaps).toBe(before.files + 1);
  });
});

describe('/sitemap-{n}.xml', () => {
  // The sample site's pages fit in one file: the CMS publishes sitemap.xml alone.
  it.each(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-abc.xml', '/news-2.xml'])('%s is 404', async (path) => {
    const res = await get(server, path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});

describe('/news-1.xml', () => {
  it('is a Google News sitemap of the feed items in both languages', async () => {
    const res = await get(server, '/news-1.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(CACHEABLE);
    const doc = parseXml(res.text);
    const locs = texts(doc, SITEMAP_NS, 'loc');
    for (const language of ['en', 'ar']) {
      const feed = JSON.parse(readFileSync(join(ROOT, 'content', 'feeds', `news-${language}.json`), 'utf8')) as {
        channel: { item: Array<{ title: string; link: string; pubDate: string }> };
      };
      // The sample items are older than two days: the newest of each language (the minimum always
      // listed) are in the sitemap, the rest are not.
      const listed = feed.channel.item.slice(0, NEWS_MIN_ITEMS_PER_LANGUAGE);
      expect(feed.channel.item.length).toBeGreaterThan(listed.length);
      for (const item of feed.channel.item.slice(listed.length)) expect(locs).not.toContain(`${PUBLIC_URL}${item.link}`);
      for (const item of listed) {
        expect(locs).toContain(`${PUBLIC_URL}${item.link}`);
        expect(texts(doc, NEWS_NS, 'title')).toContain(item.title);
        expect(texts(doc, NEWS_NS, 'publication_date')).toContain(new Date(item.pubDate).toISOString());
      }
    }
    expect(new Set(texts(doc, NEWS_NS, 'language'))).toEqual(new Set(['en', 'ar']));
    expect(texts(doc, NEWS_NS, 'name').every((name) => name.trim() !== '')).toBe(true);
    const dates = texts(doc, NEWS_NS, 'publication_date').map((d) => Date.parse(d));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('/robots.txt', () => {
  it("is the CMS's robots text naming the sitemap on PUBLIC_URL, cacheable plain text", async () => {
    const res = await get(server, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(CACHEABLE);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/api\/$/m);
    expect(res.text.match(/^Sitemap: .*$/gm)).toEqual([`Sitemap: ${PUBLIC_URL}/sitemap.xml`, `Sitemap: ${PUBLIC_URL}/news-1.xml`]);
  });
});

// ---------------------------------------------------------------------------------------------
// A CMS of our own making on loopback, so each way a CMS can publish (or fail to publish) its
// sitemap is tried over real HTTP. CACHE_TTL_S=0: every request asks the CMS anew.

describe("the CMS's published sitemap, from a CMS that varies", () => {
  let cms: FakeCms;
  let host: RunningServer;
  const logLines: Array<{ msg?: string; file?: string; skipped?: string[] }> = [];
  /** What the CMS lists in siteInfo.sitemap, and answers for its files. */
  let listed: () => unknown = () => [];
  let files: Record<string, { status: number; body: string }> = {};

  beforeAll(async () => {
    cms = await startFakeCms((req, res) => {
      if (req.method === 'POST') {
        const { query } = JSON.parse(req.body) as { query: string };
        if (query.includes('SitemapQuery')) return sendJson(res, 200, { data: { site: { siteInfo: { sitemap: listed() } } } });
        if (query.includes('SiteRoutesQuery')) {
          const results = [
            { path: '/', route: null },
            { path: '/about', route: null },
          ];
          return sendJson(res, 200, { data: { site: { siteInfo: { routes: { total: 2, pageInfo: { endCursor: 'e', hasNext: false }, results } } } } });
        }
        return sendJson(res, 200, { data: { site: { siteInfo: null }, item: null } });
      }
      const file = files[req.url];
      if (file) {
        res.writeHead(file.status, { 'content-type': 'application/xml' });
        res.end(file.body);
        return;
      }
      sendJson(res, 404, layoutJson(null));
    });
    const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
    host = await startTestServer({ SITECORE_API_HOST: cms.origin, SITECORE_API_KEY: 'k', CMS_RETRIES: '0', CACHE_TTL_S: '0' }, { logger });
  });
  afterAll(async () => {
    await host?.close();
    await cms?.close();
  });

  const logged = (text: string) => logLines.some((line) => JSON.stringify(line).includes(text));
  const urlset = (...locs: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('')}</urlset>`;

  it("serves the CMS's file with its own URLs put on PUBLIC_URL, without sending the CMS key", async () => {
    listed = () => [`${cms.origin}/media/sitemap.xml`];
    files = { '/media/sitemap.xml': { status: 200, body: urlset(`${cms.origin}/about`, 'https://ports.example.org/x') } };
    const res = await get(host, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHEABLE);
    expect(res.headers.get('cache-tag')).toBe('sitemap');
    expect(texts(parseXml(res.text), SITEMAP_NS, 'loc')).toEqual([`${PUBLIC_URL}/about`, 'https://ports.example.org/x']);
    const fileRequest = cms.requests.filter((r) => r.url === '/media/sitemap.xml').at(-1)!;
    expect(fileRequest.headers.sc_apikey).toBeUndefined();
    expect(fileRequest.url).not.toContain('apikey');
  });

  it('generates the sitemap as before, cacheable, with a log line, when the CMS publishes none', async () => {
    listed = () => [];
    const res = await get(host, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHEABLE);
    expect(res.headers.get('cache-tag')).toBeNull();
    expect(texts(parseXml(res.text), SITEMAP_NS, 'loc')).toEqual([`${PUBLIC_URL}/sitemap-1.xml`, `${PUBLIC_URL}/news-1.xml`]);
    expect(logged('the CMS publishes no sitemap')).toBe(true);
  });

  it('generates it, kept a minute only, when a listed file fails, and never fetches a file off the allow-list', async () => {
    listed = () => ['https://attacker.example/sitemap-2.xml', `${cms.origin}/media/sitemap-1.xml`];
    files = { '/media/sitemap-1.xml': { status: 500, body: 'oops' } };
    const res = await get(host, '/sitemap-1.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(texts(parseXml(res.text), SITEMAP_NS, 'loc')).toContain(`${PUBLIC_URL}/about`);
    expect(logged('CMS sitemap file unavailable')).toBe(true);
    expect(logged('attacker.example')).toBe(true);
    // The skipped file is not ours to serve either.
    expect((await get(host, '/sitemap-2.xml')).status).toBe(404);
  });

  it('generates it when the file is no sitemap (a login page, say)', async () => {
    listed = () => [`${cms.origin}/media/sitemap.xml`];
    files = { '/media/sitemap.xml': { status: 200, body: '<html><body>Sign in</body></html>' } };
    const res = await get(host, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Sign in');
    expect(parseXml(res.text).documentElement.localName).toBe('sitemapindex');
  });
});
