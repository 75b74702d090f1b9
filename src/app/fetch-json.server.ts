import type { FetchJson } from './block-data.tsx';
import { AppError, isAppError } from './errors.ts';
import { isHostAllowed, parseAbsoluteHttpUrl } from '../lib/urls.ts';

export interface FetchJsonOptions {
  /**
   * Hosts a block may call (`host` or `host:port`); everything else is refused before any I/O.
   * Absent: no check here (createServerBlockData checks its own allowedFeedHosts first anyway).
   */
  allowedHosts?: readonly string[];
  /** Largest accepted body, bytes (default 2 MiB). */
  maxBytes?: number;
  /** For tests. */
  fetch?: typeof fetch;
}

const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * GET a JSON document for a block loader: allow-listed host only, redirects never followed
 * (a redirect could lead off the allow-list), a hard timeout over headers and body, and a size
 * cap. Failures are coded AppErrors (FEED_*).
 */
export function createFetchJson(options: FetchJsonOptions = {}): FetchJson {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const doFetch = options.fetch ?? fetch;

  return async (url, { timeoutMs }) => {
    const target = parseAbsoluteHttpUrl(url);
    if (!target) throw new AppError('FEED_INVALID_URL', String(url).slice(0, 200));
    if (options.allowedHosts && !isHostAllowed(target, options.allowedHosts)) {
      throw new AppError('FEED_HOST_NOT_ALLOWED', target.host);
    }

    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await doFetch(target, {
        method: 'GET',
        redirect: 'manual',
        signal,
        headers: { accept: 'application/json', 'cache-control': 'no-cache' },
      });
      if ((response.status >= 300 && response.status < 400) || response.type === 'opaqueredirect') {
        await response.body?.cancel().catch(() => undefined);
        throw new AppError('FEED_REDIRECT', `${response.status} from ${target.host}`);
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new AppError('FEED_HTTP_STATUS', `${response.status} from ${target.host}`);
      }
      const declared = Number(response.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        throw new AppError('FEED_TOO_LARGE', `${declared} bytes`);
      }
      const text = await readLimited(response, maxBytes);
      try {
        return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
      } catch (error) {
        throw new AppError('FEED_INVALID_JSON', target.host, { cause: error });
      }
    } catch (error) {
      if (isAppError(error)) throw error;
      if (signal.aborted || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))) {
        throw new AppError('FEED_TIMEOUT', `${timeoutMs} ms for ${target.host}`, { cause: error });
      }
      throw new AppError('FEED_NETWORK', target.host, { cause: error });
    }
  };
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError('FEED_TOO_LARGE', `more than ${maxBytes} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * The default fetcher (global fetch, 2 MiB cap, no redirects). The host allow-list is applied by
 * `createServerBlockData` from its `allowedFeedHosts` before this is called.
 */
export const fetchJson: FetchJson = createFetchJson();
