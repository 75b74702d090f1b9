import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ServerContext } from './server-context.ts';
import { FEED_REVALIDATE_MS } from './feed-cache.ts';
import { FeedError, findFeedError } from './errors.ts';
import { checkUrl, createSafeFetch, DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS, type SafeFetchOptions } from './safe-fetch.ts';
import { redactUrl } from '../lib/redact-url.ts';

/**
 * `GET /api/news-feed-proxy?url=…`: the server-side fallback of the news feed (spec 001 section 7,
 * issue 3 item 2). It fetches a feed URL for the browser, so the URL is hostile input: allow-listed
 * hosts only, internal addresses refused at connect time, no redirects, a size cap and the spec's
 * 15 s timeout (safe-fetch.ts). Answers are JSON only and cached for the spec's 300 s.
 */

export const NEWS_FEED_PROXY_PATH = '/api/news-feed-proxy';
/** Spec 001 section 9: the server revalidates a feed every 300 s. */
export const PROXY_CACHE_MS = FEED_REVALIDATE_MS;
/** The cache holds feed bodies up to this many bytes in all (each at most DEFAULT_MAX_BYTES). */
export const PROXY_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** The longest `url` parameter accepted. */
export const MAX_FEED_URL_LENGTH = 2048;
/** CDNs keep an answer as long as we do; browsers ask again each time (the CDN answers). */
export const PROXY_CACHE_CONTROL = `public, max-age=0, s-maxage=${PROXY_CACHE_MS / 1000}`;

export interface NewsFeedProxyOptions extends Pick<SafeFetchOptions, 'lookup' | 'fetch'> {
  allowedHosts: readonly string[];
  privateHosts: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  cacheMs?: number;
}

export interface FeedAnswer {
  /** The feed's JSON text, byte order mark removed. */
  json: string;
  /** Served from the cache (no upstream call). */
  cached: boolean;
  /** The upstream failed and the last good answer was served instead. */
  stale: boolean;
}

export interface NewsFeedProxy {
  /** The feed at `rawUrl` (the query parameter as received); rejects with a FeedError. */
  get(rawUrl: unknown): Promise<FeedAnswer>;
  close(): Promise<void>;
}

/**
 * The proxy without HTTP: checks the URL, shares one upstream call among concurrent requests for
 * the same URL, caches good answers for `cacheMs` and, when a refresh fails, serves the last good
 * answer rather than an error (the feed is news, a few minutes late is better than none).
 */
export function createNewsFeedProxy(options: NewsFeedProxyOptions): NewsFeedProxy {
  const safeFetch = createSafeFetch({
    allowedHosts: options.allowedHosts,
    privateHosts: options.privateHosts,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { 'cache-control': 'no-cache', 'user-agent': 'ports-render-host news-feed-proxy' },
    ...(options.lookup ? { lookup: options.lookup } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // Bounded by bytes: URLs on an allowed host are many, and each answer may be up to 2 MiB.
  const cache = new LRUCache<string, string>({
    maxSize: PROXY_CACHE_MAX_BYTES,
    sizeCalculation: (json) => Math.max(1, Buffer.byteLength(json)),
    ttl: options.cacheMs ?? PROXY_CACHE_MS,
    noDeleteOnStaleGet: true,
  });
  const inFlight = new Map<string, Promise<string>>();

  const load = async (url: URL): Promise<string> => {
    const response = await safeFetch(url);
    if (response.status < 200 || response.status >= 300) {
      throw new FeedError('FEED_UPSTREAM_ERROR', `status ${response.status} from ${url.host}`);
    }
    const json = response.body.toString('utf8').replace(/^\uFEFF/, '');
    try {
      JSON.parse(json);
    } catch {
      throw new FeedError('FEED_NOT_JSON', `${response.contentType ?? 'no content type'} from ${url.host}`);
    }
    return json;
  };

  return {
    async get(rawUrl) {
      if (typeof rawUrl === 'string' && rawUrl.length > MAX_FEED_URL_LENGTH) {
        throw new FeedError('FEED_URL_INVALID', `${rawUrl.length} characters`);
      }
      if (Array.isArray(rawUrl)) throw new FeedError('FEED_URL_INVALID', 'url given more than once');
      const url = checkUrl(rawUrl, options.allowedHosts);
      const key = url.href;
      const fresh = cache.get(key);
      if (fresh !== undefined) return { json: fresh, cached: true, stale: false };

      let pending = inFlight.get(key);
      if (!pending) {
        pending = load(url).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      try {
        const json = await pending;
        cache.set(key, json);
        return { json, cached: false, stale: false };
      } catch (error) {
        const feedError = findFeedError(error) ?? new FeedError('FEED_UPSTREAM_ERROR', undefined, { cause: error });
        const last = feedError.isRefusal ? undefined : cache.get(key, { allowStale: true });
        if (last !== undefined) return { json: last, cached: true, stale: true };
        throw feedError;
      }
    },
    close: () => safeFetch.close(),
  };
}

/** Allowed hosts: NEWS_FEED_HOSTS plus the embedded content server, which alone may be private. */
export function proxyHostsFor(ctx: Pick<ServerContext, 'config' | 'contentOrigin'>): { allowedHosts: string[]; privateHosts: string[] } {
  const content = ctx.contentOrigin ? [new URL(ctx.contentOrigin).host] : [];
  return {
    allowedHosts: [...ctx.config.newsFeedHosts, ...content],
    privateHosts: [...ctx.config.newsFeedPrivateHosts, ...content],
  };
}

/** `shared`: a proxy its creator closes (the loaders' feed fallback uses it too); else one of its own. */
export function registerNewsFeedProxy(app: FastifyInstance, ctx: ServerContext, shared?: NewsFeedProxy): void {
  const proxy = shared ?? createNewsFeedProxy(proxyHostsFor(ctx));
  if (!shared) app.addHook('onClose', () => proxy.close());

  app.get(NEWS_FEED_PROXY_PATH, async (request: FastifyRequest<{ Querystring: { url?: unknown } }>, reply: FastifyReply) => {
    const rawUrl = request.query.url;
    try {
      const answer = await proxy.get(rawUrl);
      if (answer.stale) {
        request.log.warn({ feedUrl: logUrl(rawUrl) }, 'news feed proxy: upstream failed, served the last good answer');
      }
      return reply
        .header('cache-control', PROXY_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .type('application/json; charset=utf-8')
        .send(answer.json);
    } catch (error) {
      const feedError = findFeedError(error) ?? new FeedError('FEED_UPSTREAM_ERROR', undefined, { cause: error });
      const fields = { code: feedError.code, detail: feedError.detail, feedUrl: logUrl(rawUrl) };
      if (feedError.isRefusal) request.log.info(fields, 'news feed proxy refused the URL');
      else request.log.warn(fields, 'news feed proxy: upstream failed');
      return reply
        .status(feedError.status)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send({ error: feedError.code, message: feedError.message });
    }
  });
}

/**
 * The feed URL as a log may show it: no user name or password, credential parameters redacted,
 * no fragment; what does not parse is not logged at all (it could be anything).
 */
export function logUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    const url = new URL(raw.trim());
    url.username = '';
    url.password = '';
    url.hash = '';
    return redactUrl(url.href).slice(0, 300);
  } catch {
    return `(unparsable, ${raw.length} characters)`;
  }
}
