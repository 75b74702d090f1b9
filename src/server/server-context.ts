import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteMatch } from '../../routes.ts';
import type { Cms } from '../cms/cms.ts';
import type { Config } from './config.ts';
import type { Renderer } from './renderer.ts';
import type { PageDeps, PageTarget } from './page-route.ts';
import type { PageCache } from './page-cache.ts';
import type { Cluster } from './cluster/cluster.ts';
import type { Logger } from 'pino';
import type { Sites } from './sites.ts';

/** What every route module of the server gets: built once at start, shared by all requests. */
export interface ServerContext {
  config: Config;
  cms: Cms;
  /** Which site a request is for (sites.ts), and every site of the CMS. */
  sites: Sites;
  renderer: Renderer;
  logger: Logger;
  /** Origin the CMS proxy forwards to (SITECORE_API_HOST or the embedded content server). */
  cmsOrigin: string;
  /** The embedded content server's origin, when it runs (its feed and media are trusted). */
  contentOrigin: string | undefined;
  /** API key the server adds to CMS calls (never sent to browsers). */
  cmsApiKey: string;
  blockData: PageDeps['blockData'];
  /** Finished pages for visitors; the publish purge drops from it too. */
  pageCache: PageCache;
  /** Several instances sharing Redis (REDIS_URL): purges reach them all. */
  cluster?: Cluster | undefined;
  /** Renders a CMS page (the page route), e.g. for the news handler. */
  servePage(request: FastifyRequest, reply: FastifyReply, target: PageTarget): Promise<FastifyReply>;
}

/** A rewrite target of the routing table (routes.ts), bound by name in app.ts. */
export type RewriteHandler = (request: FastifyRequest, reply: FastifyReply, match: Extract<RouteMatch, { kind: 'rewrite' }>) => unknown;
