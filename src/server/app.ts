import { constants as zlib } from 'node:zlib';
import type { Logger } from 'pino';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { matchRoute, PREFIXED_LOCALES, type HandlerName } from '../../routes.ts';
import type { RewriteHandler, ServerContext } from './server-context.ts';
import { registerCmsProxy } from './cms-proxy.ts';
import { createReadyHandler, healthHandler, type Lifecycle } from './lifecycle.ts';
import type { Metrics } from './metrics.ts';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';
import { createNewsHandler } from './news-route.ts';
import { createFontsHandler } from './fonts-route.ts';
import type { Cms } from '../cms/cms.ts';
import type { PageCache } from './page-cache.ts';
import type { Config } from './config.ts';
import type { Renderer } from './renderer.ts';
import type { Personalizer } from './personalize/personalizer.ts';
import { createPageHandler, sendError, type PageDeps } from './page-route.ts';
import { parseRequestPath, encodePath, MAX_URL_LENGTH } from './request-path.ts';
import { takeIslandsParameter } from './islands-query.ts';
import { sendNoIslandsDocument } from './islands-document.ts';
import { HostError } from './errors.ts';
import { createSitemapHandler } from './sitemap.ts';
import { createSites, editorSiteOf, sendUnknownHost } from './sites.ts';
import type { CmsSitemaps } from './cms-sitemaps.ts';
import { createRobotsHandler } from './robots.ts';
import { createLlmsTxtHandler } from './llms-txt.ts';
import { registerImageRoute } from './image-route.ts';
import { createFragmentHandlers, registerFragmentPreflight } from './fragments.ts';
import { feaasMethodNotAllowed, registerFeaasRender } from './feaas-render.ts';
import { registerEditingRoutes } from './editing.ts';
import { registerRevalidateRoute } from './revalidate.ts';
import { registerNewsFeedProxy, type NewsFeedProxy } from './news-feed-proxy.ts';
import { registerNewsListingRoute } from './news-listing-route.ts';
import type { FormItemSource } from '../cms/form-definition.ts';
import { createFormDefinitions } from './form-definitions.ts';
import { createFormsForwarder } from './forms-forward.ts';
import { registerFormSubmit } from './forms-route.ts';
import { registerPageViewRoute } from './page-view-route.ts';
import type { SearchClient } from './search-client.ts';
import { registerSearchRoute } from './search-route.ts';
import { registerDigitalWallRoutes } from './digital-wall-route.ts';
import type { ContentHubAssets } from './content-hub-client.ts';
import { registerContentHubRoute } from './contenthub-route.ts';
import { registerEmbedsRoute } from './embeds-route.ts';
import { isPreviewRequest, offersPreviewSecret } from './editor-access.ts';
import type { RedisLink } from './cluster/redis-link.ts';
import type { KeySpace } from './cluster/keys.ts';
import type { Cluster } from './cluster/cluster.ts';
import { registerRateLimits } from './rate-limits.ts';
import { trustProxyOption } from './rate-limits-address.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { REDIRECTS_TAG } from '../cms/cache.ts';
import { createCmsRedirects, sendCmsRedirect } from './cms-redirects.ts';

export interface AppDeps {
  config: Config;
  logger: Logger;
  cms: Cms;
  /** Origin the CMS proxy routes forward to (SITECORE_API_HOST or the embedded content server). */
  cmsOrigin: string;
  /** API key the server adds to CMS calls (never sent to browsers). */
  cmsApiKey: string;
  /** The embedded content server's origin, when it runs. */
  contentOrigin: string | undefined;
  /** The sitemap files the CMS publishes, for the sitemap routes. */
  cmsSitemaps: CmsSitemaps;
  blockData: PageDeps['blockData'];
  /** The news feed proxy shared with the loaders' feed fallback; absent: the route makes its own. */
  newsFeedProxy?: NewsFeedProxy;
  /** Production: the built client (`dist/client`), served under /assets/. Development: none. */
  clientDir?: string;
  /**
   * Where /assets/ files are looked for, first found first served: the client's own, then the
   * earlier releases' it keeps (asset-roots.ts). Default: the client's own.
   */
  assetRoots?: string[];
  /** Request timings by route. */
  metrics: Metrics;
  /** Starting, ready or stopping: /readyz answers from it. */
  lifecycle: Lifecycle;
  /** Created once the app exists (development mounts Vite on it). */
  createRenderer(app: FastifyInstance): Promise<Renderer>;
  /**
   * The enquiry form's submit route: where form definitions are read (the CMS's GraphQL), and the
   * forms system (FORMS_ENDPOINT or the embedded one; none: submissions answer 503).
   */
  forms: { items: FormItemSource; endpoint: string | undefined; apiKey: string | undefined };
  /** Where page-view events go (CDP_ENDPOINT or the embedded platform); undefined: tracking is off. */
  cdpEndpoint: string | undefined;
  /** Finished pages for visitors (page-cache.ts). */
  pageCache: PageCache;
  /** The link to Redis when REDIS_URL is set: shared rate-limit counters (cluster/redis-link.ts). */
  redis?: RedisLink | undefined;
  /** Names in Redis for this site and release (cluster/keys.ts). */
  keys?: KeySpace | undefined;
  /** The purge fan-out to every instance (REDIS_URL), cluster/cluster.ts. */
  cluster?: Cluster | undefined;
  /** Picks a visitor's variant of a page with variants (issue 29; page-route.ts). */
  personalizer?: Personalizer | undefined;
  /** The article search (SEARCH_ENDPOINT or the embedded one); undefined: search answers 503. */
  search?: SearchClient | undefined;
  /** The documents table's Content Hub (CONTENT_HUB_ENDPOINT or the embedded one); undefined: it answers 503. */
  contentHub?: ContentHubAssets | undefined;
}

/** The compressors' output buffer (see the compression set-up below). */
const COMPRESSED_CHUNK_BYTES = 64 * 1024;

/** A 404 no cache keeps: the address may answer later (a chunk of a release another pod runs). */
const sendNotFound = (reply: FastifyReply) =>
  reply.status(404).header('cache-control', 'no-store').send({ error: 'Not Found', message: 'Nothing is served at this address.' });
const notFound: RewriteHandler = (_request, reply) => sendNotFound(reply);

/**
 * The Fastify app. In order: security headers and metrics hooks, compression, static assets, the
 * renderer (development mounts Vite here), the CMS proxy, the API routes (images, editing, publish
 * purge, fragments' preflight, feaas-render, news feed proxy, form submissions, page views (the
 * last two at routes.ts's API_ROUTES), article search), then one catch-all that walks the
 * routing table (routes.ts): redirects, rewrites to the named handlers below, then the CMS's
 * redirect map (cms-redirects.ts) and the page.
 * Load shedding (load-shedding.ts) sits right after the hooks, before everything that answers.
 */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; renderer: Renderer; context: ServerContext }> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    routerOptions: { maxParamLength: MAX_URL_LENGTH, ignoreDuplicateSlashes: false },
    // request.ip is the client behind TRUST_PROXY_HOPS proxies, never what a client wrote itself
    // into X-Forwarded-For (rate-limits-address.ts). Only request.ip reads it here: hosts and
    // origins are checked against request.headers.host and PUBLIC_URL, never X-Forwarded-Host.
    trustProxy: trustProxyOption(deps.config.trustProxyHops),
    // Broken URLs that the router refuses get the same clear answer as our own checks.
    frameworkErrors(error, request, reply) {
      // Answered before routing, so the onSend hooks do not run: the same headers by hand.
      reply.headers(securityHeaders(deps.config));
      if (error.code === 'FST_ERR_BAD_URL') return void sendError(request, reply, new HostError('BAD_ENCODING', undefined, { cause: error }));
      return void (reply as FastifyReply).status(error.statusCode ?? 400).send({ error: 'Bad Request', code: error.code, message: error.message });
    },
  });

  registerSecurityHeaders(app, deps.config);
  deps.metrics.instrument(app);
  // The route that answered, for logs and metrics: 'page', a rewrite handler's name, 'redirect'.
  app.decorateRequest('routeName', '');
  // Load shedding first: its request hook then runs before any other, on every route below.
  await registerLoadShedding(app, { shedding: deps.config.shedding, logger: deps.logger, registry: deps.metrics.registry, lifecycle: deps.lifecycle });
  // Rate limits of the public POST routes and the secret endpoints, each route's first hook.
  const rateLimits = await registerRateLimits(app, {
    config: deps.config,
    logger: deps.logger.child({ component: 'rate-limits' }),
    registry: deps.metrics.registry,
    redis: deps.redis,
    keys: deps.keys,
  });

  // Flush the compressor on every write: each write is one React flush, so pages keep streaming.
  // A 64 KiB output buffer (16 KiB by default) takes a page's shell out of the compressor in one
  // piece: each piece of a stream is a round trip to the thread pool and a write to the socket
  // (the streamed home page, 35 KB gzipped: 4 pieces with 16 KiB, 2 with 64 KiB).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH, level: 6, chunkSize: COMPRESSED_CHUNK_BYTES },
    brotliOptions: {
      flush: zlib.BROTLI_OPERATION_FLUSH,
      chunkSize: COMPRESSED_CHUNK_BYTES,
      // Quality 11 (the default) is far too slow for HTML made per request; see bench/.
      params: { [zlib.BROTLI_PARAM_QUALITY]: 4 },
    },
  });

  // An address no route answers (a chunk no release here has, during a rolling update: the next
  // request may reach a pod that has it): never kept by a CDN or a browser.
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));

  if (deps.clientDir) {
    // Every file under /assets/ carries a content hash in its name: it never changes, so browsers
    // and CDNs may keep it for a year without asking again.
    await app.register(fastifyStatic, {
      root: deps.assetRoots ?? `${deps.clientDir}/assets`,
      prefix: '/assets/',
      index: false,
      list: false,
      immutable: true,
      maxAge: '365d',
      // scripts/precompress.mjs wrote .br and .gz beside each text asset.
      preCompressed: true,
      // Public, immutable files: pages on other origins that embed our fragments load them too
      // (module scripts and fonts are fetched in CORS mode).
      setHeaders: (reply) => reply.header('access-control-allow-origin', '*'),
    });
  }

  const renderer = await deps.createRenderer(app);
  const context: ServerContext = {
    config: deps.config,
    cms: deps.cms,
    sites: createSites({ config: deps.config, cms: deps.cms, logger: deps.logger.child({ component: 'sites' }) }),
    renderer,
    logger: deps.logger,
    cmsOrigin: deps.cmsOrigin,
    contentOrigin: deps.contentOrigin,
    cmsApiKey: deps.cmsApiKey,
    blockData: deps.blockData,
    pageCache: deps.pageCache,
    cluster: deps.cluster,
    servePage: createPageHandler({ config: deps.config, renderer, blockData: deps.blockData, pageCache: deps.pageCache, personalizer: deps.personalizer }),
  };
  const { servePage } = context;
  /** The name of the site a request's host names; the configured one for a host no site serves. */
  const siteNameOf = async (request: FastifyRequest) => (await context.sites.of(request))?.name ?? context.sites.configured.name;
  // 'cmsProxy' of the routing table: Fastify routes of their own under the CMS's prefixes.
  await registerCmsProxy(app, context);

  // API routes: each module registers its own.
  registerImageRoute(app, context);
  registerEditingRoutes(app, context, rateLimits);
  registerRevalidateRoute(app, context, rateLimits);
  registerFragmentPreflight(app, context);
  registerFeaasRender(app, context, rateLimits);
  registerNewsFeedProxy(app, context, deps.newsFeedProxy);
  registerNewsListingRoute(app, context);
  const formsLog = deps.logger.child({ component: 'forms' });
  const formsForwarder = deps.forms.endpoint
    ? createFormsForwarder({ endpoint: deps.forms.endpoint, apiKey: deps.forms.apiKey, timeoutMs: deps.config.formsTimeoutMs })
    : undefined;
  if (formsForwarder) app.addHook('onClose', () => formsForwarder.close());
  registerFormSubmit(app, {
    publicUrl: deps.config.publicUrl,
    definitions: createFormDefinitions(deps.forms.items, formsLog),
    forwarder: formsForwarder,
    rateLimit: rateLimits.hook('forms'),
  });
  registerPageViewRoute(app, {
    publicUrl: deps.config.publicUrl,
    siteNameOf,
    cdpEndpoint: deps.cdpEndpoint,
    rateLimit: rateLimits.hook('page-views'),
  });
  registerSearchRoute(app, { client: deps.search, siteNameOf, languages: PREFIXED_LOCALES });
  // The digital wall's members and portraits: DIGITAL_WALL_ENDPOINT, else the embedded content server's.
  registerDigitalWallRoutes(app, context);
  // The documents table's assets: CONTENT_HUB_ENDPOINT, else the embedded content server's.
  if (deps.contentHub) registerContentHubRoute(app, deps.contentHub);
  // The Iframe block's own sample pages (content/embeds/): /embeds/share-price.html, /embeds/terminal-map.html.
  registerEmbedsRoute(app, { logger: deps.logger });

  // The rewrite targets of routes.ts, by name: every name has one. cmsProxy and assets are served
  // by the plugins above under their own prefixes; what still reaches this catch-all there (say,
  // /assets/ in development, where Vite serves the sources) is not found.
  const handlers: Record<HandlerName, RewriteHandler> = {
    cmsProxy: notFound,
    assets: notFound,
    health: healthHandler,
    ready: createReadyHandler(deps.lifecycle),
    newsProxy: createNewsHandler(context),
    fonts: createFontsHandler(deps.clientDir && `${deps.clientDir}/assets`),
    ...createFragmentHandlers(context),
    feaasRender: feaasMethodNotAllowed,
    sitemap: createSitemapHandler(context, deps.cmsSitemaps),
    robots: createRobotsHandler(context),
    llmsTxt: createLlmsTxtHandler(context),
  };

  // A page request that offers a preview secret is a secret attempt like the editing host's: a
  // wrong one counts against the address's editing limit (before the secret is looked at), so the
  // secret cannot be guessed through pages either; a right one is taken back.
  const editingLimit = rateLimits.hook('editing');
  const previewGuard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!deps.config.editingSecret || !offersPreviewSecret(request)) return undefined;
    const refused = await editingLimit.call(app, request, reply);
    if (reply.sent) return refused;
    if (isPreviewRequest(request, deps.config.editingSecret)) rateLimits.secretAccepted(request);
    return undefined;
  };

  // The CMS's redirect map: page requests only, once the routing table has had its say.
  const cmsRedirects = createCmsRedirects({
    log: deps.logger.child({ component: 'cms-redirects' }),
    editingSecret: deps.config.editingSecret,
    count: (type) => deps.metrics.countCmsRedirect(type),
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    onRequest: previewGuard,
    handler: async (request, reply) => {
      let target;
      try {
        target = parseRequestPath(request.url);
      } catch (error) {
        return sendError(request, reply, error);
      }
      // A page's islands document (`?__islands=1`): the parameter goes first, so that the locale,
      // the routing table, the redirect map and the page key see the page's own address.
      const { search, islands, variant: islandsVariant } = takeIslandsParameter(target.search);
      target = { ...target, search };
      const match = matchRoute(target.pathname, target.search);
      request.routeName = match.kind === 'rewrite' ? match.handler : match.kind;
      // The news pages' handler serves CMS pages too, and takes the parameter itself (news-route.ts).
      if (islands && match.kind !== 'page' && !(match.kind === 'rewrite' && match.handler === 'newsProxy')) {
        return sendNoIslandsDocument(reply, 'This address is not a page.');
      }
      switch (match.kind) {
        case 'redirect': {
          const q = match.location.indexOf('?');
          const location = q === -1 ? encodePath(match.location) : encodePath(match.location.slice(0, q)) + match.location.slice(q);
          return reply.redirect(location, match.status);
        }
        case 'rewrite': {
          return handlers[match.handler](request, reply, match);
        }
        case 'page': {
          const site = await context.sites.of(request, editorSiteOf(request, deps.config.editingSecret));
          if (!site) return sendUnknownHost(request, reply);
          const decision = await cmsRedirects.find(request, { locale: match.locale, path: match.path, search: target.search }, site.cms);
          if (decision?.kind === 'redirect') {
            request.routeName = 'cmsRedirect';
            if (islands) return sendNoIslandsDocument(reply, 'This address redirects.');
            return sendCmsRedirect(request, reply, decision, deps.config.editingSecret, site.cms.siteTag(REDIRECTS_TAG));
          }
          if (islands) request.routeName = 'islands';
          // A server transfer: the target page, served at the address asked for; a change of the
          // map purges the CDN's copy of this address too.
          if (decision?.kind === 'transfer') {
            return servePage(request, reply, {
              site,
              locale: decision.locale,
              path: decision.path,
              search: decision.search,
              alsoTagged: [site.cms.siteTag(REDIRECTS_TAG)],
              islands,
              ...(islandsVariant ? { islandsVariant } : {}),
            });
          }
          return servePage(request, reply, {
            site,
            locale: match.locale,
            path: match.path,
            search: target.search,
            islands,
            ...(islandsVariant ? { islandsVariant } : {}),
          });
        }
      }
    },
  });

  return { app, renderer, context };
}

declare module 'fastify' {
  interface FastifyRequest {
    routeName: string;
  }
}
