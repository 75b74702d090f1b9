import { NEWS_NS, SITEMAP_NS, XHTML_NS, parseXml, texts } from './test-support/xml.ts';
import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { matchRoute } from '../../routes.ts';
import type { SiteRoute } from '../cms/site-services.ts';
import { CmsError } from '../cms/errors.ts';
import type { LayoutServiceData } from '../cms/types.ts';
import type { ServerContext } from './server-context.ts';
import { singleSite } from './test-support/sites.ts';
import type { CmsSitemapFile, CmsSitemaps } from './cms-sitemaps.ts';
import {
  DEGRADED_SITEMAP_CACHE_CONTROL,
  NEWS_MAX_AGE_MS,
  NEWS_MIN_ITEMS_PER_LANGUAGE,
  NEWS_SITEMAP_MAX_ITEMS,
  SITEMAP_CACHE_CONTROL,
  URLS_PER_SITEMAP,
  createSitemapHandler,
  escapeXml,
  newsFeedTemplates,
  newsSitemapXml,
  pageCount,
  pageOf,
  pageUrl,
  parsePageNumber,
  selectNewsItems,
  siteUrlOf,
  sitemapIndexXml,
  sitemapUrls,
  urlsetXml,
  type NewsSitemapItem,
} from './sitemap.ts';

const ORIGIN = 'https://www.example.com';

describe('the well-formedness check these tests rely on', () => {
  it.each(['<a><b></a>', '<a>&</a>', '<a>\u0001</a>', '<a><x:y/></a>', '<a x="1" x="2"/>', '<a/><b/>'])('rejects %j', (xml) => {
    expect(() => parseXml(xml)).toThrow(/not well-formed/);
  });
});

describe('escapeXml', () => {
  it('escapes the five markup characters and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">'Tom' & "Jerry"</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;Tom&apos; &amp; &quot;Jerry&quot;&lt;/a&gt;');
    expect(escapeXml('a\u0000b\u0008c\u001Fd\uFFFEe\uFFFF\uD800f')).toBe('abcdef');
    expect(escapeXml('tab\tline\nret\r 𝕏 مرحبا')).toBe('tab\tline\nret\r 𝕏 مرحبا');
  });
});

describe('pageUrl', () => {
  it.each([
    ['', '/', `${ORIGIN}/`],
    ['/ar', '/', `${ORIGIN}/ar`],
    ['', '/about', `${ORIGIN}/about`],
    ['/ar', '/solutions/logistics', `${ORIGIN}/ar/solutions/logistics`],
    ['', '/about us/a&b?c#d', `${ORIGIN}/about%20us/a%26b%3Fc%23d`],
    ['/ar', '/أخبار', `${ORIGIN}/ar/%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1`],
    ['', '/bad\uD800', `${ORIGIN}/bad%EF%BF%BD`],
  ])('%s %s -> %s', (prefix, path, url) => {
    expect(pageUrl(ORIGIN, prefix, path)).toBe(url);
  });
});

describe('sitemapUrls', () => {
  const routes = new Map<string, SiteRoute[]>([
    ['en', [{ path: '/' }, { path: '/About', updated: '2026-11-01T00:00:00.000Z' }, { path: '/en-only' }]],
    ['ar', [{ path: '/' }, { path: '/about' }, { path: '/ar-only' }]],
  ]);

  it('lists each language version, side by side, with hreflang pairs and x-default', () => {
    const urls = sitemapUrls(ORIGIN, routes);
    expect(urls.map((u) => u.loc)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/ar`,
      `${ORIGIN}/About`,
      `${ORIGIN}/ar/about`,
      `${ORIGIN}/en-only`,
      `${ORIGIN}/ar/ar-only`,
    ]);
    const pair = [
      { hreflang: 'en', href: `${ORIGIN}/About` },
      { hreflang: 'ar', href: `${ORIGIN}/ar/about` },
      { hreflang: 'x-default', href: `${ORIGIN}/About` },
    ];
    expect(urls[2]).toEqual({ loc: `${ORIGIN}/About`, lastmod: '2026-11-01T00:00:00.000Z', alternates: pair });
    expect(urls[3]).toEqual({ loc: `${ORIGIN}/ar/about`, alternates: pair });
  });

  it('gives a page that exists in one language no alternates', () => {
    const urls = sitemapUrls(ORIGIN, routes);
    expect(urls[4]!.alternates).toEqual([]);
    expect(urls[5]!.alternates).toEqual([]);
  });
});

describe('paging', () => {
  it.each([
    [0, 1],
    [1, 1],
    [URLS_PER_SITEMAP, 1],
    [URLS_PER_SITEMAP + 1, 2],
    [URLS_PER_SITEMAP * 3, 3],
  ])('%i URLs fill %i page(s)', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it('slices page n of 1000', () => {
    const all = Array.from({ length: 2500 }, (_, i) => i);
    expect(pageOf(all, 1)).toEqual(all.slice(0, 1000));
    expect(pageOf(all, 3)).toEqual(all.slice(2000));
    expect(pageOf(all, 4)).toEqual([]);
  });

  it.each([
    ['1', 1],
    ['12', 12],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['abc', null],
    ['9999999', null],
    [undefined, null],
  ])('page number %s -> %s', (id, page) => {
    expect(parsePageNumber(id)).toBe(page);
  });
});

describe('XML documents', () => {
  it('builds an index of the pages and the news sitemap', () => {
    const doc = parseXml(sitemapIndexXml(ORIGIN, 2));
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(texts(doc, SITEMAP_NS, 'loc')).toEqual([`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/sitemap-2.xml`, `${ORIGIN}/news-1.xml`]);
  });

  it('keeps hostile paths well-formed and gets them back intact', () => {
    const hostile = '/"><script>alert(1)</script>&amp;\u0001]]>';
    const urls = sitemapUrls(
      ORIGIN,
      new Map([
        ['en', [{ path: hostile, updated: '2026-01-01T00:00:00.000Z' }]],
        ['ar', [{ path: hostile }]],
      ]),
    );
    const xml = urlsetXml(urls);
    expect(xml).not.toContain('<script>');
    const doc = parseXml(xml);
    const expected = pageUrl(ORIGIN, '', hostile);
    expect(texts(doc, SITEMAP_NS, 'loc')).toEqual([expected, pageUrl(ORIGIN, '/ar', hostile)]);
    expect(texts(doc, SITEMAP_NS, 'lastmod')).toEqual(['2026-01-01T00:00:00.000Z']);
    const links = [...doc.getElementsByTagNameNS(XHTML_NS, 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    expect(links.slice(0, 3)).toEqual([
      ['en', expected],
      ['ar', pageUrl(ORIGIN, '/ar', hostile)],
      ['x-default', expected],
    ]);
  });

  it('writes a Google News entry per item, hostile titles escaped', () => {
    const title = `Tom & Jerry's <b>"news"</b> ]]> \u0007 مرحبا`;
    const xml = newsSitemapXml([{ loc: `${ORIGIN}/news/a?x=1&y=2`, title, published: '2026-11-21T08:00:00.000Z', language: 'en', publicationName: 'A & B' }]);
    const doc = parseXml(xml);
    expect(texts(doc, SITEMAP_NS, 'loc')).toEqual([`${ORIGIN}/news/a?x=1&y=2`]);
    expect(texts(doc, NEWS_NS, 'name')).toEqual(['A & B']);
    expect(texts(doc, NEWS_NS, 'language')).toEqual(['en']);
    expect(texts(doc, NEWS_NS, 'publication_date')).toEqual(['2026-11-21T08:00:00.000Z']);
    expect(texts(doc, NEWS_NS, 'title')).toEqual([`Tom & Jerry's <b>"news"</b> ]]>  مرحبا`]);
  });

  it('writes an empty but valid urlset when there is nothing to list', () => {
    expect(parseXml(urlsetXml([])).documentElement.localName).toBe('urlset');
    expect(parseXml(newsSitemapXml([])).documentElement.localName).toBe('urlset');
  });
});

describe('selectNewsItems', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const item = (n: number, hoursAgo: number, language = 'en'): NewsSitemapItem => ({
    loc: `${ORIGIN}/${language}/news/${n}`,
    title: `Item ${n}`,
    published: new Date(now - hoursAgo * 3_600_000).toISOString(),
    language,
    publicationName: 'P',
  });

  it('lists every article of the last two days, newest first, even beyond the minimum', () => {
    const recent = Array.from({ length: 25 }, (_, i) => item(i, i + 1));
    const chosen = selectNewsItems([...recent].reverse(), now);
    expect(chosen.map((i) => i.loc)).toEqual(recent.map((i) => i.loc));
  });

  it('tops each language up to the minimum with older articles, and no further', () => {
    const old = (language: string) => Array.from({ length: 15 }, (_, i) => item(i, 24 * 30 + i, language));
    const chosen = selectNewsItems([...old('en'), item(99, 1, 'en'), ...old('ar')], now);
    expect(chosen.filter((i) => i.language === 'en')).toHaveLength(NEWS_MIN_ITEMS_PER_LANGUAGE);
    expect(chosen.filter((i) => i.language === 'ar')).toHaveLength(NEWS_MIN_ITEMS_PER_LANGUAGE);
    expect(chosen[0]!.loc).toBe(`${ORIGIN}/en/news/99`);
    expect(now - Date.parse(item(0, 49).published)).toBeGreaterThan(NEWS_MAX_AGE_MS);
  });

  it('lists each URL once (the first source wins), drops undated items, and caps the list', () => {
    const first = { ...item(1, 1), title: 'From the CMS' };
    const chosen = selectNewsItems([first, { ...item(1, 2), title: 'From the feed' }, { ...item(2, 1), published: 'soon' }], now);
    expect(chosen).toEqual([first]);
    const many = Array.from({ length: NEWS_SITEMAP_MAX_ITEMS + 50 }, (_, i) => item(i, 1));
    expect(selectNewsItems(many, now)).toHaveLength(NEWS_SITEMAP_MAX_ITEMS);
  });
});

describe('siteUrlOf', () => {
  it.each([
    ['/news/a', `${ORIGIN}/news/a`],
    ['/ar/news/a?x=1#top', `${ORIGIN}/ar/news/a?x=1`],
    [`${ORIGIN}/news/b`, `${ORIGIN}/news/b`],
    ['https://press.example.org/news/c', null],
    ['http://www.example.com/news/d', null],
    ['javascript:alert(1)', null],
    ['//evil.example/x', null],
  ])('%s -> %s', (link, url) => {
    expect(siteUrlOf(link, ORIGIN)).toBe(url);
  });
});

function highlight(componentName: string, feedURL: string | null, placeholders?: Record<string, unknown[]>) {
  return {
    uid: componentName,
    componentName,
    fields: feedURL === null ? {} : { newsSource: { id: '1', fields: { feedURL: { value: feedURL } } } },
    ...(placeholders ? { placeholders } : {}),
  };
}

function layout(placeholders: Record<string, unknown[]>, siteName = 'Meridian Ports & Logistics'): LayoutServiceData {
  return {
    sitecore: {
      context: {},
      route: { name: 'news', fields: { openGraphSiteName: { value: siteName } }, placeholders } as never,
    },
  };
}

describe('newsFeedTemplates', () => {
  it("finds every news highlight's feed, nested or under the CMS's other names, each once", () => {
    const page = layout({
      main: [
        highlight('NewsHighlight', 'https://feeds.example.com/en.json?pageSize={0}'),
        highlight('Container', null, {
          'container-{*}': [
            highlight('NewsHighlightSection', 'https://feeds.example.com/other.json'),
            highlight('NewsHighlights', 'https://feeds.example.com/en.json?pageSize={0}'),
          ],
        }),
        highlight('NewsHighlight', null),
        highlight('RichText', 'https://feeds.example.com/not-news.json'),
        { name: 'code', contents: null, attributes: {} },
      ],
    });
    expect(newsFeedTemplates(page, 'en')).toEqual(['https://feeds.example.com/en.json?pageSize={0}', 'https://feeds.example.com/other.json']);
    expect(newsFeedTemplates(null, 'en')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The handler, over Fastify's inject with a fake CMS and feed.

interface FakeSources {
  /** The CMS's published sitemap: its files and their XML (default: it publishes none). */
  cmsFiles?: () => CmsSitemapFile[];
  cmsRead?: (file: CmsSitemapFile) => string;
  routes?: (language: string) => SiteRoute[];
  layout?: (path: string, language: string) => LayoutServiceData | null;
  feed?: (url: string) => unknown;
  allowedFeedHosts?: string[];
}

const FEED_HOST = 'feeds.example.com';

async function serve(sources: FakeSources = {}) {
  const fetched: string[] = [];
  const errors: unknown[] = [];
  const cms = {
    getRoutes: async (language: string) => ({ data: (sources.routes ?? (() => [{ path: '/' }, { path: '/about' }]))(language), ms: 0, cache: 'hit' }),
    getLayout: async (path: string, language: string) => ({
      data: (sources.layout ?? ((p) => (p === '/news' ? layout({ main: [highlight('NewsHighlight', `https://${FEED_HOST}/${language}.json?n={0}`)] }) : null)))(
        path,
        language,
      ),
      ms: 0,
      cache: 'hit',
    }),
  };
  const ctx = {
    config: { publicUrl: ORIGIN, cms: { siteName: 'ports-group' } },
    sites: singleSite(cms as never, ORIGIN),
    blockData: {
      allowedFeedHosts: sources.allowedFeedHosts ?? [FEED_HOST],
      fetchJson: async (url: string) => {
        fetched.push(url);
        return (sources.feed ?? defaultFeed)(url);
      },
    },
  } as unknown as ServerContext;
  const cmsSitemaps: CmsSitemaps = {
    files: async () => (sources.cmsFiles ?? (() => []))(),
    read: async (file) => {
      if (!sources.cmsRead) throw new Error('no file');
      return sources.cmsRead(file);
    },
    close: async () => {},
  };
  const handler = createSitemapHandler(ctx, cmsSitemaps);
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void errors.push(JSON.parse(line)) } } });
  app.get('/*', (request, reply) => {
    const match = matchRoute(request.url.split('?')[0]!);
    if (match.kind !== 'rewrite') throw new Error(`not a rewrite: ${request.url}`);
    return handler(request, reply, match);
  });
  onTestFinished(() => app.close());
  return { get: (url: string) => app.inject({ method: 'GET', url }), fetched, errors };
}

function defaultFeed(url: string) {
  const language = new URL(url).pathname.slice(1, 3);
  return {
    channel: {
      item: [
        { guid: '1', title: `Fresh ${language}`, pubDate: new Date(Date.now() - 3_600_000).toUTCString(), link: `/${language}/news/fresh` },
        { guid: '2', title: 'Elsewhere', pubDate: new Date().toUTCString(), link: 'https://press.example.org/x' },
        { guid: '3', title: 'Undated', link: `/${language}/news/undated` },
      ],
    },
  };
}

describe('createSitemapHandler', () => {
  it('answers the index, cacheable XML', async () => {
    const { get } = await serve();
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(SITEMAP_CACHE_CONTROL);
    expect(texts(parseXml(res.body), SITEMAP_NS, 'loc')).toEqual([`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/news-1.xml`]);
  });

  it('pages 2,500 routes per language into 5 sitemaps of 1,000 and 404s beyond them', async () => {
    const routes = Array.from({ length: 2500 }, (_, i) => ({ path: `/p${i}` }));
    const { get } = await serve({ routes: () => routes });
    const index = texts(parseXml((await get('/sitemap.xml')).body), SITEMAP_NS, 'loc');
    expect(index).toHaveLength(6);
    expect(index[4]).toBe(`${ORIGIN}/sitemap-5.xml`);
    const last = await get('/sitemap-5.xml');
    expect(texts(parseXml(last.body), SITEMAP_NS, 'loc')).toHaveLength(1000);
    for (const url of ['/sitemap-6.xml', '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
  });

  it('builds the news sitemap from the feeds of both languages, on our host only, and 404s other pages', async () => {
    const { get, fetched } = await serve();
    const res = await get('/news-1.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(SITEMAP_CACHE_CONTROL);
    const doc = parseXml(res.body);
    expect(texts(doc, SITEMAP_NS, 'loc').sort()).toEqual([`${ORIGIN}/ar/news/fresh`, `${ORIGIN}/en/news/fresh`]);
    expect(texts(doc, NEWS_NS, 'name')).toEqual(['Meridian Ports & Logistics', 'Meridian Ports & Logistics']);
    expect(fetched.sort()).toEqual([`https://${FEED_HOST}/ar.json?n=100`, `https://${FEED_HOST}/en.json?n=100`]);
    expect((await get('/news-2.xml')).statusCode).toBe(404);
    expect((await get('/news-0.xml')).statusCode).toBe(404);
  });

  it('lists content-managed news pages with their title and date', async () => {
    const published = new Date(Date.now() - 3_600_000).toISOString();
    const { get } = await serve({
      routes: () => [{ path: '/news' }, { path: '/news/launch', title: 'Launch & more', published }, { path: '/news/draft' }],
      layout: () => null,
    });
    const doc = parseXml((await get('/news-1.xml')).body);
    expect(texts(doc, SITEMAP_NS, 'loc')).toEqual([`${ORIGIN}/news/launch`, `${ORIGIN}/ar/news/launch`]);
    expect(texts(doc, NEWS_NS, 'title')).toEqual(['Launch & more', 'Launch & more']);
    expect(texts(doc, NEWS_NS, 'language')).toEqual(['en', 'ar']);
    expect(texts(doc, NEWS_NS, 'name')).toEqual(['ports-group', 'ports-group']);
  });

  it('never fetches a feed outside the allow-list, and caches the result only briefly', async () => {
    const { get, fetched, errors } = await serve({ allowedFeedHosts: ['other.example.com'] });
    const res = await get('/news-1.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(DEGRADED_SITEMAP_CACHE_CONTROL);
    expect(fetched).toEqual([]);
    expect(JSON.stringify(errors)).toContain('feed host not allowed');
  });

  it('serves what it has when a feed fails, briefly cached, with a log line', async () => {
    const { get, errors } = await serve({
      feed: (url) => {
        if (url.includes('/ar.json')) throw new Error('feed down');
        return defaultFeed(url);
      },
    });
    const res = await get('/news-1.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(DEGRADED_SITEMAP_CACHE_CONTROL);
    expect(texts(parseXml(res.body), SITEMAP_NS, 'loc')).toEqual([`${ORIGIN}/en/news/fresh`]);
    expect(JSON.stringify(errors)).toContain('feed unavailable');
  });

  it.each([
    ['CMS_TIMEOUT', 504],
    ['CMS_UNAVAILABLE', 502],
  ] as const)('answers %s as %i with a short text, never cached, and logs it', async (code, status) => {
    const { get, errors } = await serve({
      routes: () => {
        throw new CmsError(code, 'upstream detail with http://cms.internal/secret');
      },
    });
    for (const url of ['/sitemap.xml', '/sitemap-1.xml', '/news-1.xml']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).not.toContain('cms.internal');
      expect(res.body.length).toBeLessThan(200);
    }
    expect(errors.filter((e) => (e as { msg?: string }).msg === 'sitemap failed')).toHaveLength(3);
  });

  describe("with the CMS's published sitemap", () => {
    const cmsFile = (name: string): CmsSitemapFile => ({ name, url: `https://edge.sitecorecloud.io/sites/ports-group/${name}` });
    const urlset = (loc: string) => `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="${SITEMAP_NS}"><url><loc>${loc}</loc></url></urlset>`;

    it('serves its single sitemap.xml as /sitemap.xml, tagged for purges, and no numbered pages', async () => {
      const { get } = await serve({ cmsFiles: () => [cmsFile('sitemap.xml')], cmsRead: () => urlset(`${ORIGIN}/from-cms`) });
      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe(SITEMAP_CACHE_CONTROL);
      expect(res.headers['cache-tag']).toBe('sitemap');
      expect(texts(parseXml(res.body), SITEMAP_NS, 'loc')).toEqual([`${ORIGIN}/from-cms`]);
      expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
    });

    it('serves its index with our news sitemap added, and each numbered file under its name', async () => {
      const index = `<?xml version="1.0"?><sitemapindex xmlns="${SITEMAP_NS}"><sitemap><loc>${ORIGIN}/sitemap-1.xml</loc></sitemap></sitemapindex>`;
      const { get } = await serve({
        cmsFiles: () => [cmsFile('sitemap.xml'), cmsFile('sitemap-1.xml')],
        cmsRead: (file) => (file.name === 'sitemap.xml' ? index : urlset(`${ORIGIN}/page-one`)),
      });
      expect(texts(parseXml((await get('/sitemap.xml')).body), SITEMAP_NS, 'loc')).toEqual([`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/news-1.xml`]);
      expect(texts(parseXml((await get('/sitemap-1.xml')).body), SITEMAP_NS, 'loc')).toEqual([`${ORIGIN}/page-one`]);
      expect((await get('/sitemap-2.xml')).statusCode).toBe(404);
      // The news sitemap stays ours.
      expect((await get('/news-1.xml')).statusCode).toBe(200);
    });

    it('indexes its numbered files itself when it publishes no sitemap.xml', async () => {
      const { get } = await serve({ cmsFiles: () => [cmsFile('sitemap-1.xml'), cmsFile('sitemap-2.xml')], cmsRead: () => urlset(`${ORIGIN}/x`) });
      const res = await get('/sitemap.xml');
      expect(res.headers['cache-tag']).toBe('sitemap');
      expect(texts(parseXml(res.body), SITEMAP_NS, 'loc')).toEqual([`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/sitemap-2.xml`, `${ORIGIN}/news-1.xml`]);
    });

    it('falls back to the generated sitemap, briefly cached, with a log line, when the list cannot be had', async () => {
      const { get, errors } = await serve({
        cmsFiles: () => {
          throw new CmsError('CMS_TIMEOUT', 'list timed out');
        },
      });
      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(DEGRADED_SITEMAP_CACHE_CONTROL);
      expect(res.headers['cache-tag']).toBeUndefined();
      expect(texts(parseXml(res.body), SITEMAP_NS, 'loc')).toEqual([`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/news-1.xml`]);
      expect(JSON.stringify(errors)).toContain('CMS sitemap list unavailable');
    });

    it('takes a CMS whose answer has no sitemap list for one that publishes none, logged, cached as usual', async () => {
      const { get, errors } = await serve({
        cmsFiles: () => {
          throw new CmsError('CMS_BAD_RESPONSE', 'Cannot query field "sitemap" on type "SiteInfo"');
        },
      });
      const res = await get('/sitemap-1.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(SITEMAP_CACHE_CONTROL);
      expect(JSON.stringify(errors)).toContain('Cannot query field');
    });

    it('falls back to the generated page when a file cannot be had, with a log line naming it', async () => {
      const { get, errors } = await serve({ cmsFiles: () => [cmsFile('sitemap-1.xml')] });
      const res = await get('/sitemap-1.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(DEGRADED_SITEMAP_CACHE_CONTROL);
      expect(texts(parseXml(res.body), SITEMAP_NS, 'loc')).toEqual([`${ORIGIN}/`, `${ORIGIN}/ar`, `${ORIGIN}/about`, `${ORIGIN}/ar/about`]);
      expect(JSON.stringify(errors)).toContain('sitemap-1.xml');
    });
  });
});
