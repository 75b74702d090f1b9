import type { NewsCard } from './news-feed.ts';

/**
 * The news listing's contract between its block, its loader and the browser route that loads
 * another country's source (docs/articles-and-news.md): `GET NEWS_LISTING_PATH?page=<route
 * path>&lang=<en|ar>&source=<source item id>`. The browser names a page and a source item, never a
 * feed URL: the server reads both from the page's layout.
 */

export const NEWS_LISTING_PATH = '/api/news/listing';

/** Spec 001 section 9: "Listing: feed page size default 100". */
export const LISTING_FEED_PAGE_SIZE = 100;

/** One news source of the listing as its loader reads it: plain data built from the source item. */
export interface NewsListingArgs {
  /** The source item's id (what a country choice names). */
  sourceId: string;
  feedUrl: string;
  feedPageSize: number;
  /** The content-managed news root's item id, or ''. */
  rootId: string;
  defaultImage: { src: string; alt: string } | null;
  language: string;
}

export interface NewsListingData {
  /** Local and feed news, merged, newest first. */
  cards: NewsCard[];
  /** The feed's failure text, only when there is no local news to show (spec 001 section 8); else null. */
  feedError: string | null;
}

/** The browser route's answer: the loader's result, as block data carries it. */
export type NewsListingAnswer = { ok: true; value: NewsListingData } | { ok: false; error: string };

export function newsListingUrl(page: string, language: string, sourceId: string): string {
  return `${NEWS_LISTING_PATH}?${new URLSearchParams({ page, lang: language, source: sourceId })}`;
}
