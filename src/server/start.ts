import { randomBytes } from 'node:crypto';
import { access, constants as fsConstants } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import pino, { type Logger } from 'pino';
import type { BlockMemoStats } from './block-memo.tsx';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createCmsSitemaps } from './cms-sitemaps.ts';
import { buildApp } from './app.ts';
import { createCms, type Cms } from '../cms/cms.ts';
import { createGraphqlClient } from '../cms/graphql-client.ts';
import { createHttpClient } from '../cms/http-client.ts';
import { createFormItemSource } from '../cms/form-definition.ts';
import { startContentServer, faultsFromEnv, type ContentServer } from '../content-server/content-server.ts';
import { hostSettingsFor } from '../content-server/host-settings.ts';
import { createProdRenderer } from './prod-renderer.ts';
import { createDevRenderer } from './dev-renderer.ts';
import { createFetchJson } from '../app/fetch-json.server.ts';
import { createFeedCache } from './feed-cache.ts';
import { createFeedFetch } from './feed-fetch.ts';
import { createNewsFeedProxy, proxyHostsFor } from './news-feed-proxy.ts';
import { createLifecycle } from './lifecycle.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import { serializeRequest } from '../lib/redact-url.ts';
import { createDecisionClient } from './personalize/decision-client.ts';
import { createPersonalizer } from './personalize/personalizer.ts';
import { createSearchClient, type SearchClient } from './search-client.ts';
import { createUpstreamPost } from './upstream-post.ts';
import { createContentHubAssets } from './content-hub-client.ts';
import { createDocumentsFirstPage } from './content-hub-documents.ts';
import { CONTENT_HUB_MAX_ANSWER_BYTES } from './contenthub-route.ts';
import { createRedisLink, type RedisLink } from './cluster/redis-link.ts';
import { keySpace, type KeySpace } from './cluster/keys.ts';
import { releaseIdOf } from './cluster/release-id.ts';
import { assetRootsOf } from './asset-roots.ts';
import { createSharedCache } from './cluster/shared-cache.ts';
import { createCluster } from './cluster/cluster.ts';
import { observeCluster } from './cluster/cluster-metrics.ts';
import { applyPurge, SITE_LANGUAGES } from './revalidate.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface StartOptions {
  env: NodeJS.ProcessEnv;
  dev?: boolean;
  /** Overrides PORT (tests use 0 for a free port). */
  port?: number;
  logger?: Logger;
  /** The clock the CMS data cache and the page cache age their entries by, in ms (tests move it instead of waiting). */
  now?: () => number;
  /** The production build to serve (default `dist/`): its client, its render bundle, the earlier releases it keeps. */
  distDir?: string;
}

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  config: Config;
  cms: Cms;
  pageCache: PageCache;
  metrics: Metrics;
  /** The block memo's tallies (block-memo.tsx), or undefined before it is used or when it is off. */
  blockMemo(): BlockMemoStats | undefined;
  /** The embedded content server, when no SITECORE_API_HOST is configured. */
  content: ContentServer | undefined;
  /** The link to Redis when REDIS_URL is set (cluster/redis-link.ts). */
  redis: RedisLink | undefined;
  /** Names in Redis for this site and release (cluster/keys.ts). */
  keys: KeySpace;
  /** Readiness off, stop accepting, let responses in flight finish (bounded), close upstream pools. */
  close(): Promise<void>;
}

/** How often idle keep-alive connections are closed while shutting down. */
const DRAIN_CHECK_MS = 250;

/**
 * Stops accepting connections and waits for responses in flight (streams included), but no longer
 * than the grace period: then the remaining connections are cut so the process can exit.
 */
async function closeGracefully(app: FastifyInstance, graceMs: number, logger: Logger): Promise<void> {
  const started = performance.now();
  const cut = setTimeout(() => {
    logger.warn({ graceMs }, 'shutdown grace period over: closing the connections still open');
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  // Keep-alive connections (load balancers, browsers) would hold close() open after their last
  // response: close each one as soon as it falls idle.
  const drain = setInterval(() => app.server.closeIdleConnections(), DRAIN_CHECK_MS);
  drain.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
    clearInterval(drain);
  }
  logger.info({ ms: Math.round(performance.now() - started) }, 'stopped accepting; responses in flight finished');
}

/**
 * Starts everything the site needs, in order: configuration (throws ConfigError on a bad value),
 * the embedded content server when no CMS is configured, the CMS clients, the app, the listener.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const config = loadConfig(options.env);
  const port = options.port ?? config.port;
  const distDir = options.distDir ?? join(ROOT, 'dist');
  const logger = options.logger ?? pino({ level: config.logLevel, serializers: { req: serializeRequest } });

  if (config.sitecoreApiHost && !options.env.PUBLIC_URL) {
    logger.warn({ publicUrl: config.publicUrl }, 'PUBLIC_URL is not set: canonical and Open Graph URLs will name this address');
  }

  let content: ContentServer | undefined;
  if (!config.sitecoreApiHost) {
    let faults;
    try {
      faults = faultsFromEnv(options.env);
    } catch (error) {
      throw new ConfigError((error as Error).message);
    }
    content = await startContentServer({
      apiKey: randomBytes(16).toString('hex'),
      faults,
      dataDir: resolve(ROOT, config.contentDataDir ?? '.data'),
      logLevel: config.logLevel === 'debug' || config.logLevel === 'trace' ? config.logLevel : 'warn',
      // Its published sitemaps name the pages where visitors find them, as an operator sets a
      // site's target host in Sitecore.
      publicUrl: config.publicUrl,
      publicUrls: config.sitePublicUrls,
    });
    logger.info({ origin: content.origin }, 'no SITECORE_API_HOST: serving the sample site from the embedded content server');
    if (!(await isWritable(content.dataDir))) {
      logger.warn(
        { dataDir: content.dataDir },
        'the embedded forms system cannot write its data directory: enquiries will fail; set CONTENT_DATA_DIR to a writable folder',
      );
    }
  }
  const cmsOrigin = content?.origin ?? config.sitecoreApiHost!;
  const metrics = createMetrics();
  // Redis, when configured: the shared second cache level, the purge bus and the rate-limit store.
  const keys = keySpace(config.cms.siteName, await releaseIdOf(config.releaseId, options.dev ? undefined : join(distDir, 'client', '.vite', 'manifest.json')));
  const redis: RedisLink | undefined = config.redisUrl
    ? await createRedisLink({ url: config.redisUrl, timeoutMs: config.redisTimeoutMs, log: logger.child({ component: 'redis' }) })
    : undefined;
  if (redis) logger.info({ redis: redis.where, release: keys.release }, 'REDIS_URL is set: caches are shared and purges reach every instance');
  const cmsConfig = {
    ...config.cms,
    apiHost: cmsOrigin,
    apiKey: content?.apiKey ?? config.cms.apiKey,
    graphqlEndpoint: content ? `${content.origin}/sitecore/api/graph/edge` : config.cms.graphqlEndpoint,
  };
  const cmsLog = logger.child({ component: 'cms' });
  const shared = redis ? createSharedCache({ link: redis, keys, log: logger.child({ component: 'shared-cache' }) }) : undefined;
  const cms = metrics.instrumentCms(createCms(cmsConfig, cmsLog, { shared: shared?.cms, now: options.now }));
  // Pages are fresh as long as the CMS data they were made from (CACHE_TTL_S).
  const pageCache = createPageCache({
    maxBytes: options.dev ? 0 : config.pageCacheMaxBytes,
    ttlMs: config.cms.cacheTtlMs,
    log: logger.child({ component: 'page-cache' }),
    shared: shared?.pages,
    ...(options.now ? { now: options.now } : {}),
  });
  metrics.observePageCache(pageCache);
  const cluster =
    redis && shared
      ? createCluster({
          link: redis,
          keys,
          shared,
          applyLocal: (plan) => applyPurge(plan, cms.cache, pageCache),
          languages: SITE_LANGUAGES,
          log: logger.child({ component: 'cluster' }),
        })
      : undefined;
  if (redis && shared && cluster) observeCluster(metrics.registry, { link: redis, shared, cluster });
  // Block loaders that run a graph query (the breadcrumb's ancestors) get their own small pool.
  const blockGraphHttp = createHttpClient({ timeoutMs: cmsConfig.timeoutMs, retries: cmsConfig.retries }, cmsLog);
  const blockGraph = createGraphqlClient(cmsConfig, blockGraphHttp, cmsLog);
  // The sitemap files the CMS publishes (cms-sitemaps.ts): listed through that pool, fetched through a guarded one.
  const cmsSitemaps = createCmsSitemaps({
    cms: cmsConfig,
    publicUrl: config.publicUrl,
    cache: cms.cache,
    graphql: blockGraph,
    log: logger.child({ component: 'sitemap' }),
  });

  const contentHosts = content ? [new URL(content.origin).host] : [];
  // The embedded content server's endpoints, as `npm run content-server` prints them for a host.
  const embedded = content ? hostSettingsFor(content) : undefined;
  // The forms system and the data platform: the configured ones, else the embedded server's.
  const formsEndpoint = config.formsEndpoint ?? embedded?.FORMS_ENDPOINT;
  const formsApiKey = config.formsEndpoint ? config.formsApiKey : embedded?.FORMS_API_KEY;
  const cdpEndpoint = config.cdpEndpoint ?? embedded?.CDP_ENDPOINT;
  if (!formsEndpoint) logger.warn('FORMS_ENDPOINT is not set: enquiry forms answer 503 until it is');
  if (formsEndpoint && config.formsTimeoutMs >= config.shutdownGraceMs) {
    logger.warn(
      { formsTimeoutMs: config.formsTimeoutMs, shutdownGraceMs: config.shutdownGraceMs },
      'FORMS_TIMEOUT_MS is not shorter than SHUTDOWN_GRACE_MS: an enquiry in flight at shutdown can be cut off',
    );
  }
  if (!cdpEndpoint) logger.info('CDP_ENDPOINT is not set: page views are not sent to a data platform');
  for (const [name, value] of [
    ['FORMS_ENDPOINT', config.formsEndpoint],
    ['CDP_ENDPOINT', config.cdpEndpoint],
  ] as const) {
    if (value && isPlainHttpToAnotherHost(value)) {
      logger.warn({ [name]: new URL(value).origin }, `${name} is plain http to another host: what it carries is readable on the way`);
    }
  }
  const allowedFeedHosts = [...config.newsFeedHosts, ...contentHosts];
  // The article search: SEARCH_ENDPOINT, else the embedded content server's (its key is the content key).
  const searchEndpoint = config.searchEndpoint ?? embedded?.SEARCH_ENDPOINT;
  const search: SearchClient | undefined = searchEndpoint
    ? createSearchClient({
        endpoint: searchEndpoint,
        apiKey: config.searchEndpoint ? config.searchApiKey : embedded?.SEARCH_API_KEY,
        source: config.searchSource,
        timeoutMs: config.searchTimeoutMs,
        log: logger.child({ component: 'search' }),
      })
    : undefined;
  if (!search) logger.warn('SEARCH_ENDPOINT is not set: article listings answer 503 until it is');
  if (config.searchEndpoint && isPlainHttpToAnotherHost(config.searchEndpoint)) {
    logger.warn({ SEARCH_ENDPOINT: new URL(config.searchEndpoint).origin }, 'SEARCH_ENDPOINT is plain http to another host: its key is readable on the way');
  }
  // Personalisation (issue 29): PERSONALIZE_ENDPOINT, else the embedded content server's rules.
  const personalizeEndpoint = config.personalize ? (config.personalizeEndpoint ?? embedded?.PERSONALIZE_ENDPOINT) : undefined;
  const decisions = personalizeEndpoint
    ? createDecisionClient({
        endpoint: personalizeEndpoint,
        apiKey: config.personalizeEndpoint ? config.personalizeApiKey : embedded?.PERSONALIZE_API_KEY,
        timeoutMs: config.personalizeTimeoutMs,
        log: logger.child({ component: 'personalize' }),
      })
    : undefined;
  const personalizer = decisions
    ? createPersonalizer({ client: decisions, ttlMs: Math.max(config.cms.cacheTtlMs, 60_000), log: logger.child({ component: 'personalize' }) })
    : undefined;
  if (!personalizer) {
    logger.info(
      config.personalize
        ? 'PERSONALIZE_ENDPOINT is not set: every visitor sees the default variant of a page with variants'
        : 'PERSONALIZE=off: every visitor sees the default variant',
    );
  }
  if (config.personalizeEndpoint && isPlainHttpToAnotherHost(config.personalizeEndpoint)) {
    logger.warn(
      { PERSONALIZE_ENDPOINT: new URL(config.personalizeEndpoint).origin },
      'PERSONALIZE_ENDPOINT is plain http to another host: what it carries is readable on the way',
    );
  }
  // The documents table's Content Hub: CONTENT_HUB_ENDPOINT, else the embedded content server's
  // (its token is the content key). A read: a refused connection may be retried once.
  const contentHubEndpoint = config.contentHubEndpoint ?? embedded?.CONTENT_HUB_ENDPOINT;
  const contentHubPost = createUpstreamPost({ timeoutMs: config.contentHubTimeoutMs, maxAnswerBytes: CONTENT_HUB_MAX_ANSWER_BYTES });
  const contentHub = createContentHubAssets({
    endpoint: contentHubEndpoint,
    token: config.contentHubEndpoint ? config.contentHubToken : embedded?.CONTENT_HUB_TOKEN,
    post: contentHubPost,
  });
  if (!contentHubEndpoint) logger.warn('CONTENT_HUB_ENDPOINT is not set: document tables answer 503 until it is');
  if (config.contentHubEndpoint && isPlainHttpToAnotherHost(config.contentHubEndpoint)) {
    logger.warn(
      { CONTENT_HUB_ENDPOINT: new URL(config.contentHubEndpoint).origin },
      'CONTENT_HUB_ENDPOINT is plain http to another host: its token is readable on the way',
    );
  }
  // One news feed proxy: its route (/api/news-feed-proxy) and the loaders' fallback share its cache.
  const newsFeedProxy = createNewsFeedProxy(proxyHostsFor({ config, contentOrigin: content?.origin }));
  const feedFetchJson = createFeedCache(createFetchJson({ privateHosts: [...config.newsFeedPrivateHosts, ...contentHosts] }), config.newsFeedCacheMs);

  const lifecycle = createLifecycle();
  // Redis down keeps the instance ready (it serves from its own memory); /readyz says so.
  if (redis) {
    lifecycle.checks.redis = () => {
      const since = redis.downSince();
      return { ready: true, state: redis.state(), where: redis.where, ...(since === undefined ? {} : { downSince: new Date(since).toISOString() }) };
    };
  }
  // Whatever started before a failure is closed again, so a failed start leaves nothing open.
  let built: Awaited<ReturnType<typeof buildApp>> | undefined;
  const closeAll = async () => {
    lifecycle.phase = 'stopping';
    if (built) await closeGracefully(built.app, config.shutdownGraceMs, logger);
    await built?.renderer.close();
    await metrics.close();
    await cms.close();
    await blockGraphHttp.close();
    await cmsSitemaps.close();
    await search?.close();
    await decisions?.close();
    await contentHubPost.close();
    await newsFeedProxy.close();
    await content?.close();
    await cluster?.close();
    await redis?.close();
  };
  try {
    built = await buildApp({
      config,
      cms,
      logger,
      cmsOrigin,
      lifecycle,
      metrics,
      cmsApiKey: content?.apiKey ?? config.cms.apiKey,
      contentOrigin: content?.origin,
      cmsSitemaps,
      newsFeedProxy,
      // Block loaders reach only allowed hosts, and private addresses only where configured
      // (the embedded content server is on loopback).
      blockData: {
        fetchJson: feedFetchJson,
        fetchFeed: createFeedFetch({ direct: feedFetchJson, proxy: newsFeedProxy, logger: logger.child({ component: 'news-feed' }) }),
        allowedFeedHosts,
        graphql: async (query, variables) => (await blockGraph.query(query, variables)).data,
        // The page's site (block-data.server.ts fills it in), else the configured one.
        ...(search ? { searchArticles: (request) => search.search({ ...request, siteName: request.siteName || config.cms.siteName }) } : {}),
        // The documents table's first page: cached with CMS data, tagged, purged by the webhook.
        documentsFirstPage: createDocumentsFirstPage(cms.cache, contentHub),
      },
      forms: { items: createFormItemSource(blockGraph), endpoint: formsEndpoint, apiKey: formsApiKey },
      cdpEndpoint,
      pageCache,
      personalizer,
      redis,
      keys,
      cluster,
      search,
      contentHub,
      ...(options.dev ? {} : { clientDir: join(distDir, 'client'), assetRoots: assetRootsOf(distDir) }),
      createRenderer: (instance) => (options.dev ? createDevRenderer(instance, ROOT) : createProdRenderer(distDir)),
    });
    const { renderer } = built;
    if (config.blockMemoMaxBytes > 0) metrics.observeBlockMemo(() => renderer.blockMemoStats?.());
    await built.app.listen({ port, host: config.host });
    if (config.metricsPort) {
      const metricsPort = await metrics.listen(config.metricsPort, config.host);
      logger.info({ port: metricsPort }, 'Prometheus metrics on /metrics');
    }
    lifecycle.phase = 'ready';
  } catch (error) {
    await closeAll();
    throw error;
  }
  const { app } = built;
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${boundPort}`;

  let closing: Promise<void> | undefined;
  return {
    url,
    app,
    config,
    cms,
    pageCache,
    metrics,
    content,
    redis,
    keys,
    blockMemo: () => (config.blockMemoMaxBytes > 0 ? built?.renderer.blockMemoStats?.() : undefined),
    close() {
      closing ??= closeAll();
      return closing;
    },
  };
}

/** http:// to anything but this machine: form data and events would cross the network unencrypted. */
function isPlainHttpToAnotherHost(href: string): boolean {
  const url = new URL(href);
  return url.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** Can `dir` be written, or created (its nearest existing ancestor writable)? Creates nothing. */
async function isWritable(dir: string): Promise<boolean> {
  for (let current = dir; ; current = dirname(current)) {
    try {
      await access(current, fsConstants.W_OK);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(current) === current) return false;
    }
  }
}
