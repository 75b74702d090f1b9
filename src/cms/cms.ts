import {
  cacheKey,
  createCmsCache,
  dictionaryTag,
  layoutTags,
  MISSING_LAYOUT_TAG,
  REDIRECTS_TAG,
  siteTag,
  type CmsCache,
  type Loader,
  type SharedLevel,
} from './cache.ts';
import type { CmsConfig } from './cms-config.ts';
import type { CmsLog } from './cms-log.ts';
import { createGraphqlDictionary, createRestDictionary } from './dictionary.ts';
import { createErrorPages } from './error-pages.ts';
import { createGraphqlClient } from './graphql-client.ts';
import { createHttpClient, withHeaders } from './http-client.ts';
import { toRoutePath } from './layout-data.ts';
import { createGraphqlLayout } from './layout-graphql.ts';
import { createRestLayout } from './layout-rest.ts';
import { createSiteRedirects, type RedirectRule } from './redirects.ts';
import { createSiteCollection, createSiteLlmsTxt, createSiteRobots, createSiteRoutes, type CmsSiteInfo, type SiteRoute } from './site-services.ts';
import { SITEMAP_TAG } from './site-sitemap.ts';
import { createItemPaths, type ItemPathsSource } from './item-paths.ts';
import { createSiteSettings } from './site-settings.ts';
import type { Dictionary, LayoutServiceData, SiteSettings } from './types.ts';

export type CacheStatus = 'hit' | 'shared' | 'miss' | 'stale' | 'bypass';

export interface CmsResult<T> {
  data: T;
  /** Cache tags of what was read (cache.ts): the items a page built from it used. */
  tags: readonly string[];
  /** Wall time of this read in ms (about 0 for a hit): the `cms` entry of Server-Timing. */
  ms: number;
  cache: CacheStatus;
}

/** How an editor asked for a layout (the editing render endpoint, or the preview bypass). */
export interface LayoutEditing {
  mode: 'edit' | 'preview';
  /** The item the editor opened (`sc_itemid`), a GUID. */
  itemId?: string;
  /** Its version (`sc_version`); the latest when absent. */
  version?: number;
  /** Final or shared layout (`sc_layoutKind`, Experience Edge only); final when absent. */
  layoutKind?: 'final' | 'shared';
}

export interface CmsReadOptions extends Partial<LayoutEditing> {
  /** Editors' preview and edit: read from the CMS, and neither read nor write the shared cache. */
  fresh?: boolean;
  /** Never answer with an expired entry: refresh it and wait (the page cache's refresh). */
  revalidate?: boolean;
}

/** One site's data (layout, dictionary, settings, error pages, routes, robots, redirects). */
export interface SiteCms {
  /** The site these reads are for (Sitecore's site name: `sc_site`, `siteInfo(site:)`). */
  readonly siteName: string;
  /** A site-wide tag (`sitemap`, `dictionary-en`…) as this site's entries carry it (cache.ts, siteTag). */
  siteTag(tag: string): string;
  /** The route's layout, or null when the CMS has no such route (render the not-found page). */
  getLayout(path: string, language: string, opts?: CmsReadOptions): Promise<CmsResult<LayoutServiceData | null>>;
  /** The CMS's not-found page, or null when the site has none configured. */
  getNotFoundPage(language: string, opts?: CmsReadOptions): Promise<CmsResult<LayoutServiceData | null>>;
  getDictionary(language: string, opts?: CmsReadOptions): Promise<CmsResult<Dictionary>>;
  getSiteSettings(language: string, opts?: CmsReadOptions): Promise<CmsResult<SiteSettings>>;
  /** Every route of the site in one language (the sitemap's pages), read along the CMS's cursor. */
  getRoutes(language: string, opts?: CmsReadOptions): Promise<CmsResult<SiteRoute[]>>;
  /** The site's robots.txt text from the CMS, or null when it has none. */
  getRobots(opts?: CmsReadOptions): Promise<CmsResult<string | null>>;
  /** The site's llms.txt text from the CMS (`siteInfo.llmsTxt`), or null when it has none; purged with the sitemap. */
  getLlmsTxt(opts?: CmsReadOptions): Promise<CmsResult<string | null>>;
  /**
   * The site's redirect map, in the CMS's order. While cached, every read answers the same array:
   * its identity is the map's version (src/server/cms-redirects.ts compiles it once per version).
   */
  getRedirects(opts?: CmsReadOptions): Promise<CmsResult<RedirectRule[]>>;
}

/**
 * The CMS data layer: the configured site's reads, every other site's through `forSite`, and the
 * list of sites (issue 28, multisite). One HTTP pool and one cache for all of them; every key
 * names its site.
 */
export interface Cms extends SiteCms {
  /** The reads of another site of the same CMS (its root path, when known, places its settings). */
  forSite(name: string, rootPath?: string): SiteCms;
  /** The CMS's sites (Edge's `siteInfoCollection`), cached like the rest; empty when it has none. */
  getSites(opts?: CmsReadOptions): Promise<CmsResult<CmsSiteInfo[]>>;
  /** Where items sit in the content tree, by id, read fresh (item-paths.ts): which site a publish touched. */
  itemPaths: ItemPathsSource;
  readonly cache: CmsCache;
  /** Ends the keep-alive connections to the CMS once in-flight calls finish. */
  close(): Promise<void>;
}

/** The tag of the site list: a publish of a site's definition purges it. */
export const SITES_TAG = 'sites';

/** The CMS data layer: one HTTP pool, one cache, and a client per kind of data and site. */
export function createCms(config: CmsConfig, log: CmsLog, options: { shared?: SharedLevel | undefined; now?: (() => number) | undefined } = {}): Cms {
  const http = createHttpClient({ timeoutMs: config.timeoutMs, retries: config.retries }, log);
  const graphql = createGraphqlClient(config, http, log);
  const cache = createCmsCache({ maxBytes: config.cacheMaxBytes, ttlMs: config.cacheTtlMs, log, shared: options.shared, now: options.now });
  const siteCollection = createSiteCollection(graphql);

  async function read<T>(key: string, load: Loader<T>, opts: CmsReadOptions = {}): Promise<CmsResult<T>> {
    const started = performance.now();
    // An editor's mode always reads fresh: edit and preview answers never enter the cache.
    const {
      data,
      cache: status,
      tags,
    } = opts.fresh || opts.mode !== undefined
      ? await load().then((fresh) => ({ data: fresh.data, cache: 'bypass' as const, tags: fresh.tags ?? [] }))
      : await cache.read(key, load, opts.revalidate ? { revalidate: true } : {});
    return { data, ms: performance.now() - started, cache: status, tags };
  }

  function siteCms(site: string, settingsPath: string): SiteCms {
    const siteConfig: CmsConfig = { ...config, siteName: site, settingsPath };
    const tagOf = (tag: string) => siteTag(tag, site, config.siteName);
    const missing = tagOf(MISSING_LAYOUT_TAG);
    /** A layout's tags, its "no such route" tag this site's own. */
    const pageTags = (data: LayoutServiceData | null) => layoutTags(data).map((tag) => (tag === MISSING_LAYOUT_TAG ? missing : tag));
    const layout =
      config.layoutApi === 'graphql'
        ? createGraphqlLayout(site, graphql, (headers) => createGraphqlClient(config, withHeaders(http, headers), log))
        : createRestLayout(siteConfig, http);
    const dictionary = config.layoutApi === 'graphql' ? createGraphqlDictionary(site, graphql, log) : createRestDictionary(siteConfig, http);
    const siteSettings = createSiteSettings(settingsPath, graphql);
    const errorPages = createErrorPages(site, graphql);
    const siteRoutes = createSiteRoutes(site, graphql, log);
    const siteRobots = createSiteRobots(site, graphql);
    const siteLlmsTxt = createSiteLlmsTxt(site, graphql);
    const siteRedirects = createSiteRedirects(site, graphql, log);
    return {
      siteName: site,
      siteTag: tagOf,
      getLayout(path, language, opts = {}) {
        const routePath = toRoutePath(path);
        const { mode, itemId, version, layoutKind } = opts;
        const editing: LayoutEditing | undefined = mode ? { mode, itemId, version, layoutKind } : undefined;
        return read(
          cacheKey('layout', site, language, routePath),
          tagged((signal) => layout(routePath, language, signal, editing), pageTags),
          opts,
        );
      },
      getNotFoundPage(language, opts) {
        return read(
          cacheKey('not-found', site, language),
          async (signal) => {
            const { data, bytes } = await errorPages(language, signal);
            return { data: data.notFound, bytes, tags: data.notFound ? layoutTags(data.notFound) : [] };
          },
          opts,
        );
      },
      getDictionary(language, opts) {
        const tags = [tagOf(dictionaryTag(language))];
        return read(
          cacheKey('dictionary', site, language),
          tagged(
            (signal) => dictionary(language, signal),
            () => tags,
          ),
          opts,
        );
      },
      getSiteSettings(language, opts) {
        return read(cacheKey('settings', site, language), (signal) => siteSettings(language, signal), opts);
      },
      getRoutes(language, opts) {
        return read(cacheKey('routes', site, language), (signal) => siteRoutes(language, signal), opts);
      },
      getRobots(opts) {
        // One text for the whole site: the key's language part stays empty.
        return read(cacheKey('robots', site, ''), (signal) => siteRobots(signal), opts);
      },
      getLlmsTxt(opts) {
        const tags = [tagOf(SITEMAP_TAG)];
        return read(
          cacheKey('llms', site, ''),
          tagged(
            (signal) => siteLlmsTxt(signal),
            () => tags,
          ),
          opts,
        );
      },
      getRedirects(opts) {
        // One map for the whole site, whatever the language (rules carry their own `locale`).
        const tags = [tagOf(REDIRECTS_TAG)];
        return read(
          cacheKey('redirects', site, ''),
          tagged(
            (signal) => siteRedirects(signal),
            () => tags,
          ),
          opts,
        );
      },
    };
  }

  const configured = siteCms(config.siteName, config.settingsPath);
  // Only names from the CMS's own list reach here (src/server/sites.ts), so this stays small.
  const others = new Map<string, SiteCms>([[config.siteName.toLowerCase(), configured]]);
  return {
    ...configured,
    forSite(name, rootPath) {
      let found = others.get(name.toLowerCase());
      if (!found) {
        found = siteCms(name, `${rootPath ?? `/sitecore/content/${name}`}/Settings/Site Settings`);
        others.set(name.toLowerCase(), found);
      }
      return found;
    },
    getSites(opts) {
      const tags = [SITES_TAG];
      return read(
        cacheKey('sites', '', ''),
        tagged(
          (signal) => siteCollection(signal),
          () => tags,
        ),
        opts,
      );
    },
    itemPaths: createItemPaths(graphql),
    cache,
    close: () => http.close(),
  };
}

/** The loader, with the cache tags of what it loaded (the publish purge evicts by them). */
function tagged<T>(load: Loader<T>, tagsOf: (data: T) => readonly string[]): Loader<T> {
  return async (signal) => {
    const payload = await load(signal);
    return { ...payload, tags: tagsOf(payload.data) };
  };
}
