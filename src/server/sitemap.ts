import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, languageOf } from '../../routes.ts';
import type { SiteRoute } from '../cms/site-services.ts';
import type { LayoutServiceData, PlaceholdersData } from '../cms/types.ts';
import { toKebabCase } from '../app/component-names.ts';
import { fetchJson as defaultFetchJson } from '../app/fetch-json.server.ts';
import { highlightArgs } from '../components/news-highlight/news-highlight.rules.ts';
import { FEED_TIMEOUT_MS, feedItems, feedUrlFor, toNewsCard } from '../lib/news-feed.ts';
import { readText } from '../fields/read.ts';
import { isComponentRendering } from '../lib/renderings.ts';
import { isHostAllowed, parseAbsoluteHttpUrl } from '../lib/urls.ts';
import { NOT_FOUND_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from './cache-control.ts';
import { describeError } from './errors.ts';
import { encodePath, parseRequestPath } from './request-path.ts';
import type { RewriteHandler, ServerContext } from './server-context.ts';
import { cmsSitemapIndexXml, withExtraSitemaps, type CmsSitemaps } from './cms-sitemaps.ts';
import { SITEMAP_TAG } from '../cms/site-sitemap.ts';
import { isCmsError } from '../cms/errors.ts';
import { escapeXml, SITEMAP_NS, type SitemapUrl, urlsetXml, XML_DECLARATION } from '../lib/sitemap-xml.ts';
import { newsCleaner } from './html-cleaner.ts';
import { sendUnknownHost, type RequestSite } from './sites.ts';

export { escapeXml, type SitemapUrl, urlsetXml };

/**
 * Sitemaps (issue 3 item 4, issue 15 item 2). When the CMS publishes a sitemap (cms-sitemaps.ts),
 * `/sitemap.xml` and `/sitemap-{id}.xml` serve its files, their URLs on PUBLIC_URL. When it
 * publishes none, or its list or a file cannot be had, they are generated as before:
 * `/sitemap.xml` is an index of `/sitemap-{n}.xml` (the site's pages in both languages, with
 * hreflang pairs) and `/news-{n}.xml` (a Google News sitemap), all built from the CMS's route list
 * and the news highlight's feed, with absolute URLs on PUBLIC_URL. The news sitemap is always ours.
 */

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
/** The news sitemap (Google News), one file while NEWS_SITEMAPS is 1; robots.txt names it. */
export const NEWS_SITEMAP_PATH = '/news-1.xml';
/**
 * URLs per `/sitemap-{n}.xml`. The protocol allows 50,000; 1,000 keeps each page small enough to
 * build per request and to read in a browser, and a crawler follows the index either way.
 */
export const URLS_PER_SITEMAP = 1000;
/** Google News reads at most 1,000 `news:news` entries per sitemap: the cap of `/news-1.xml`. */
export const NEWS_SITEMAP_MAX_ITEMS = 1000;
/** With that cap there is exactly one news sitemap; `/news-{n}.xml` for any other n is a 404. */
export const NEWS_SITEMAPS = 1;
/** Google News only picks up articles published in the last two days. */
export const NEWS_MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;
/** Per language, the newest articles listed even when older than two days (see selectNewsItems). */
export const NEWS_MIN_ITEMS_PER_LANGUAGE = 10;
/** Feed items asked for (the feed's `{0}`): newest first, far more than two days of news. */
export const NEWS_FEED_PAGE_SIZE = 100;
/** Pages whose news highlight names the feed the news sitemap reads, in order of preference. */
export const NEWS_FEED_PAGES = ['/news', '/'] as const;
/** Content-managed news pages live under this path. */
export const NEWS_PATH_PREFIX = '/news/';

/** Crawlers re-read sitemaps rarely: a CDN keeps them an hour and serves a stale copy a day. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
/** A news sitemap built without one of its feeds: kept briefly, so it heals soon. */
export const DEGRADED_SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

export interface SitemapLocale {
  hreflang: string;
  /** The content language the CMS is asked for. */
  language: string;
  /** Path prefix of the locale: '' for the default locale (English), '/ar' for Arabic. */
  prefix: string;
}

/**
 * One URL per content language (routes.ts): English on the default locale without a prefix (also
 * x-default), Arabic under /ar. `/en/...` serves the same English page and is left out as a duplicate.
 */
export const SITEMAP_LOCALES: readonly SitemapLocale[] = [
  { hreflang: languageOf(DEFAULT_LOCALE), language: languageOf(DEFAULT_LOCALE), prefix: '' },
  { hreflang: 'ar', language: languageOf('ar'), prefix: '/ar' },
];

export interface NewsSitemapItem {
  loc: string;
  title: string;
  /** ISO 8601. */
  published: string;
  /** ISO 639 code of the publication (Google News): 'en', 'ar'. */
  language: string;
  publicationName: string;
}

// ---------------------------------------------------------------------------------------------
// Pure rules: URLs, paging, selection, XML.

/** The absolute URL of a route in a locale: `https://host/`, `https://host/ar`, `https://host/ar/about`. */
export function pageUrl(publicUrl: string, prefix: string, path: string): string {
  // encodeURIComponent throws on a lone surrogate: such a path gets U+FFFD instead of a crash.
  const wellFormed = path.replace(/\p{Cs}/gu, '\uFFFD');
  const tail = prefix + (wellFormed === '/' || wellFormed === '' ? '' : encodePath(wellFormed));
  return `${publicUrl}${tail || '/'}`;
}

/**
 * The sitemap's URLs: each route once per language it exists in, language versions of a page side
 * by side (paired by path, as Sitecore keeps one item per page with a version per language), each
 * naming all versions and x-default (the default locale's) as hreflang alternates.
 */
export function sitemapUrls(publicUrl: string, routesByLanguage: ReadonlyMap<string, readonly SiteRoute[]>): SitemapUrl[] {
  const pages = new Map<string, Map<SitemapLocale, SiteRoute>>();
  for (const locale of SITEMAP_LOCALES) {
    for (const route of routesByLanguage.get(locale.language) ?? []) {
      const key = route.path.toLowerCase();
      let versions = pages.get(key);
      if (!versions) pages.set(key, (versions = new Map()));
      if (!versions.has(locale)) versions.set(locale, route);
    }
  }
  const urls: SitemapUrl[] = [];
  for (const versions of pages.values()) {
    const located = [...versions].map(([locale, route]) => ({ locale, route, href: pageUrl(publicUrl, locale.prefix, route.path) }));
    const fallback = located.find((version) => version.locale.prefix === '');
    const alternates =
      located.length < 2
        ? []
        : [
            ...located.map((version) => ({ hreflang: version.locale.hreflang, href: version.href })),
            ...(fallback ? [{ hreflang: 'x-default', href: fallback.href }] : []),
          ];
    for (const version of located) {
      urls.push({ loc: version.href, ...(version.route.updated ? { lastmod: version.route.updated } : {}), alternates });
    }
  }
  return urls;
}

/** How many pages `total` entries fill; at least one, so an empty site still has a valid sitemap. */
export function pageCount(total: number, perPage = URLS_PER_SITEMAP): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The `{n}` of `/sitemap-{n}.xml`: a positive whole number without sign or leading zero, else null. */
export function parsePageNumber(id: string | undefined): number | null {
  return id !== undefined && /^[1-9]\d{0,5}$/.test(id) ? Number(id) : null;
}

/** Entries of page `n` (1-based). */
export function pageOf<T>(entries: readonly T[], n: number, perPage = URLS_PER_SITEMAP): T[] {
  return entries.slice((n - 1) * perPage, n * perPage);
}

/**
 * Which articles the news sitemap lists. Google News only uses articles published in the last two
 * days (older entries are ignored, not penalised). We list every article of the last two days and,
 * per language, top up with the newest older ones to NEWS_MIN_ITEMS_PER_LANGUAGE: a quiet week then
 * still shows crawlers and operators the latest news instead of an empty file. Each URL once (the
 * first source wins), newest first, at most NEWS_SITEMAP_MAX_ITEMS.
 */
export function selectNewsItems(items: readonly NewsSitemapItem[], now: number): NewsSitemapItem[] {
  const seen = new Set<string>();
  const byLanguage = new Map<string, NewsSitemapItem[]>();
  for (const item of items) {
    const time = Date.parse(item.published);
    if (!Number.isFinite(time) || seen.has(item.loc)) continue;
    seen.add(item.loc);
    byLanguage.set(item.language, [...(byLanguage.get(item.language) ?? []), item]);
  }
  const chosen = [...byLanguage.values()].flatMap((list) =>
    newestFirst(list).filter((item, index) => index < NEWS_MIN_ITEMS_PER_LANGUAGE || now - Date.parse(item.published) <= NEWS_MAX_AGE_MS),
  );
  return newestFirst(chosen).slice(0, NEWS_SITEMAP_MAX_ITEMS);
}

function newestFirst(items: readonly NewsSitemapItem[]): NewsSitemapItem[] {
  return items
    .map((item, index) => ({ item, index, time: Date.parse(item.published) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map((entry) => entry.item);
}

/** A feed link as a URL of this site: relative links resolve on PUBLIC_URL; other hosts are dropped. */
export function siteUrlOf(link: string, publicUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(link, `${publicUrl}/`);
  } catch {
    return null;
  }
  // A sitemap may only list URLs of its own host (sitemaps.org, "Sitemap file location").
  if (url.origin !== new URL(publicUrl).origin) return null;
  url.hash = '';
  return url.href;
}

export function sitemapIndexXml(publicUrl: string, sitemapPages: number, newsPages = NEWS_SITEMAPS): string {
  const locs = [
    ...Array.from({ length: sitemapPages }, (_, i) => `${publicUrl}/sitemap-${i + 1}.xml`),
    ...Array.from({ length: newsPages }, (_, i) => `${publicUrl}/news-${i + 1}.xml`),
  ];
  const entries = locs.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}

export function newsSitemapXml(items: readonly NewsSitemapItem[]): string {
  const entries = items
    .map(
      (item) =>
        `  <url>\n    <loc>${escapeXml(item.loc)}</loc>\n    <news:news>\n` +
        `      <news:publication><news:name>${escapeXml(item.publicationName)}</news:name>` +
        `<news:language>${escapeXml(item.language)}</news:language></news:publication>\n` +
        `      <news:publication_date>${escapeXml(item.published)}</news:publication_date>\n` +
        `      <news:title>${escapeXml(item.title)}</news:title>\n    </news:news>\n  </url>\n`,
    )
    .join('');
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">\n${entries}</urlset>\n`;
}

/** Feed URL templates of the news highlights on a page (any placeholder depth), each once. */
export function newsFeedTemplates(layout: LayoutServiceData | null, language: string): string[] {
  const templates = new Set<string>();
  const visit = (placeholders: PlaceholdersData | undefined, depth: number): void => {
    if (!placeholders || typeof placeholders !== 'object' || depth > 50) return;
    for (const items of Object.values(placeholders)) {
      if (!Array.isArray(items)) continue;
      for (const item of items) {
        if (!isComponentRendering(item)) continue;
        // NewsHighlight and the CMS's other names for it (NewsHighlights, NewsHighlightSection).
        if (toKebabCase(item.componentName).startsWith('news-highlight') && isRecord(item.fields)) {
          const { feedUrl } = highlightArgs(item.fields, language);
          if (feedUrl) templates.add(feedUrl);
        }
        visit(item.placeholders, depth + 1);
      }
    }
  };
  visit(layout?.sitecore?.route?.placeholders, 0);
  return [...templates];
}

// ---------------------------------------------------------------------------------------------
// The handler.

export function createSitemapHandler(ctx: ServerContext, cmsSitemaps: CmsSitemaps): RewriteHandler {
  // The news highlight's fetcher (no redirects, size cap, shared cache); its allow-list is checked below.
  const fetchJson = ctx.blockData.fetchJson ?? defaultFetchJson;

  /** Every page of the site, in every language, on its public origin. */
  async function allUrls(site: RequestSite): Promise<SitemapUrl[]> {
    const lists = await Promise.all(SITEMAP_LOCALES.map((locale) => site.cms.getRoutes(locale.language)));
    return sitemapUrls(originOf(site), new Map(SITEMAP_LOCALES.map((locale, i) => [locale.language, lists[i]!.data])));
  }

  /** The news of one language: content-managed news pages first, then the feed's items. */
  async function newsOf(site: RequestSite, locale: SitemapLocale, log: FastifyRequest['log']): Promise<{ items: NewsSitemapItem[]; complete: boolean }> {
    const publicUrl = originOf(site);
    const [routes, ...layouts] = await Promise.all([
      site.cms.getRoutes(locale.language),
      ...NEWS_FEED_PAGES.map((path) => site.cms.getLayout(path, locale.language)),
    ]);
    const publicationName = layouts.map((layout) => readText(layout.data?.sitecore?.route?.fields?.openGraphSiteName).trim()).find(Boolean) || site.name;
    const item = (loc: string, title: string, published: string): NewsSitemapItem => ({
      loc,
      title,
      published,
      language: locale.hreflang,
      publicationName,
    });
    const items: NewsSitemapItem[] = [];
    for (const route of routes.data) {
      if (route.path.toLowerCase().startsWith(NEWS_PATH_PREFIX) && route.title && route.published) {
        items.push(item(pageUrl(publicUrl, locale.prefix, route.path), route.title, route.published));
      }
    }
    let complete = true;
    const templates = [...new Set(layouts.flatMap((layout) => newsFeedTemplates(layout.data, locale.language)))];
    for (const template of templates) {
      const target = parseAbsoluteHttpUrl(feedUrlFor(template, NEWS_FEED_PAGE_SIZE));
      if (!target || !isHostAllowed(target, ctx.blockData.allowedFeedHosts)) {
        log.warn({ feed: target?.host ?? 'invalid URL', language: locale.language }, 'news sitemap: feed host not allowed');
        complete = false;
        continue;
      }
      try {
        const feed = await fetchJson(target.href, { timeoutMs: FEED_TIMEOUT_MS });
        for (const raw of feedItems(feed)) {
          const card = toNewsCard(raw, { defaultImage: null, language: locale.language, clean: newsCleaner });
          const loc = card && card.date ? siteUrlOf(card.link, publicUrl) : null;
          if (card && loc) items.push(item(loc, card.title, card.date));
        }
      } catch (error) {
        log.warn({ err: error, feed: target.host, language: locale.language }, 'news sitemap: feed unavailable');
        complete = false;
      }
    }
    return { items, complete };
  }

  /**
   * The CMS's answer for `/sitemap.xml` (id undefined) or `/sitemap-{id}.xml`: sent; or
   * `generate` (it publishes no sitemap) or `degraded` (it cannot be had), which the generated
   * sitemap answers, kept briefly when degraded so it heals soon.
   */
  async function fromCms(
    site: RequestSite,
    id: string | undefined,
    reply: FastifyReply,
    log: FastifyRequest['log'],
  ): Promise<FastifyReply | 'generate' | 'degraded'> {
    const publicUrl = originOf(site);
    let files;
    try {
      files = await cmsSitemaps.files(site);
    } catch (error) {
      // A CMS whose schema has no `siteInfo.sitemap` (an answer we cannot use) will not grow one
      // soon: its generated sitemap is the sitemap. An outage heals: kept briefly.
      const lasting = isCmsError(error) && error.code === 'CMS_BAD_RESPONSE';
      log.warn({ err: error }, 'CMS sitemap list unavailable; serving the generated sitemap');
      return lasting ? 'generate' : 'degraded';
    }
    if (files.length === 0) {
      log.info('the CMS publishes no sitemap; serving the generated one');
      return 'generate';
    }
    const news = Array.from({ length: NEWS_SITEMAPS }, (_, i) => `${publicUrl}/news-${i + 1}.xml`);
    const name = id === undefined ? 'sitemap.xml' : `sitemap-${id.toLowerCase()}.xml`;
    const file = files.find((listed) => listed.name === name);
    if (!file) {
      // Only numbered files, as a large site's CMS publishes them: the index is ours, of theirs.
      if (id === undefined) return sendCmsXml(reply, site, cmsSitemapIndexXml(publicUrl, files, news), SITEMAP_CACHE_CONTROL);
      return sendNotFound(reply);
    }
    try {
      const xml = await cmsSitemaps.read(file, files, site);
      // The CMS's own index does not know our news sitemap: it is added, so crawlers still find it.
      return sendCmsXml(reply, site, id === undefined ? withExtraSitemaps(xml, news) : xml, SITEMAP_CACHE_CONTROL);
    } catch (error) {
      log.warn({ err: error, file: file.name }, 'CMS sitemap file unavailable; serving the generated sitemap');
      return 'degraded';
    }
  }

  return async (request, reply, match) => {
    const site = await ctx.sites.of(request);
    if (!site) return sendUnknownHost(request, reply);
    const publicUrl = originOf(site);
    try {
      const id = match.params.id;
      // The app has already parsed this URL; the rewrite does not say which pattern matched.
      const isNews = id !== undefined && parseRequestPath(request.url).pathname.startsWith('/news-');
      let cacheControl = SITEMAP_CACHE_CONTROL;
      if (!isNews) {
        const cms = await fromCms(site, id, reply, request.log);
        if (typeof cms !== 'string') return cms;
        if (cms === 'degraded') cacheControl = DEGRADED_SITEMAP_CACHE_CONTROL;
      }
      if (id === undefined) {
        const urls = await allUrls(site);
        return sendXml(reply, sitemapIndexXml(publicUrl, pageCount(urls.length)), cacheControl);
      }
      const page = parsePageNumber(id);
      if (isNews) {
        if (page === null || page > NEWS_SITEMAPS) return sendNotFound(reply);
        const parts = await Promise.all(SITEMAP_LOCALES.map((locale) => newsOf(site, locale, request.log)));
        const items = selectNewsItems(
          parts.flatMap((part) => part.items),
          Date.now(),
        );
        const complete = parts.every((part) => part.complete);
        return sendXml(reply, newsSitemapXml(items), complete ? SITEMAP_CACHE_CONTROL : DEGRADED_SITEMAP_CACHE_CONTROL);
      }
      const urls = await allUrls(site);
      if (page === null || page > pageCount(urls.length)) return sendNotFound(reply);
      return sendXml(reply, urlsetXml(pageOf(urls, page)), cacheControl);
    } catch (error) {
      return sendSiteFileFailure(request, reply, error, 'sitemap');
    }
  };
}

/** The site's public origin, without a trailing slash. */
function originOf(site: RequestSite): string {
  return site.publicUrl.replace(/\/+$/, '');
}

function sendXml(reply: FastifyReply, xml: string, cacheControl: string): FastifyReply {
  return reply.status(200).header('content-type', XML_CONTENT_TYPE).header('cache-control', cacheControl).send(xml);
}

/** A sitemap made of the CMS's files: tagged, so a CDN purges it when the webhook purges ours. */
function sendCmsXml(reply: FastifyReply, site: RequestSite, xml: string, cacheControl: string): FastifyReply {
  const tag = site.cms.siteTag(SITEMAP_TAG);
  return sendXml(reply.header('cache-tag', tag).header('surrogate-key', tag), xml, cacheControl);
}

function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', NOT_FOUND_CACHE_CONTROL)
    .send('Not found: no such sitemap.\n');
}

/**
 * A sitemap or robots.txt the CMS could not give us: 502/504 (500 for our own bug) with a short
 * text, never cached, and a log line with the cause (which the body never shows).
 */
export function sendSiteFileFailure(request: FastifyRequest, reply: FastifyReply, error: unknown, what: string): FastifyReply {
  const { status, code, message } = describeError(error);
  request.log.error({ err: error, code }, `${what} failed`);
  return reply.status(status).header('content-type', 'text/plain; charset=utf-8').header('cache-control', PRIVATE_CACHE_CONTROL).send(`${message}\n`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
