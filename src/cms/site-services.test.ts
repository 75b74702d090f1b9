import { readFileSync } from 'node:fs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createCms } from './cms.ts';
import {
  MAX_ROUTE_PAGES,
  ROBOTS_QUERY,
  LLMS_TXT_QUERY,
  SITE_COLLECTION_QUERY,
  ROUTES_PAGE_SIZE,
  SITE_ROUTES_QUERY,
  createSiteCollection,
  createSiteRobots,
  createSiteRoutes,
} from './site-services.ts';
import { describeSiteRoutesOver } from './site-services.suite.ts';
import { graphqlCall, sendJson, useFakeCms, type FakeHandler } from './test-support/fake-cms.ts';
import { OUR_FIXTURES } from './test-support/protocol-fixtures.ts';

const start = useFakeCms(({ config, graphql, log }) => ({
  routes: createSiteRoutes(config.siteName, graphql, log),
  robots: createSiteRobots(config.siteName, graphql),
  sites: createSiteCollection(graphql),
}));

function routesAnswer(results: unknown[], pageInfo = { endCursor: '', hasNext: false }, total = results.length) {
  return { data: { site: { siteInfo: { routes: { total, pageInfo, results } } } } };
}

/** Pages of `perPage` paths, the cursor being the offset, as a CMS would page `paths`. */
function pagedRoutes(paths: string[], perPage: number): FakeHandler {
  return (req, res) => {
    const { variables } = graphqlCall(req);
    const start = typeof variables.after === 'string' ? Number(variables.after) : 0;
    const end = start + perPage;
    const results = paths.slice(start, end).map((path) => ({ path, route: null }));
    const hasNext = end < paths.length;
    sendJson(res, 200, routesAnswer(results, { endCursor: hasNext ? String(end) : '', hasNext }, paths.length));
  };
}

describe('createSiteRoutes', () => {
  it('reads every page along the cursor, with the site, language and page size', async () => {
    const paths = Array.from({ length: 7 }, (_, i) => `/page-${i}`);
    const { cms, routes } = await start(pagedRoutes(paths, 3));
    const result = await routes('ar');
    expect(result.data.map((r) => r.path)).toEqual(paths);
    expect(result.bytes).toBeGreaterThan(0);
    expect(cms.requests.map((req) => graphqlCall(req))).toEqual([
      { operation: 'SiteRoutesQuery', variables: { site: 'corporate', language: 'ar', pageSize: ROUTES_PAGE_SIZE } },
      { operation: 'SiteRoutesQuery', variables: { site: 'corporate', language: 'ar', pageSize: ROUTES_PAGE_SIZE, after: '3' } },
      { operation: 'SiteRoutesQuery', variables: { site: 'corporate', language: 'ar', pageSize: ROUTES_PAGE_SIZE, after: '6' } },
    ]);
  });

  it('stops after MAX_ROUTE_PAGES when the CMS never stops, and says so', async () => {
    let call = 0;
    const { cms, routes, log } = await start((_req, res) => {
      call += 1;
      sendJson(res, 200, routesAnswer([{ path: `/p${call}` }], { endCursor: `c${call}`, hasNext: true }));
    });
    const result = await routes('en');
    expect(cms.requests).toHaveLength(MAX_ROUTE_PAGES);
    expect(result.data).toHaveLength(MAX_ROUTE_PAGES);
    expect(log.warnings.some(([, message]) => String(message).includes('more pages'))).toBe(true);
  });

  it('stops when the cursor does not move, and lists each path once', async () => {
    const { cms, routes } = await start((_req, res) =>
      sendJson(res, 200, routesAnswer([{ path: '/a' }, { path: '/A/' }], { endCursor: 'same', hasNext: true })),
    );
    expect((await routes('en')).data).toEqual([{ path: '/a' }]);
    expect(cms.requests).toHaveLength(2);
  });

  it('reads dates, titles and odd paths the way Sitecore sends them', async () => {
    const results = [
      {
        path: '/news/launch',
        route: {
          displayName: 'Launch',
          title: { value: ' Launch day ' },
          metaTitle: { value: 'Meta' },
          publishDate: { value: '20261121T083000Z' },
          created: { value: '20261120T000000Z' },
          updated: { value: '20261122T101500Z' },
        },
      },
      {
        path: '/news/old',
        route: { displayName: 'Old', title: null, metaTitle: { value: '' }, publishDate: { value: '00010101T000000' }, created: { value: '20200102T030405' } },
      },
      { path: '//about//', route: { displayName: '', title: null, updated: { value: 'yesterday' } } },
      { path: '' },
      { path: 42 },
      { path: '/a/../etc' },
      { path: '/search?q=1' },
      'odd',
    ];
    const { routes } = await start((_req, res) => sendJson(res, 200, routesAnswer(results)));
    expect((await routes('en')).data).toEqual([
      {
        path: '/news/launch',
        title: 'Launch day',
        published: '2026-11-21T08:30:00.000Z',
        updated: '2026-11-22T10:15:00.000Z',
      },
      { path: '/news/old', title: 'Old', published: '2020-01-02T03:04:05.000Z' },
      { path: '/about' },
    ]);
  });

  it('reads an unknown site as no routes, and a page without results as a bad answer', async () => {
    const { routes, cms } = await start((_req, res) => sendJson(res, 200, { data: { site: { siteInfo: null } } }));
    expect((await routes('en')).data).toEqual([]);
    cms.handle((_req, res) => sendJson(res, 200, { data: { site: { siteInfo: { routes: { total: 1 } } } } }));
    await expect(routes('en')).rejects.toMatchObject({ code: 'CMS_BAD_RESPONSE', status: 502 });
  });
});

describe('createSiteRobots', () => {
  it('reads the robots text of the site', async () => {
    const text = 'User-agent: *\nDisallow: /private/\n';
    const { cms, robots } = await start((_req, res) => sendJson(res, 200, { data: { site: { siteInfo: { robots: text } } } }));
    expect((await robots()).data).toBe(text);
    expect(graphqlCall(cms.requests[0]!)).toEqual({ operation: 'RobotsQuery', variables: { site: 'corporate' } });
  });

  it.each([
    ['an empty text', { site: { siteInfo: { robots: '  \n' } } }],
    ['no text', { site: { siteInfo: { robots: null } } }],
    ['an unknown site', { site: { siteInfo: null } }],
  ])('reads %s as null', async (_name, data) => {
    const { robots } = await start((_req, res) => sendJson(res, 200, { data }));
    expect((await robots()).data).toBeNull();
  });
});

describe('Cms.getRoutes and Cms.getRobots', () => {
  it('read through the cache, one key per language for routes and one for robots', async () => {
    const {
      cms: upstream,
      config,
      log,
    } = await start((req, res) => {
      const { operation, variables } = graphqlCall(req);
      if (operation === 'RobotsQuery') return sendJson(res, 200, { data: { site: { siteInfo: { robots: 'User-agent: *' } } } });
      sendJson(res, 200, routesAnswer([{ path: `/${String(variables.language)}` }]));
    });
    const cms = createCms(config, log);
    onTestFinished(() => cms.close());
    expect(await cms.getRoutes('en')).toMatchObject({ data: [{ path: '/en' }], cache: 'miss' });
    expect(await cms.getRoutes('en')).toMatchObject({ data: [{ path: '/en' }], cache: 'hit' });
    expect(await cms.getRoutes('ar')).toMatchObject({ data: [{ path: '/ar' }], cache: 'miss' });
    expect(await cms.getRobots()).toMatchObject({ data: 'User-agent: *', cache: 'miss' });
    expect(await cms.getRobots()).toMatchObject({ cache: 'hit' });
    expect(await cms.getRoutes('en', { fresh: true })).toMatchObject({ cache: 'bypass' });
    expect(upstream.requests).toHaveLength(4);
    expect(cms.cache.keys().sort()).toEqual(['robots|corporate||', 'routes|corporate|ar|', 'routes|corporate|en|']);
  });
});

describe('createSiteCollection', () => {
  it("reads each site's languages from its route counts, its default language first", async () => {
    const { sites, cms } = await start((_req, res) =>
      sendJson(res, 200, {
        data: {
          site: {
            siteInfoCollection: [
              { name: 'website', hostName: '*', language: 'en' },
              { name: 'global', hostName: '*', language: 'en', rootPath: '/sitecore/content/global', routes_en: { total: 40 }, routes_ar: { total: 38 } },
              { name: 'drydocks', hostName: 'drydocks.example.com', language: 'en', routes_en: { total: 12 }, routes_ar: { total: 0 } },
              { name: 'souq', hostName: 'souq.example.com', language: 'ar', routes_en: { total: 3 }, routes_ar: { total: 9 } },
              // Being built: no page yet in any language; and an answer without the counts.
              { name: 'new', hostName: 'new.example.com', language: 'en', routes_en: { total: 0 }, routes_ar: { total: 0 } },
              { name: 'older', hostName: 'older.example.com', language: 'en' },
            ],
          },
        },
      }),
    );
    const { data } = await sites();
    expect(data.map((site) => [site.name, site.languages])).toEqual([
      ['global', ['en', 'ar']],
      ['drydocks', ['en']],
      ['souq', ['ar', 'en']],
      ['new', ['en', 'ar']],
      ['older', ['en', 'ar']],
    ]);
    expect((JSON.parse(cms.requests[0]!.body) as { query: string }).query).toBe(SITE_COLLECTION_QUERY);
  });
});

describe('docs/cms-protocol.md', () => {
  it('shows the exact queries the client sends', () => {
    const doc = readFileSync(new URL('../../docs/cms-protocol.md', import.meta.url), 'utf8');
    expect(doc).toContain(SITE_ROUTES_QUERY);
    expect(doc).toContain(ROBOTS_QUERY);
    expect(doc).toContain(LLMS_TXT_QUERY);
    expect(doc).toContain(SITE_COLLECTION_QUERY);
  });
});

describeSiteRoutesOver(OUR_FIXTURES, {
  paths: ['/', '/terminals', '/terminals/jebel-quay', '/terminals/jebel-quay/berths', '/news/harbour-open-day'],
});
