import { cacheKey, createCmsCache, type CmsCache, type Loader } from './cache.ts';
import type { CmsConfig } from './cms-config.ts';
import type { CmsLog } from './cms-log.ts';
import { createGraphqlDictionary, createRestDictionary } from './dictionary.ts';
import { createErrorPages } from './error-pages.ts';
import { createGraphqlClient } from './graphql-client.ts';
import { createHttpClient } from './http-client.ts';
import { toRoutePath } from './layout-data.ts';
import { createGraphqlLayout } from './layout-graphql.ts';
import { createRestLayout } from './layout-rest.ts';
import { createSiteSettings } from './site-settings.ts';
import type { Dictionary, LayoutServiceData, SiteSettings } from './types.ts';

export type CacheStatus = 'hit' | 'miss' | 'stale' | 'bypass';

export interface CmsResult<T> {
  data: T;
  /** Wall time of this read in ms (about 0 for a hit): the `cms` entry of Server-Timing. */
  ms: number;
  cache: CacheStatus;
}

export interface CmsReadOptions {
  /** Editors' preview and edit: read from the CMS, and neither read nor write the shared cache. */
  fresh?: boolean;
}

export interface Cms {
  /** The route's layout, or null when the CMS has no such route (render the not-found page). */
  getLayout(path: string, language: string, opts?: CmsReadOptions): Promise<CmsResult<LayoutServiceData | null>>;
  /** The CMS's not-found page, or null when the site has none configured. */
  getNotFoundPage(language: string, opts?: CmsReadOptions): Promise<CmsResult<LayoutServiceData | null>>;
  getDictionary(language: string, opts?: CmsReadOptions): Promise<CmsResult<Dictionary>>;
  getSiteSettings(language: string, opts?: CmsReadOptions): Promise<CmsResult<SiteSettings>>;
  readonly cache: CmsCache;
  /** Ends the keep-alive connections to the CMS once in-flight calls finish. */
  close(): Promise<void>;
}

/** The CMS data layer: one HTTP pool, one cache, and a client per kind of data. */
export function createCms(config: CmsConfig, log: CmsLog): Cms {
  const http = createHttpClient({ timeoutMs: config.timeoutMs, retries: config.retries }, log);
  const graphql = createGraphqlClient(config, http, log);
  const site = config.siteName;
  const layout = config.layoutApi === 'graphql' ? createGraphqlLayout(site, graphql) : createRestLayout(config, http);
  const dictionary =
    config.layoutApi === 'graphql' ? createGraphqlDictionary(site, graphql, log) : createRestDictionary(config, http);
  const siteSettings = createSiteSettings(config.settingsPath, graphql);
  const errorPages = createErrorPages(site, graphql);
  const cache = createCmsCache({ maxBytes: config.cacheMaxBytes, ttlMs: config.cacheTtlMs, log });

  async function read<T>(key: string, load: Loader<T>, opts: CmsReadOptions = {}): Promise<CmsResult<T>> {
    const started = performance.now();
    const { data, cache: status } = opts.fresh
      ? { data: (await load()).data, cache: 'bypass' as const }
      : await cache.read(key, load);
    return { data, ms: performance.now() - started, cache: status };
  }

  return {
    getLayout(path, language, opts) {
      const routePath = toRoutePath(path);
      return read(cacheKey('layout', site, language, routePath), (signal) => layout(routePath, language, signal), opts);
    },
    getNotFoundPage(language, opts) {
      return read(
        cacheKey('not-found', site, language),
        async (signal) => {
          const { data, bytes } = await errorPages(language, signal);
          return { data: data.notFound, bytes };
        },
        opts,
      );
    },
    getDictionary(language, opts) {
      return read(cacheKey('dictionary', site, language), (signal) => dictionary(language, signal), opts);
    },
    getSiteSettings(language, opts) {
      return read(cacheKey('settings', site, language), (signal) => siteSettings(language, signal), opts);
    },
    cache,
    close: () => http.close(),
  };
}
