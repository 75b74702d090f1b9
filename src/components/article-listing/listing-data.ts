import { toArticleCards, typeLabelsOf, type ArticleCardData } from '../../lib/article-cards.ts';
import {
  ARTICLE_SEARCH_LIMITS,
  ARTICLE_SEARCH_PATH,
  FACET_VALUE_ID_PATTERN,
  INSIGHTS_FACETS,
  SEARCH_QUERY_PARAMS,
  type ArticleSearchRequest,
  type ArticleSearchResult,
  type FacetState,
  type SearchFacet,
} from '../../lib/article-search.ts';
import { LISTING_PAGE_SIZE, facetStateFromUrl, searchRequest } from './article-listing.rules.ts';

/**
 * The listing's data (spec 001 sections 2, 4, 5, 7): what the server loader and the browser's
 * search both produce from an article search answer, and the requests they make. No I/O here: the
 * search is passed in (ctx.searchArticles on the server, `GET /api/search/insights` in the browser).
 */

export const LOADER_NAME = 'article-listing';
const TYPE_FACET = 'insights_type';

/** One listing search: the page asked for, the visitor's facets and the block's fixed type. */
export interface ListingArgs {
  language: string;
  /** 1-based; a page beyond the results falls back to page 1 (spec 001 section 5). */
  page: number;
  facets: FacetState;
  /** The datasource's `insightsType` id, or '' (then the type facet is the visitor's). */
  fixedType: string;
}

export interface ListingData {
  cards: ArticleCardData[];
  /** The facets the filter bar shows, in INSIGHTS_FACETS order (the fixed type's facet left out). */
  facets: SearchFacet[];
  total: number;
  /** The page these cards are (1 when the asked page was beyond the results). */
  page: number;
  pageSize: number;
}

export type SearchArticles = (request: ArticleSearchRequest, signal?: AbortSignal) => Promise<ArticleSearchResult>;

/** The facets the visitor may choose in: all of INSIGHTS_FACETS, less the type when it is fixed. */
export function visibleFacetNames(fixedType: string): string[] {
  return INSIGHTS_FACETS.filter((name) => !(fixedType !== '' && name === TYPE_FACET));
}

/**
 * The page as the URL asks for it: a positive whole number, else 1 (checked against the total once
 * known). Past the search's page limit it cannot be within the results either: 1.
 */
export function requestedPage(raw: string | null): number {
  if (raw === null || !/^[1-9]\d*$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page <= ARTICLE_SEARCH_LIMITS.maxPage ? page : 1;
}

/** Only value ids the search accepts (taxonomy slugs, at most 20 per facet): a mistyped URL selects nothing rather than failing. */
function usableFacets(facets: FacetState): FacetState {
  const out: FacetState = {};
  for (const [name, values] of Object.entries(facets)) {
    const usable = values.filter((v) => FACET_VALUE_ID_PATTERN.test(v)).slice(0, ARTICLE_SEARCH_LIMITS.maxFacetValues);
    if (usable.length > 0) out[name] = usable;
  }
  return out;
}

/** The listing's arguments from the page URL (query, and the hash in the browser). */
export function listingArgsFromUrl(search: string, hash: string, language: string, fixedType: string): ListingArgs {
  const type = FACET_VALUE_ID_PATTERN.test(fixedType) ? fixedType : '';
  const state = facetStateFromUrl(search, hash, visibleFacetNames(type));
  return { language, page: requestedPage(state.page), facets: usableFacets(state.facets), fixedType: type };
}

export function dataKey(args: ListingArgs): string {
  const facets = Object.keys(args.facets)
    .sort()
    .map((name) => `${name}=${(args.facets[name] ?? []).join(',')}`)
    .join('&');
  return [LOADER_NAME, args.language, args.fixedType, args.page, facets].join('|');
}

/** The search request: the visitor's facets plus the fixed type. */
export function listingRequest(args: ListingArgs, page = args.page): ArticleSearchRequest {
  const facets: FacetState = {};
  for (const name of visibleFacetNames(args.fixedType)) {
    const values = args.facets[name];
    if (values && values.length > 0) facets[name] = values;
  }
  if (args.fixedType !== '') facets[TYPE_FACET] = [args.fixedType];
  return searchRequest({ page, facets, siteName: '', language: args.language });
}

/** ARTICLE_SEARCH_PATH with the request as its query (the site name is the server's own). */
export function searchPath(request: ArticleSearchRequest): string {
  const q = new URLSearchParams();
  q.set(SEARCH_QUERY_PARAMS.language, request.language);
  q.set(SEARCH_QUERY_PARAMS.page, String(request.page));
  q.set(SEARCH_QUERY_PARAMS.pageSize, String(request.itemsPerPage));
  q.set(SEARCH_QUERY_PARAMS.sort, request.sortType);
  if (request.keyphrase !== '') q.set(SEARCH_QUERY_PARAMS.keyphrase, request.keyphrase);
  for (const name of Object.keys(request.facets).sort()) {
    const values = request.facets[name] ?? [];
    if (values.length > 0) q.set(name, values.join(','));
  }
  return `${ARTICLE_SEARCH_PATH}?${q.toString()}`;
}

function cleanFacets(facets: unknown, names: readonly string[]): SearchFacet[] {
  if (!Array.isArray(facets)) return [];
  const byName = new Map<string, SearchFacet>();
  for (const facet of facets) {
    if (typeof facet !== 'object' || facet === null) continue;
    const f = facet as Partial<SearchFacet>;
    if (typeof f.name !== 'string' || !names.includes(f.name) || byName.has(f.name)) continue;
    const values = (Array.isArray(f.value) ? f.value : [])
      .filter((v) => typeof v === 'object' && v !== null && typeof v.id === 'string' && v.id.trim() !== '')
      .map((v) => ({
        id: v.id,
        text: typeof v.text === 'string' && v.text.trim() !== '' ? v.text.trim() : v.id,
        ...(typeof v.count === 'number' && Number.isFinite(v.count) ? { count: v.count } : {}),
      }));
    byName.set(f.name, { name: f.name, label: typeof f.label === 'string' ? f.label.trim() : '', value: values });
  }
  return names.map((name) => byName.get(name)).filter((f): f is SearchFacet => f !== undefined);
}

/** The listing data of an answer (anything malformed counts as nothing). */
export function listingData(result: unknown, args: ListingArgs, page: number): ListingData {
  const r = (typeof result === 'object' && result !== null ? result : {}) as Partial<ArticleSearchResult>;
  const total = typeof r.total_item === 'number' && Number.isFinite(r.total_item) && r.total_item > 0 ? Math.trunc(r.total_item) : 0;
  return {
    cards: toArticleCards(r.content, args.language, typeLabelsOf(r.facet)).slice(0, LISTING_PAGE_SIZE),
    facets: cleanFacets(r.facet, visibleFacetNames(args.fixedType)),
    total,
    page,
    pageSize: LISTING_PAGE_SIZE,
  };
}

export function totalPages(total: number, pageSize: number = LISTING_PAGE_SIZE): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/**
 * One listing search: the asked page, and page 1 again when the asked page is beyond the results
 * (spec 001 section 5: a page parameter past the total pages is not accepted).
 */
export async function searchListing(args: ListingArgs, search: SearchArticles, signal?: AbortSignal): Promise<ListingData> {
  const first = listingData(await search(listingRequest(args), signal), args, args.page);
  if (args.page > 1 && args.page > totalPages(first.total)) {
    return listingData(await search(listingRequest(args, 1), signal), args, 1);
  }
  return first;
}

/** A streamed value that has the listing data's shape (a stale or tampered script counts as none). */
export function isListingData(value: unknown): value is ListingData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<ListingData>;
  return (
    Array.isArray(v.cards) &&
    Array.isArray(v.facets) &&
    typeof v.total === 'number' &&
    typeof v.page === 'number' &&
    typeof v.pageSize === 'number' &&
    v.pageSize > 0
  );
}

/**
 * The selected values the search knows (a value of one of `available`'s facets). A hash preselects
 * only these: a page anchor such as `#main` or `#insights` is not a facet value, and must not
 * empty the listing.
 */
export function knownFacets(facets: FacetState, available: readonly SearchFacet[]): FacetState {
  const out: FacetState = {};
  for (const [name, values] of Object.entries(facets)) {
    const ids = new Set(available.find((f) => f.name === name)?.value.map((v) => v.id) ?? []);
    const kept = values.filter((v) => ids.has(v));
    if (kept.length > 0) out[name] = kept;
  }
  return out;
}
