import { constants as zlib } from 'node:zlib';
import type { Logger } from 'pino';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { matchRoute, type HandlerName } from '../../routes.ts';
import type { RewriteHandler, ServerContext } from './server-context.ts';
import { registerCmsProxy } from './cms-proxy.ts';
import type { Cms } from '../cms/cms.ts';
import type { Config } from './config.ts';
import type { Renderer } from './renderer.ts';
import { createPageHandler, sendError, type PageDeps } from './page-route.ts';
import { parseRequestPath, encodePath, MAX_URL_LENGTH } from './request-path.ts';
import { HostError } from './errors.ts';

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
  blockData: PageDeps['blockData'];
  /** Production: the built client (`dist/client`), served under /assets/. Development: none. */
  clientDir?: string;
  /** Created once the app exists (development mounts Vite on it). */
  createRenderer(app: FastifyInstance): Promise<Renderer>;
}


/**
 * The Fastify app. Plugin order, top to bottom: compression, static assets, CMS proxy, then one
 * catch-all that walks the routing table (routes.ts): redirects, rewrites, the page.
 */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; renderer: Renderer; context: ServerContext }> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    routerOptions: { maxParamLength: MAX_URL_LENGTH, ignoreDuplicateSlashes: false },
    // Broken URLs that the router refuses get the same clear answer as our own checks.
    frameworkErrors(error, request, reply) {
      if (error.code === 'FST_ERR_BAD_URL') return void sendError(request, reply, new HostError('BAD_ENCODING', { cause: error }));
      return void (reply as FastifyReply)
        .status(error.statusCode ?? 400)
        .send({ error: 'Bad Request', code: error.code, message: error.message });
    },
  });

  // Flush the compressor on every write: each write is one React flush, so pages keep streaming.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH, level: 6 },
    brotliOptions: {
      flush: zlib.BROTLI_OPERATION_FLUSH,
      // Quality 11 (the default) is far too slow for HTML made per request; see bench/.
      params: { [zlib.BROTLI_PARAM_QUALITY]: 4 },
    },
  });

  if (deps.clientDir) {
    // Every file under /assets/ carries a content hash in its name: it never changes, so browsers
    // and CDNs may keep it for a year without asking again.
    await app.register(fastifyStatic, {
      root: `${deps.clientDir}/assets`,
      prefix: '/assets/',
      index: false,
      list: false,
      immutable: true,
      maxAge: '365d',
    });
  }

  const renderer = await deps.createRenderer(app);
  const context: ServerContext = {
    config: deps.config,
    cms: deps.cms,
    renderer,
    logger: deps.logger,
    cmsOrigin: deps.cmsOrigin,
    contentOrigin: deps.contentOrigin,
    cmsApiKey: deps.cmsApiKey,
    blockData: deps.blockData,
    servePage: createPageHandler({ config: deps.config, cms: deps.cms, renderer, blockData: deps.blockData }),
  };
  const { servePage } = context;
  // 'cmsProxy' of the routing table: Fastify routes of their own under the CMS's prefixes.
  await registerCmsProxy(app, context);

  // Route modules with routes of their own (API endpoints). One line each.
  // (end of route modules)

  // The rewrite targets of routes.ts, by name. A name without an entry answers 501.
  const handlers: Partial<Record<HandlerName, RewriteHandler>> = {
    health: (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    // (more rewrite handlers, one line each)
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      let target;
      try {
        target = parseRequestPath(request.url);
      } catch (error) {
        return sendError(request, reply, error);
      }
      const match = matchRoute(target.pathname, target.search);
      switch (match.kind) {
        case 'redirect': {
          const q = match.location.indexOf('?');
          const location = q === -1 ? encodePath(match.location) : encodePath(match.location.slice(0, q)) + match.location.slice(q);
          return reply.redirect(location, match.status);
        }
        case 'rewrite': {
          const handler = handlers[match.handler];
          if (handler) return handler(request, reply, match);
          return reply
            .status(501)
            .header('cache-control', 'no-store')
            .send({ error: 'Not Implemented', handler: match.handler, message: `The ${match.handler} handler is not built yet.` });
        }
        case 'page':
          return servePage(request, reply, { locale: match.locale, path: match.path, search: target.search });
      }
    },
  });

  return { app, renderer, context };
}
