/**
 * The sitemap the CMS publishes (issue 15 item 2), for `/sitemap.xml` and `/sitemap-{id}.xml`
 * (sitemap.ts). Experience Edge lists a site's sitemap files (src/cms/site-sitemap.ts); this module
 * fetches them and puts their URLs on the site's public address.
 *
 * Decisions:
 * - Files are fetched only from the CMS's own origins (SITECORE_API_HOST, the GraphQL endpoint)
 *   and, over https, from Experience Edge's hosts, through the guarded fetch (safe-fetch.ts: no
 *   redirects, SITEMAP_FILE_MAX_BYTES at most, the CMS timeout). The CMS's own origins may be
 *   internal addresses (the embedded CMS is on loopback): the operator configured them.
 * - No API key is sent: Edge serves the files publicly, and the Content SDK fetches them so too.
 * - A file is served under the name it has in the list (`sitemap.xml`, `sitemap-1.xml`); names
 *   our routes cannot serve are skipped with a log line.
 * - URLs inside a file: references to the listed files become `{PUBLIC_URL}/{name}`, so crawlers
 *   come back here for them; URLs on the CMS's own origins become PUBLIC_URL (a CMS that does not
 *   know the public host writes its own); URLs on any other host (the hostname set in Sitecore's
 *   site settings) are served as the CMS wrote them.
 * - The list and each file are kept in the CMS cache (stale-while-revalidate, stale-if-error),
 *   tagged SITEMAP_TAG, which the publish webhook purges.
 */
import { siteTag, type CmsCache } from '../cms/cache.ts';
import type { CmsConfig } from '../cms/cms-config.ts';
import type { CmsLog } from '../cms/cms-log.ts';
import { CmsError } from '../cms/errors.ts';
import type { GraphqlClient } from '../cms/graphql-client.ts';
import { createSiteSitemapList, sitemapCacheKey, SITEMAP_TAG } from '../cms/site-sitemap.ts';
import { createSafeFetch, type SafeFetch } from './safe-fetch.ts';

/** Experience Edge's hosts, which serve published files (the Content SDK's default Edge URLs). */
export const EDGE_HOSTS = ['edge.sitecorecloud.io', 'edge-platform.sitecorecloud.io'] as const;
/**
 * The largest sitemap file taken from the CMS. The protocol allows 50 MB; Sitecore splits its
 * sitemaps long before, and a file this size is already about 40,000 URLs with their alternates.
 * A larger one is refused (the generated sitemap is served instead), not held in memory.
 */
export const SITEMAP_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** A file our routes serve: `sitemap.xml`, or `sitemap-{id}.xml` with a plain id. */
const SERVABLE_NAME = /^sitemap(?:-[a-z0-9_]{1,64})?\.xml$/;

export interface CmsSitemapFile {
  /** Its name in lower case, as our route serves it: `sitemap.xml`, `sitemap-1.xml`. */
  name: string;
  url: string;
}

/** Which site's sitemap, and the public origin its URLs go on (default: the configured site's). */
export interface SitemapSite {
  name: string;
  publicUrl: string;
}

export interface CmsSitemaps {
  /** The files the CMS publishes for the site; none when it publishes none. Rejects when the CMS cannot say. */
  files(site?: SitemapSite): Promise<CmsSitemapFile[]>;
  /** One file, its URLs put on the site's public origin. Rejects when it cannot be fetched or is no sitemap. */
  read(file: CmsSitemapFile, files: readonly CmsSitemapFile[], site?: SitemapSite): Promise<string>;
  close(): Promise<void>;
}

export interface CmsSitemapsOptions {
  cms: CmsConfig;
  publicUrl: string;
  cache: CmsCache;
  log: CmsLog;
  /** Where the list is asked (a client on the CMS's GraphQL endpoint). */
  graphql: GraphqlClient;
  /** For tests: the fetcher (default: a guarded fetch with a pool of its own). */
  fetch?: SafeFetch;
}

// ---------------------------------------------------------------------------------------------
// Pure rules.

/** The origins the CMS answers on: where its own URLs point. */
export function cmsOrigins(cms: Pick<CmsConfig, 'apiHost' | 'graphqlEndpoint'>): string[] {
  return [...new Set([cms.apiHost, cms.graphqlEndpoint].map((href) => new URL(href).origin))];
}

/**
 * The file a listed URL names, when we may fetch it and serve it: on a CMS origin, or an Edge host
 * over https, and with a name our routes serve. Null otherwise.
 */
export function sitemapFileOf(url: string, origins: readonly string[]): CmsSitemapFile | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username !== '' || parsed.password !== '') return null;
  const onCms = origins.includes(parsed.origin);
  const onEdge = parsed.protocol === 'https:' && (EDGE_HOSTS as readonly string[]).includes(parsed.hostname.toLowerCase()) && parsed.port === '';
  if (!onCms && !onEdge) return null;
  const name = (parsed.pathname.split('/').pop() ?? '').toLowerCase();
  return SERVABLE_NAME.test(name) ? { name, url: parsed.href } : null;
}

/** The listed URLs as files, each name once (the first wins); the others are returned as skipped. */
export function sitemapFilesOf(urls: readonly string[], origins: readonly string[]): { files: CmsSitemapFile[]; skipped: string[] } {
  const files: CmsSitemapFile[] = [];
  const skipped: string[] = [];
  for (const url of urls) {
    const file = sitemapFileOf(url, origins);
    if (file && !files.some((known) => known.name === file.name)) files.push(file);
    else skipped.push(url);
  }
  return { files, skipped };
}

/**
 * Whether a body is a sitemap or a sitemap index: its first element (after the XML declaration
 * and comments) is `urlset` or `sitemapindex`. A document type declaration is refused: no
 * sitemap has one. Read by scanning, not by one pattern over the whole text, so no body can make
 * the check slow.
 */
export function isSitemapXml(xml: string): boolean {
  let at = 0;
  for (;;) {
    at = xml.indexOf('<', at);
    if (at < 0) return false;
    if (xml.startsWith('<?', at)) at = xml.indexOf('?>', at);
    else if (xml.startsWith('<!--', at)) at = xml.indexOf('-->', at);
    else return /^<(?:[A-Za-z_][\w.-]{0,40}:)?(?:urlset|sitemapindex)[\s>/]/.test(xml.slice(at, at + 100));
    if (at < 0) return false;
  }
}

/**
 * A CMS sitemap with its URLs on this site (see the decisions above). `<sitemap><loc>` entries
 * that name a listed file by its name point at ours; URLs on a CMS origin move to PUBLIC_URL.
 */
export function rewriteSitemapXml(xml: string, options: { origins: readonly string[]; publicUrl: string; files: readonly CmsSitemapFile[] }): string {
  const { publicUrl, files } = options;
  const withOwnFiles = xml.replace(/(<(?:[\w.-]+:)?sitemap>\s*<(?:[\w.-]+:)?loc>)([^<]*)(<\/)/g, (whole, open: string, loc: string, close: string) => {
    const name = (loc.trim().split(/[?#]/, 1)[0]!.split('/').pop() ?? '').toLowerCase();
    return files.some((file) => file.name === name) ? `${open}${publicUrl}/${name}${close}` : whole;
  });
  let rewritten = withOwnFiles;
  for (const origin of options.origins) {
    // The origin as a whole URL prefix only: followed by a path, the end of the text or a quote.
    for (const after of ['/', '<', '"', "'"]) rewritten = rewritten.split(`${origin}${after}`).join(`${publicUrl}${after}`);
  }
  return rewritten;
}

/** A sitemap index of the listed files on PUBLIC_URL (and extra sitemaps of ours), when the CMS publishes no `sitemap.xml`. */
export function cmsSitemapIndexXml(publicUrl: string, files: readonly CmsSitemapFile[], extra: readonly string[]): string {
  const locs = [...files.map((file) => `${publicUrl}/${file.name}`), ...extra];
  const entries = locs.map((loc) => `  <sitemap><loc>${loc.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

/** Adds sitemaps of ours to a CMS sitemap index; a urlset is left as it is. */
export function withExtraSitemaps(xml: string, extra: readonly string[]): string {
  const close = xml.lastIndexOf('</sitemapindex>');
  if (close < 0 || extra.length === 0) return xml;
  const entries = extra.map((loc) => `  <sitemap><loc>${loc}</loc></sitemap>\n`).join('');
  return `${xml.slice(0, close)}${entries}${xml.slice(close)}`;
}

// ---------------------------------------------------------------------------------------------
// The source.

export function createCmsSitemaps(options: CmsSitemapsOptions): CmsSitemaps {
  const { cms, cache, log } = options;
  const configured: SitemapSite = { name: cms.siteName, publicUrl: options.publicUrl };
  const origins = cmsOrigins(cms);
  const lists = new Map<string, ReturnType<typeof createSiteSitemapList>>();
  const listOf = (site: string) => {
    let list = lists.get(site);
    if (!list) lists.set(site, (list = createSiteSitemapList(site, options.graphql, siteTag(SITEMAP_TAG, site, cms.siteName))));
    return list;
  };
  const cmsHosts = origins.map((origin) => new URL(origin).host);
  const fetchFile =
    options.fetch ??
    createSafeFetch({
      allowedHosts: [...cmsHosts, ...EDGE_HOSTS],
      privateHosts: cmsHosts,
      maxBytes: SITEMAP_FILE_MAX_BYTES,
      timeoutMs: cms.timeoutMs,
      headers: { accept: 'application/xml, text/xml;q=0.9, */*;q=0.1' },
    });

  return {
    async files(site = configured) {
      const { data: urls } = await cache.read(sitemapCacheKey(site.name, 'list'), listOf(site.name));
      const { files, skipped } = sitemapFilesOf(urls, origins);
      if (skipped.length > 0) log.warn({ skipped: skipped.slice(0, 10) }, 'CMS sitemap list names files we may not fetch or serve; skipped');
      return files;
    },
    async read(file, files, site = configured) {
      const publicUrl = site.publicUrl.replace(/\/+$/, '');
      const { data } = await cache.read(sitemapCacheKey(site.name, `file:${file.name}`), async (signal) => {
        const response = await fetchFile(file.url, signal ? { signal } : {});
        if (response.status !== 200) throw new CmsError('CMS_BAD_RESPONSE', `sitemap file ${file.name} answered ${response.status}`);
        const text = new TextDecoder('utf-8').decode(response.body);
        if (!isSitemapXml(text)) throw new CmsError('CMS_BAD_RESPONSE', `sitemap file ${file.name} is not a sitemap`);
        const xml = rewriteSitemapXml(text, { origins, publicUrl, files });
        return { data: xml, bytes: response.body.length, tags: [siteTag(SITEMAP_TAG, site.name, cms.siteName)] };
      });
      return data;
    },
    async close() {
      if (!options.fetch) await fetchFile.close();
    },
  };
}
