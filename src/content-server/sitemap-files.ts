/**
 * The sitemap files the CMS publishes for a site, as SXA's sitemap does in XM Cloud: it writes
 * them as media items and Experience Edge lists their URLs in `siteInfo.sitemap`; a render host
 * (Sitecore's SitemapXmlService) asks for that list and fetches the files. Here they are built from
 * the content store's routes and served at `/sitemaps/{site}/{file}` on the content server.
 *
 * As SXA writes them: one `<url>` per page and language version, each naming every language
 * version and x-default (the default language's) as `xhtml:link` alternates; absolute URLs on the
 * site's public host (Target host name and Scheme); `lastmod` from the item's `__Updated`. One file
 * `sitemap.xml`, or `sitemap-1.xml` … `sitemap-n.xml` when the pages exceed the site's
 * "Maximum number of pages per sitemap". URLs follow the render host's language embedding: the
 * default language without a prefix, the others under `/{language}`.
 */
import type { FastifyInstance } from 'fastify';
import { type ContentStore, type SiteContent, isPlainHost, listedRoutes, routeKey } from './content-store.ts';
import { ContentServerError } from './errors.ts';
import { type ContentServerState, sendError } from './server-state.ts';
import { type SitemapUrl, urlsetXml } from '../lib/sitemap-xml.ts';
import { originOnHostName } from '../lib/site-origin.ts';

export const SITEMAP_FILES_PREFIX = '/sitemaps';
export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

/**
 * The origin the sitemap names pages on, by the render host's rules (src/server/sites.ts): the
 * origin it names for the site (`publicUrls`); else, when it told us its public URL, that URL's
 * scheme and port on the first host name the site lists without a wildcard (a second site such as
 * `drydocks.localhost`; src/lib/site-origin.ts), or the URL itself (a site on every host, `*`); else the site's scheme and
 * target host name, else its host name when that is one plain host. null: the site has no public
 * host (Host name '*' and no target), and SXA then publishes no sitemap.
 */
export function publicOriginOf(store: ContentStore, site: SiteContent): string | null {
  const { targetHostname, hostname, scheme, name } = site.definition;
  const named = store.publicUrls[name.toLowerCase()];
  if (named) return named;
  if (store.publicUrl) return originOnHostName(hostname, store.publicUrl) ?? store.publicUrl;
  if (targetHostname) return `${scheme}://${targetHostname.toLowerCase()}`;
  return isPlainHost(hostname) ? `${scheme}://${hostname.toLowerCase()}` : null;
}

/** Every page and language version of the site, pages in path order, versions in the site's language order. */
export function sitemapEntries(site: SiteContent, origin: string): SitemapUrl[] {
  const { languages, defaultLanguage } = site.definition;
  const pages = new Map<string, Array<{ language: string; href: string; lastmod: string | undefined }>>();
  for (const language of languages) {
    const content = site.languages.get(language);
    if (!content) continue;
    for (const stored of listedRoutes(site, content)) {
      const key = routeKey(stored.path);
      const versions = pages.get(key) ?? [];
      if (versions.length === 0) pages.set(key, versions);
      const prefix = language === defaultLanguage ? '' : `/${language}`;
      versions.push({ language, href: pageUrl(origin, prefix, stored.path), lastmod: w3cDate(content.updated.get(key)) });
    }
  }
  const entries: SitemapUrl[] = [];
  for (const key of [...pages.keys()].sort()) {
    const versions = pages.get(key) ?? [];
    const fallback = versions.find((version) => version.language === defaultLanguage) ?? versions[0];
    const alternates =
      versions.length < 2 || !fallback
        ? []
        : [{ hreflang: 'x-default', href: fallback.href }, ...versions.map((v) => ({ hreflang: v.language, href: v.href }))];
    for (const version of versions) {
      entries.push({ loc: version.href, ...(version.lastmod ? { lastmod: version.lastmod } : {}), alternates });
    }
  }
  return entries;
}

/** `https://host/`, `https://host/about`, `https://host/ar`, `https://host/ar/about`; segments percent-encoded. */
function pageUrl(origin: string, prefix: string, routePath: string): string {
  const segments = routePath.split('/').filter(Boolean);
  // encodeURIComponent throws on a lone surrogate: such a segment gets U+FFFD instead.
  const encoded = segments.map((segment) => `/${encodeURIComponent(segment.replace(/\p{Cs}/gu, '\uFFFD'))}`).join('');
  return `${origin}${prefix + encoded || '/'}`;
}

/** Sitecore's `20261101T093000Z` as `2026-11-01T09:30:00Z`; undefined for anything else. */
function w3cDate(updated: string | undefined): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(updated ?? '');
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}Z`;
  return Number.isNaN(Date.parse(iso)) ? undefined : iso;
}

interface PublishedSitemap {
  names: string[];
  files: Map<string, string>;
}

// Content never changes after loading, so each site's files are built once, when first asked.
const published = new WeakMap<SiteContent, PublishedSitemap>();

function publish(store: ContentStore, site: SiteContent): PublishedSitemap {
  const cached = published.get(site);
  if (cached) return cached;
  const origin = publicOriginOf(store, site);
  const result: PublishedSitemap = { names: [], files: new Map() };
  if (origin !== null) {
    const entries = sitemapEntries(site, origin);
    const max = site.definition.maxPagesPerSitemap;
    if (entries.length <= max) {
      result.files.set('sitemap.xml', urlsetXml(entries));
    } else {
      for (let start = 0, n = 1; start < entries.length; start += max, n += 1) {
        result.files.set(`sitemap-${n}.xml`, urlsetXml(entries.slice(start, start + max)));
      }
    }
    result.names = [...result.files.keys()];
  }
  published.set(site, result);
  return result;
}

/** Edge's `siteInfo.sitemap`: the absolute URLs of the site's published sitemap files (none without a public host). */
export function sitemapFileUrls(store: ContentStore, site: SiteContent): string[] {
  const base = `${store.origin}${SITEMAP_FILES_PREFIX}/${encodeURIComponent(site.definition.name)}/`;
  return publish(store, site).names.map((name) => base + name);
}

/** One published file's XML, or undefined when the site publishes no file of that name. */
export function sitemapFile(store: ContentStore, site: SiteContent, name: string): string | undefined {
  return publish(store, site).files.get(name);
}

/** `GET /sitemaps/{site}/{file}`: public, as Edge's media delivery is; 404 for any other site or file. */
export function registerSitemapFiles(app: FastifyInstance, state: ContentServerState): void {
  app.get<{ Params: { site: string; file: string } }>(`${SITEMAP_FILES_PREFIX}/:site/:file`, async (request, reply) => {
    state.stats.sitemaps += 1;
    const { site: siteName, file } = request.params;
    const store = state.content();
    const site = store.sites.get(siteName);
    const body = site ? sitemapFile(store, site, file) : undefined;
    if (body === undefined) {
      return sendError(reply, new ContentServerError('CONTENT_NOT_FOUND', `no sitemap file ${siteName}/${file}`));
    }
    return reply.code(200).type(SITEMAP_CONTENT_TYPE).send(body);
  });
}
