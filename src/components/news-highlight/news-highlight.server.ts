import type { BlockLoader } from '../../app/block-data.tsx';
import { errorCodeOf } from '../../app/errors.ts';
import { parseAbsoluteHttpUrl } from '../../lib/urls.ts';
import { HIGHLIGHT_LOCAL_NEWS, loadLocalNews } from '../../lib/local-news.ts';
import { FEED_TIMEOUT_MS, NewsFeedError, feedFailureMessage, feedUrlFor, newsMessages, type CardOptions, type NewsCard } from '../../lib/news-feed.ts';
import { newsCleaner } from '../../server/html-cleaner.ts';
import { highlightCards, managedCards, newsCardsFromFeed, type NewsHighlightArgs, type NewsHighlightData } from './news-highlight.rules.ts';

/**
 * Server loader of the news highlight: editor-picked news, local news (the getLocalNews graph
 * query, 10 items) and the source's feed (spec 001 section 7: 15 s, with the proxy fallback of
 * ctx.fetchFeed). A feed failure is the error view's message (section 8) unless content-managed
 * news still fills the block; a failing graph query is logged and ignored.
 */
export const loadNewsHighlight: BlockLoader<NewsHighlightArgs, NewsHighlightData> = async (args, ctx) => {
  const options = cardOptions(args);
  const managed = Array.isArray(args?.managed) ? managedCards(args.managed, options) : [];
  const rootId = typeof args?.rootId === 'string' ? args.rootId : '';
  const hasFeed = typeof args?.feedUrl === 'string' && args.feedUrl !== '';
  if (!hasFeed && rootId === '' && managed.length === 0) throw publicError(newsMessages.noUrl);

  const [feed, local] = await Promise.all([
    hasFeed ? feedOf(args, ctx) : Promise.resolve<FeedOutcome>({ cards: [] }),
    loadLocalNews(ctx.graphql, { rootId, language: args.language, first: HIGHLIGHT_LOCAL_NEWS, all: false }, options, ctx.logger),
  ]);
  const contentManaged = managed.length + local.length;
  if (feed.error && contentManaged === 0) throw feed.error;
  if (feed.error) ctx.logger.warn({ err: feed.error, code: feed.error.code }, 'news highlight: the feed failed; showing content-managed news');
  // Feed alone: the cached cards themselves (no copy per render).
  if (contentManaged === 0) return { cards: feed.cards };
  return { cards: highlightCards(managed, local, feed.cards, args.numberOfNews) };
};

/** How the block's cards are made: its default image, its language, and the server's cleaner for their outside HTML. */
function cardOptions(args: NewsHighlightArgs): CardOptions {
  return { defaultImage: args.defaultImage, language: args.language, clean: newsCleaner };
}

interface FeedOutcome {
  cards: NewsCard[];
  error?: NewsFeedError;
}

async function feedOf(args: NewsHighlightArgs, ctx: Parameters<typeof loadNewsHighlight>[1]): Promise<FeedOutcome> {
  const url = feedUrlFor(args.feedUrl, args.feedPageSize);
  if (!parseAbsoluteHttpUrl(url)) return { cards: [], error: publicError(newsMessages.invalidInput) };
  let feed: unknown;
  try {
    feed = await (ctx.fetchFeed ?? ctx.fetchJson)(url, { timeoutMs: FEED_TIMEOUT_MS });
  } catch (error) {
    return { cards: [], error: publicError(feedFailureMessage(errorCodeOf(error)), error) };
  }
  try {
    return { cards: cardsOf(feed, args) };
  } catch (error) {
    return { cards: [], error: publicError(error instanceof NewsFeedError ? error.message : newsMessages.processing, error) };
  }
}

/**
 * Cards already made, by feed (the server's feed cache hands every request the same parsed feed
 * for 300 s) and arguments: mapping, dating and sorting the feed was 1 % of each home page render.
 * A feed that is fetched again is a new key. Shared by every render: read them, never change them.
 */
const cardsByFeed = new WeakMap<object, Map<string, NewsCard[]>>();
const MAX_ARGS_PER_FEED = 32;

function cardsOf(feed: unknown, args: NewsHighlightArgs): NewsCard[] {
  if (typeof feed !== 'object' || feed === null) return newsCardsFromFeed(feed, cardOptions(args), args.numberOfNews);
  let byArgs = cardsByFeed.get(feed);
  if (!byArgs) cardsByFeed.set(feed, (byArgs = new Map()));
  const key = JSON.stringify([args.feedUrl, args.feedPageSize, args.numberOfNews, args.defaultImage, args.language]);
  let cards = byArgs.get(key);
  if (!cards) {
    cards = newsCardsFromFeed(feed, cardOptions(args), args.numberOfNews);
    if (byArgs.size >= MAX_ARGS_PER_FEED) byArgs.delete(byArgs.keys().next().value!);
    byArgs.set(key, cards);
  }
  return cards;
}

/** The spec's text for visitors; the cause and its code for the logs. */
function publicError(message: string, cause?: unknown): NewsFeedError {
  return new NewsFeedError(message, { cause, code: errorCodeOf(cause) });
}

export const blockLoaders = { 'news-highlight': loadNewsHighlight };
