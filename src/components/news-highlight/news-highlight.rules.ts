import { fieldsOf, readImage, readItem, readNumber, readText } from '../../fields/read.ts';
import { formatDate, parseDate } from '../../lib/dates.ts';
import { sanitizeHtml, stripTags } from '../../lib/sanitize-html.ts';

/** News highlight (spec 001 sections 2, 3, 4, 7, 8, 9). */

/** Spec 001 section 9: "Highlight: default feed page size 3, default news count 6". */
export const DEFAULT_FEED_PAGE_SIZE = 3;
export const DEFAULT_NUMBER_OF_NEWS = 6;
/** Spec 001 section 7: the server-side feed call times out after 15 s. */
export const FEED_TIMEOUT_MS = 15_000;
/** Spec 001 section 9: "News carousel: one slide, gap 1rem, right padding 20% (7% on large mobile), speed 400 ms". */
export const NEWS_CAROUSEL_SPEED_MS = 400;
/** Above this width a phone counts as "large mobile" (its next-slide peek shrinks to 7%). */
export const LARGE_MOBILE_MIN_PX = 480;
/** Spec 001 section 5: "News subtitle HTML is sanitised to only p, br, strong, em, b with no attributes". */
export const SUMMARY_TAGS = ['p', 'br', 'strong', 'em', 'b'] as const;
/** Spec 001 section 9: news card images 400x250 in the list. */
export const CARD_IMAGE = { width: 400, height: 250 } as const;

/** Spec 001 section 8 texts. */
export const messages = {
  noFields: 'No fields provided to NewsHighlight component',
  noNews: 'No news found',
  timeout: 'Request timed out. Could not fetch news, please check the URL.',
  invalidJson: 'Invalid JSON string provided',
  invalidInput: 'Invalid input: expected URL string, JSON string, or data object',
  invalidFormat: 'Invalid data format',
  noUrl: 'No URL or data provided',
  processing: 'An error occurred while processing news',
  fetchFailed: 'Failed to fetch news data',
} as const;

/** What the loader needs: plain data, built from the block's fields on the server. */
export interface NewsHighlightArgs {
  feedUrl: string;
  feedPageSize: number;
  numberOfNews: number;
  defaultImage: { src: string; alt: string } | null;
  language: string;
}

export interface NewsCard {
  id: string;
  title: string;
  link: string;
  /** ISO date, or '' when the item has no valid date. */
  date: string;
  /** Day, month name, year in the page language. */
  dateLabel: string;
  /** Same with a three-letter month (desktop cards; Arabic keeps the full month). */
  dateLabelShort: string;
  imageUrl: string;
  imageAlt: string;
  /** Sanitised HTML (SUMMARY_TAGS only). */
  summary: string;
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
  return {
    feedUrl: readText(sourceFields.feedURL).trim(),
    feedPageSize: positiveInt(readNumber(sourceFields.feedPageSize), DEFAULT_FEED_PAGE_SIZE),
    numberOfNews: positiveInt(readNumber(fields.numberOfNews), DEFAULT_NUMBER_OF_NEWS),
    defaultImage: image ? { src: image.src, alt: image.alt } : null,
    language,
  };
}

/** Key of the streamed data: equal settings share one load and one script element. */
export function dataKey(args: NewsHighlightArgs): string {
  return ['news-highlight', args.language, args.feedPageSize, args.numberOfNews, args.feedUrl, args.defaultImage?.src ?? ''].join('|');
}

/** `{0}` in the feed URL is the page size (spec 001 section 3). */
export function feedUrlFor(template: string, pageSize: number): string {
  return template.replaceAll('{0}', String(pageSize));
}

/** A news failure whose message is one of the spec's texts, safe to show (publicMessage). */
export class NewsFeedError extends Error {
  readonly publicMessage: string;
  readonly code: string | undefined;

  constructor(message: string, options: { cause?: unknown; code?: string | undefined } = {}) {
    super(message, { cause: options.cause });
    this.name = 'NewsFeedError';
    this.publicMessage = message;
    this.code = options.code;
  }
}

/** `channel.item` as a list: one item or an array (spec 001 section 7). */
export function feedItems(feed: unknown): Record<string, unknown>[] {
  let data = feed;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch (error) {
      throw new NewsFeedError(messages.invalidJson, { cause: error });
    }
  }
  const channel = isRecord(data) ? data.channel : undefined;
  const item = isRecord(channel) ? channel.item : undefined;
  if (item === undefined || item === null) throw new NewsFeedError(messages.invalidFormat);
  const list = Array.isArray(item) ? item : [item];
  return list.filter(isRecord);
}

/** A text value from a feed property (plain string, number, or `{ "#text": … }`). */
function feedText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (isRecord(value)) return feedText(value['#text'] ?? value.value ?? value.href ?? value.url);
  return '';
}

const SAFE_LINK = /^(https?:\/\/|\/(?!\/))/i;

/** One card, or null when it has no title or no link (spec 001 section 5). */
export function toNewsCard(item: Record<string, unknown>, args: Pick<NewsHighlightArgs, 'defaultImage' | 'language'>): NewsCard | null {
  const title = stripTags(feedText(item.title));
  const link = feedText(item.link);
  if (!title || !link || !SAFE_LINK.test(link)) return null;
  const date = parseDate(feedText(item.pubDate));
  const enclosure = isRecord(item.enclosure) ? item.enclosure : undefined;
  const imageUrl =
    feedText(enclosure?.url) || feedText(item.ppImage) || feedText(item.imageUrl) || args.defaultImage?.src || '';
  const usesDefault = imageUrl !== '' && imageUrl === args.defaultImage?.src;
  const summarySource = feedText(item.subtitle) || feedText(item.summary) || feedText(item.description);
  return {
    id: feedText(item.caseid) || feedText(item.guid) || link,
    title,
    link,
    date: date ? date.toISOString() : '',
    dateLabel: date ? formatDate(date, args.language) : '',
    dateLabelShort: date ? formatDate(date, args.language, { month: 'short' }) : '',
    imageUrl: SAFE_LINK.test(imageUrl) ? imageUrl : '',
    imageAlt: usesDefault ? (args.defaultImage?.alt ?? '') : feedText(item.ppImageTitle),
    summary: sanitizeHtml(summarySource, SUMMARY_TAGS),
  };
}

/** Newest first, stable; cards without a date last (spec 001 section 5). */
export function sortNewestFirst(cards: NewsCard[]): NewsCard[] {
  return cards
    .map((card, index) => ({ card, index, time: card.date ? Date.parse(card.date) : Number.NEGATIVE_INFINITY }))
    .sort((a, b) => (b.time === a.time ? a.index - b.index : b.time > a.time ? 1 : -1))
    .map((entry) => entry.card);
}

/** The highlight's cards from a feed: parsed, filtered, newest first, at most numberOfNews. */
export function newsCardsFromFeed(feed: unknown, args: NewsHighlightArgs): NewsCard[] {
  const cards = feedItems(feed)
    .map((item) => toNewsCard(item, args))
    .filter((card): card is NewsCard => card !== null);
  return sortNewestFirst(cards).slice(0, args.numberOfNews);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
