import type { FetchJson } from './block-data.tsx';
import { AppError, type AppErrorCode } from './errors.ts';
import { isHostAllowed, parseAbsoluteHttpUrl } from '../lib/urls.ts';
import { createSafeFetch } from '../server/safe-fetch.ts';
import { findFeedError, type FeedErrorCode } from '../server/errors.ts';

export interface FetchJsonOptions {
  /**
   * Hosts a block may call (`host` or `host:port`); everything else is refused before any I/O.
   * Absent: no check here (createServerBlockData checks its own allowedFeedHosts first anyway).
   */
  allowedHosts?: readonly string[];
  /**
   * Hosts (same form) whose connections may reach private, loopback and other internal addresses,
   * e.g. the embedded content server's host. Every other connection is refused at connect time
   * when its host resolves to such an address (src/server/safe-fetch.ts).
   * Absent: only URLs whose host is an IP literal may reach an internal address (no DNS answer can
   * change where they go, so the allow-list alone decides); host names are always checked.
   */
  privateHosts?: readonly string[];
  /** Largest accepted body, bytes (default 2 MiB). */
  maxBytes?: number;
  /** For tests. */
  fetch?: typeof fetch;
}

const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

/** The guard's codes in the app layer's words (block loaders map AppError codes to spec messages). */
const APP_CODES: Record<FeedErrorCode, AppErrorCode> = {
  FEED_URL_MISSING: 'FEED_INVALID_URL',
  FEED_URL_INVALID: 'FEED_INVALID_URL',
  FEED_PROTOCOL_NOT_ALLOWED: 'FEED_INVALID_URL',
  FEED_CREDENTIALS_NOT_ALLOWED: 'FEED_INVALID_URL',
  FEED_HOST_NOT_ALLOWED: 'FEED_HOST_NOT_ALLOWED',
  FEED_ADDRESS_NOT_ALLOWED: 'FEED_HOST_NOT_ALLOWED',
  FEED_REDIRECT_NOT_FOLLOWED: 'FEED_REDIRECT',
  FEED_TOO_LARGE: 'FEED_TOO_LARGE',
  FEED_UPSTREAM_ERROR: 'FEED_NETWORK',
  FEED_TIMEOUT: 'FEED_TIMEOUT',
  FEED_NOT_JSON: 'FEED_INVALID_JSON',
};

/**
 * GET a JSON document for a block loader through the guarded connection of safe-fetch.ts:
 * allow-listed host only, no internal addresses, redirects never followed (a redirect could lead
 * off the allow-list), a hard timeout over headers and body, and a size cap. Failures are coded
 * AppErrors (FEED_*).
 */
export function createFetchJson(options: FetchJsonOptions = {}): FetchJson {
  const safeFetch = createSafeFetch({
    // Checked below with the app layer's own codes; the guard still checks every address.
    allowedHosts: null,
    privateHosts: options.privateHosts ?? [],
    privateIpLiterals: options.privateHosts === undefined,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    headers: { 'cache-control': 'no-cache' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  return async (url, { timeoutMs }) => {
    const target = parseAbsoluteHttpUrl(url);
    if (!target) throw new AppError('FEED_INVALID_URL', String(url).slice(0, 200));
    if (options.allowedHosts && !isHostAllowed(target, options.allowedHosts)) {
      throw new AppError('FEED_HOST_NOT_ALLOWED', target.host);
    }

    let response;
    try {
      response = await safeFetch(target, { timeoutMs });
    } catch (error) {
      const feedError = findFeedError(error);
      if (!feedError) throw new AppError('FEED_NETWORK', target.host, { cause: error });
      throw new AppError(APP_CODES[feedError.code], feedError.detail ?? target.host, { cause: error });
    }
    if (response.status < 200 || response.status >= 300) {
      throw new AppError('FEED_HTTP_STATUS', `${response.status} from ${target.host}`);
    }
    try {
      return JSON.parse(response.body.toString('utf8').replace(/^\uFEFF/, '')) as unknown;
    } catch (error) {
      throw new AppError('FEED_INVALID_JSON', target.host, { cause: error });
    }
  };
}

/**
 * The default fetcher (guarded connection, 2 MiB cap, no redirects). The host allow-list is
 * applied by `createServerBlockData` from its `allowedFeedHosts` before this is called.
 */
export const fetchJson: FetchJson = createFetchJson();
