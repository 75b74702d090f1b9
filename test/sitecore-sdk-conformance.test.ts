/**
 * Conformance of the embedded content server with Sitecore's own clients (issue 15 item 3): the
 * services of Sitecore's Content SDK (`@sitecore-content-sdk/content` 2.3.0, a dev dependency) run
 * unchanged against the embedded server, once through the local API (endpoint + `sc_apikey`) and
 * once through the Edge Platform (edge URL + context id), and what they return is compared with
 * the content store the server loaded, in both languages.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as SdkClient from '@sitecore-content-sdk/content/client';
import type * as SdkI18n from '@sitecore-content-sdk/content/i18n';
import type * as SdkLayout from '@sitecore-content-sdk/content/layout';
import type * as SdkPersonalize from '@sitecore-content-sdk/content/personalize';
import type * as SdkSite from '@sitecore-content-sdk/content/site';
import { DEFAULT_CONTENT_DIR, type ContentServer, startContentServer } from '../src/content-server/index.ts';
import { type ContentStore, type SiteContent, listedRoutes, loadContent } from '../src/content-server/content-store.ts';
import { EDGE_GRAPHQL_PATH } from '../src/content-server/edge-graphql.ts';
import { layoutInMode } from '../src/content-server/layout-service.ts';

// The SDK's ESM build (dist/esm) imports its own modules without file extensions ('./debug'),
// which Node's ESM loader refuses, so `import` fails; its CommonJS build (dist/cjs) resolves them
// and loads on Node 20 although the package declares node >=24. Hence require, through createRequire.
const require = createRequire(import.meta.url);
const sdkClient = require('@sitecore-content-sdk/content/client') as typeof SdkClient;
const sdkI18n = require('@sitecore-content-sdk/content/i18n') as typeof SdkI18n;
const sdkLayout = require('@sitecore-content-sdk/content/layout') as typeof SdkLayout;
const sdkPersonalize = require('@sitecore-content-sdk/content/personalize') as typeof SdkPersonalize;
const sdkSite = require('@sitecore-content-sdk/content/site') as typeof SdkSite;

const API_KEY = 'sdk-conformance-key-0123456789';
/** The sample's variants (content/sites/ports-group/personalize.json): the home page's, in order of first appearance, and /about's. */
const HOME_VARIANTS = ['9672a417862e5fd1628942d72d8a7cf7', 'd879b6a6f6ed75a8ddc28e526eb60e75'];
const ABOUT_COMPONENT_VARIANT = 'b4a0fef4192859e1936aa5533743fd9c_bdc8c115dd958dbf7b44a9fb8154d036';
const SITE = 'ports-group';
const LANGUAGES = ['en', 'ar'] as const;

type ClientFactory = ReturnType<typeof sdkClient.createGraphQLClientFactory>;
type ApiOptions = NonNullable<Parameters<typeof sdkClient.createGraphQLClientFactory>[0]['api']>;

/** The two ways a render host reaches Edge, as the SDK builds them (createGraphQLClientFactory). */
const CONNECTIONS: Array<[string, (server: ContentServer) => ApiOptions]> = [
  ['the local API (apiHost + sc_apikey)', (server) => ({ local: { apiHost: server.origin, apiKey: server.apiKey, path: EDGE_GRAPHQL_PATH } })],
  ['the Edge Platform (edgeUrl + context id)', (server) => ({ edge: { edgeUrl: server.origin, contextId: server.apiKey, clientContextId: '' } })],
];

function clientFactoryFor(api: ApiOptions): ClientFactory {
  // No retries: a failure shows at once instead of after the SDK's back-off.
  return sdkClient.createGraphQLClientFactory({ api, retries: 0 });
}

function sitecoreClientFor(api: ApiOptions, defaultSite: string): SdkClient.SitecoreClient {
  return new sdkClient.SitecoreClient({
    api: api as SdkClient.SitecoreClientInit['api'],
    defaultSite,
    defaultLanguage: 'en',
    retries: { count: 0 },
    layout: {},
    dictionary: { caching: { enabled: false } },
  } as unknown as SdkClient.SitecoreClientInit);
}

let server: ContentServer;
let store: ContentStore;
let site: SiteContent;

beforeAll(async () => {
  server = await startContentServer({ apiKey: API_KEY });
  // The same files the server loaded, read again: what every answer is checked against.
  store = await loadContent(DEFAULT_CONTENT_DIR, server.origin);
  site = store.sites.get(SITE)!;
});
afterAll(() => server?.close());

function languageContent(language: string) {
  const content = site.languages.get(language);
  if (!content) throw new Error(`the sample site has no ${language}`);
  return content;
}

/** `<loc>` values of a urlset, in order. */
function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

/** The page URLs a sitemap of `site` must list on `origin`: every listed route of each language, the default language unprefixed. */
function expectedLocs(content: SiteContent, origin: string): string[] {
  return content.definition.languages.flatMap((language) => {
    const prefix = language === content.definition.defaultLanguage ? '' : `/${language}`;
    return listedRoutes(content, content.languages.get(language)!).map((route) => `${origin}${prefix + (route.path === '/' ? '' : route.path) || '/'}`);
  });
}

describe.each(CONNECTIONS)('Sitecore Content SDK services through %s', (_name, apiOf) => {
  let clientFactory: ClientFactory;
  beforeAll(() => {
    clientFactory = clientFactoryFor(apiOf(server));
  });

  describe('LayoutService', () => {
    it.each(LANGUAGES)('returns the stored route as Layout Service JSON (%s)', async (language) => {
      const service = new sdkLayout.LayoutService({ clientFactory });
      for (const routePath of ['/', '/about', '/solutions']) {
        const stored = languageContent(language).routes.get(routePath);
        expect(stored, routePath).toBeDefined();
        const layout = await service.fetchLayoutData(routePath, { site: SITE, locale: language });
        expect(layout).toEqual(layoutInMode(SITE, language, stored!.path, stored!, 'normal'));
        expect(layout.sitecore.route?.itemId).toBe(stored!.route.itemId);
        expect(layout.sitecore.context.language).toBe(language);
      }
    });

    it('returns no route for a missing page', async () => {
      const service = new sdkLayout.LayoutService({ clientFactory });
      expect(languageContent('en').routes.has('/no-such-page')).toBe(false);
      const layout = await service.fetchLayoutData('/no-such-page', { site: SITE, locale: 'en' });
      expect(layout.sitecore.route).toBeNull();
    });
  });

  describe('PersonalizeService', () => {
    it.each(LANGUAGES)("returns each page's id and its variant ids: page variants first, component variants after (%s)", async (language) => {
      // A generous time-out: the SDK's default (400 ms) answers "no personalization" on a busy machine.
      const service = new sdkPersonalize.PersonalizeService({ clientFactory, cacheEnabled: false, timeout: 30_000 });
      const home = languageContent(language).routes.get('/')!;
      expect(await service.getPersonalizeInfo('/', language, SITE)).toEqual({ pageId: home.route.itemId, variantIds: HOME_VARIANTS });
      const about = languageContent(language).routes.get('/about')!;
      expect(await service.getPersonalizeInfo('/about', language, SITE)).toEqual({ pageId: about.route.itemId, variantIds: [ABOUT_COMPONENT_VARIANT] });
      const contact = languageContent(language).routes.get('/contact')!;
      expect(await service.getPersonalizeInfo('/contact', language, SITE)).toEqual({ pageId: contact.route.itemId, variantIds: [] });
      expect(await service.getPersonalizeInfo('/no-such-page', language, SITE)).toBeUndefined();
    });

    it("reads the ids as the SDK means them: the home page's as page variants, /about's as a component variant", () => {
      expect(sdkPersonalize.getGroomedVariantIds([HOME_VARIANTS[0]!, ABOUT_COMPONENT_VARIANT])).toEqual({
        variantId: HOME_VARIANTS[0],
        componentVariantIds: [ABOUT_COMPONENT_VARIANT],
      });
    });

    it.each(LANGUAGES)("personalizeLayout applies each variant's experiences to the layout the server sent (%s)", async (language) => {
      const service = new sdkLayout.LayoutService({ clientFactory });
      const heroOf = (layout: SdkLayout.LayoutServiceData) => layout.sitecore.route?.placeholders['headless-hero']?.[0] as SdkLayout.ComponentRendering;
      const saudi = await service.fetchLayoutData('/', { site: SITE, locale: language });
      sdkPersonalize.personalizeLayout(saudi, HOME_VARIANTS[0]!);
      expect(heroOf(saudi).dataSource).toMatch(/Hero Banner Saudi Arabia$/);
      expect((heroOf(saudi).fields?.cta as { value: { href: string } }).value.href).toBe(language === 'en' ? '/sa' : '/ar/sa');
      const plain = await service.fetchLayoutData('/', { site: SITE, locale: language });
      sdkPersonalize.personalizeLayout(plain, '_default');
      expect(heroOf(plain).dataSource).toMatch(/Hero Banner$/);
      const about = await service.fetchLayoutData('/about', { site: SITE, locale: language });
      sdkPersonalize.personalizeLayout(about, '_default', [ABOUT_COMPONENT_VARIANT]);
      const text = about.sitecore.route?.placeholders['headless-main']?.[0] as SdkLayout.ComponentRendering;
      expect(text.dataSource).toMatch(/Text returning visitors$/);
    });
  });

  describe('DictionaryService', () => {
    it.each(LANGUAGES)('returns every phrase of the language, read page by page (%s)', async (language) => {
      const phrases = Object.fromEntries(languageContent(language).dictionary);
      // Pages smaller than the dictionary, so the SDK follows the cursors to the end.
      const pageSize = Math.max(1, Math.ceil(Object.keys(phrases).length / 3));
      const service = new sdkI18n.DictionaryService({ clientFactory, cacheEnabled: false, pageSize });
      const answer = await service.fetchDictionaryData(language, SITE);
      expect(Object.keys(phrases).length).toBeGreaterThan(pageSize);
      expect(answer).toEqual(phrases);
    });
  });

  describe('ErrorPagesService', () => {
    it.each(LANGUAGES)('returns the configured not-found page and no server-error page (%s)', async (language) => {
      const service = new sdkSite.ErrorPagesService({ clientFactory, language: 'en' });
      const pages = await service.fetchErrorPages(SITE, language);
      const { notFoundPagePath, serverErrorPagePath } = site.definition;
      expect(notFoundPagePath).not.toBeNull();
      const stored = languageContent(language).routes.get(notFoundPagePath!)!;
      expect(pages?.notFoundPagePath).toBe(notFoundPagePath);
      expect(pages?.notFoundPage?.rendered).toEqual(layoutInMode(SITE, language, stored.path, stored, 'normal'));
      expect(pages?.serverErrorPagePath ?? null).toBe(serverErrorPagePath);
      expect(pages?.serverErrorPage).toBeNull();
    });

    it('returns null for an unknown site', async () => {
      const service = new sdkSite.ErrorPagesService({ clientFactory, language: 'en' });
      expect(await service.fetchErrorPages('no-such-site', 'en')).toBeNull();
    });
  });

  describe('RedirectsService', () => {
    it('returns the redirects of site.json, every field, in order, and the SDK matches them', async () => {
      const service = new sdkSite.RedirectsService({ clientFactory, cacheEnabled: false });
      const redirects = await service.fetchRedirects(SITE);
      expect(site.definition.redirects.length).toBeGreaterThan(0);
      expect(redirects).toEqual(site.definition.redirects);

      // The SDK's own matching reads them as intended: a regex rule of the redirect map in any
      // language, and a locale-scoped rule (locale set) only in its language.
      const languages = [...site.definition.languages];
      const regexRule = sdkSite.matchFromRedirectMapRedirect(structuredClone(redirects), 'en', sdkSite.breakDownPath(languages, '/leadership/jane-doe'));
      expect(regexRule?.pattern).toBe('^/leadership/(.*)$');
      expect(regexRule && sdkSite.resolveRedirectTarget(regexRule, 'en', '/leadership/jane-doe')).toBe('/about/leadership/jane-doe');
      const scoped = site.definition.redirects.find((redirect) => redirect.locale !== null)!;
      expect(sdkSite.matchRedirectItemRedirect(redirects, scoped.locale!, scoped.pattern)).toEqual(scoped);
      const other = languages.find((language) => language !== scoped.locale)!;
      expect(sdkSite.matchRedirectItemRedirect(redirects, other, scoped.pattern)).toBeUndefined();
    });

    it('returns no redirects for an unknown site', async () => {
      const service = new sdkSite.RedirectsService({ clientFactory, cacheEnabled: false });
      expect(await service.fetchRedirects('no-such-site')).toEqual([]);
    });
  });

  describe('RobotsService', () => {
    it("returns the site's robots text", async () => {
      const robots = await new sdkSite.RobotsService({ clientFactory, siteName: SITE }).fetchRobots();
      expect(site.definition.robots).toBeTruthy();
      expect(robots).toBe(site.definition.robots);
    });
  });

  describe('LlmsTxtService', () => {
    it("returns the site's llms.txt text: none for the sample site", async () => {
      const text = await new sdkSite.LlmsTxtService({ clientFactory, siteName: SITE }).fetchLlmsTxt();
      expect(text).toBe(site.definition.llmsTxt);
    });
  });

  describe('SiteInfoService and SiteResolver', () => {
    it('returns every site with its host name and language, and resolves any host to the sample site', async () => {
      const service = new sdkSite.SiteInfoService({ clientFactory, cacheEnabled: false });
      const sites = await service.fetchSiteInfo();
      expect(sites).toEqual(
        [...store.sites.values()].map(({ definition }) => ({ name: definition.name, hostName: definition.hostname, language: definition.defaultLanguage })),
      );
      // Host name '*': a render host served under any name finds the site.
      const resolver = new sdkSite.SiteResolver(sites);
      expect(resolver.getByHost('www.example.com').name).toBe(SITE);
      expect(resolver.getByHost('localhost').name).toBe(SITE);
      expect(resolver.getByName(SITE.toUpperCase())?.name).toBe(SITE);
    });
  });

  describe('SitePathService', () => {
    it('returns every listed page of both languages, read page by page', async () => {
      const service = new sdkSite.SitePathService({ clientFactory, pageSize: 40 });
      const paths = await service.fetchSiteRoutes([SITE], [...LANGUAGES]);
      const expected = LANGUAGES.flatMap((language) =>
        listedRoutes(site, languageContent(language)).map((route) => ({
          // The SDK prefixes each path with its multisite rewrite segment (`_site_{name}`).
          params: { path: [`${sdkSite.SITE_PREFIX}${SITE}`, ...route.path.split('/').filter(Boolean)] },
          locale: language,
        })),
      );
      expect(expected.length).toBeGreaterThan(80);
      expect(paths).toEqual(expected);
    });

    it.each(LANGUAGES)("lists the home page's page variants as personalised paths, not the component variants (%s)", async (language) => {
      const plain = await new sdkSite.SitePathService({ clientFactory, pageSize: 100 }).fetchSiteRoutes([SITE], [language]);
      const personalized = await new sdkSite.SitePathService({ clientFactory, pageSize: 100, includePersonalizedRoutes: true }).fetchSiteRoutes(
        [SITE],
        [language],
      );
      expect(plain.length).toBe(listedRoutes(site, languageContent(language)).length);
      const sitePrefix = `${sdkSite.SITE_PREFIX}${SITE}`;
      // The SDK adds each page variant of a page right after the page: here only the home page's two.
      const expected = plain.flatMap((entry) =>
        entry.params.path.length === 1 && entry.params.path[0] === sitePrefix
          ? [entry, ...HOME_VARIANTS.map((id) => ({ params: { path: [sitePrefix, `_variantId_${id}`] }, locale: language }))]
          : [entry],
      );
      expect(personalized).toEqual(expected);
      expect(personalized.length).toBe(plain.length + 2);
      expect(JSON.stringify(personalized)).not.toContain(ABOUT_COMPONENT_VARIANT);
    });

    it('refuses an unknown site as the SDK does', async () => {
      const service = new sdkSite.SitePathService({ clientFactory });
      await expect(service.fetchSiteRoutes(['no-such-site'], ['en'])).rejects.toThrow(/no-such-site/);
    });
  });

  describe('SitemapXmlService and SitecoreClient.getSiteMap', () => {
    it('lists the published sitemap, and the client fetches it: every page of both languages with alternates', async () => {
      const service = new sdkSite.SitemapXmlService({ clientFactory, siteName: SITE });
      const urls = await service.fetchSitemaps();
      expect(urls).toEqual([`${server.origin}/sitemaps/${SITE}/sitemap.xml`]);
      expect(await service.getSitemap('')).toBe(urls[0]);
      expect(await service.getSitemap('1')).toBeUndefined();

      const client = sitecoreClientFor(apiOf(server), SITE);
      const xml = await client.getSiteMap({ reqHost: 'www.example.com', reqProtocol: 'https', id: '', siteName: SITE });
      const origin = `${site.definition.scheme}://${site.definition.targetHostname}`;
      expect(locsOf(xml)).toEqual(expectedLocs(site, origin).sort(byPageThenLanguage(site)));
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${origin}/ar/about"/>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/about"/>`);
    });
  });
});

/** The sitemap's order: pages by path, each page's language versions in the site's language order. */
function byPageThenLanguage(content: SiteContent) {
  const { languages, defaultLanguage } = content.definition;
  const split = (loc: string): [string, number] => {
    const { pathname } = new URL(loc);
    const language = languages.find((l) => l !== defaultLanguage && (pathname === `/${l}` || pathname.startsWith(`/${l}/`)));
    const page = language ? pathname.slice(language.length + 1) || '/' : pathname;
    return [page.toLowerCase(), languages.indexOf(language ?? defaultLanguage)];
  };
  return (a: string, b: string): number => {
    const [pageA, langA] = split(a);
    const [pageB, langB] = split(b);
    return pageA < pageB ? -1 : pageA > pageB ? 1 : langA - langB;
  };
}

describe('a sitemap split into numbered files (SXA "Maximum number of pages per sitemap")', () => {
  let splitServer: ContentServer;
  let splitStore: ContentStore;
  let dir: string;
  const route = (name: string) => ({ name, itemId: undefined, placeholders: {} });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sdk-sitemap-'));
    const files: Record<string, unknown> = {
      'sites/tiny/site.json': { name: 'tiny', languages: ['en', 'ar'], hostname: 'tiny.example.com', maxPagesPerSitemap: 4 },
    };
    for (const language of ['en', 'ar']) {
      for (const file of ['home', 'about', 'contact']) files[`sites/tiny/${language}/routes/${file}.json`] = route(file);
    }
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), JSON.stringify(content));
    }
    splitServer = await startContentServer({ apiKey: API_KEY, contentDir: dir, dataDir: path.join(dir, 'data') });
    splitStore = await loadContent(dir, splitServer.origin);
  });
  afterAll(async () => {
    await splitServer?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists sitemap-1.xml and sitemap-2.xml; the client serves each file and builds the index on the request host', async () => {
    const api = CONNECTIONS[0]![1](splitServer);
    const service = new sdkSite.SitemapXmlService({ clientFactory: clientFactoryFor(api), siteName: 'tiny' });
    const base = `${splitServer.origin}/sitemaps/tiny`;
    expect(await service.fetchSitemaps()).toEqual([`${base}/sitemap-1.xml`, `${base}/sitemap-2.xml`]);
    expect(await service.getSitemap('2')).toBe(`${base}/sitemap-2.xml`);
    expect(await service.getSitemap('')).toBeUndefined();

    const client = sitecoreClientFor(api, 'tiny');
    const index = await client.getSiteMap({ reqHost: 'www.example.com', reqProtocol: 'https', id: '', siteName: 'tiny' });
    expect(locsOf(index)).toEqual(['https://www.example.com/sitemap-1.xml', 'https://www.example.com/sitemap-2.xml']);
    const first = await client.getSiteMap({ reqHost: 'www.example.com', reqProtocol: 'https', id: '1', siteName: 'tiny' });
    const second = await client.getSiteMap({ reqHost: 'www.example.com', reqProtocol: 'https', id: '2', siteName: 'tiny' });
    const tiny = splitStore.sites.get('tiny')!;
    expect([...locsOf(first), ...locsOf(second)]).toEqual(expectedLocs(tiny, 'https://tiny.example.com').sort(byPageThenLanguage(tiny)));
    expect(locsOf(first)).toHaveLength(4);
    // A number the site has no file for gets the index, as the SDK answers it.
    expect(await client.getSiteMap({ reqHost: 'www.example.com', reqProtocol: 'https', id: '3', siteName: 'tiny' })).toBe(index);
  });
});
