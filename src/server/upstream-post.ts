import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, type Dispatcher } from 'undici';

/**
 * A JSON POST to one configured service (the forms system, the customer data platform). The
 * address comes from configuration alone, never from the request, so nothing a visitor sends can
 * point it elsewhere; the rest is what safe-fetch.ts does for feeds: a timeout over the whole call,
 * redirects never followed (undici's `request` does not follow them: a 3xx is an answer the caller
 * judges), and a cap on the answer's size.
 *
 * Retries: a POST may have been stored even when its answer is lost, so it is retried at most once
 * and only when it provably never left this machine: the connection was refused, the name did not
 * resolve or the network was unreachable. Anything after the connection stood (a reset, a timeout,
 * a 5xx) is not retried here; the forms system's idempotency by submissionId makes the visitor's
 * own retry safe instead.
 */

/** Failures that happen before a single byte of the request is sent. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** A refused connection is often a service restarting: one short pause before the single retry. */
export const RETRY_PAUSE_MS = 200;
export const DEFAULT_MAX_ANSWER_BYTES = 64 * 1024;
const KEEP_ALIVE_MS = 4_000;
/** Connections to one service at the most (so, calls in flight to it). */
export const CONNECTIONS_PER_ORIGIN = 32;

export type PostResult =
  | { kind: 'answered'; status: number; contentType: string | undefined; body: string; attempts: number }
  /** Never sent: connection refused, unknown host, unreachable network (after the retry). */
  | { kind: 'not-sent'; detail: string; attempts: number }
  /** No answer within the time allowed; the request may or may not have arrived. */
  | { kind: 'timeout'; detail: string; attempts: number }
  /** The connection broke after it stood, or the answer was too large: it may have arrived. */
  | { kind: 'failed'; detail: string; attempts: number };

export interface UpstreamPostOptions {
  /** Budget for the whole call, retry included, ms. */
  timeoutMs: number;
  /** Largest answer read, bytes (default 64 KiB). */
  maxAnswerBytes?: number;
  /** Retry once when the request was provably not sent (default true). */
  retryNotSent?: boolean;
}

export interface UpstreamPost {
  (url: string, body: unknown, headers?: Record<string, string>, signal?: AbortSignal): Promise<PostResult>;
  close(): Promise<void>;
}

export function createUpstreamPost(options: UpstreamPostOptions): UpstreamPost {
  const { timeoutMs, maxAnswerBytes = DEFAULT_MAX_ANSWER_BYTES, retryNotSent = true } = options;
  const agent = new Agent({
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    // Below Node's own server keep-alive (5 s), so we never write into a socket the other side closed.
    keepAliveTimeout: KEEP_ALIVE_MS,
    keepAliveMaxTimeout: KEEP_ALIVE_MS,
    connections: CONNECTIONS_PER_ORIGIN,
  });
  let closing: Promise<void> | undefined;

  async function attempt(target: URL, payload: string, headers: Record<string, string>, signal: AbortSignal) {
    const where = `${target.origin}${target.pathname}`; // never the query: it may hold a key
    try {
      const response = await agent.request({
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: payload,
        signal,
      });
      const body = await readLimited(response, maxAnswerBytes);
      if (body === undefined) return { kind: 'failed' as const, detail: `${where} answered more than ${maxAnswerBytes} bytes` };
      const type = response.headers['content-type'];
      return { kind: 'answered' as const, status: response.statusCode, contentType: Array.isArray(type) ? type[0] : type, body };
    } catch (error) {
      const code = errorCode(error);
      if (signal.aborted || (code !== undefined && TIMEOUT_CODES.has(code))) {
        return { kind: 'timeout' as const, detail: `${where} did not answer in ${timeoutMs} ms` };
      }
      if (code !== undefined && NOT_SENT_CODES.has(code)) return { kind: 'not-sent' as const, detail: `${where} ${code}` };
      return { kind: 'failed' as const, detail: `${where} ${code ?? 'connection failed'}` };
    }
  }

  const post = async (url: string, body: unknown, headers: Record<string, string> = {}, callerSignal?: AbortSignal): Promise<PostResult> => {
    const target = new URL(url);
    const payload = JSON.stringify(body);
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([deadline, callerSignal]) : deadline;
    let result = await attempt(target, payload, headers, signal);
    let attempts = 1;
    if (result.kind === 'not-sent' && retryNotSent && !signal.aborted) {
      try {
        await sleep(RETRY_PAUSE_MS, undefined, { signal });
        result = await attempt(target, payload, headers, signal);
        attempts = 2;
      } catch {
        result = { kind: 'timeout', detail: `${target.origin}${target.pathname} did not answer in ${timeoutMs} ms` };
      }
    }
    return { ...result, attempts };
  };
  // Shutdown paths may call this twice; undici throws on a second close.
  return Object.assign(post, { close: () => (closing ??= agent.close()) });
}

/** The body as text, or undefined when it is larger than `max` bytes. */
async function readLimited(response: Dispatcher.ResponseData, max: number): Promise<string | undefined> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) {
    response.body.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > max) {
      response.body.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, bytes)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

/** Node wraps a refused dual-stack connect in an AggregateError; undici puts the socket's error in `cause`. */
function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code, errors, cause } = current as { code?: unknown; errors?: unknown; cause?: unknown };
    if (typeof code === 'string' && code !== 'UND_ERR_SOCKET') return code;
    if (Array.isArray(errors) && errors.length > 0) return errorCode(errors[0]);
    if (cause === undefined && typeof code === 'string') return code;
    current = cause;
  }
  return undefined;
}
