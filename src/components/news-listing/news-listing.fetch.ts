import { newsMessages } from '../../lib/news-feed.ts';
import { newsListingUrl, type NewsListingAnswer } from '../../lib/news-listing.ts';
import { messages } from './news-listing.rules.ts';

/**
 * Spec 001 section 7, "News feed (client) … timeout 10 s", and section 9, "Feed timeout 10 s
 * client, 15 s server": the browser's call for a chosen country's news gets 10 s. Our route reads
 * the feed with the server's 15 s; the visitor is told after 10 s either way.
 */
export const LISTING_CLIENT_TIMEOUT_MS = 10_000;

export interface CountryNewsRequest {
  /** The listing page's route path. */
  page: string;
  language: string;
  sourceId: string;
}

export interface CountryNewsOptions {
  /** The budget (tests shorten it); LISTING_CLIENT_TIMEOUT_MS unless given. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * A chosen country's news from `GET /api/news/listing`, within the budget. Never throws: when the
 * budget runs out the answer carries spec 001 section 8's text for a news request "on timeout or
 * abort"; any other failure (network, status, a body that is not an answer) carries the listing's
 * failure text (spec 003 section 8). Failures are logged, as spec 003 section 8 asks.
 */
export async function fetchCountryNews(request: CountryNewsRequest, options: CountryNewsOptions = {}): Promise<NewsListingAnswer> {
  const timeoutMs = options.timeoutMs ?? LISTING_CLIENT_TIMEOUT_MS;
  // AbortSignal.timeout is missing before Safari 16: those browsers wait for the server's own 15 s.
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined;
  try {
    const response = await (options.fetch ?? fetch)(newsListingUrl(request.page, request.language, request.sourceId), {
      headers: { accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
    const body = (await response.json()) as NewsListingAnswer | null;
    if (response.ok && body && (body.ok === true || body.ok === false)) return body;
    console.error(`News listing: the news of the chosen country could not be loaded (HTTP ${response.status})`);
    return { ok: false, error: messages.failed };
  } catch (error) {
    // The signal is the budget's only: aborted means the budget ran out (the body may still have been arriving).
    if (signal?.aborted) {
      console.error(`News listing: the news of the chosen country took longer than ${timeoutMs} ms`);
      return { ok: false, error: newsMessages.timeout };
    }
    console.error('News listing: the news of the chosen country could not be loaded', error);
    return { ok: false, error: messages.failed };
  }
}
