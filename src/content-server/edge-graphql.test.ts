import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutServiceData } from '../cms/types.ts';
import type { ContentServer } from './content-server.ts';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT_DIR } from './content-server.ts';
import { routePathOfFile } from './content-store.ts';
import { get, graphql, layoutUrl, protocolQueries, startTestServer } from './test-support.ts';

const Q = protocolQueries();

/** A query of docs/cms-protocol.md by operation name, verbatim (the site services added there). */
function docQuery(name: string): string {
  const doc = readFileSync(new URL('../../docs/cms-protocol.md', import.meta.url), 'utf8');
  const query = [...doc.matchAll(/```graphql\n([\s\S]*?)```/g)]
    .map((m) => m[1] ?? '')
    .find((q) => q.includes(`query ${name}(`) || q.includes(`query ${name} {`));
  if (!query) throw new Error(`docs/cms-protocol.md has no ${name}`);
  return query;
}
const ROUTES_QUERY = docQuery('SiteRoutesQuery');
const ROBOTS_QUERY = docQuery('RobotsQuery');
const SETTINGS_PATH = '/sitecore/content/ports-group/Settings/Site Settings';

let server: ContentServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface DictionaryPage {
  total: number;
  pageInfo: { endCursor: string; hasNext: boolean };
  results: Array<{ key: string; value: string }>;
}

async function dictionaryPage(language: string, pageSize?: number, after?: string): Promise<DictionaryPage> {
  const variables: Record<string, unknown> = { site: 'ports-group', language };
  if (pageSize !== undefined) variables.pageSize = pageSize;
  if (after !== undefined) variables.after = after;
  const res = await graphql(server, Q.DictionarySiteQuery, variables);
  expect(res.status).toBe(200);
  const body = res.json as { data: { site: { siteInfo: { dictionary: DictionaryPage } } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data.site.siteInfo.dictionary;
}

describe('LayoutQuery', () => {
  it.each(['en', 'ar'])('answers rendered = the REST answer for the home route in %s', async (language) => {
    const res = await graphql(server, Q.LayoutQuery, { site: 'ports-group', routePath: '/', language });
    expect(res.status).toBe(200);
    const rendered = (res.json as { data: { layout: { item: { rendered: LayoutServiceData } } } }).data.layout.item.rendered;
    const rest = (await get(layoutUrl(server, '/', language))).json;
    expect(rendered).toEqual(rest);
    expect(rendered.sitecore.context).toMatchObject({ pageEditing: false, pageState: 'normal', language, itemPath: '/' });
  });

  it('answers item null for a missing route and layout null for an unknown site', async () => {
    const missing = await graphql(server, Q.LayoutQuery, { site: 'ports-group', routePath: '/missing', language: 'en' });
    expect(missing.json).toEqual({ data: { layout: { item: null } } });
    const unknown = await graphql(server, Q.LayoutQuery, { site: 'other', routePath: '/', language: 'en' });
    expect(unknown.json).toEqual({ data: { layout: null } });
  });

  it('counts GraphQL requests', async () => {
    const before = server.stats.graphql;
    await graphql(server, Q.LayoutQuery, { site: 'ports-group', routePath: '/about', language: 'en' });
    expect(server.stats.graphql).toBe(before + 1);
  });
});

describe('DictionarySiteQuery', () => {
  it('answers every phrase in one page with the default page size', async () => {
    const page = await dictionaryPage('en');
    expect(page.pageInfo).toEqual({ endCursor: '', hasNext: false });
    expect(page.results.length).toBe(page.total);
    expect(page.results).toContainEqual({ key: 'Carousel.Next', value: 'Next' });
  });

  it('pages through the phrases with opaque cursors', async () => {
    const all = await dictionaryPage('ar');
    const collected: DictionaryPage['results'] = [];
    let after: string | undefined;
    let pages = 0;
    for (;;) {
      const page = await dictionaryPage('ar', 5, after);
      expect(page.total).toBe(all.total);
      expect(page.results.length).toBeLessThanOrEqual(5);
      collected.push(...page.results);
      pages += 1;
      if (!page.pageInfo.hasNext) {
        expect(page.pageInfo.endCursor).toBe('');
        break;
      }
      expect(page.pageInfo.endCursor).not.toMatch(/^\d+$/);
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(Math.ceil(all.total / 5));
    expect(collected).toEqual(all.results);
    expect(collected).toContainEqual({ key: 'Carousel.Next', value: 'التالي' });
  });

  it('answers an error for a forged cursor or a page size out of range', async () => {
    const forged = await graphql(server, Q.DictionarySiteQuery, { site: 'ports-group', language: 'en', after: 'bm9wZQ' });
    expect((forged.json as { errors: Array<{ message: string }> }).errors[0]?.message).toMatch(/cursor/i);
    const zero = await graphql(server, Q.DictionarySiteQuery, { site: 'ports-group', language: 'en', pageSize: 0 });
    expect((zero.json as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });

  it('answers siteInfo null for an unknown site, and no phrases for an unknown language', async () => {
    const unknown = await graphql(server, Q.DictionarySiteQuery, { site: 'other', language: 'en' });
    expect(unknown.json).toEqual({ data: { site: { siteInfo: null } } });
    const french = await dictionaryPage('fr');
    expect(french).toEqual({ total: 0, pageInfo: { endCursor: '', hasNext: false }, results: [] });
  });
});

describe('SiteSettingsQuery', () => {
  it.each(['en', 'ar'])('answers the site settings fields as jsonValue in %s', async (language) => {
    const res = await graphql(server, Q.SiteSettingsQuery, { path: SETTINGS_PATH, language });
    expect(res.status).toBe(200);
    const fields = (res.json as { data: { item: { fields: Array<{ name: string; jsonValue: unknown }> } } }).data.item.fields;
    const byName = Object.fromEntries(fields.map((field) => [field.name, field.jsonValue]));
    expect(byName.favicon).toMatchObject({ value: { src: '/-/media/ports-group/favicon.svg' } });
    for (const name of ['headSiteScripts', 'gtmScripts', 'cookieScripts', 'bodyStartSiteScripts', 'bodyEndSiteScripts']) {
      expect((byName[name] as { value: string }).value, name).toMatch(/^<script>[^<]+<\/script>$/);
    }
  });

  it('finds the item whatever the case of its path, and answers null for an unknown path', async () => {
    const res = await graphql(server, Q.SiteSettingsQuery, { path: SETTINGS_PATH.toLowerCase(), language: 'en' });
    expect((res.json as { data: { item: unknown } }).data.item).not.toBeNull();
    const none = await graphql(server, Q.SiteSettingsQuery, { path: '/sitecore/content/nothing', language: 'en' });
    expect(none.json).toEqual({ data: { item: null } });
  });

  it('reads route items by path too', async () => {
    const res = await graphql(server, Q.SiteSettingsQuery, { path: '/sitecore/content/ports-group/Home/about', language: 'ar' });
    const fields = (res.json as { data: { item: { fields: Array<{ name: string; jsonValue: { value: unknown } }> } } }).data.item.fields;
    expect(fields.find((field) => field.name === 'browserTitle')?.jsonValue.value).toMatch(/من نحن/);
  });
});

describe('ErrorPagesQuery', () => {
  it.each([
    ['en', 'Page Not Found'],
    ['ar', 'الصفحة غير موجودة'],
  ])('answers the not-found page rendered in %s', async (language, subHeadline) => {
    const res = await graphql(server, Q.ErrorPagesQuery, { site: 'ports-group', language });
    expect(res.status).toBe(200);
    const handling = (
      res.json as {
        data: { site: { siteInfo: { errorHandling: Record<string, unknown> } } };
      }
    ).data.site.siteInfo.errorHandling;
    expect(handling.notFoundPagePath).toBe('/404');
    expect(handling.serverErrorPage).toBeNull();
    const rendered = (handling.notFoundPage as { rendered: LayoutServiceData }).rendered;
    expect(rendered.sitecore.context).toMatchObject({ language, itemPath: '/404', pageState: 'normal' });
    expect(rendered.sitecore.route?.name).toBe('404');
    expect(rendered.sitecore.route?.fields).toMatchObject({ headline: { value: '404' }, subHeadline: { value: subHeadline } });
    expect(rendered).toEqual((await get(layoutUrl(server, '/404', language))).json);
  });
});

describe('GraphQL endpoint', () => {
  it('refuses a missing or wrong key with 401 and a GraphQL error body', async () => {
    const missing = await graphql(server, Q.LayoutQuery, { site: 'ports-group', routePath: '/', language: 'en' }, {});
    expect(missing.status).toBe(401);
    expect((missing.json as { errors: Array<{ message: string }> }).errors[0]?.message).toMatch(/key/i);
    const wrong = await graphql(server, Q.LayoutQuery, { site: 'ports-group', routePath: '/', language: 'en' }, { sc_apikey: 'nope' });
    expect(wrong.status).toBe(401);
  });

  it('accepts the key as an Edge context id in the query string', async () => {
    const res = await graphql(
      server,
      Q.LayoutQuery,
      { site: 'ports-group', routePath: '/', language: 'en' },
      {},
      `/sitecore/api/graph/edge?sitecoreContextId=${server.apiKey}`,
    );
    expect(res.status).toBe(200);
  });

  it('answers 400 with errors for a syntax error, an unknown field or a missing variable', async () => {
    const syntax = await graphql(server, '{ layout(', {});
    expect(syntax.status).toBe(400);
    expect((syntax.json as { errors: unknown[] }).errors.length).toBe(1);
    const unknownField = await graphql(server, '{ nothing }', {});
    expect(unknownField.status).toBe(400);
    const missingVariable = await graphql(server, Q.LayoutQuery, { site: 'ports-group' });
    expect(missingVariable.status).toBe(400);
    const noQuery = await get(`${server.origin}/sitecore/api/graph/edge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sc_apikey: server.apiKey },
      body: JSON.stringify({ variables: {} }),
    });
    expect(noQuery.status).toBe(400);
  });

  it('executes queries beyond the four the site sends', async () => {
    const res = await graphql(server, '{ site { siteInfoCollection { name rootPath language } } }', {});
    expect(res.json).toEqual({
      data: {
        site: {
          siteInfoCollection: [
            { name: 'drydocks', rootPath: '/sitecore/content/drydocks', language: 'en' },
            { name: 'ports-group', rootPath: '/sitecore/content/ports-group', language: 'en' },
          ],
        },
      },
    });
  });
});

interface RoutesPage {
  total: number;
  pageInfo: { endCursor: string; hasNext: boolean };
  results: Array<{ path: string; route: { displayName: string; title: unknown; metaTitle: { value: string } | null; updated: unknown } }>;
}

async function routesPage(variables: Record<string, unknown>, query = ROUTES_QUERY): Promise<RoutesPage> {
  const res = await graphql(server, query, { site: 'ports-group', ...variables });
  expect(res.status).toBe(200);
  const body = res.json as { data: { site: { siteInfo: { routes: RoutesPage } } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data.site.siteInfo.routes;
}

/** Every route file of the sample site but the not-found page, as paths, in the sorted order the query uses. */
const SAMPLE_PATHS = readdirSync(path.join(DEFAULT_CONTENT_DIR, 'sites', 'ports-group', 'en', 'routes'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .map(routePathOfFile)
  .filter((routePath) => routePath !== '/404')
  .sort();

describe('SiteRoutesQuery', () => {
  it.each(['en', 'ar'])('lists every page in %s by path, sorted, without the not-found page', async (language) => {
    const page = await routesPage({ language, pageSize: 1000 });
    expect(page.results.map((r) => r.path)).toEqual(SAMPLE_PATHS);
    expect(page.total).toBe(SAMPLE_PATHS.length);
    expect(page.pageInfo).toEqual({ endCursor: '', hasNext: false });
  });

  it('answers the route item with its fields, and null for fields the template lacks', async () => {
    const page = await routesPage({ language: 'ar', pageSize: 1000 });
    const about = page.results.find((r) => r.path === '/about')!;
    expect(about.route.displayName).toBeTruthy();
    expect(about.route.metaTitle?.value).toMatch(/من نحن/);
    expect(about.route.title).toBeNull();
    expect(about.route.updated).toBeNull();
  });

  it('pages along opaque cursors with the default page size of 10 or a given one', async () => {
    const collected: string[] = [];
    let after: string | undefined;
    let pages = 0;
    for (;;) {
      const page = await routesPage({ language: 'en', pageSize: 4, ...(after ? { after } : {}) });
      expect(page.total).toBe(SAMPLE_PATHS.length);
      collected.push(...page.results.map((r) => r.path));
      pages += 1;
      if (!page.pageInfo.hasNext) break;
      expect(page.pageInfo.endCursor).not.toMatch(/^\d+$/);
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(Math.ceil(SAMPLE_PATHS.length / 4));
    expect(collected).toEqual(SAMPLE_PATHS);
    const byDefault = await routesPage(
      { language: 'en' },
      '{ site { siteInfo(site: "ports-group") { routes(language: "en") { total results { routePath } } } } }',
    );
    expect(byDefault.results).toHaveLength(Math.min(10, SAMPLE_PATHS.length));
  });

  it('refuses a dictionary cursor, a forged cursor and a page size out of range', async () => {
    const dictionary = await graphql(server, Q.DictionarySiteQuery, { site: 'ports-group', language: 'en', pageSize: 5 });
    const dictionaryCursor = (dictionary.json as { data: { site: { siteInfo: { dictionary: DictionaryPage } } } }).data.site.siteInfo.dictionary.pageInfo
      .endCursor;
    for (const variables of [{ after: dictionaryCursor }, { after: 'bm9wZQ' }, { pageSize: 0 }, { pageSize: 1001 }]) {
      const res = await graphql(server, ROUTES_QUERY, { site: 'ports-group', language: 'en', ...variables });
      expect((res.json as { errors?: unknown[] }).errors?.length, JSON.stringify(variables)).toBeGreaterThan(0);
    }
  });

  it('keeps to included paths and leaves out excluded ones, as route or item paths', async () => {
    const query = `query ($included: [String], $excluded: [String]) { site { siteInfo(site: "ports-group") {
      routes(language: "en", first: 1000, includedPaths: $included, excludedPaths: $excluded) { total results { path: routePath } }
    } } }`;
    const paths = async (variables: Record<string, unknown>) => {
      const res = await graphql(server, query, variables);
      const routes = (res.json as { data: { site: { siteInfo: { routes: RoutesPage } } } }).data.site.siteInfo.routes;
      return routes.results.map((r) => r.path);
    };
    expect(await paths({ included: ['/solutions'] })).toEqual(SAMPLE_PATHS.filter((p) => p.startsWith('/solutions')));
    expect(await paths({ included: ['/sitecore/content/ports-group/Home/Solutions'], excluded: ['/solutions/logistics'] })).toEqual(
      SAMPLE_PATHS.filter((p) => p.startsWith('/solutions') && p !== '/solutions/logistics'),
    );
    expect(await paths({ excluded: ['/sol'] })).toEqual(SAMPLE_PATHS);
  });

  it('answers no routes for an unknown language and siteInfo null for an unknown site', async () => {
    expect(await routesPage({ language: 'fr' })).toEqual({ total: 0, pageInfo: { endCursor: '', hasNext: false }, results: [] });
    const unknown = await graphql(server, ROUTES_QUERY, { site: 'other', language: 'en' });
    expect(unknown.json).toEqual({ data: { site: { siteInfo: null } } });
  });
});

describe('RobotsQuery', () => {
  it("answers the site's robots text", async () => {
    const res = await graphql(server, ROBOTS_QUERY, { site: 'ports-group' });
    const robots = (res.json as { data: { site: { siteInfo: { robots: string } } } }).data.site.siteInfo.robots;
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).not.toMatch(/%PUBLIC_URL%|^Sitemap:/im);
  });

  it('answers siteInfo null for an unknown site', async () => {
    const res = await graphql(server, ROBOTS_QUERY, { site: 'other' });
    expect(res.json).toEqual({ data: { site: { siteInfo: null } } });
  });
});

describe('BreadcrumbQuery (item ancestors, as Experience Edge answers them)', () => {
  const ancestorsQuery = `query ($contextItem: String!, $language: String!, $templates: [String]) {
    item(path: $contextItem, language: $language) {
      id displayName url { path url }
      title: field(name: "browserTitle") { value }
      ancestors(hasLayout: true, includeTemplateIDs: $templates) { id displayName url { path } template { id } }
    }
  }`;
  type Answer = {
    data: { item: { url: { path: string }; title: { value: string }; ancestors: Array<{ url: { path: string }; template: { id: string } }> } | null };
  };

  it('lists the pages above an item nearest first, by item id or item path, in the language asked', async () => {
    const byPath = await graphql(server, ancestorsQuery, { contextItem: '/sitecore/content/ports-group/Home/Solutions/Logistics', language: 'en' });
    const item = (byPath.json as Answer).data.item!;
    expect(item.url.path).toBe('/solutions/logistics');
    expect(item.ancestors.map((a) => a.url.path)).toEqual(['/solutions', '/']);
    const byId = await graphql(server, ancestorsQuery, { contextItem: '572b63ad-2cb9-57be-9f74-e81cf4144180', language: 'ar' });
    const about = (byId.json as Answer).data.item!;
    expect(about.url.path).toBe('/about');
    expect(about.title.value).toMatch(/من نحن/);
    expect(about.ancestors.map((a) => a.url.path)).toEqual(['/']);
  });

  it('filters ancestors by template id in any GUID spelling; the home page has none', async () => {
    const templateId = '{4414A1F9-826A-4647-8EF4-5E4B8A2D2A8B}';
    const kept = await graphql(server, ancestorsQuery, {
      contextItem: '/sitecore/content/ports-group/Home/Solutions/Logistics',
      language: 'en',
      templates: [templateId],
    });
    expect((kept.json as Answer).data.item!.ancestors).toHaveLength(2);
    const none = await graphql(server, ancestorsQuery, {
      contextItem: '/sitecore/content/ports-group/Home/Solutions/Logistics',
      language: 'en',
      templates: ['00000000-0000-0000-0000-000000000000'],
    });
    expect((none.json as Answer).data.item!.ancestors).toEqual([]);
    const home = await graphql(server, ancestorsQuery, { contextItem: '/sitecore/content/ports-group/Home', language: 'en' });
    expect((home.json as Answer).data.item!.ancestors).toEqual([]);
  });
});

describe('RedirectsQuery', () => {
  const REDIRECTS_QUERY = docQuery('RedirectsQuery');
  const siteFile = path.join(DEFAULT_CONTENT_DIR, 'sites', 'ports-group', 'site.json');

  it("answers the site's redirects as site.json lists them, every field, in order", async () => {
    const res = await graphql(server, REDIRECTS_QUERY, { siteName: 'ports-group' });
    expect(res.status).toBe(200);
    const { redirects } = JSON.parse(readFileSync(siteFile, 'utf8')) as { redirects: unknown[] };
    expect(redirects.length).toBeGreaterThan(0);
    expect(res.json).toEqual({ data: { site: { siteInfo: { redirects } } } });
  });

  it('answers siteInfo null for an unknown site', async () => {
    const res = await graphql(server, REDIRECTS_QUERY, { siteName: 'other' });
    expect(res.json).toEqual({ data: { site: { siteInfo: null } } });
  });
});

describe('SitemapQuery', () => {
  const SITEMAP_QUERY = docQuery('SitemapQuery');

  it("lists the sample site's one published sitemap file, which the server serves", async () => {
    const res = await graphql(server, SITEMAP_QUERY, { siteName: 'ports-group' });
    expect(res.status).toBe(200);
    const urls = (res.json as { data: { site: { siteInfo: { sitemap: string[] } } } }).data.site.siteInfo.sitemap;
    expect(urls).toEqual([`${server.origin}/sitemaps/ports-group/sitemap.xml`]);
    const file = await get(urls[0]!);
    expect(file.status).toBe(200);
    // site.json's target host name and scheme, both languages.
    const { targetHostname, scheme } = JSON.parse(readFileSync(path.join(DEFAULT_CONTENT_DIR, 'sites', 'ports-group', 'site.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(file.text).toContain(`<loc>${scheme}://${targetHostname}/about</loc>`);
    expect(file.text).toContain(`<loc>${scheme}://${targetHostname}/ar/about</loc>`);
  });

  it('answers siteInfo null for an unknown site', async () => {
    const res = await graphql(server, SITEMAP_QUERY, { siteName: 'other' });
    expect(res.json).toEqual({ data: { site: { siteInfo: null } } });
  });
});

describe('SiteInfoCollectionQuery', () => {
  it("lists every site with its name, host name and default language, as Sitecore's SiteInfoService asks", async () => {
    const res = await graphql(server, docQuery('SiteInfoCollectionQuery'), {});
    const siteJson = (name: string) => JSON.parse(readFileSync(path.join(DEFAULT_CONTENT_DIR, 'sites', name, 'site.json'), 'utf8')) as Record<string, string>;
    const site = siteJson('ports-group');
    const drydocks = siteJson('drydocks');
    expect(site.hostname).toBe('*');
    expect(drydocks.hostname).toBe('drydocks.localhost');
    expect(res.json).toEqual({
      data: {
        site: {
          siteInfoCollection: [
            { name: 'drydocks', hostName: drydocks.hostname, language: drydocks.defaultLanguage },
            { name: 'ports-group', hostName: site.hostname, language: site.defaultLanguage },
          ],
        },
      },
    });
  });
});

describe('the Edge Platform endpoint', () => {
  const platform = '/v1/content/api/graphql/v1';

  it('answers the same queries with the key as a context id in x-sitecore-contextid', async () => {
    const res = await graphql(server, ROBOTS_QUERY, { site: 'ports-group' }, { 'x-sitecore-contextid': server.apiKey }, platform);
    expect(res.status).toBe(200);
    const direct = await graphql(server, ROBOTS_QUERY, { site: 'ports-group' });
    expect(res.json).toEqual(direct.json);
  });

  it.each([
    ['no key', {}],
    ['a wrong context id', { 'x-sitecore-contextid': 'wrong' }],
  ])('refuses %s with 401', async (_case, headers) => {
    const res = await graphql(server, ROBOTS_QUERY, { site: 'ports-group' }, headers, platform);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ errors: [{ extensions: { code: 'CONTENT_API_KEY_INVALID' } }] });
  });
});

describe('personalization', () => {
  const PERSONALIZE_QUERY = `query ($siteName: String!, $language: String!, $itemPath: String!) {
    layout(site: $siteName, routePath: $itemPath, language: $language) { item { id version personalization { variantIds } } }
  }`;

  // In order of first appearance: the hero's (visitors from Saudi Arabia), then the promo's (the campaign).
  const HOME_VARIANTS = ['9672a417862e5fd1628942d72d8a7cf7', 'd879b6a6f6ed75a8ddc28e526eb60e75'];
  const ABOUT_VARIANTS = ['b4a0fef4192859e1936aa5533743fd9c_bdc8c115dd958dbf7b44a9fb8154d036'];

  it.each(['en', 'ar'])("answers a layout item's id, version and variants, as Sitecore's PersonalizeService asks (%s)", async (language) => {
    for (const [itemPath, file, variantIds] of [
      ['/', 'home.json', HOME_VARIANTS],
      ['/about', 'about.json', ABOUT_VARIANTS],
      ['/contact', 'contact.json', []],
    ] as const) {
      const res = await graphql(server, PERSONALIZE_QUERY, { siteName: 'ports-group', itemPath, language });
      const route = JSON.parse(readFileSync(path.join(DEFAULT_CONTENT_DIR, 'sites', 'ports-group', language, 'routes', file), 'utf8')) as {
        itemId: string;
        itemVersion: number;
      };
      expect(res.json, itemPath).toEqual({ data: { layout: { item: { id: route.itemId, version: route.itemVersion, personalization: { variantIds } } } } });
    }
  });

  it('answers variants on route items (page variants first) and null on plain items', async () => {
    const query = `query ($path: String!) { item(path: $path, language: "en") { personalization { variantIds } } }`;
    expect((await graphql(server, query, { path: '/sitecore/content/ports-group/Home' })).json).toEqual({
      data: { item: { personalization: { variantIds: HOME_VARIANTS } } },
    });
    expect((await graphql(server, query, { path: '/sitecore/content/ports-group/Home/about' })).json).toEqual({
      data: { item: { personalization: { variantIds: ABOUT_VARIANTS } } },
    });
    expect((await graphql(server, query, { path: '/sitecore/content/ports-group/Home/contact' })).json).toEqual({
      data: { item: { personalization: { variantIds: [] } } },
    });
    expect((await graphql(server, query, { path: SETTINGS_PATH })).json).toEqual({ data: { item: { personalization: null } } });
  });

  it('lists the variants on the site routes the personalised SitePathService reads', async () => {
    const query = `query { site { siteInfo(site: "ports-group") { routes(language: "ar", includedPaths: ["/about"], first: 1) {
      results { routePath route { personalization { variantIds } } } } } } }`;
    expect((await graphql(server, query, {})).json).toEqual({
      data: { site: { siteInfo: { routes: { results: [{ routePath: '/about', route: { personalization: { variantIds: ABOUT_VARIANTS } } }] } } } },
    });
  });

  it('carries the experiences as stored in REST and in GraphQL rendered', async () => {
    const stored = JSON.parse(readFileSync(path.join(DEFAULT_CONTENT_DIR, 'sites', 'ports-group', 'en', 'routes', 'home.json'), 'utf8')) as {
      placeholders: Record<string, Array<{ experiences?: unknown }>>;
    };
    const hero = stored.placeholders['headless-hero']![0]!;
    expect(Object.keys(hero.experiences as object)).toEqual([HOME_VARIANTS[0]]);
    const rest = await get(layoutUrl(server, '/', 'en'));
    const restRoute = (rest.json as { sitecore: { route: typeof stored } }).sitecore.route;
    expect(restRoute.placeholders['headless-hero']![0]!.experiences).toEqual(hero.experiences);
    const query = `query { layout(site: "ports-group", routePath: "/", language: "en") { item { rendered } } }`;
    const rendered = (await graphql(server, query, {})).json as { data: { layout: { item: { rendered: { sitecore: { route: typeof stored } } } } } };
    expect(rendered.data.layout.item.rendered.sitecore.route.placeholders['headless-hero']![0]!.experiences).toEqual(hero.experiences);
  });
});
