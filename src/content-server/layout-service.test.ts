import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutServiceData } from '../cms/types.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT_DIR, type ContentServer } from './content-server.ts';
import { get, graphql, layoutUrl, protocolQueries, startTestServer } from './test-support.ts';
import { pageBlocks } from '../../scripts/page-areas.ts';

let server: ContentServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The page's blocks, hero area then main area. */
function pageComponents(layout: LayoutServiceData): string[] {
  return pageBlocks(layout.sitecore.route?.placeholders).map((rendering) => String((rendering as { componentName?: unknown }).componentName));
}

describe('Layout Service REST', () => {
  it.each(['en', 'ar'])('answers the home route in %s with a per-request visitor context', async (language) => {
    const res = await get(layoutUrl(server, '/', language));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const layout = res.json as LayoutServiceData;
    expect(layout.sitecore.context).toEqual({
      pageEditing: false,
      site: { name: 'ports-group' },
      pageState: 'normal',
      language,
      itemPath: '/',
    });
    expect(layout.sitecore.route?.name).toBe('Home');
    expect(layout.sitecore.route?.itemLanguage).toBe(language);
    const stored = JSON.parse(readFileSync(path.join(DEFAULT_CONTENT_DIR, 'sites', 'ports-group', language, 'routes', 'home.json'), 'utf8'));
    expect(pageComponents(layout)).toEqual(pageBlocks<{ componentName: string }>(stored.placeholders).map((r) => r.componentName));
    expect(pageComponents(layout).slice(0, 2)).toEqual(['HeroBanner', 'RichText']);
    // A generic page that opens with a hero has it in the hero area (scripts/page-areas.ts).
    expect(layout.sitecore.route?.placeholders?.['headless-hero']?.map((r) => ('componentName' in r ? r.componentName : ''))).toEqual(['HeroBanner']);
    // The header and footer come from the site's partial designs, merged into every route.
    const names = (placeholder: string) => (layout.sitecore.route?.placeholders?.[placeholder] ?? []).map((r) => ('componentName' in r ? r.componentName : ''));
    expect(names('headless-header')).toEqual(['Header']);
    expect(names('headless-footer')).toEqual(['Footer']);
  });

  it('starts its JSON with a byte order mark, as Sitecore does', async () => {
    const res = await fetch(layoutUrl(server, '/', 'en'));
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, '{'.charCodeAt(0)]);
  });

  it.each(['en', 'ar'])('answers /about in %s', async (language) => {
    const res = await get(layoutUrl(server, '/about', language));
    expect(res.status).toBe(200);
    const layout = res.json as LayoutServiceData;
    expect(layout.sitecore.context.itemPath).toBe('/about');
    expect(layout.sitecore.route?.name).toBe('about');
    expect(pageComponents(layout)).toEqual(['Breadcrumb', 'HeroBanner', 'RichText']);
  });

  it('serves Arabic text in the Arabic version and English in the English one', async () => {
    const en = (await get(layoutUrl(server, '/about', 'en'))).json as LayoutServiceData;
    const ar = (await get(layoutUrl(server, '/about', 'ar'))).json as LayoutServiceData;
    expect(JSON.stringify(en.sitecore.route?.fields)).not.toMatch(/[\u0600-\u06ff]/);
    expect(JSON.stringify(ar.sitecore.route?.fields)).toMatch(/[\u0600-\u06ff]/);
    expect(ar.sitecore.route?.itemId).toBe(en.sitecore.route?.itemId);
  });

  it('finds a route regardless of case, trailing slash, full item path or item id', async () => {
    const about = (await get(layoutUrl(server, '/about', 'en'))).json as LayoutServiceData;
    const itemId = String(about.sitecore.route?.itemId);
    for (const item of ['/About/', 'about', '/sitecore/content/ports-group/Home/about', `{${itemId.toUpperCase()}}`, itemId]) {
      const res = await get(layoutUrl(server, item, 'en'));
      expect(res.status, item).toBe(200);
      expect((res.json as LayoutServiceData).sitecore.route?.itemId, item).toBe(itemId);
    }
  });

  it('answers 404 with route null and the context for an unknown route', async () => {
    const res = await get(layoutUrl(server, '/no/such/page', 'ar'));
    expect(res.status).toBe(404);
    const layout = res.json as LayoutServiceData;
    expect(layout.sitecore.route).toBeNull();
    expect(layout.sitecore.context).toMatchObject({ pageState: 'normal', language: 'ar', itemPath: '/no/such/page' });
  });

  it('answers 404 with route null for a language the site does not have', async () => {
    const res = await get(layoutUrl(server, '/', 'fr'));
    expect(res.status).toBe(404);
    expect((res.json as LayoutServiceData).sitecore.route).toBeNull();
  });

  it('serves the not-found page itself at /404', async () => {
    const res = await get(layoutUrl(server, '/404', 'en'));
    expect(res.status).toBe(200);
    const route = (res.json as LayoutServiceData).sitecore.route;
    expect(route?.name).toBe('404');
    expect(route?.fields).toMatchObject({ headline: { value: '404' }, subHeadline: { value: 'Page Not Found' } });
  });

  it('refuses a missing or wrong API key with 401 JSON', async () => {
    const url = new URL(layoutUrl(server, '/', 'en'));
    url.searchParams.delete('sc_apikey');
    const missing = await get(url.href);
    expect(missing.status).toBe(401);
    expect(missing.json).toMatchObject({ statusCode: 401, code: 'CONTENT_API_KEY_INVALID' });
    url.searchParams.set('sc_apikey', 'wrong');
    expect((await get(url.href)).status).toBe(401);
  });

  it('accepts the API key as an sc_apikey header too', async () => {
    const url = new URL(layoutUrl(server, '/', 'en'));
    url.searchParams.delete('sc_apikey');
    const res = await get(url.href, { headers: { sc_apikey: server.apiKey } });
    expect(res.status).toBe(200);
  });

  it('refuses an unknown site with 400 and serves the sample site when none is named', async () => {
    const unknown = await get(layoutUrl(server, '/', 'en', { sc_site: 'no-such-site' }));
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ code: 'CONTENT_UNKNOWN_SITE' });
    const url = new URL(layoutUrl(server, '/', 'en'));
    url.searchParams.delete('sc_site');
    expect((await get(url.href)).status).toBe(200);
  });

  it('requires the item parameter', async () => {
    const url = new URL(layoutUrl(server, '/', 'en'));
    url.searchParams.delete('item');
    const res = await get(url.href);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'CONTENT_ITEM_REQUIRED' });
  });

  it('replaces %CONTENT_ORIGIN% with its own origin', async () => {
    const res = await get(layoutUrl(server, '/', 'en'));
    expect(res.text).not.toContain('%CONTENT_ORIGIN%');
    const main = (res.json as LayoutServiceData).sitecore.route?.placeholders?.['headless-main'] ?? [];
    const news = main.find((rendering) => (rendering as { componentName?: string }).componentName === 'NewsHighlight') as unknown as {
      fields: { newsSource: { fields: { feedURL: { value: string } } } };
    };
    const feedUrl = news.fields.newsSource.fields.feedURL.value;
    expect(feedUrl).toBe(`${server.origin}/feeds/news/en.json?pageSize={0}`);
    const feed = await get(feedUrl.replace('{0}', '2'));
    expect(feed.status).toBe(200);
  });

  it('counts layout requests', async () => {
    const before = server.stats.layout;
    await get(layoutUrl(server, '/', 'en'));
    await get(layoutUrl(server, '/nope', 'en'));
    expect(server.stats.layout).toBe(before + 2);
  });
});

const ABOUT_ID = '572b63ad-2cb9-57be-9f74-e81cf4144180';
const HOME_ID = '4b4e1157-828e-5461-87d9-129bc456b9de';

/** Every field object (`{ value }`) of the route and of its renderings, depth first. */
function fieldsOf(layout: LayoutServiceData): Array<Record<string, unknown>> {
  const found: Array<Record<string, unknown>> = [];
  const collect = (fields: unknown) => {
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return;
    for (const field of Object.values(fields)) {
      if (typeof field === 'object' && field !== null && 'value' in field) found.push(field as Record<string, unknown>);
    }
  };
  const visit = (placeholders: unknown) => {
    for (const renderings of Object.values((placeholders ?? {}) as Record<string, unknown[]>)) {
      for (const rendering of renderings as Array<{ fields?: unknown; placeholders?: unknown }>) {
        collect(rendering.fields);
        visit(rendering.placeholders);
      }
    }
  };
  collect(layout.sitecore.route?.fields);
  visit(layout.sitecore.route?.placeholders);
  return found;
}

describe("Layout Service REST in the editors' page modes (sc_mode)", () => {
  it("answers edit mode as Sitecore's metadata mode: pageEditing, pageState edit, editMode metadata", async () => {
    const res = await get(layoutUrl(server, '/about', 'en', { sc_mode: 'edit' }));
    expect(res.status).toBe(200);
    const layout = res.json as LayoutServiceData;
    expect(layout.sitecore.context).toEqual({
      pageEditing: true,
      site: { name: 'ports-group' },
      pageState: 'edit',
      language: 'en',
      itemPath: '/about',
      editMode: 'metadata',
    });
    expect(layout.sitecore.route?.itemId).toBe(ABOUT_ID);
  });

  it("puts Sitecore's field metadata on every field of the route and its renderings in edit mode only", async () => {
    const edit = (await get(layoutUrl(server, '/about', 'en', { sc_mode: 'edit' }))).json as LayoutServiceData;
    const fields = fieldsOf(edit);
    expect(fields.length).toBeGreaterThan(10);
    for (const field of fields) {
      expect(field.metadata).toMatchObject({
        contextItem: { id: expect.stringMatching(/^\{[0-9A-F-]{36}\}$/), language: 'en', revision: expect.any(String), version: 1 },
        fieldId: expect.stringMatching(/^\{[0-9A-F-]{36}\}$/),
        fieldType: expect.any(String),
        rawValue: expect.any(String),
      });
    }
    const browserTitle = edit.sitecore.route?.fields?.browserTitle as { value: string; metadata: Record<string, unknown> };
    expect(browserTitle.metadata).toMatchObject({
      contextItem: { id: `{${ABOUT_ID.toUpperCase()}}` },
      fieldType: 'single-line',
      rawValue: browserTitle.value,
    });
    const types = new Set(fields.map((field) => (field.metadata as { fieldType: string }).fieldType));
    expect(types).toEqual(new Set(['single-line', 'rich text', 'image', 'general link', 'checkbox']));
    // The visitors' answer is untouched (the stored route is shared and frozen).
    const normal = (await get(layoutUrl(server, '/about', 'en'))).json as LayoutServiceData;
    expect(fieldsOf(normal).some((field) => 'metadata' in field)).toBe(false);
    const preview = (await get(layoutUrl(server, '/about', 'en', { sc_mode: 'preview' }))).json as LayoutServiceData;
    expect(fieldsOf(preview).some((field) => 'metadata' in field)).toBe(false);
  });

  it('answers preview mode with pageState preview and no editing', async () => {
    const layout = (await get(layoutUrl(server, '/about', 'ar', { sc_mode: 'preview' }))).json as LayoutServiceData;
    expect(layout.sitecore.context).toMatchObject({ pageEditing: false, pageState: 'preview', language: 'ar' });
    expect(layout.sitecore.context.editMode).toBeUndefined();
  });

  it('finds the page by sc_itemid, which wins over item, in an editing mode', async () => {
    const byId = await get(layoutUrl(server, '/about', 'en', { sc_mode: 'edit', sc_itemid: `{${HOME_ID.toUpperCase()}}` }));
    expect((byId.json as LayoutServiceData).sitecore.route?.itemId).toBe(HOME_ID);
    // A visitor's request ignores it, as the item resolver does outside the editors' modes.
    const visitor = await get(layoutUrl(server, '/about', 'en', { sc_itemid: HOME_ID }));
    expect((visitor.json as LayoutServiceData).sitecore.route?.itemId).toBe(ABOUT_ID);
  });

  it('answers 404 with route null and the editing context for an unknown route', async () => {
    const res = await get(layoutUrl(server, '/no/such/page', 'en', { sc_mode: 'edit' }));
    expect(res.status).toBe(404);
    expect((res.json as LayoutServiceData).sitecore).toMatchObject({ route: null, context: { pageState: 'edit', pageEditing: true } });
  });

  it("treats any other sc_mode as the visitors' normal mode", async () => {
    for (const mode of ['normal', 'EDITING', '']) {
      const layout = (await get(layoutUrl(server, '/about', 'en', { sc_mode: mode }))).json as LayoutServiceData;
      expect(layout.sitecore.context, mode).toMatchObject({ pageEditing: false, pageState: 'normal' });
    }
  });

  it('still requires the API key in an editing mode', async () => {
    const url = new URL(layoutUrl(server, '/about', 'en', { sc_mode: 'edit' }));
    url.searchParams.set('sc_apikey', 'wrong');
    const res = await get(url.href);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'CONTENT_API_KEY_INVALID' });
  });
});

describe("GraphQL in the editors' page modes (editing headers)", () => {
  const EDITING_QUERY = `query EditingQuery($itemId: String!, $language: String!, $version: String) {
    item(path: $itemId, language: $language, version: $version) { rendered }
  }`;
  const key = () => ({ sc_apikey: server.apiKey });

  it('answers the layout query in edit mode with sc_editMode: true', async () => {
    const res = await graphql(
      server,
      protocolQueries().LayoutQuery,
      { site: 'ports-group', routePath: '/about', language: 'en' },
      { ...key(), sc_editMode: 'true', sc_previewMode: 'false', sc_layoutKind: 'final' },
    );
    const layout = (res.json as { data: { layout: { item: { rendered: LayoutServiceData } } } }).data.layout.item.rendered;
    expect(layout.sitecore.context).toMatchObject({ pageEditing: true, pageState: 'edit', editMode: 'metadata' });
    expect(fieldsOf(layout).every((field) => 'metadata' in field)).toBe(true);
  });

  it("answers Sitecore's editing query by item id and version in preview mode with sc_previewMode: true", async () => {
    const res = await graphql(
      server,
      EDITING_QUERY,
      { itemId: `{${ABOUT_ID.toUpperCase()}}`, language: 'ar', version: '1' },
      { ...key(), sc_editMode: 'false', sc_previewMode: 'true', sc_layoutKind: 'final' },
    );
    expect(res.status).toBe(200);
    const layout = (res.json as { data: { item: { rendered: LayoutServiceData } } }).data.item.rendered;
    expect(layout.sitecore.context).toMatchObject({ pageEditing: false, pageState: 'preview', language: 'ar' });
    expect(layout.sitecore.route?.itemId).toBe(ABOUT_ID);
  });

  it('answers normal mode without the headers, and refuses a wrong key whatever the headers', async () => {
    const normal = await graphql(server, EDITING_QUERY, { itemId: ABOUT_ID, language: 'en' });
    const layout = (normal.json as { data: { item: { rendered: LayoutServiceData } } }).data.item.rendered;
    expect(layout.sitecore.context).toMatchObject({ pageEditing: false, pageState: 'normal' });
    const refused = await graphql(server, EDITING_QUERY, { itemId: ABOUT_ID, language: 'en' }, { sc_apikey: 'wrong', sc_editMode: 'true' });
    expect(refused.status).toBe(401);
  });
});

describe('Dictionary REST', () => {
  it.each([
    ['en', 'Previous', '(Opens in a new tab)'],
    ['ar', 'السابق', '(يُفتح في علامة تبويب جديدة)'],
  ])('answers the %s phrases', async (language, previous, newTab) => {
    const res = await get(`${server.origin}/sitecore/api/jss/dictionary/ports-group/${language}?sc_apikey=${server.apiKey}`);
    expect(res.status).toBe(200);
    const body = res.json as { lang: string; app: string; phrases: Record<string, string> };
    expect(body.lang).toBe(language);
    expect(body.app).toBe('ports-group');
    expect(body.phrases['Carousel.Previous']).toBe(previous);
    expect(body.phrases['Common.OpensInNewTab']).toBe(newTab);
    expect(Object.keys(body.phrases).length).toBeGreaterThanOrEqual(12);
  });

  it('has the same keys in both languages', async () => {
    const keys = async (language: string): Promise<string[]> => {
      const res = await get(`${server.origin}/sitecore/api/jss/dictionary/ports-group/${language}?sc_apikey=${server.apiKey}`);
      return Object.keys((res.json as { phrases: Record<string, string> }).phrases).sort();
    };
    expect(await keys('ar')).toEqual(await keys('en'));
  });

  it('refuses a missing key, and 404s an unknown site', async () => {
    expect((await get(`${server.origin}/sitecore/api/jss/dictionary/ports-group/en`)).status).toBe(401);
    const unknown = await get(`${server.origin}/sitecore/api/jss/dictionary/other-site/en?sc_apikey=${server.apiKey}`);
    expect(unknown.status).toBe(404);
  });

  it('answers empty phrases for a language without a dictionary', async () => {
    const res = await get(`${server.origin}/sitecore/api/jss/dictionary/ports-group/fr?sc_apikey=${server.apiKey}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ lang: 'fr', app: 'ports-group', phrases: {} });
  });

  it('counts dictionary requests', async () => {
    const before = server.stats.dictionary;
    await get(`${server.origin}/sitecore/api/jss/dictionary/ports-group/en?sc_apikey=${server.apiKey}`);
    expect(server.stats.dictionary).toBe(before + 1);
  });
});

describe('other paths', () => {
  it('answers 404 JSON for paths it does not serve', async () => {
    const res = await get(`${server.origin}/nothing-here`);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
  });
});
