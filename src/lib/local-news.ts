import { newsDateLabels } from './news-dates.ts';
import { isRecord, isSafeLink, type CardOptions, type NewsCard, type NewsSource } from './news-feed.ts';

/**
 * Local news (spec 001 section 7, docs/articles-and-news.md): News Details Pages under the
 * content-managed news root, read with Edge's `search` (the getLocalNews query), newest `newsDate`
 * first. The highlight asks for 10 at once; the listing one per request, following the cursor.
 * A failing query is logged and ignored: the other sources still show (spec 001 section 8).
 */

/** Template of News Details Page (docs/articles-and-news.md, fixed ids). */
export const NEWS_DETAILS_TEMPLATE_ID = '7d3c7a1e-4f0b-4c55-9a57-2c6a1e0b6f11';
/** Spec 001 section 9: "GraphQL 10 items" on the highlight. */
export const HIGHLIGHT_LOCAL_NEWS = 10;
/** Spec 001 section 9: "local news fetched one per request" on the listing. */
export const LISTING_LOCAL_NEWS_PAGE = 1;
/** A loop that never ends is a bug upstream, not news: stop after this many pages. */
export const MAX_LOCAL_NEWS_PAGES = 500;

export const LOCAL_NEWS_QUERY = /* GraphQL */ `
  query getLocalNews($rootId: String!, $language: String!, $templateId: String!, $first: Int, $after: String) {
    search(
      where: {
        AND: [
          { name: "_path", value: $rootId, operator: CONTAINS }
          { name: "_language", value: $language }
          { name: "_templates", value: $templateId, operator: CONTAINS }
        ]
      }
      first: $first
      after: $after
      orderBy: { name: "newsDate", direction: DESC }
    ) {
      total
      pageInfo {
        endCursor
        hasNext
      }
      results {
        id
        url {
          url
        }
        title: field(name: "title") {
          jsonValue
        }
        shortDescription: field(name: "shortDescription") {
          jsonValue
        }
        newsDate: field(name: "newsDate") {
          jsonValue
        }
        cardImage: field(name: "cardImage") {
          jsonValue
        }
        heroImage: field(name: "heroImage") {
          jsonValue
        }
        newsProgressBarTitle: field(name: "newsProgressBarTitle") {
          jsonValue
        }
        countryName: field(name: "countryName") {
          jsonValue
        }
      }
    }
  }
`;

export type NewsGraphQuery = (query: string, variables: Record<string, unknown>) => Promise<Record<string, unknown>>;

export interface NewsLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

/** A page's link in the page language: Arabic pages carry `/ar`, English ones stay bare. */
export function pageLinkFor(url: string, language: string): string {
  const path = url.trim();
  if (path === '' || /^https?:\/\//i.test(path)) return path;
  if (!path.startsWith('/') || path.startsWith('//')) return '';
  if (language === 'en' || language === '') return path;
  const prefix = `/${language}`;
  return path === prefix || path.startsWith(`${prefix}/`) ? path : `${prefix}${path === '/' ? '' : path}`;
}

/** A field's value from Layout Service JSON (`{ value }`) or a graph field (`{ jsonValue: { value } }`). */
function valueOf(field: unknown): unknown {
  if (!isRecord(field)) return undefined;
  const inner = 'jsonValue' in field ? field.jsonValue : field;
  return isRecord(inner) ? inner.value : undefined;
}

function textOf(field: unknown): string {
  const value = valueOf(field);
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function imageOf(field: unknown): { src: string; alt: string } | null {
  const value = valueOf(field);
  if (!isRecord(value) || typeof value.src !== 'string' || !isSafeLink(value.src)) return null;
  return { src: value.src, alt: typeof value.alt === 'string' ? value.alt : '' };
}

function urlOf(url: unknown): string {
  if (typeof url === 'string') return url;
  if (isRecord(url)) return typeof url.url === 'string' ? url.url : typeof url.path === 'string' ? url.path : '';
  return '';
}

/**
 * A card from a news page: a search result (`{ id, url: { url }, title: { jsonValue } … }`) or an
 * item of a multilist (`{ id, url, fields: { title: { value } … } }`). Null without title or link.
 */
export function pageNewsCard(page: unknown, options: CardOptions, source: NewsSource): NewsCard | null {
  if (!isRecord(page)) return null;
  const fields = isRecord(page.fields) ? page.fields : page;
  const title = options.clean.text(textOf(fields.title));
  const link = pageLinkFor(urlOf(page.url), options.language);
  if (!title || !link || !isSafeLink(link)) return null;
  const image = imageOf(fields.cardImage) ?? imageOf(fields.heroImage) ?? options.defaultImage;
  const id = typeof page.id === 'string' && page.id !== '' ? page.id : link;
  return {
    id,
    title,
    link,
    ...newsDateLabels(textOf(fields.newsDate), options.language),
    imageUrl: image?.src ?? '',
    imageAlt: image?.alt ?? '',
    summary: options.clean.summary(textOf(fields.shortDescription)),
    source,
    country: textOf(fields.countryName),
  };
}

export interface LocalNewsRequest {
  rootId: string;
  language: string;
  /** Items per request. */
  first: number;
  /** Follow `pageInfo.endCursor` while `hasNext` (the listing); else one request (the highlight). */
  all: boolean;
}

interface SearchPage {
  results: unknown[];
  hasNext: boolean;
  endCursor: string;
}

function searchPageOf(data: Record<string, unknown>): SearchPage {
  const search = data.search;
  if (!isRecord(search) || !Array.isArray(search.results)) throw new Error('getLocalNews: no search results in the answer');
  const pageInfo = isRecord(search.pageInfo) ? search.pageInfo : {};
  return {
    results: search.results,
    hasNext: pageInfo.hasNext === true,
    endCursor: typeof pageInfo.endCursor === 'string' ? pageInfo.endCursor : '',
  };
}

/** Local news as cards (source 'local'), in the graph's order; [] (logged) when the query fails. */
export async function loadLocalNews(
  graphql: NewsGraphQuery | undefined,
  request: LocalNewsRequest,
  options: CardOptions,
  logger: NewsLogger,
): Promise<NewsCard[]> {
  if (!graphql || request.rootId === '') return [];
  const pages: unknown[] = [];
  let after: string | undefined;
  try {
    for (let page = 0; page < MAX_LOCAL_NEWS_PAGES; page++) {
      const data = await graphql(LOCAL_NEWS_QUERY, {
        rootId: request.rootId,
        language: request.language,
        templateId: NEWS_DETAILS_TEMPLATE_ID,
        first: request.first,
        ...(after ? { after } : {}),
      });
      const result = searchPageOf(data);
      pages.push(...result.results);
      if (!request.all || !result.hasNext || result.endCursor === '' || result.endCursor === after) break;
      after = result.endCursor;
    }
  } catch (error) {
    logger.warn({ err: error, rootId: request.rootId, language: request.language }, 'local news query failed; showing the other sources');
    if (pages.length === 0) return [];
  }
  return pages.map((page) => pageNewsCard(page, options, 'local')).filter((card): card is NewsCard => card !== null);
}
