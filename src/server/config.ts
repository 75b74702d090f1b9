import type { CmsConfig } from '../cms/cms-config.ts';

/** Everything the server reads from the environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  /** The public origin of the configured site (SITECORE_SITE_NAME). */
  publicUrl: string;
  /**
   * The public origins of the CMS's other sites, by lower-case site name (SITE_PUBLIC_URLS:
   * `drydocks=https://drydocks.example.com,…`). A site not listed gets PUBLIC_URL's scheme and
   * port on its first host name without a wildcard (src/server/sites.ts).
   */
  sitePublicUrls: Record<string, string>;
  /** A request for a host no site lists: the fallback site (the CMS's `*`, else the configured one), or a 404 (UNKNOWN_HOSTS). */
  unknownHosts: 'fallback' | 'not-found';
  /** Unset: the embedded content server is started and the CMS settings point at it. */
  sitecoreApiHost: string | undefined;
  cms: Omit<CmsConfig, 'apiHost' | 'apiKey'> & { apiKey: string };
  logLevel: string;
  /** Hosts the server-side news loaders may fetch from (the embedded feed is added at start). */
  newsFeedHosts: string[];
  /** How long a feed fetched by a server-side loader is reused, ms; 0 fetches per render. */
  newsFeedCacheMs: number;
  /** Hosts the news feed proxy may reach even though they resolve to private/loopback addresses. */
  newsFeedPrivateHosts: string[];
  /** Press-release origin for /news/{slug} pages the CMS does not have (NEWS_ORIGIN). */
  newsOrigin: string | undefined;
  /** Origins allowed to embed the header/footer fragments (CORS), FRAGMENT_ORIGINS. */
  fragmentOrigins: string[];
  /** Shared secret of the editing host and preview bypass (SITECORE_EDITING_SECRET). */
  editingSecret: string | undefined;
  /** Origins of Sitecore's editors allowed to frame and call the editing host (EDITING_ORIGINS). */
  editingOrigins: string[];
  /** Secret of the publish webhook POST /api/revalidate (REVALIDATE_SECRET). */
  revalidateSecret: string | undefined;
  /** Port of the Prometheus metrics listener; 0 = off (METRICS_PORT). */
  metricsPort: number;
  /** Extra script hosts the Content-Security-Policy allows (CSP_SCRIPT_HOSTS), e.g. tag manager. */
  cspScriptHosts: string[];
  /** Hosts whose images the image endpoint may fetch and optimise (IMAGE_HOSTS). */
  imageHosts: string[];
  /** How long SIGTERM waits for responses in flight before closing, ms (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** External flag images instead of the self-hosted ones: a URL template with `{code}` (FLAG_SERVICE_URL). */
  flagService: string | undefined;
  /**
   * The forms system enquiry submissions go to (FORMS_ENDPOINT). Unset: the embedded content
   * server's when it runs; with a CMS and no endpoint, submissions answer 503.
   */
  formsEndpoint: string | undefined;
  /** Sent as `X-Api-Key` to FORMS_ENDPOINT (FORMS_API_KEY); never to browsers. */
  formsApiKey: string | undefined;
  /** Budget for one call to the forms system, ms (FORMS_TIMEOUT_MS). */
  formsTimeoutMs: number;
  /**
   * The personalisation service that picks a visitor's variant (PERSONALIZE_ENDPOINT;
   * docs/personalisation.md). Unset: the embedded content server's when it runs; with a CMS and no
   * endpoint, every visitor sees the default variant.
   */
  personalizeEndpoint: string | undefined;
  /** PERSONALIZE=off: every visitor sees the default variant, and pages stay public (an operator's switch). */
  personalize: boolean;
  /** Sent as `sc_apikey` to PERSONALIZE_ENDPOINT (PERSONALIZE_API_KEY); never to browsers. */
  personalizeApiKey: string | undefined;
  /** Budget for one decision, ms (PERSONALIZE_TIMEOUT_MS; 400, Sitecore's PersonalizeService default). */
  personalizeTimeoutMs: number;
  /** The CDN header naming a visitor's country (GEO_COUNTRY_HEADER, e.g. `cf-ipcountry`); unset: no country input. */
  geoCountryHeader: string | undefined;
  /** The customer data platform page views go to (CDP_ENDPOINT). Unset: the embedded one, or none with a CMS. */
  cdpEndpoint: string | undefined;
  /** Where the embedded content server writes submissions and events (CONTENT_DATA_DIR); unset: `.data/`. */
  contentDataDir: string | undefined;
  /** Budget of the page cache in bytes of compressed pages (PAGE_CACHE_MAX_MB); 0 turns it off. */
  pageCacheMaxBytes: number;
  /**
   * Budget of the block memo in bytes of HTML (BLOCK_MEMO_MAX_MB); 0 turns it off. 16 MiB (32 until
   * issue 14's soak): behind the page cache the memo serves only renders (query strings, first
   * visits, after a purge), and 16 MiB holds the shared blocks of every sample page and more.
   */
  blockMemoMaxBytes: number;
  /**
   * The article search service (SEARCH_ENDPOINT), Sitecore Search's `…/discover/v2/{customerKey}`.
   * Unset: the embedded content server's when it runs; with a CMS and no endpoint, search is off.
   */
  searchEndpoint: string | undefined;
  /** Sent as `Authorization` to SEARCH_ENDPOINT (SEARCH_API_KEY); never logged, never in a page. */
  searchApiKey: string | undefined;
  /** The widget (source) id the article search asks (SEARCH_SOURCE). */
  searchSource: string;
  /** Budget of one search call, ms (SEARCH_TIMEOUT_MS). */
  searchTimeoutMs: number;
  /**
   * The digital wall's staff service (DIGITAL_WALL_ENDPOINT), a base URL answering `/members`,
   * `/members/{id}` and `/images/{path}`. Unset: the embedded content server's when it runs; with a
   * CMS and no endpoint, the wall's routes answer 503.
   */
  digitalWallEndpoint: string | undefined;
  /** Sent as `Authorization` to DIGITAL_WALL_ENDPOINT (DIGITAL_WALL_API_KEY); never logged, never in a page. */
  digitalWallApiKey: string | undefined;
  /** Budget of one call to the wall service, ms (DIGITAL_WALL_TIMEOUT_MS). */
  digitalWallTimeoutMs: number;
  /**
   * Content Hub's GraphQL delivery endpoint for the documents table (CONTENT_HUB_ENDPOINT). Unset:
   * the embedded content server's when it runs; with a CMS and no endpoint, documents answer 503.
   */
  contentHubEndpoint: string | undefined;
  /** Sent as `X-GQL-Token` to CONTENT_HUB_ENDPOINT (CONTENT_HUB_TOKEN); never logged, never in a page. */
  contentHubToken: string | undefined;
  /** Budget of one Content Hub call, ms (CONTENT_HUB_TIMEOUT_MS). */
  contentHubTimeoutMs: number;
  /**
   * The shared cache, purge bus and rate-limit store (REDIS_URL, `redis://` or `rediss://`, Redis or
   * Valkey). Unset: every cache and limit lives in this process's memory, as on one instance.
   */
  redisUrl: string | undefined;
  /** Budget of one Redis command on a request's path, ms (REDIS_TIMEOUT_MS); beyond it, own memory answers. */
  redisTimeoutMs: number;
  /**
   * This release's name in shared cache keys (RELEASE_ID), so two releases never read each other's
   * pages. Unset: derived from the build (start.ts).
   */
  releaseId: string | undefined;
  /** Reverse proxies in front of the server whose X-Forwarded-For is believed (TRUST_PROXY_HOPS); 0 = none. */
  trustProxyHops: number;
  /** Load shedding (load-shedding.ts): each limit 0 = not checked. */
  shedding: {
    /** Mean event-loop delay over a sample beyond which new page requests get 503, ms (SHED_EVENT_LOOP_DELAY_MS). */
    eventLoopDelayMs: number;
    /** Resident memory beyond which new page requests get 503, bytes (SHED_RSS_MB). */
    rssBytes: number;
    /** V8 heap in use beyond which new page requests get 503, bytes (SHED_HEAP_MB). */
    heapBytes: number;
    /** Expensive requests (pages, images, APIs) worked on at once beyond which new ones get 503 (SHED_MAX_IN_FLIGHT). */
    maxInFlight: number;
    /** The Retry-After of a shed request, s (SHED_RETRY_AFTER_S). */
    retryAfterS: number;
  };
  /** Rate limits per client address and minute (rate-limits.ts); 0 = no limit. */
  rateLimits: {
    /** Enquiry form submissions (RATE_LIMIT_FORMS_PER_MIN). */
    formsPerMin: number;
    /** Page-view events (RATE_LIMIT_PAGE_VIEWS_PER_MIN). */
    pageViewsPerMin: number;
    /**
     * FAILED attempts at the secret-protected endpoints: publish purge, editing host, feaas-render
     * (RATE_LIMIT_SECRET_PER_MIN); requests with the right secret do not count (rate-limits.ts).
     */
    secretPerMin: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The spec's own message (issue 2, item 2). */
export const GRAPHQL_CONFIG_MESSAGE = 'Please configure either your sitecoreEdgeContextId, or your graphQLEndpoint and sitecoreApiKey.';

/** The article search's widget id when SEARCH_SOURCE is unset. */
export const DEFAULT_SEARCH_SOURCE = 'rfkid_insights';

const EDGE_ENDPOINT = 'https://edge-platform.sitecorecloud.io/v1/content/api/graphql/v1';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = text(env, 'HOST') ?? '0.0.0.0';
  const publicUrl = origin(env, 'PUBLIC_URL') ?? `http://localhost:${port}`;
  const sitecoreApiHost = origin(env, 'SITECORE_API_HOST');
  const apiKey = text(env, 'SITECORE_API_KEY') ?? '';
  const siteName = text(env, 'SITECORE_SITE_NAME') ?? 'ports-group';
  const layoutApi = oneOf(env, 'SITECORE_LAYOUT_API', ['rest', 'graphql'] as const, 'rest');
  const edgeContextId = text(env, 'SITECORE_EDGE_CONTEXT_ID');
  const explicitEndpoint = url(env, 'SITECORE_GRAPHQL_ENDPOINT');

  // Connection settings without a CMS host would be silently replaced by the embedded content
  // server: refuse them, so an operator never ships the sample site by accident.
  if (!sitecoreApiHost) {
    const orphans = ['SITECORE_API_KEY', 'SITECORE_GRAPHQL_ENDPOINT', 'SITECORE_EDGE_CONTEXT_ID'].filter((name) => text(env, name));
    if (orphans.length > 0) {
      throw new ConfigError(
        `${orphans.join(', ')} ${orphans.length > 1 ? 'are' : 'is'} set but SITECORE_API_HOST is not. Set SITECORE_API_HOST to use a CMS, or unset ${orphans.length > 1 ? 'them' : 'it'} to serve the embedded sample content.`,
      );
    }
  }

  let graphqlEndpoint = explicitEndpoint ?? (sitecoreApiHost ? `${sitecoreApiHost}/sitecore/api/graph/edge` : '');
  if (edgeContextId) {
    graphqlEndpoint = `${explicitEndpoint ?? EDGE_ENDPOINT}?sitecoreContextId=${encodeURIComponent(edgeContextId)}`;
  }
  // The embedded content server supplies its own endpoint and key, so only a real CMS is checked.
  if (sitecoreApiHost && layoutApi === 'graphql' && !edgeContextId && !(graphqlEndpoint && apiKey)) {
    throw new ConfigError(GRAPHQL_CONFIG_MESSAGE);
  }
  if (sitecoreApiHost && layoutApi === 'rest' && !apiKey) {
    throw new ConfigError('SITECORE_API_KEY is required when SITECORE_API_HOST is set (the Layout Service needs sc_apikey).');
  }

  const cacheMaxMb = integer(env, 'CACHE_MAX_MB', 64, 1, 16384);
  const cacheTtlS = integer(env, 'CACHE_TTL_S', 60, 0, 86400);
  const logLevel = oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info');
  const newsFeedHosts = list(env, 'NEWS_FEED_HOSTS');

  const formsEndpoint = endpoint(env, 'FORMS_ENDPOINT');
  const formsApiKey = text(env, 'FORMS_API_KEY');
  // A key without an endpoint would be dropped silently (the embedded forms system has its own).
  if (formsApiKey && !formsEndpoint) {
    throw new ConfigError('FORMS_API_KEY is set but FORMS_ENDPOINT is not. Set FORMS_ENDPOINT to the forms system the key belongs to.');
  }

  const personalizeEndpoint = endpoint(env, 'PERSONALIZE_ENDPOINT');
  const personalizeApiKey = text(env, 'PERSONALIZE_API_KEY');
  if (personalizeApiKey && !personalizeEndpoint) {
    throw new ConfigError('PERSONALIZE_API_KEY is set but PERSONALIZE_ENDPOINT is not. Set PERSONALIZE_ENDPOINT to the service the key belongs to.');
  }
  const geoCountryHeader = text(env, 'GEO_COUNTRY_HEADER')?.toLowerCase();
  if (geoCountryHeader !== undefined && !/^[a-z0-9-]{1,64}$/.test(geoCountryHeader)) {
    throw new ConfigError(`GEO_COUNTRY_HEADER must be a header name (letters, digits and -), got '${geoCountryHeader}'.`);
  }

  const searchEndpoint = endpoint(env, 'SEARCH_ENDPOINT');
  const searchApiKey = text(env, 'SEARCH_API_KEY');
  // Like FORMS_API_KEY: a key for no endpoint would be dropped silently (the embedded one has its own).
  if (searchApiKey && !searchEndpoint) {
    throw new ConfigError('SEARCH_API_KEY is set but SEARCH_ENDPOINT is not. Set SEARCH_ENDPOINT to the search service the key belongs to.');
  }
  const searchSource = text(env, 'SEARCH_SOURCE') ?? DEFAULT_SEARCH_SOURCE;
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(searchSource)) {
    throw new ConfigError(`SEARCH_SOURCE must be a widget id of letters, digits, '_' and '-', got '${searchSource}'.`);
  }

  const digitalWallEndpoint = endpoint(env, 'DIGITAL_WALL_ENDPOINT');
  const digitalWallApiKey = text(env, 'DIGITAL_WALL_API_KEY');
  if (digitalWallApiKey && !digitalWallEndpoint) {
    throw new ConfigError('DIGITAL_WALL_API_KEY is set but DIGITAL_WALL_ENDPOINT is not. Set DIGITAL_WALL_ENDPOINT to the wall service the key belongs to.');
  }
  if (digitalWallEndpoint && new URL(digitalWallEndpoint).search) {
    throw new ConfigError(`DIGITAL_WALL_ENDPOINT must be a base URL without a query, got '${digitalWallEndpoint}'.`);
  }

  const contentHubEndpoint = endpoint(env, 'CONTENT_HUB_ENDPOINT');
  const contentHubToken = text(env, 'CONTENT_HUB_TOKEN');
  // Like SEARCH_API_KEY: a token for no endpoint would be dropped silently (the embedded one has its own).
  if (contentHubToken && !contentHubEndpoint) {
    throw new ConfigError('CONTENT_HUB_TOKEN is set but CONTENT_HUB_ENDPOINT is not. Set CONTENT_HUB_ENDPOINT to the Content Hub the token belongs to.');
  }

  return {
    port,
    host,
    publicUrl,
    sitePublicUrls: sitePublicUrls(env, 'SITE_PUBLIC_URLS'),
    unknownHosts: oneOf(env, 'UNKNOWN_HOSTS', ['fallback', 'not-found'] as const, 'fallback'),
    sitecoreApiHost,
    logLevel,
    newsFeedHosts,
    newsFeedCacheMs: integer(env, 'NEWS_FEED_CACHE_S', 300, 0, 86400) * 1000,
    newsFeedPrivateHosts: list(env, 'NEWS_FEED_PRIVATE_HOSTS'),
    newsOrigin: origin(env, 'NEWS_ORIGIN'),
    fragmentOrigins: originList(env, 'FRAGMENT_ORIGINS'),
    editingSecret: secret(env, 'SITECORE_EDITING_SECRET'),
    // Sitecore's own editor origins, as its Content SDK allows them (EDITING_ALLOWED_ORIGINS).
    editingOrigins: originList(env, 'EDITING_ORIGINS', [
      'https://pages.sitecorecloud.io',
      'https://xmapps.sitecorecloud.io',
      'https://designlibrary.sitecorecloud.io',
      'https://app.sitecorecloud.io',
    ]),
    revalidateSecret: secret(env, 'REVALIDATE_SECRET'),
    metricsPort: integer(env, 'METRICS_PORT', 0, 0, 65535),
    cspScriptHosts: list(env, 'CSP_SCRIPT_HOSTS'),
    imageHosts: list(env, 'IMAGE_HOSTS'),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 120_000),
    flagService: flagTemplate(env, 'FLAG_SERVICE_URL'),
    formsEndpoint,
    formsApiKey,
    personalizeEndpoint,
    personalize: oneOf(env, 'PERSONALIZE', ['on', 'off'] as const, 'on') === 'on',
    personalizeApiKey,
    personalizeTimeoutMs: integer(env, 'PERSONALIZE_TIMEOUT_MS', 400, 50, 10_000),
    geoCountryHeader,
    formsTimeoutMs: integer(env, 'FORMS_TIMEOUT_MS', 8_000, 100, 60_000),
    cdpEndpoint: endpoint(env, 'CDP_ENDPOINT'),
    contentDataDir: text(env, 'CONTENT_DATA_DIR'),
    pageCacheMaxBytes: integer(env, 'PAGE_CACHE_MAX_MB', 128, 0, 16384) * 1024 * 1024,
    blockMemoMaxBytes: integer(env, 'BLOCK_MEMO_MAX_MB', 16, 0, 4096) * 1024 * 1024,
    searchEndpoint,
    searchApiKey,
    searchSource,
    searchTimeoutMs: integer(env, 'SEARCH_TIMEOUT_MS', 5_000, 100, 60_000),
    digitalWallEndpoint,
    digitalWallApiKey,
    digitalWallTimeoutMs: integer(env, 'DIGITAL_WALL_TIMEOUT_MS', 5_000, 100, 60_000),
    contentHubEndpoint,
    contentHubToken,
    contentHubTimeoutMs: integer(env, 'CONTENT_HUB_TIMEOUT_MS', 5_000, 100, 60_000),
    redisUrl: redisUrl(env, 'REDIS_URL'),
    redisTimeoutMs: integer(env, 'REDIS_TIMEOUT_MS', 250, 10, 10_000),
    releaseId: releaseId(env, 'RELEASE_ID'),
    trustProxyHops: integer(env, 'TRUST_PROXY_HOPS', 0, 0, 10),
    shedding: {
      eventLoopDelayMs: integer(env, 'SHED_EVENT_LOOP_DELAY_MS', 500, 0, 60_000),
      rssBytes: integer(env, 'SHED_RSS_MB', 0, 0, 65_536) * 1024 * 1024,
      heapBytes: integer(env, 'SHED_HEAP_MB', 0, 0, 65_536) * 1024 * 1024,
      maxInFlight: integer(env, 'SHED_MAX_IN_FLIGHT', 200, 0, 100_000),
      retryAfterS: integer(env, 'SHED_RETRY_AFTER_S', 5, 1, 600),
    },
    rateLimits: {
      formsPerMin: integer(env, 'RATE_LIMIT_FORMS_PER_MIN', 10, 0, 100_000),
      // One per page a visitor opens, and one address may be a whole office or a mobile carrier's
      // NAT: 600 (60 people reading at once) still stops a flood, and a view costs little (202 at
      // once, at most 64 forwards in flight).
      pageViewsPerMin: integer(env, 'RATE_LIMIT_PAGE_VIEWS_PER_MIN', 600, 0, 100_000),
      secretPerMin: integer(env, 'RATE_LIMIT_SECRET_PER_MIN', 60, 0, 100_000),
    },
    cms: {
      apiKey,
      siteName,
      layoutApi,
      graphqlEndpoint,
      ...(edgeContextId ? { edgeContextId } : {}),
      settingsPath: text(env, 'SITECORE_SETTINGS_PATH') ?? `/sitecore/content/${siteName}/Settings/Site Settings`,
      cacheMaxBytes: cacheMaxMb * 1024 * 1024,
      cacheTtlMs: cacheTtlS * 1000,
      timeoutMs: integer(env, 'CMS_TIMEOUT_MS', 10_000, 100, 120_000),
      retries: integer(env, 'CMS_RETRIES', 2, 0, 5),
    },
  };
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got '${raw}'.`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}.`);
  return value;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got '${raw}'.`);
  }
  return raw as T;
}

function url(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got '${raw}'.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`${name} must use http or https, got '${parsed.protocol}'.`);
  }
  return parsed.href.replace(/\/$/, '');
}

/**
 * A service URL we POST to (FORMS_ENDPOINT, CDP_ENDPOINT): http(s), no user name or password (a
 * key goes in its own variable, not into a URL that ends up in logs), no fragment.
 */
function endpoint(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const href = url(env, name);
  if (href === undefined) return undefined;
  const parsed = new URL(href);
  if (parsed.username || parsed.password) throw new ConfigError(`${name} must not contain a user name or password.`);
  if (parsed.hash) throw new ConfigError(`${name} must not contain a fragment (#…), got '${href}'.`);
  return href;
}

/** An origin without path: trailing slashes dropped, anything beyond the origin refused. */
function origin(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const href = url(env, name);
  if (href === undefined) return undefined;
  const parsed = new URL(href);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new ConfigError(`${name} must be an origin such as https://www.example.com, without a path, got '${href}'.`);
  }
  return parsed.origin;
}

/** `site=https://origin,…`: each origin validated like PUBLIC_URL, keyed by lower-case site name. */
function sitePublicUrls(env: NodeJS.ProcessEnv, name: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const entry of (text(env, name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const eq = entry.indexOf('=');
    const site = eq > 0 ? entry.slice(0, eq).trim().toLowerCase() : '';
    if (!/^[a-z0-9][a-z0-9 _.-]*$/.test(site)) throw new ConfigError(`${name} entries must be site=https://origin, got '${entry}'.`);
    urls[site] = origin({ [name]: entry.slice(eq + 1).trim() }, name)!;
  }
  return urls;
}

/** A comma-separated list of host names (optionally with port), lower-cased. */
function list(env: NodeJS.ProcessEnv, name: string): string[] {
  return (text(env, name) ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

/** A comma-separated list of origins, each validated like PUBLIC_URL. */
function originList(env: NodeJS.ProcessEnv, name: string, fallback: string[] = []): string[] {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item, i) => origin({ [`${name}[${i}]`]: item }, `${name}[${i}]`)!);
}

/** Secrets must be long enough not to be guessed. */
export const MIN_SECRET_LENGTH = 16;

function secret(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = text(env, name);
  if (value !== undefined && value.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`${name} must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  return value;
}

/**
 * A Redis or Valkey URL: `redis://` or `rediss://` (TLS), with a password and database number if
 * the server wants them. The password is never logged (redis-link.ts logs the host only).
 */
function redisUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL such as redis://redis:6379, got a value that is not one.`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new ConfigError(`${name} must start with redis:// or rediss://, got '${parsed.protocol}//'.`);
  }
  if (!parsed.hostname) throw new ConfigError(`${name} must name a host, such as redis://redis:6379.`);
  if (parsed.pathname !== '' && parsed.pathname !== '/' && !/^\/\d{1,2}$/.test(parsed.pathname)) {
    throw new ConfigError(`${name} may end only in a database number such as /0.`);
  }
  return raw;
}

/** A release name for cache keys: letters, digits, '.', '_' and '-', at most 64. */
function releaseId(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = text(env, name);
  if (raw !== undefined && !/^[A-Za-z0-9._-]{1,64}$/.test(raw)) {
    throw new ConfigError(`${name} must be at most 64 letters, digits, '.', '_' or '-', got '${raw}'.`);
  }
  return raw;
}

/** An https URL template naming `{code}` where the country code goes. */
function flagTemplate(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  if (!raw.includes('{code}') || !/^https:\/\/[^/{}]+\//.test(raw)) {
    throw new ConfigError(`${name} must be an https URL template with {code}, such as https://flags.example.com/4x3/{code}.svg, got '${raw}'.`);
  }
  return raw;
}
