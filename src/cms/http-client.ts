import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, type Dispatcher } from 'undici';
import type { CmsLog } from './cms-log.ts';
import { CmsError } from './errors.ts';

export interface HttpClientOptions {
  /** Budget for one attempt: connect, queueing, headers and body together. */
  timeoutMs: number;
  /** Extra attempts after the first on 429/502/503/504 and dropped connections. */
  retries: number;
  /** Largest body read; real layouts are tens to hundreds of KiB, editing layouts about 500 KiB. */
  maxBodyBytes?: number;
}

export interface JsonRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/**
 * A 2xx or 404 answer. `bytes` is the body's size, which the cache uses as the entry's weight.
 * A 404 whose body is not JSON has `json: null`: callers treat any 404 as "not found".
 */
export interface JsonResponse {
  status: number;
  json: unknown;
  bytes: number;
}

export interface HttpClient {
  requestJson(url: string, init?: JsonRequest): Promise<JsonResponse>;
  close(): Promise<void>;
}

/**
 * The same pool, with these headers added to every request (Experience Edge's editing headers).
 * Closing it is the base client's business.
 */
export function withHeaders(http: HttpClient, headers: Record<string, string>): HttpClient {
  return {
    requestJson: (url, init = {}) => http.requestJson(url, { ...init, headers: { ...init.headers, ...headers } }),
    close: async () => {},
  };
}

const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Caps sockets per CMS origin so a traffic spike queues here instead of flooding the CMS. */
const CONNECTIONS_PER_ORIGIN = 64;
const KEEP_ALIVE_MS = 10_000;
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
/** Dropped or refused connections: a CMS node restarting or a load balancer recycling sockets. */
const RETRY_NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'UND_ERR_SOCKET']);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** A visitor is waiting: a CMS asking for minutes is answered with our own short wait. */
const MAX_RETRY_AFTER_MS = 2_000;
const BACKOFF_BASE_MS = 100;
const BACKOFF_MAX_MS = 1_000;

type Attempt = { ok: true; response: JsonResponse } | { ok: false; error: CmsError; retryable: boolean; retryAfterMs?: number };

export function createHttpClient(options: HttpClientOptions, log: CmsLog): HttpClient {
  const { timeoutMs, retries, maxBodyBytes = DEFAULT_MAX_BODY_BYTES } = options;
  // One Agent keeps a keep-alive pool per origin. undici never follows redirects unless told to.
  const agent = new Agent({
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: KEEP_ALIVE_MS,
    connections: CONNECTIONS_PER_ORIGIN,
  });
  let closing: Promise<void> | undefined;

  async function attempt(target: URL, init: JsonRequest): Promise<Attempt> {
    // undici's own timeouts are per phase; this signal bounds the whole attempt.
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const where = `${target.origin}${target.pathname}`; // never the query: it may hold sc_apikey
    try {
      const res = await agent.request({
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers: { accept: 'application/json', ...init.headers },
        body: init.body,
        signal,
      });
      if ((res.statusCode >= 200 && res.statusCode < 300) || res.statusCode === 404) {
        return { ok: true, response: await readJson(res, where) };
      }
      await res.body.dump().catch(() => undefined);
      return statusFailure(res, where);
    } catch (error) {
      if (init.signal?.aborted) throw init.signal.reason; // the caller gave up: not a CMS fault
      if (error instanceof CmsError) return { ok: false, error, retryable: false };
      return networkFailure(error, timeout.aborted, where);
    }
  }

  async function readJson(res: Dispatcher.ResponseData, where: string): Promise<JsonResponse> {
    const declared = Number(res.headers['content-length']);
    if (declared > maxBodyBytes) {
      res.body.destroy();
      throw new CmsError('CMS_BAD_RESPONSE', `${where} body of ${declared} bytes is over the limit`);
    }
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > maxBodyBytes) {
        res.body.destroy();
        throw new CmsError('CMS_BAD_RESPONSE', `${where} body is over ${maxBodyBytes} bytes`);
      }
      chunks.push(chunk);
    }
    // Sitecore's Layout Service may start its JSON with a UTF-8 byte order mark.
    const text = Buffer.concat(chunks, bytes)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    try {
      return { status: res.statusCode, json: JSON.parse(text), bytes };
    } catch (cause) {
      if (res.statusCode === 404) return { status: 404, json: null, bytes };
      throw new CmsError('CMS_BAD_RESPONSE', `${where} sent malformed JSON`, { cause });
    }
  }

  return {
    async requestJson(url, init = {}) {
      const target = new URL(url);
      for (let attemptNo = 0; ; attemptNo++) {
        const result = await attempt(target, init);
        if (result.ok) return result.response;
        if (!result.retryable || attemptNo >= retries) throw result.error;
        const delayMs = result.retryAfterMs ?? backoff(attemptNo);
        log.debug({ err: result.error, attempt: attemptNo + 1, delayMs }, 'CMS call failed; retrying');
        await sleep(delayMs, undefined, { signal: init.signal });
      }
    },
    // Shutdown paths may call this twice; undici throws on a second close.
    close: () => (closing ??= agent.close()),
  };
}

function statusFailure(res: Dispatcher.ResponseData, where: string): Attempt {
  const status = res.statusCode;
  const detail = `${where} answered HTTP ${status}`;
  if (status >= 300 && status < 400) {
    // A redirect from the CMS is a misconfiguration (wrong host or scheme); following it could
    // send the API key to another origin.
    return { ok: false, error: new CmsError('CMS_BAD_RESPONSE', detail), retryable: false };
  }
  if (status === 401 || status === 403) {
    return { ok: false, error: new CmsError('CMS_UNAUTHORIZED', detail), retryable: false };
  }
  if (RETRY_STATUSES.has(status)) {
    const error = new CmsError('CMS_UNAVAILABLE', detail);
    return { ok: false, error, retryable: true, retryAfterMs: parseRetryAfter(res.headers['retry-after']) };
  }
  const code = status >= 500 ? 'CMS_UNAVAILABLE' : 'CMS_BAD_RESPONSE';
  return { ok: false, error: new CmsError(code, detail), retryable: false };
}

function networkFailure(error: unknown, timedOut: boolean, where: string): Attempt {
  const code = errorCode(error);
  // Timeouts are not retried: the budget is the visitor's wait, and a second try doubles it.
  if (timedOut || (code !== undefined && TIMEOUT_CODES.has(code))) {
    return { ok: false, error: new CmsError('CMS_TIMEOUT', where, { cause: error }), retryable: false };
  }
  const detail = `${where} ${code ?? 'connection failed'}`;
  return {
    ok: false,
    error: new CmsError('CMS_UNAVAILABLE', detail, { cause: error }),
    retryable: code !== undefined && RETRY_NETWORK_CODES.has(code),
  };
}

/** Node wraps a refused dual-stack connect in an AggregateError; its parts carry the code. */
function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (typeof code === 'string') return code;
  return Array.isArray(errors) ? errorCode(errors[0]) : undefined;
}

/** `Retry-After` is either seconds or an HTTP date. */
function parseRetryAfter(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  if (Number.isNaN(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/** Exponential with jitter, so many hosts retrying one CMS do not retry in step. */
function backoff(attemptNo: number): number {
  const ms = Math.min(BACKOFF_BASE_MS * 2 ** attemptNo, BACKOFF_MAX_MS);
  return ms / 2 + Math.random() * (ms / 2);
}
