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
    return { cards: cardsOf(feed, args) };
  } catch (error) {
    throw publicError(error instanceof NewsFeedError ? error.message : messages.processing, error);
  }
};

/**
 * Cards already made, by feed (the server's feed cache hands every request the same parsed feed
 * for 300 s) and arguments: mapping, dating and sorting the feed was 1 % of each home page render.
 * A feed that is fetched again is a new key. Shared by every render: read them, never change them.
 */
const cardsByFeed = new WeakMap<object, Map<string, NewsHighlightData['cards']>>();
const MAX_ARGS_PER_FEED = 32;

function cardsOf(feed: unknown, args: NewsHighlightArgs): NewsHighlightData['cards'] {
  if (typeof feed !== 'object' || feed === null) return newsCardsFromFeed(feed, args);
  let byArgs = cardsByFeed.get(feed);
  if (!byArgs) cardsByFeed.set(feed, (byArgs = new Map()));
  const key = JSON.stringify([args.feedUrl, args.feedPageSize, args.numberOfNews, args.defaultImage, args.language]);
  let cards = byArgs.get(key);
  if (!cards) {
    cards = newsCardsFromFeed(feed, args);
    if (byArgs.size >= MAX_ARGS_PER_FEED) byArgs.delete(byArgs.keys().next().value!);
    byArgs.set(key, cards);
  }
  return cards;
}

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
