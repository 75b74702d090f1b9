/**
 * One request for a page as the load sends it (same accept-encoding and User-Agent), keeping the
 * bytes exactly as they came over the wire and the HTML they decode to: what the bare buffer
 * sends, what the Fastify buffer compresses, and the Server-Timing the page cache writes.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { requestHeaders } from './load.ts';
import type { LoadOptions } from './load.options.ts';
import { pageCacheState, type PageCacheState } from './page-cache-state.ts';

export interface PageProbe {
  status: number;
  /** As sent: compressed when `encoding` says so. */
  body: Buffer;
  encoding: string | undefined;
  contentType: string;
  html: Buffer;
  serverTiming: string | undefined;
  pageCache: PageCacheState | 'unknown' | undefined;
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

export async function probePage(url: string, options: Pick<LoadOptions, 'encoding'>, extraHeaders: Record<string, string> = {}): Promise<PageProbe> {
  const response = await request(url, { headers: { ...requestHeaders(options), ...extraHeaders }, headersTimeout: 30_000, bodyTimeout: 30_000 });
  const body = Buffer.from(await response.body.arrayBuffer());
  const encoding = header(response.headers['content-encoding'])?.trim().toLowerCase() || undefined;
  const html = encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body;
  const serverTiming = header(response.headers['server-timing']);
  return {
    status: response.statusCode,
    body,
    encoding,
    contentType: header(response.headers['content-type']) ?? 'text/html; charset=utf-8',
    html,
    serverTiming,
    pageCache: pageCacheState(serverTiming),
  };
}

/** Requests the page `times` times in a row and returns the last answer (a warm cache's). */
export async function warmPage(
  url: string,
  options: Pick<LoadOptions, 'encoding'>,
  times: number,
  extraHeaders: Record<string, string> = {},
): Promise<PageProbe[]> {
  const probes: PageProbe[] = [];
  for (let i = 0; i < times; i++) probes.push(await probePage(url, options, extraHeaders));
  return probes;
}
