/** What the CMS clients need to know; built from the environment by src/server/config.ts. */
export interface CmsConfig {
  /** Origin of the CMS (Layout Service REST, dictionary service, media), e.g. http://127.0.0.1:4100 */
  apiHost: string;
  /** Sent as `sc_apikey` (query for REST, header for GraphQL). Empty when an Edge context id is used. */
  apiKey: string;
  siteName: string;
  layoutApi: 'rest' | 'graphql';
  /** Full GraphQL URL. With an Edge context id it already carries `?sitecoreContextId=`. */
  graphqlEndpoint: string;
  edgeContextId?: string;
  /** Item path of the site settings item (favicon, site scripts). */
  settingsPath: string;
  /** Cache bound in bytes (CACHE_MAX_MB * 1024 * 1024). */
  cacheMaxBytes: number;
  /** Freshness of a cached entry in ms (CACHE_TTL_S * 1000); after it, stale-while-revalidate. */
  cacheTtlMs: number;
  /** Per-attempt budget for one CMS call (connect + headers + body), ms. */
  timeoutMs: number;
  /** Extra attempts after the first on 429/502/503/504 and connection resets. */
  retries: number;
}
