import type { Payload } from './cache.ts';
import { CmsError } from './errors.ts';
import type { GraphqlClient } from './graphql-client.ts';
import { pick } from './json-shape.ts';

/**
 * The sitemap files the CMS publishes for a site (issue 15 item 2): Experience Edge answers
 * `site.siteInfo(site).sitemap` with the URLs of the files (`…/sitemap.xml`, or an index and its
 * `…/sitemap-1.xml`, `…/sitemap-2.xml`), the query Sitecore's Content SDK sends
 * (`SitemapXmlService`). An empty list means the CMS publishes none.
 */
export const SITEMAP_QUERY = `query SitemapQuery($site: String!) {
  site { siteInfo(site: $site) { sitemap } }
}`;

/**
 * The cache tag of everything read for the CMS's sitemap: a publish that changes pages purges it
 * (src/server/revalidate.ts), and the sitemap answers carry it for a CDN's purge alike.
 */
export const SITEMAP_TAG = 'sitemap';

/** Far more files than any site publishes (50,000 URLs each); a list longer than this is cut. */
export const MAX_SITEMAP_FILES = 1000;

export type SiteSitemapSource = (signal?: AbortSignal) => Promise<Payload<string[]>>;

/** CMS cache keys of the sitemap data, in the cache's `kind|site|language|path` form (no language). */
export function sitemapCacheKey(site: string, part: string): string {
  return `sitemap|${site}||${part}`;
}

/** The site's sitemap file URLs as the CMS lists them; entries that are not strings are dropped. */
export function createSiteSitemapList(siteName: string, graphql: GraphqlClient, tag = SITEMAP_TAG): SiteSitemapSource {
  return async (signal) => {
    const { data, bytes } = await graphql.query(SITEMAP_QUERY, { site: siteName }, signal);
    const list = pick(data, 'site', 'siteInfo', 'sitemap');
    // An unknown site (`siteInfo: null`) or a site without sitemaps publishes none.
    if (list === undefined || list === null) return { data: [], bytes, tags: [tag] };
    if (!Array.isArray(list)) throw new CmsError('CMS_BAD_RESPONSE', 'siteInfo.sitemap is not a list');
    const urls = list.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').map((entry) => entry.trim());
    return { data: urls.slice(0, MAX_SITEMAP_FILES), bytes, tags: [tag] };
  };
}
