/**
 * The embedded CMS: a small Fastify app on loopback serving `content/` over Sitecore's protocols
 * (docs/cms-protocol.md), so the render host runs its production code path with no CMS installed.
 */
import { STATUS_CODES } from 'node:http';
import { serializeRequest } from '../lib/redact-url.ts';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { type CdpEvent, type CdpRecorder, createCdpRecorder, registerCdp } from './cdp.ts';
import { type ContentStore, loadContent } from './content-store.ts';
import { registerDigitalWall } from './digital-wall.ts';
import { registerContentHub } from './content-hub.ts';
import { registerEdgeGraphql } from './edge-graphql.ts';
import { ContentServerError } from './errors.ts';
import { type ContentFaults, createFaultRunner, resolveFaults } from './faults.ts';
import { openSubmissionStore, registerFormsSystem, type SubmissionStore } from './forms-system.ts';
import { registerLayoutService } from './layout-service.ts';
import { registerMedia } from './media.ts';
import { registerNewsFeed } from './news-feed.ts';
import { registerPersonalizeDecision } from './personalize-decision.ts';
import { registerSearchService } from './search-service.ts';
import { registerSitemapFiles } from './sitemap-files.ts';
import { type ContentServerState, type ContentStats, sendError } from './server-state.ts';

// The whole public API is reachable from this module too (server.ts imports it from here).
export { type ContentFailure, type ContentFaults, faultsFromEnv } from './faults.ts';
export type { ContentStats } from './server-state.ts';
export type { CdpEvent } from './cdp.ts';
export { PERSONALIZE_DECISION_PATH } from './personalize-protocol.ts';
export type { StoredSubmission } from './forms-system.ts';

/** The sample site's name (content/sites/ports-group). */
export const SAMPLE_SITE_NAME = 'ports-group';

/** content/ at the repository root, found from this file so the working directory does not matter. */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

/**
 * Where the forms system and the data platform write (`forms/submissions.jsonl`,
 * `cdp/events.jsonl`): `.data/` at the repository root, which git ignores.
 */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data', import.meta.url));

export interface ContentServerOptions {
  /** Interface to listen on; default 127.0.0.1 (loopback only). */
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The key clients must send as `sc_apikey`. */
  apiKey: string;
  /** Default: <repo>/content */
  contentDir?: string;
  faults?: Partial<ContentFaults>;
  /**
   * Default: <repo>/.data. Form submissions and page-view events are written below it; give each
   * running content server its own (appends are serialised within one process only).
   */
  dataDir?: string;
  /** Fastify log level ('info', 'debug'…); no logging when unset. */
  logLevel?: string;
  /**
   * The render host's public origin (its PUBLIC_URL, e.g. https://www.example.com): the published
   * sitemaps name their pages on it, as an operator sets a site's Target host name and Scheme.
   * Unset: each site's own (content/sites/{site}/site.json). A site on one host name of its own
   * gets this URL's scheme and port on that host name (the render host's rule: src/server/sites.ts).
   */
  publicUrl?: string;
  /** The render host's public origin of named sites (SITE_PUBLIC_URLS), by site name. */
  publicUrls?: Record<string, string>;
}

export interface ContentServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  apiKey: string;
  /** The site answered when a request names none: the sample site, 'ports-group'. */
  siteName: string;
  /** Read per request: tests may change them while the server runs. */
  faults: ContentFaults;
  /** Requests received per endpoint. */
  stats: ContentStats;
  /** The data directory in use (see ContentServerOptions.dataDir). */
  dataDir: string;
  /** The forms system's file: one JSON line per stored submission (forms-system.ts). */
  submissionsFile: string;
  /** Page-view events the data platform received since start, oldest first (cdp.ts). */
  cdpEvents: readonly CdpEvent[];
  /** Stops listening and ends every open connection, pending delays and hung requests included. */
  close(): Promise<void>;
}

export async function startContentServer(opts: ContentServerOptions): Promise<ContentServer> {
  if (typeof opts.apiKey !== 'string' || opts.apiKey.length === 0) {
    throw new TypeError('startContentServer: apiKey must be a non-empty string');
  }
  const publicUrl = opts.publicUrl === undefined ? null : publicOriginOption(opts.publicUrl);
  const publicUrls = Object.fromEntries(Object.entries(opts.publicUrls ?? {}).map(([site, url]) => [site.toLowerCase(), publicOriginOption(url)]));
  const faults = resolveFaults(opts.faults);
  const stats: ContentStats = {
    layout: 0,
    dictionary: 0,
    graphql: 0,
    newsFeed: 0,
    media: 0,
    forms: 0,
    cdpEvents: 0,
    search: 0,
    digitalWall: 0,
    contentHub: 0,
    sitemaps: 0,
    personalize: 0,
  };

  const faultRunner = createFaultRunner();
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
  let store: ContentStore | undefined;
  let submissions: SubmissionStore | undefined;
  const cdp: CdpRecorder = createCdpRecorder(dataDir);
  const state: ContentServerState = {
    apiKey: opts.apiKey,
    defaultSite: SAMPLE_SITE_NAME,
    faults,
    stats,
    faultRunner,
    content() {
      if (!store) throw new ContentServerError('CONTENT_LOADING');
      return store;
    },
    submissions() {
      if (!submissions) throw new ContentServerError('CONTENT_LOADING');
      return submissions;
    },
    cdp: () => cdp,
  };

  const app = createApp(state, opts.logLevel, opts.contentDir ?? DEFAULT_CONTENT_DIR);
  const host = opts.host ?? '127.0.0.1';
  await app.listen({ host, port: opts.port ?? 0 });
  const origin = originOf(app, host);
  try {
    // Loaded after listening because content may name the server's own origin (%CONTENT_ORIGIN%).
    store = await loadContent(opts.contentDir ?? DEFAULT_CONTENT_DIR, origin, publicUrl, publicUrls, (fields, message) => app.log.warn(fields, message));
    // Another content folder (tests) may hold another site: then its first site is the default.
    if (!store.sites.has(SAMPLE_SITE_NAME)) state.defaultSite = [...store.sites.keys()][0] ?? SAMPLE_SITE_NAME;
    submissions = await openSubmissionStore(dataDir, (fields, message) => app.log.warn(fields, message));
  } catch (error) {
    await app.close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    origin,
    apiKey: opts.apiKey,
    siteName: state.defaultSite,
    faults,
    stats,
    dataDir,
    submissionsFile: submissions.file,
    cdpEvents: cdp.events,
    close() {
      closing ??= (async () => {
        faultRunner.cancelAll();
        await app.close();
        // After the last request: every acknowledged submission is already on disk.
        await submissions?.close();
        await cdp.close();
      })();
      return closing;
    },
  };
}

function createApp(state: ContentServerState, logLevel: string | undefined, contentDir: string): FastifyInstance {
  const app = Fastify({
    logger: logLevel ? { level: logLevel, serializers: { req: serializeRequest } } : false,
    // Hung and delayed requests must not hold close() up.
    forceCloseConnections: true,
  });
  registerLayoutService(app, state);
  registerEdgeGraphql(app, state);
  registerMedia(app, state);
  registerNewsFeed(app, state);
  registerFormsSystem(app, state);
  registerCdp(app, state);
  registerSearchService(app, state);
  registerDigitalWall(app, state, contentDir);
  registerContentHub(app, state);
  registerSitemapFiles(app, state);
  registerPersonalizeDecision(app, state);
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, new ContentServerError('CONTENT_NOT_FOUND', `${request.method} ${request.url.split('?', 1)[0]}`)),
  );
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ContentServerError) return sendError(reply, error);
    const { statusCode, code, message } = error as { statusCode?: unknown; code?: unknown; message?: unknown };
    const status = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'content server error');
      return sendError(reply, new ContentServerError('CONTENT_INTERNAL'));
    }
    // Fastify's own client errors (a body that is not JSON, a bad URL) keep their status and message.
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({
        statusCode: status,
        code: typeof code === 'string' ? code : 'CONTENT_BAD_REQUEST',
        error: STATUS_CODES[status] ?? 'Bad Request',
        message: typeof message === 'string' ? message : 'Bad request',
      });
  });
  return app;
}

/** `publicUrl` as an origin (scheme, host, port; a trailing slash is dropped); anything else is refused. */
function publicOriginOption(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value.replace(/\/$/, '')) {
    throw new TypeError(`startContentServer: publicUrl must be an http(s) origin such as https://www.example.com (got "${value}")`);
  }
  return url.origin;
}

/** The origin clients use: a wildcard address is reached through loopback. */
function originOf(app: FastifyInstance, host: string): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('content server: no TCP address');
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : address.address;
  const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${hostPart}:${address.port}`;
}
