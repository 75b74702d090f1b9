/**
 * The article page's structured data as plain objects (spec 001 sections 5, 7, 8 and 9):
 * schema.org BlogPosting and BreadcrumbList, the last-updated value turned into dateModified,
 * and the 4-word breadcrumb title. Pure: no React, never throws.
 */
import { BREADCRUMB_TITLE_WORDS, UNTITLED, shortenTitle } from './page-titles.ts';
import { parseDate } from './dates.ts';

const SCHEMA_CONTEXT = 'https://schema.org';
/** Spec 001 section 5: "16 characters of the form yyyymmddThhmmssZ". */
const MODIFIED_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** ISO 8601 to the second, without milliseconds: '2024-01-31T23:59:59Z'. */
function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Spec 001 sections 5 and 7: the article's last-updated value becomes `dateModified` only if it
 * is exactly 16 characters of the form yyyymmddThhmmssZ (no trimming, upper-case T and Z) and a
 * real date (no 31 February, no hour 24, not Sitecore's year-1 placeholder); otherwise it is
 * ignored. Gives ISO 8601 ('20240131T235959Z' → '2024-01-31T23:59:59Z').
 */
export function modifiedDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length !== 16) return undefined;
  const parts = MODIFIED_DATE.exec(value);
  if (!parts) return undefined;
  const [, y, mo, d, h, mi, s] = parts;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}Z`;
  const date = parseDate(value);
  // parseDate rolls impossible dates over (31 February → 2 March); a real date reads back the same.
  return date && isoSeconds(date) === iso ? iso : undefined;
}

/**
 * Spec 001 sections 2 and 9: a breadcrumb title shortened to 4 words (whitespace runs count as
 * one separator), followed by an ellipsis when words were dropped. The breadcrumb block's own rule.
 */
export function breadcrumbTitle(title: string): string {
  return shortenTitle(typeof title === 'string' ? title : '', BREADCRUMB_TITLE_WORDS);
}

/** A non-empty trimmed string, or undefined. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The http(s) origin of `origin` ('https://www.example.com'), or undefined. */
function httpOrigin(origin: string): string | undefined {
  try {
    const url = new URL(text(origin) ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `url` as an absolute http(s) URL on `origin`: paths are resolved on it and absolute URLs of
 * another host (the CMS's own) are moved onto it, keeping path, query and fragment. Undefined
 * when that cannot be done: no valid http(s) origin, a blank URL, another scheme (javascript:,
 * mailto:, data:).
 */
export function absoluteOn(url: string | null | undefined, origin: string): string | undefined {
  const address = text(url);
  const base = httpOrigin(origin);
  if (!address || !base) return undefined;
  try {
    const resolved = new URL(address, base);
    if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return undefined;
    return `${base}${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return undefined;
  }
}

export interface BreadcrumbEntry {
  name?: string | null;
  browserTitle?: string | null;
  url: string;
}

export interface BreadcrumbListItem {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: string;
}

export interface BreadcrumbListData {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'BreadcrumbList';
  itemListElement: BreadcrumbListItem[];
}

/**
 * schema.org BreadcrumbList (spec 001 sections 5, 7, 8): positions from 1 without gaps, `item`
 * absolute on `origin`; the name is the item's name, else its browser title, else 'Untitled'
 * (whole, not shortened). Entries whose URL cannot be made absolute are dropped (spec 8 wants a
 * console warning there; the caller, which knows the page, logs it).
 */
export function breadcrumbList(items: readonly BreadcrumbEntry[], origin: string): BreadcrumbListData {
  const itemListElement: BreadcrumbListItem[] = [];
  for (const entry of Array.isArray(items) ? items : []) {
    const item = absoluteOn(entry?.url, origin);
    if (!item) continue;
    itemListElement.push({
      '@type': 'ListItem',
      position: itemListElement.length + 1,
      name: text(entry.name) ?? text(entry.browserTitle) ?? UNTITLED,
      item,
    });
  }
  return { '@context': SCHEMA_CONTEXT, '@type': 'BreadcrumbList', itemListElement };
}

export interface BlogPostingInput {
  headline: string;
  description?: string;
  image?: string;
  authors: Array<{ name: string }>;
  publisherName: string;
  publisherLogo?: string;
  datePublished?: Date | null;
  /** ISO 8601, as `modifiedDate` gives it. */
  dateModified?: string;
  url: string;
}

/**
 * schema.org BlogPosting (spec 001 section 7: headline, description, image, author, publisher,
 * dates). Absent or blank fields are omitted, as are authors without a name; authors are
 * Persons, the publisher an Organization with an ImageObject logo; dates are ISO 8601 to the
 * second; the page URL is also `mainEntityOfPage`.
 */
export function blogPosting(input: BlogPostingInput): Record<string, unknown> {
  const authors = (input.authors ?? [])
    .map((author) => text(author?.name))
    .filter((name): name is string => name !== undefined)
    .map((name) => ({ '@type': 'Person', name }));
  const logo = text(input.publisherLogo);
  const published = input.datePublished instanceof Date && !Number.isNaN(input.datePublished.getTime()) ? isoSeconds(input.datePublished) : undefined;
  const url = text(input.url);

  const data: Record<string, unknown> = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    headline: text(input.headline),
    description: text(input.description),
    image: text(input.image),
    author: authors.length > 0 ? authors : undefined,
    publisher: text(input.publisherName)
      ? {
          '@type': 'Organization',
          name: text(input.publisherName),
          ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}),
        }
      : undefined,
    datePublished: published,
    dateModified: text(input.dateModified),
    url,
    mainEntityOfPage: url ? { '@type': 'WebPage', '@id': url } : undefined,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}
