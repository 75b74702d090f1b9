import { fieldsOf, readImage, readItem, readItems, readNumber, readText } from '../../fields/read.ts';
import { LISTING_FEED_PAGE_SIZE, type NewsListingArgs } from '../../lib/news-listing.ts';
import { newsMessages, type NewsCard } from '../../lib/news-feed.ts';

/** News listing (spec 003 sections on the news listing; spec 001 sections 2, 7, 8, 9). */

/** Spec 003: "News: 14 per page; layout 1 + 6 + 1 + 6". */
export const NEWS_PER_PAGE = 14;
export const LISTING_LAYOUT = [1, 6, 1, 6] as const;
/** Spec 001 section 9: list images 400x250; the featured card 600x400. */
export const CARD_IMAGE = { width: 400, height: 250 } as const;
export const FEATURED_IMAGE = { width: 600, height: 400 } as const;

export const messages = {
  failed: 'Unable to load news at this time.',
  empty: 'No news items available.',
  local: 'Local',
  external: 'External',
} as const;

const NEWS_TEXTS: ReadonlySet<string> = new Set(Object.values(newsMessages));

/**
 * What the error notice says under the listing's failure text (spec 003 section 8): one of spec
 * 001 section 8's news texts (the browser's 10 s budget running out gives its timeout text), as
 * the feed's own error shows; anything else (a route's or a server's wording) stays unsaid.
 */
export function failureDetail(error: string): string | null {
  return NEWS_TEXTS.has(error) ? error : null;
}

/** One country choice: a news source item of `allNewsSource`. */
export interface NewsSourceOption {
  id: string;
  /** `country` of the source item: 'Global' or an English country name. */
  country: string;
  args: NewsListingArgs;
}

function positiveInt(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The loader's arguments from a news source item (any field may be missing). */
export function sourceArgs(item: unknown, language: string): NewsListingArgs | null {
  const source = readItem(item);
  if (!source) return null;
  const fields = fieldsOf(source.fields);
  const image = readImage(fields.defaultImage);
  return {
    sourceId: source.id ?? '',
    feedUrl: readText(fields.feedURL).trim(),
    feedPageSize: positiveInt(readNumber(fields.feedPageSize), LISTING_FEED_PAGE_SIZE),
    rootId: readItem(fields.contentManagedNewsRootItem)?.id ?? '',
    defaultImage: image ? { src: image.src, alt: image.alt } : null,
    language,
  };
}

/** The country choices (`allNewsSource`), in the editor's order; sources without an id are skipped. */
export function sourceOptions(fields: Record<string, unknown>, language: string): NewsSourceOption[] {
  return readItems(fields.allNewsSource).flatMap((item) => {
    const args = sourceArgs(item, language);
    if (!args || args.sourceId === '') return [];
    const country = readText(fieldsOf(item.fields).country).trim() || item.displayName || item.name || args.sourceId;
    return [{ id: args.sourceId, country, args }];
  });
}

/** The source shown first: `defaultNewsSource` (its own fields, else the same item in the list), else the first. */
export function defaultSource(fields: Record<string, unknown>, language: string): NewsListingArgs | null {
  const chosen = sourceArgs(fields.defaultNewsSource, language);
  const options = sourceOptions(fields, language);
  if (chosen && (chosen.feedUrl !== '' || chosen.rootId !== '')) return chosen;
  const inList = options.find((option) => option.id === chosen?.sourceId) ?? options[0];
  return inList?.args ?? chosen;
}

/** A source named by id: one of `allNewsSource`, or the default source. */
export function findSource(fields: Record<string, unknown>, language: string, sourceId: string): NewsListingArgs | null {
  const id = sourceId.trim().toLowerCase();
  const option = sourceOptions(fields, language).find((o) => o.id.toLowerCase() === id);
  if (option) return option.args;
  const fallback = defaultSource(fields, language);
  return fallback && fallback.sourceId.toLowerCase() === id ? fallback : null;
}

/** Key of the streamed data. */
export function dataKey(args: NewsListingArgs): string {
  return ['news-listing', args.language, args.sourceId, args.feedUrl, args.feedPageSize, args.rootId, args.defaultImage?.src ?? ''].join('|');
}

/** Spec 001 section 2: country and local/external labels only with `showcountry=true` in the page URL. */
export function showCountryOf(query: Readonly<Record<string, string | string[] | undefined>> | undefined): boolean {
  const value = query?.showcountry;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim().toLowerCase() === 'true';
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / NEWS_PER_PAGE));
}

/** Spec 003 section 4: a page past the last resets to 1. */
export function clampPage(page: number, total: number): number {
  return Number.isInteger(page) && page >= 1 && page <= pageCount(total) ? page : 1;
}

export interface PageGroups {
  /** The large card on the left (first group), then on the right (third). */
  featuredStart: NewsCard | undefined;
  gridStart: NewsCard[];
  featuredEnd: NewsCard | undefined;
  gridEnd: NewsCard[];
}

/** One page of cards, cut into 1 + 6 + 1 + 6 (spec 003 section 2). */
export function pageGroups(cards: readonly NewsCard[], page: number): PageGroups {
  const start = (clampPage(page, cards.length) - 1) * NEWS_PER_PAGE;
  const slice = cards.slice(start, start + NEWS_PER_PAGE);
  const [a, b, c] = LISTING_LAYOUT;
  return {
    featuredStart: slice[0],
    gridStart: slice.slice(a, a + b),
    featuredEnd: slice[a + b],
    gridEnd: slice.slice(a + b + c),
  };
}
