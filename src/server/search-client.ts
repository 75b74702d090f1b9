/**
 * The article search client (spec 001 section 7, "Article search"): posts an ArticleSearchRequest
 * to the search service (SEARCH_ENDPOINT with SEARCH_API_KEY, or the embedded content server's)
 * in Sitecore Search's shape (src/lib/article-search-wire.ts), within SEARCH_TIMEOUT_MS, and
 * checks the answer. Equal searches within a minute share one answer (a small LRU, and one call
 * in flight per search). Failures are AppErrors (`SEARCH_*`), each logged once here; the key goes
 * in the `Authorization` header only, never into a URL, a log line or an answer.
 */
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { Agent } from 'undici';
import { AppError } from '../app/errors.ts';
import { CARD_DESCRIPTION_TAGS } from '../lib/article-cards.ts';
import type { ArticleSearchDocument, ArticleSearchRequest, ArticleSearchResult } from '../lib/article-search.ts';
import { buildSearchBody, checkSearchRequest, parseSearchAnswer } from '../lib/article-search-wire.ts';
import { cleanHtml, htmlText } from './html-cleaner.ts';

export interface SearchClientOptions {
  /** The full service URL, e.g. https://discover.sitecorecloud.io/discover/v2/{customerKey}. */
  endpoint: string;
  apiKey: string | undefined;
  /** The widget id (`rfk_id`) of the insights source. */
  source: string;
  timeoutMs: number;
  log: Pick<Logger, 'warn' | 'debug'>;
  /** How long an answer is reused; 0 asks the service every time. Default SEARCH_CACHE_MS. */
  cacheMs?: number;
  /** Answers kept at most. Default SEARCH_CACHE_ENTRIES. */
  cacheEntries?: number;
  /** Largest answer read. Default SEARCH_MAX_BODY_BYTES. */
  maxBodyBytes?: number;
}

export interface SearchClient {
  /** Rejects with an AppError: SEARCH_BAD_REQUEST, SEARCH_TIMEOUT, SEARCH_UNAVAILABLE or SEARCH_BAD_RESPONSE. */
  search(request: ArticleSearchRequest): Promise<ArticleSearchResult>;
  close(): Promise<void>;
}

export const SEARCH_CACHE_MS = 60_000;
export const SEARCH_CACHE_ENTRIES = 500;
/** A page holds at most 100 documents: far below this. */
export const SEARCH_MAX_BODY_BYTES = 2 * 1024 * 1024;
const CONNECTIONS = 32;
const KEEP_ALIVE_MS = 10_000;
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export function createSearchClient(options: SearchClientOptions): SearchClient {
  const { endpoint, apiKey, source, timeoutMs, log } = options;
  const maxBodyBytes = options.maxBodyBytes ?? SEARCH_MAX_BODY_BYTES;
  const target = new URL(endpoint);
  /** For logs: never the query string (a proxy in front of the service might take a key there). */
  const where = `${target.origin}${target.pathname}`;
  const agent = new Agent({
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: KEEP_ALIVE_MS,
    connections: CONNECTIONS,
  });
  const cacheMs = options.cacheMs ?? SEARCH_CACHE_MS;
  const cache = cacheMs > 0 ? new LRUCache<string, ArticleSearchResult>({ max: options.cacheEntries ?? SEARCH_CACHE_ENTRIES, ttl: cacheMs }) : undefined;
  const inFlight = new Map<string, Promise<ArticleSearchResult>>();
  let closing: Promise<void> | undefined;

  async function call(request: ArticleSearchRequest): Promise<ArticleSearchResult> {
    const started = performance.now();
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await agent.request({
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': 'ports-render-host search-client',
          ...(apiKey ? { authorization: apiKey } : {}),
        },
        body: JSON.stringify(buildSearchBody(request, source)),
        signal: timeout,
      });
      if (response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump().catch(() => undefined);
        throw new AppError('SEARCH_UNAVAILABLE', `HTTP ${response.statusCode}`);
      }
      const declared = Number(response.headers['content-length']);
      if (declared > maxBodyBytes) {
        response.body.destroy();
        throw new AppError('SEARCH_BAD_RESPONSE', `body of ${declared} bytes`);
      }
      const chunks: Buffer[] = [];
      let bytes = 0;
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes > maxBodyBytes) {
          response.body.destroy();
          throw new AppError('SEARCH_BAD_RESPONSE', `body over ${maxBodyBytes} bytes`);
        }
        chunks.push(chunk);
      }
      let json: unknown;
      try {
        json = JSON.parse(
          Buffer.concat(chunks, bytes)
            .toString('utf8')
            .replace(/^\uFEFF/, ''),
        );
      } catch (cause) {
        throw new AppError('SEARCH_BAD_RESPONSE', 'not JSON', { cause });
      }
      const parsed = parseSearchAnswer(json, source);
      if (!parsed) throw new AppError('SEARCH_BAD_RESPONSE', 'no widget with a content list');
      const result = { ...parsed, content: parsed.content.map(cleanSearchDocument) };
      log.debug({ endpoint: where, ms: Math.round(performance.now() - started), total: result.total_item }, 'article search answered');
      return result;
    } catch (error) {
      const failure = asSearchError(error, timeout.aborted);
      log.warn({ endpoint: where, code: failure.code, reason: failure.message, ms: Math.round(performance.now() - started) }, 'article search failed');
      throw failure;
    }
  }

  return {
    async search(raw) {
      if (closing) throw new AppError('SEARCH_UNAVAILABLE', 'the client is closed');
      const checked = checkSearchRequest(raw);
      if (!checked.ok) throw new AppError('SEARCH_BAD_REQUEST', checked.problem);
      const key = JSON.stringify(checked.request);
      const cached = cache?.get(key);
      if (cached) return structuredClone(cached);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = call(checked.request).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const result = await pending;
      cache?.set(key, result);
      // Callers get their own copy: a loader that reorders its list cannot change the cached one.
      return structuredClone(result);
    },
    close() {
      closing ??= (async () => {
        cache?.clear();
        await agent.close();
      })();
      return closing;
    },
  };
}

/** What a failed call becomes: its AppError, a time-out, or the service being unreachable. */
/**
 * A document as the rest of the site may use it: the title as plain text, the short description
 * as clean HTML (CARD_DESCRIPTION_TAGS, no attributes, balanced). Cleaned here, once, so that
 * neither the server's cards nor the browser's (from our route's answer) handle the service's HTML.
 */
export function cleanSearchDocument(document: ArticleSearchDocument): ArticleSearchDocument {
  const cleaned = { ...document, insights_title: htmlText(document.insights_title) };
  if (document.insights_short_description !== undefined)
    cleaned.insights_short_description = cleanHtml(document.insights_short_description, CARD_DESCRIPTION_TAGS);
  return cleaned;
}

function asSearchError(error: unknown, timedOut: boolean): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (timedOut || (typeof code === 'string' && TIMEOUT_CODES.has(code))) {
    return new AppError('SEARCH_TIMEOUT', undefined, { cause: error });
  }
  return new AppError('SEARCH_UNAVAILABLE', typeof code === 'string' ? code : 'network error', { cause: error });
}
