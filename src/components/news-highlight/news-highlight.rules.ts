import { fieldsOf, readImage, readItem, readItems, readNumber, readText } from '../../fields/read.ts';
import type { ItemFieldValue } from '../../fields/types.ts';
import { pageNewsCard } from '../../lib/local-news.ts';
import { dedupeNews, feedCards, mergeHighlight, sortNewestFirst, type CardOptions, type NewsCard } from '../../lib/news-feed.ts';

/** News highlight (spec 001 sections 2, 3, 4, 7, 8, 9); the feed rules are src/lib/news-feed.ts. */

export type { NewsCard } from '../../lib/news-feed.ts';

/** Spec 001 section 9: "Highlight: default feed page size 3, default news count 6". */
export const DEFAULT_FEED_PAGE_SIZE = 3;
export const DEFAULT_NUMBER_OF_NEWS = 6;
/** Spec 001 section 9: "News carousel: one slide, gap 1rem, right padding 20% (7% on large mobile), speed 400 ms". */
export const NEWS_CAROUSEL_SPEED_MS = 400;
/** Spec 001 section 9: "Swipe threshold 100 px, lock 400 ms". */
export const NEWS_SWIPE = Object.freeze({ thresholdPx: 100, lockMs: 400 });
/** Above this width a phone counts as "large mobile" (its next-slide peek shrinks to 7%). */
export const LARGE_MOBILE_MIN_PX = 480;
/** Spec 001 section 9: news card images 400x250 in the list. */
export const CARD_IMAGE = { width: 400, height: 250 } as const;

/** Spec 001 section 8 texts of the highlight itself (the feed's are newsMessages). */
export const messages = {
  noFields: 'No fields provided to NewsHighlight component',
  noNews: 'No news found',
} as const;

/** What the loader needs: plain data, built from the block's fields on the server. */
export interface NewsHighlightArgs {
  feedUrl: string;
  feedPageSize: number;
  numberOfNews: number;
  defaultImage: { src: string; alt: string } | null;
  language: string;
  /** The content-managed news root's item id (local news), or ''. */
  rootId: string;
  /**
   * Editor-picked news pages (`contentManagedNewsItems`) as the fields hold them: the server's
   * loader makes them cards (`managedCards`), cleaning their text; the render never does.
   */
  managed: ItemFieldValue[];
}

export interface NewsHighlightData {
  cards: NewsCard[];
}

function positiveInt(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The loader's arguments from the block's fields (any of which may be missing or malformed). */
export function highlightArgs(fields: Record<string, unknown>, language: string): NewsHighlightArgs {
  const source = readItem(fields.newsSource);
  const sourceFields = fieldsOf(source?.fields);
  const image = readImage(sourceFields.defaultImage);
  const defaultImage = image ? { src: image.src, alt: image.alt } : null;
  const root = readItem(sourceFields.contentManagedNewsRootItem);
  const managed = readItems(fields.contentManagedNewsItems);
  return {
    feedUrl: readText(sourceFields.feedURL).trim(),
    feedPageSize: positiveInt(readNumber(sourceFields.feedPageSize), DEFAULT_FEED_PAGE_SIZE),
    numberOfNews: positiveInt(readNumber(fields.numberOfNews), DEFAULT_NUMBER_OF_NEWS),
    defaultImage,
    language,
    rootId: root?.id ?? '',
    managed,
  };
}

/** Key of the streamed data: equal settings share one load and one script element. */
export function dataKey(args: NewsHighlightArgs): string {
  return [
    'news-highlight',
    args.language,
    args.feedPageSize,
    args.numberOfNews,
    args.feedUrl,
    args.defaultImage?.src ?? '',
    args.rootId,
    args.managed.map((item) => item.id ?? item.url ?? '').join(','),
  ].join('|');
}

/** The editor's picks as cards (those without a title or a link left out), in their order. */
export function managedCards(items: readonly ItemFieldValue[], options: CardOptions): NewsCard[] {
  return items.map((item) => pageNewsCard(item, options, 'content-managed')).filter((card): card is NewsCard => card !== null);
}

/** The highlight's cards from a feed alone: parsed, filtered, newest first, at most numberOfNews. */
export function newsCardsFromFeed(feed: unknown, options: CardOptions, numberOfNews: number): NewsCard[] {
  return sortNewestFirst(dedupeNews(feedCards(feed, options))).slice(0, numberOfNews);
}

/**
 * Spec 001 section 9: content-managed news first (the editor's picks, then local news), feed news
 * fills the remainder up to numberOfNews, all finally newest first; a feed story that local news
 * already shows is dropped.
 */
export function highlightCards(picks: readonly NewsCard[], local: readonly NewsCard[], feed: readonly NewsCard[], numberOfNews: number): NewsCard[] {
  return mergeHighlight([picks, local, feed], numberOfNews);
}
