import type { BlockLoader } from '../../app/block-data.tsx';
import { errorCodeOf } from '../../app/errors.ts';
import { LISTING_LOCAL_NEWS_PAGE, loadLocalNews } from '../../lib/local-news.ts';
import { FEED_TIMEOUT_MS, NewsFeedError, feedCards, feedFailureMessage, feedUrlFor, mergeListing, newsMessages, type NewsCard } from '../../lib/news-feed.ts';
import type { NewsListingArgs, NewsListingData } from '../../lib/news-listing.ts';
import { parseAbsoluteHttpUrl } from '../../lib/urls.ts';
import { newsCleaner } from '../../server/html-cleaner.ts';

/**
 * Server loader of the news listing (spec 001 section 7): local news one item per request along
 * the cursor, and the source's feed at its page size (100) with the proxy fallback; merged, a feed
 * copy of a local story dropped, newest first. The feed's failure is shown only when there is no
 * local news (section 8); a failing graph query is logged and ignored.
 */
export const loadNewsListing: BlockLoader<NewsListingArgs, NewsListingData> = async (args, ctx) => {
  const rootId = typeof args?.rootId === 'string' ? args.rootId : '';
  const feedUrl = typeof args?.feedUrl === 'string' ? args.feedUrl : '';
  if (feedUrl === '' && rootId === '') throw new NewsFeedError(newsMessages.noUrl);
  const options = { defaultImage: args.defaultImage ?? null, language: args.language, clean: newsCleaner };

  const [feed, local] = await Promise.all([
    feedUrl === '' ? Promise.resolve<{ cards: NewsCard[]; error: string | null }>({ cards: [], error: null }) : feedOf(args, ctx),
    loadLocalNews(ctx.graphql, { rootId, language: args.language, first: LISTING_LOCAL_NEWS_PAGE, all: true }, options, ctx.logger),
  ]);
  return { cards: mergeListing(local, feed.cards), feedError: local.length === 0 ? feed.error : null };
};

async function feedOf(args: NewsListingArgs, ctx: Parameters<typeof loadNewsListing>[1]): Promise<{ cards: NewsCard[]; error: string | null }> {
  const url = feedUrlFor(args.feedUrl, args.feedPageSize);
  if (!parseAbsoluteHttpUrl(url)) return { cards: [], error: newsMessages.invalidInput };
  try {
    const feed = await (ctx.fetchFeed ?? ctx.fetchJson)(url, { timeoutMs: FEED_TIMEOUT_MS });
    return { cards: feedCards(feed, { defaultImage: args.defaultImage ?? null, language: args.language, clean: newsCleaner }), error: null };
  } catch (error) {
    const message = error instanceof NewsFeedError ? error.message : feedFailureMessage(errorCodeOf(error));
    ctx.logger.warn({ err: error, code: errorCodeOf(error), sourceId: args.sourceId }, 'news listing: the feed failed');
    return { cards: [], error: message };
  }
}

export const blockLoaders = { 'news-listing': loadNewsListing };
