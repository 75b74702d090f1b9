import { newsDateLabels } from './news-dates.ts';

/**
 * The news feed and news cards, shared by the news highlight and the news listing (spec 001
 * sections 3, 5, 7, 8, 9): feed parsing (`channel.item`, one item or an array), the spec's error
 * texts, one card per item, newest first, and the merge of local and feed news.
 */

/** Spec 001 section 5: "News subtitle HTML is sanitised to only p, br, strong, em, b with no attributes". */
export const SUMMARY_TAGS = ['p', 'br', 'strong', 'em', 'b'] as const;
/** Spec 001 section 9: the server's feed call times out after 15 s. */
export const FEED_TIMEOUT_MS = 15_000;

/** Spec 001 section 8 texts. */
export const newsMessages = {
  timeout: 'Request timed out. Could not fetch news, please check the URL.',
  invalidJson: 'Invalid JSON string provided',
  invalidInput: 'Invalid input: expected URL string, JSON string, or data object',
  invalidFormat: 'Invalid data format',
  noUrl: 'No URL or data provided',
  processing: 'An error occurred while processing news',
  fetchFailed: 'Failed to fetch news data',
} as const;

/** Where a card comes from: the feed (external), the news root (local), an editor's pick. */
export type NewsSource = 'local' | 'external' | 'content-managed';

export interface NewsCard {
  id: string;
  title: string;
  link: string;
  /** ISO date, or '' when the item has no valid date. */
  date: string;
  dateLabel: string;
  dateLabelShort: string;
  imageUrl: string;
  imageAlt: string;
  /** Sanitised HTML (SUMMARY_TAGS only). */
  summary: string;
  source: NewsSource;
  /** English country name, or ''. */
  country: string;
}

/**
 * How a card's outside HTML is cleaned: the server's HTML parser (src/server/html-cleaner.ts,
 * `newsCleaner`). Cards are made on the server only; the browser renders what they hold.
 */
export interface NewsCleaner {
  /** A summary reduced to SUMMARY_TAGS, without attributes, balanced. */
  summary(html: string): string;
  /** Plain text (a title). */
  text(html: string): string;
}

export interface CardOptions {
  defaultImage: { src: string; alt: string } | null;
  language: string;
  clean: NewsCleaner;
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

/** `{0}` in the feed URL is the page size (spec 001 section 3). */
export function feedUrlFor(template: string, pageSize: number): string {
  return template.replaceAll('{0}', String(pageSize));
}

/** The spec's text for a failed feed fetch, from the fetcher's error code (FEED_*). */
export function feedFailureMessage(code: string | undefined): string {
  if (code === 'FEED_TIMEOUT') return newsMessages.timeout;
  if (code === 'FEED_INVALID_JSON') return newsMessages.invalidJson;
  if (code === 'FEED_INVALID_URL') return newsMessages.invalidInput;
  return newsMessages.fetchFailed;
}

/** `channel.item` as a list: one item or an array (spec 001 section 7). A string is parsed first. */
export function feedItems(feed: unknown): Record<string, unknown>[] {
  let data = feed;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch (error) {
      throw new NewsFeedError(newsMessages.invalidJson, { cause: error });
    }
  }
  const channel = isRecord(data) ? data.channel : undefined;
  const item = isRecord(channel) ? channel.item : undefined;
  if (item === undefined || item === null) throw new NewsFeedError(newsMessages.invalidFormat);
  const list = Array.isArray(item) ? item : [item];
  return list.filter(isRecord);
}

/** A text value from a feed property (plain string, number, or `{ "#text": … }`). */
export function feedText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (isRecord(value)) return feedText(value['#text'] ?? value.value ?? value.href ?? value.url);
  return '';
}

const SAFE_LINK = /^(https?:\/\/|\/(?!\/))/i;

export function isSafeLink(link: string): boolean {
  return SAFE_LINK.test(link);
}

/** One card from a feed item, or null when it has no title or no (safe) link (spec 001 section 5). */
export function toNewsCard(item: Record<string, unknown>, options: CardOptions): NewsCard | null {
  const title = options.clean.text(feedText(item.title));
  const link = feedText(item.link);
  if (!title || !link || !isSafeLink(link)) return null;
  const enclosure = isRecord(item.enclosure) ? item.enclosure : undefined;
  const imageUrl = feedText(enclosure?.url) || feedText(item.ppImage) || feedText(item.imageUrl) || options.defaultImage?.src || '';
  const usesDefault = imageUrl !== '' && imageUrl === options.defaultImage?.src;
  const summarySource = feedText(item.subtitle) || feedText(item.summary) || feedText(item.description);
  const source = feedText(item.source).toLowerCase();
  return {
    id: feedText(item.caseid) || feedText(item.guid) || feedText(item.id) || link,
    title,
    link,
    ...newsDateLabels(feedText(item.pubDate), options.language),
    imageUrl: isSafeLink(imageUrl) ? imageUrl : '',
    imageAlt: usesDefault ? (options.defaultImage?.alt ?? '') : feedText(item.ppImageTitle),
    summary: options.clean.summary(summarySource),
    source: source === 'local' || source === 'content-managed' ? source : 'external',
    country: feedText(item.countryName),
  };
}

/** Every usable card of a feed, in feed order; throws NewsFeedError on a malformed feed. */
export function feedCards(feed: unknown, options: CardOptions): NewsCard[] {
  return feedItems(feed)
    .map((item) => toNewsCard(item, options))
    .filter((card): card is NewsCard => card !== null);
}

/** Newest first, stable; cards without a date last (spec 001 section 5). */
export function sortNewestFirst(cards: readonly NewsCard[]): NewsCard[] {
  return cards
    .map((card, index) => ({ card, index, time: card.date ? Date.parse(card.date) : Number.NEGATIVE_INFINITY }))
    .sort((a, b) => (b.time === a.time ? a.index - b.index : b.time > a.time ? 1 : -1))
    .map((entry) => entry.card);
}

/**
 * The same story, whatever its spelling: a page path without `/en`, a trailing slash, a query or
 * the host (a feed may link absolutely to our own pages).
 */
export function storyKey(link: string): string {
  let path = link.trim();
  try {
    path = new URL(path, 'http://story.invalid').pathname;
  } catch {
    // keep as is
  }
  path = path.toLowerCase().replace(/\/+$/, '');
  if (path === '/en' || path.startsWith('/en/')) path = path.slice(3);
  return path || '/';
}

/**
 * Cards in rank order without repeats: a card whose link (or id) an earlier card already has is
 * dropped, so local news keeps its card and the feed's copy of the same story goes (one story,
 * one card).
 */
export function dedupeNews(cards: readonly NewsCard[]): NewsCard[] {
  const links = new Set<string>();
  const ids = new Set<string>();
  return cards.filter((card) => {
    const key = storyKey(card.link);
    if (links.has(key) || ids.has(card.id)) return false;
    links.add(key);
    ids.add(card.id);
    return true;
  });
}

/**
 * The highlight's rule (spec 001 section 9): groups in rank order (editor picks, local news, the
 * feed), each newest first; the first `limit` cards without repeats, all finally newest first.
 */
export function mergeHighlight(groups: ReadonlyArray<readonly NewsCard[]>, limit: number): NewsCard[] {
  const ranked = dedupeNews(groups.flatMap((group) => sortNewestFirst(group)));
  return sortNewestFirst(ranked.slice(0, Math.max(0, limit)));
}

/** The listing's rule: local and feed news together, repeats dropped (local kept), newest first. */
export function mergeListing(local: readonly NewsCard[], feed: readonly NewsCard[]): NewsCard[] {
  return sortNewestFirst(dedupeNews([...local, ...feed]));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
