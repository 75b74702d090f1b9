import type { Payload } from './cache.ts';
import type { CmsLog } from './cms-log.ts';
import { CmsError } from './errors.ts';
import type { GraphqlClient } from './graphql-client.ts';
import { pick } from './json-shape.ts';
import { parseDate } from '../lib/dates.ts';
import { PREFIXED_LOCALES } from '../../routes.ts';

/** The languages the host routes, each under its own prefix (`routes.ts`). */
const HOST_LANGUAGES: readonly string[] = PREFIXED_LOCALES;

/**
 * Experience Edge site services beyond layout and dictionary (docs/cms-protocol.md): the route list
 * the sitemap is built from, and the robots.txt text. Both work in either layout mode.
 */

/** One page of the site in one language, as the sitemap needs it. */
export interface SiteRoute {
  /** The path as the site addresses it, without a locale prefix: '/', '/about', '/news/x'. */
  path: string;
  /** Last change of the item (`__Updated`), ISO 8601, when the CMS says. */
  updated?: string;
  /** When the page was first published (`publishDate`, else `__Created`), ISO 8601: news pages. */
  published?: string;
  /** The page's own title (`title`, else `metaTitle`, else its display name): news pages, llms.txt. */
  title?: string;
  /** What the page is about (`metaDescription`, else `description`): llms.txt. */
  description?: string;
}

export type SiteRoutesSource = (language: string, signal?: AbortSignal) => Promise<Payload<SiteRoute[]>>;
export type SiteRobotsSource = (signal?: AbortSignal) => Promise<Payload<string | null>>;

/**
 * Sitecore's route list (the query JSS's sitemap service sends, `path: routePath`), with the few
 * fields of each route the sitemaps use. Fields a template lacks come back null.
 */
export const SITE_ROUTES_QUERY = `query SiteRoutesQuery($site: String!, $language: String!, $pageSize: Int = 100, $after: String) {
  site { siteInfo(site: $site) {
    routes(language: $language, first: $pageSize, after: $after) {
      total pageInfo { endCursor hasNext }
      results {
        path: routePath
        route {
          displayName
          title: field(name: "title") { value }
          metaTitle: field(name: "metaTitle") { value }
          publishDate: field(name: "publishDate") { value }
          metaDescription: field(name: "metaDescription") { value }
          description: field(name: "description") { value }
          created: field(name: "__Created") { value }
          updated: field(name: "__Updated") { value }
        }
      }
    }
  } }
}`;

export const ROBOTS_QUERY = `query RobotsQuery($site: String!) {
  site { siteInfo(site: $site) { robots } }
}`;

/** The llms.txt editors keep (the query of the Content SDK's LlmsTxtService). */
export const LLMS_TXT_QUERY = `query LlmsTxtQuery($site: String!) {
  site { siteInfo(site: $site) { llmsTxt } }
}`;

/** 100 routes per call (the JSS default): each carries a few fields, so pages stay small. */
export const ROUTES_PAGE_SIZE = 100;
/** 200 pages of 100: far above this site, low enough that a cursor loop always ends. */
export const MAX_ROUTE_PAGES = 200;

/** Every route of the site in one language, read page by page along the cursor. */
export function createSiteRoutes(siteName: string, graphql: GraphqlClient, log: CmsLog): SiteRoutesSource {
  return async (language, signal) => {
    const routes: SiteRoute[] = [];
    const seen = new Set<string>();
    let bytes = 0;
    let after: string | undefined;
    for (let page = 1; page <= MAX_ROUTE_PAGES; page++) {
      const variables = { site: siteName, language, pageSize: ROUTES_PAGE_SIZE, after };
      const answer = await graphql.query(SITE_ROUTES_QUERY, variables, signal);
      bytes += answer.bytes;
      const slice = pick(answer.data, 'site', 'siteInfo', 'routes');
      // Unknown site or language: no (more) routes.
      if (slice === null || slice === undefined) return { data: routes, bytes };
      const results = pick(slice, 'results');
      if (!Array.isArray(results)) throw new CmsError('CMS_BAD_RESPONSE', 'route list page without results');
      for (const result of results) {
        const route = toSiteRoute(result);
        // A cursor that moved back would repeat routes; each path is listed once.
        if (route && !seen.has(route.path.toLowerCase())) {
          seen.add(route.path.toLowerCase());
          routes.push(route);
        }
      }
      const hasNext = pick(slice, 'pageInfo', 'hasNext') === true;
      const cursor = pick(slice, 'pageInfo', 'endCursor');
      if (!hasNext || typeof cursor !== 'string' || cursor === '' || cursor === after) return { data: routes, bytes };
      after = cursor;
    }
    log.warn({ site: siteName, language, pages: MAX_ROUTE_PAGES }, 'CMS route list has more pages than we read');
    return { data: routes, bytes };
  };
}

/** The site's robots.txt text, or null when the CMS has none (the host then uses its default). */
export function createSiteRobots(siteName: string, graphql: GraphqlClient): SiteRobotsSource {
  return async (signal) => {
    const { data, bytes } = await graphql.query(ROBOTS_QUERY, { site: siteName }, signal);
    const robots = pick(data, 'site', 'siteInfo', 'robots');
    return { data: typeof robots === 'string' && robots.trim() !== '' ? robots : null, bytes };
  };
}

/**
 * The site's llms.txt text, or null when the CMS has none (the host then makes one from the
 * sitemap's pages). A CMS whose schema has no `llmsTxt` field answers with an error: none either.
 */
export function createSiteLlmsTxt(siteName: string, graphql: GraphqlClient): SiteRobotsSource {
  return async (signal) => {
    try {
      const { data, bytes } = await graphql.query(LLMS_TXT_QUERY, { site: siteName }, signal);
      const text = pick(data, 'site', 'siteInfo', 'llmsTxt');
      return { data: typeof text === 'string' && text.trim() !== '' ? text : null, bytes };
    } catch (error) {
      if (error instanceof CmsError && error.code === 'CMS_BAD_RESPONSE') return { data: null, bytes: 0 };
      throw error;
    }
  };
}

function toSiteRoute(result: unknown): SiteRoute | null {
  const raw = pick(result, 'path');
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const path = normalizeRoutePath(raw);
  if (path === null) return null;
  const route = pick(result, 'route');
  const siteRoute: SiteRoute = { path };
  const updated = isoDate(pick(route, 'updated', 'value'));
  const published = isoDate(pick(route, 'publishDate', 'value')) ?? isoDate(pick(route, 'created', 'value'));
  const title = [pick(route, 'title', 'value'), pick(route, 'metaTitle', 'value'), pick(route, 'displayName')].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  if (updated) siteRoute.updated = updated;
  if (published) siteRoute.published = published;
  if (title) siteRoute.title = title.trim();
  const description = [pick(route, 'metaDescription', 'value'), pick(route, 'description', 'value')].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  if (description) siteRoute.description = description.trim();
  return siteRoute;
}

/**
 * '/about/' and '//about' are '/about'; a path with a query, a fragment or a dot segment is not a
 * route Sitecore would list, and is dropped rather than put in a sitemap.
 */
function normalizeRoutePath(raw: string): string | null {
  const path = `/${raw.trim()}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  if (/[?#\\\u0000-\u001f]/.test(path)) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return path;
}

/** A date field's value (Sitecore's `20240315T101500Z`, or ISO) as ISO 8601; "no date" is none. */
function isoDate(value: unknown): string | undefined {
  return parseDate(value)?.toISOString();
}

/**
 * The sites the CMS serves: the query of the Content SDK's SiteInfoService, with the root path and,
 * for each language the host routes (`routes.ts`, PREFIXED_LOCALES), whether the site has a page in
 * it. Edge's site has one default language and no language list; a site "has" a language when it
 * lists a route in it (`routes(language:)` lists only items with a version there), asked as one
 * aliased `total` per language in the same query.
 */
export function siteCollectionQuery(languages: readonly string[]): string {
  const counts = languages.map((language) => `${languageAlias(language)}: routes(language: "${language}", first: 1) { total }`).join(' ');
  return `query SiteCollectionQuery {
  site { siteInfoCollection { name hostName: hostname language rootPath ${counts} } }
}`;
}

/** The query as the host sends it (its two languages). */
export const SITE_COLLECTION_QUERY = siteCollectionQuery(HOST_LANGUAGES);

/** A GraphQL alias for a language's route count: `routes_en`, `routes_zh_hant`. */
function languageAlias(language: string): string {
  return `routes_${language.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;
}

/** One site of the CMS's collection (src/server/site-resolver.ts reads it). */
export interface CmsSiteInfo {
  name: string;
  hostName: string;
  language: string;
  rootPath?: string;
  /**
   * The host's languages the site has pages in, its default language first when it is one of
   * them; every host language when the CMS does not say (an answer without the counts).
   */
  languages: string[];
}

export type SiteCollectionSource = (signal?: AbortSignal) => Promise<Payload<CmsSiteInfo[]>>;

/**
 * Every site of the CMS, as Sitecore's SiteInfoService reads them: Sitecore's built-in `website`
 * left out, and entries without a name or host name dropped. Empty when the CMS has no such query
 * (XM before 10.4): the host then serves its configured site alone.
 */
export function createSiteCollection(graphql: GraphqlClient, languages: readonly string[] = HOST_LANGUAGES): SiteCollectionSource {
  const query = siteCollectionQuery(languages);
  return async (signal) => {
    const { data, bytes } = await graphql.query(query, {}, signal);
    const list = pick(data, 'site', 'siteInfoCollection');
    const sites: CmsSiteInfo[] = [];
    for (const entry of Array.isArray(list) ? list : []) {
      const name = pick(entry, 'name');
      const hostName = pick(entry, 'hostName');
      const language = pick(entry, 'language');
      const rootPath = pick(entry, 'rootPath');
      if (typeof name !== 'string' || name.trim() === '' || name === 'website' || typeof hostName !== 'string') continue;
      const defaultLanguage = typeof language === 'string' && language.trim() !== '' ? language.trim() : 'en';
      sites.push({
        name: name.trim(),
        hostName,
        language: defaultLanguage,
        ...(typeof rootPath === 'string' && rootPath.trim() !== '' ? { rootPath: rootPath.trim() } : {}),
        languages: siteLanguages(entry, languages, defaultLanguage),
      });
    }
    return { data: sites, bytes };
  };
}

/**
 * The host's languages a site has pages in, its default language first. A count that is missing
 * or not a number says nothing, and keeps the language; a site with no page in any of them keeps
 * them all (a site still being built is served, and answers 404s, rather than dropped).
 */
function siteLanguages(entry: unknown, languages: readonly string[], defaultLanguage: string): string[] {
  const has = languages.filter((language) => {
    const total = pick(entry, languageAlias(language), 'total');
    return typeof total !== 'number' || total > 0;
  });
  const listed = has.length > 0 ? has : [...languages];
  const first = listed.find((language) => language.toLowerCase() === defaultLanguage.toLowerCase());
  return first ? [first, ...listed.filter((language) => language !== first)] : listed;
}
