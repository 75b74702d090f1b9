import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutServiceData } from '../cms/types.ts';
import type { ContentServer } from './content-server.ts';
import { get, graphql, layoutUrl, protocolQueries, startTestServer } from './test-support.ts';

const Q = protocolQueries();
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
      data: { site: { siteInfoCollection: [{ name: 'ports-group', rootPath: '/sitecore/content/ports-group', language: 'en' }] } },
    });
  });
});
