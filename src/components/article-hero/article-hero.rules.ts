/**
 * Article hero (spec 001 sections 2, 3, 7, 8): title, short description, type tag, the action bar,
 * hero image and the BlogPosting structured data whose dateModified comes from the article's
 * last-updated value (content graph, `__Updated`).
 */
import { fieldsOf, readImage, readItem, readItems, readText } from '../../fields/read.ts';
import { absoluteOn, blogPosting, modifiedDate } from '../../lib/article-seo.ts';
import { parseDate } from '../../lib/dates.ts';

export const LOADER_NAME = 'article-updated';

/** docs/articles-and-news.md "Fixed ids": the last-updated graph query, `path` the route's item id. */
export const ARTICLE_UPDATED_QUERY =
  'query ArticleUpdated($path: String!, $language: String!) { item(path: $path, language: $language) { updated: field(name: "__Updated") { value } } }';

/** Spec 001 section 8, first line. */
export const MISSING_ITEM_OR_LANGUAGE = 'Article last-updated: the route item id or the language is missing; no date fetch';

export interface ArticleUpdatedArgs {
  path: string;
  language: string;
}

export interface ArticleUpdatedData {
  /** The raw `__Updated` value, or null when the graph gave none. */
  updated: string | null;
}

export function dataKey(args: ArticleUpdatedArgs): string {
  return `article-updated:${args.language}:${args.path.toLowerCase()}`;
}

/** Args for the loader, or undefined when the item id or the language is missing (spec 001 section 8). */
export function updatedArgs(itemId: unknown, language: unknown): ArticleUpdatedArgs | undefined {
  if (typeof itemId !== 'string' || itemId.trim() === '' || typeof language !== 'string' || language.trim() === '') return undefined;
  return { path: itemId.trim(), language: language.trim() };
}

/** `data.item.updated.value` of the graph's answer, when it is a string. */
export function updatedFromGraph(data: unknown): string | null {
  const item = fieldsOf(fieldsOf(data).item);
  const value = fieldsOf(item.updated).value;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The type tag: the `type` droplink's title, else its display name. */
export function typeTitle(field: unknown): string {
  const item = readItem(field);
  if (!item) return '';
  const title = readText(fieldsOf(item.fields).title).trim();
  return title || (item.displayName ?? '').trim() || '';
}

export interface ArticleAuthorModel {
  name: string;
  designation: string;
}

/** The `author` multilist: each item's name (field, else display name) and designation. */
export function authorsOf(field: unknown): ArticleAuthorModel[] {
  return readItems(field)
    .map((item) => {
      const fields = fieldsOf(item.fields);
      return {
        name: readText(fields.name).trim() || (item.displayName ?? '').trim(),
        designation: readText(fields.designation).trim(),
      };
    })
    .filter((author) => author.name !== '');
}

export interface StructuredDataInput {
  routeFields: Readonly<Record<string, unknown>>;
  pageUrl: string;
  publicUrl: string;
  publisherName: string;
  publisherLogo?: string | undefined;
  updated: string | null | undefined;
}

/**
 * The BlogPosting (spec 001 section 7) and the problems to log: a URL that cannot be made
 * absolute is left out with a warning (spec 001 section 8: "Invalid URL for structured data:
 * console warning").
 */
export function articleStructuredData(input: StructuredDataInput): { data: Record<string, unknown>; warnings: string[] } {
  const fields = input.routeFields;
  const warnings: string[] = [];
  const url = absoluteOn(input.pageUrl, input.publicUrl);
  if (!url) warnings.push(`Invalid URL for structured data: ${input.pageUrl}`);
  const heroSrc = readImage(fields.heroImage)?.src;
  const image = heroSrc ? absoluteOn(heroSrc, input.publicUrl) : undefined;
  if (heroSrc && !image) warnings.push(`Invalid URL for structured data: ${heroSrc}`);
  const logoSrc = input.publisherLogo;
  const logo = logoSrc ? absoluteOn(logoSrc, input.publicUrl) : undefined;
  if (logoSrc && !logo) warnings.push(`Invalid URL for structured data: ${logoSrc}`);
  const data = blogPosting({
    headline: readText(fields.title),
    description: readText(fields.shortDescription),
    ...(image ? { image } : {}),
    authors: authorsOf(fields.author),
    publisherName: input.publisherName,
    ...(logo ? { publisherLogo: logo } : {}),
    datePublished: parseDate(readText(fields.articleDate)),
    ...(modifiedDate(input.updated) ? { dateModified: modifiedDate(input.updated)! } : {}),
    url: url ?? '',
  });
  return { data, warnings };
}
