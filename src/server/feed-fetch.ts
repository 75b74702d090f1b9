import type { FetchJson } from '../app/block-data.tsx';
import { AppError, isAppError } from '../app/errors.ts';
import type { NewsFeedProxy } from './news-feed-proxy.ts';

/**
 * The server's news feed call (spec 001 section 7): GET the feed (15 s, no-cache headers, 300 s
 * revalidation: `direct` is the feed cache over the guarded fetcher), and when the feed answers a
 * 5xx or cannot be reached, the same fetch the news feed proxy route makes (`/api/news-feed-proxy`,
 * in process: its allow-list, its shared in-flight calls and its cache, which serves the last good
 * answer). When the proxy fails too it gives nothing: the direct call's error stands.
 */

export interface FeedFetchLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface FeedFetchDeps {
  direct: FetchJson;
  proxy: Pick<NewsFeedProxy, 'get'>;
  logger: FeedFetchLogger;
}

/** A 5xx from the feed, a failed connection or a timeout: worth the proxy's try. */
export function isFallbackWorthy(error: unknown): boolean {
  if (!isAppError(error)) return true;
  if (error.code === 'FEED_NETWORK' || error.code === 'FEED_TIMEOUT') return true;
  return error.code === 'FEED_HTTP_STATUS' && /:\s*5\d\d\b/.test(error.message);
}

export function createFeedFetch(deps: FeedFetchDeps): FetchJson {
  return async (url, opts) => {
    try {
      return await deps.direct(url, opts);
    } catch (error) {
      if (!isFallbackWorthy(error)) throw error;
      let json: string;
      try {
        json = (await deps.proxy.get(url)).json;
      } catch (proxyError) {
        deps.logger.warn({ err: proxyError, feedError: errorText(error) }, 'news feed: the proxy fallback failed too');
        throw error;
      }
      deps.logger.warn({ feedError: errorText(error) }, 'news feed: the feed failed, served through the proxy');
      try {
        return JSON.parse(json) as unknown;
      } catch (parseError) {
        throw new AppError('FEED_INVALID_JSON', 'proxy answer', { cause: parseError });
      }
    }
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
