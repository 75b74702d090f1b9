import type { BlockLoader } from '../../app/block-data.tsx';
import { errorCodeOf, isAppError } from '../../app/errors.ts';
import { parseAbsoluteHttpUrl } from '../../lib/urls.ts';
import {
  FEED_TIMEOUT_MS,
  NewsFeedError,
  feedUrlFor,
  messages,
  newsCardsFromFeed,
  type NewsHighlightArgs,
  type NewsHighlightData,
} from './news-highlight.rules.ts';

/**
 * Server loader of the news highlight: GET the source's feed (spec 001 section 7, 15 s timeout),
 * map it to cards. Every failure becomes one of the spec's messages (section 8) for the error
 * view; the block-data layer logs the detail.
 */
export const loadNewsHighlight: BlockLoader<NewsHighlightArgs, NewsHighlightData> = async (args, ctx) => {
  if (!args || typeof args.feedUrl !== 'string' || args.feedUrl === '') {
    throw publicError(messages.noUrl);
  }
  const url = feedUrlFor(args.feedUrl, args.feedPageSize);
  if (!parseAbsoluteHttpUrl(url)) throw publicError(messages.invalidInput);

  let feed: unknown;
  try {
    feed = await ctx.fetchJson(url, { timeoutMs: FEED_TIMEOUT_MS });
  } catch (error) {
    throw publicError(fetchFailureMessage(error), error);
  }
  try {
    return { cards: newsCardsFromFeed(feed, args) };
  } catch (error) {
    throw publicError(error instanceof NewsFeedError ? error.message : messages.processing, error);
  }
};

function fetchFailureMessage(error: unknown): string {
  if (isAppError(error, 'FEED_TIMEOUT')) return messages.timeout;
  if (isAppError(error, 'FEED_INVALID_JSON')) return messages.invalidJson;
  if (isAppError(error, 'FEED_INVALID_URL')) return messages.invalidInput;
  return messages.fetchFailed;
}

/** The spec's text for visitors; the cause and its code for the logs. */
function publicError(message: string, cause?: unknown): NewsFeedError {
  return new NewsFeedError(message, { cause, code: errorCodeOf(cause) });
}

export const blockLoaders = { 'news-highlight': loadNewsHighlight };
