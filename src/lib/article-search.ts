/**
 * The article search contract (spec 001 sections 3 and 7), shared by the server's search client,
 * our own browser route and the blocks that list articles. Pure types and constants: no I/O.
 *
 * - Production: `SEARCH_ENDPOINT` (+ `SEARCH_API_KEY`) is a Sitecore Search-style API; the server
 *   posts `{ widget: { items: [{ search: { limit, offset, query: { keyphrase }, sort, facet, filter } }] } }`
 *   and reads `widgets[0]` `{ content, facet, total_item }`.
 * - The browser never sees the key: it calls `GET /api/search/insights` (ARTICLE_SEARCH_PATH) with the
 *   query parameters below, and gets an `ArticleSearchResult`.
 */

/**
 * Spec 001 section 3: the article search document (only id, title and url are guaranteed). As the
 * server's search client hands it on (and our route answers it), the title is plain text and the
 * short description clean HTML (CARD_DESCRIPTION_TAGS, no attributes): the browser never cleans.
 */
export interface ArticleSearchDocument {
  id: string;
  insights_title: string;
  insights_url: string;
  insights_type?: string;
  insights_short_description?: string;
  insights_card_image?: string;
  articledate?: string;
  insights_site_name?: string;
  insights_language?: string;
  insights_topic?: string | string[];
  insights_industry?: string | string[];
  insights_region?: string | string[];
}

/** Selected facet value ids by facet name (a facet with no selected value is absent). */
export type FacetState = Record<string, string[]>;

/** The search call's payload (spec 001 section 7). Facet values are the facet values' ids. */
export interface ArticleSearchRequest {
  sortType: string;
  /** 1-based. */
  page: number;
  itemsPerPage: number;
  keyphrase: string;
  facets: FacetState;
  siteName: string;
  language: string;
}

/** Spec 001 section 3: "Facet: name, label, list of values each with id and text" (+ the count). */
export interface SearchFacetValue {
  id: string;
  text: string;
  count?: number;
}

export interface SearchFacet {
  name: string;
  label: string;
  value: SearchFacetValue[];
}

/** What the search answers (spec 001 section 7: "content (list), facet, total_item"). */
export interface ArticleSearchResult {
  content: ArticleSearchDocument[];
  facet: SearchFacet[];
  total_item: number;
}

/** The facets the insights source knows, in the order the filter bar shows them. */
export const INSIGHTS_FACETS = ['insights_type', 'insights_topic', 'insights_industry', 'insights_region'] as const;
export type InsightsFacet = (typeof INSIGHTS_FACETS)[number];

/** Our own route for the browser (no key in the page). */
export const ARTICLE_SEARCH_PATH = '/api/search/insights';

/**
 * Query parameters of ARTICLE_SEARCH_PATH: `lang` (en | ar), `page`, `pageSize`, `sort`, `q`
 * (keyphrase), and one parameter per INSIGHTS_FACETS name holding comma-separated value ids. The
 * site name is the server's own (never taken from the browser).
 */
export const SEARCH_QUERY_PARAMS = { language: 'lang', page: 'page', pageSize: 'pageSize', sort: 'sort', keyphrase: 'q' } as const;

/** Spec 001 section 9: the default sort (newest article first) and the listing's page size. */
export const ARTICLE_SORT_TYPE = 'Insights_Sorting';
export const DEFAULT_ARTICLE_PAGE_SIZE = 14;

/** Limits of a search request (our route refuses more, the search client checks them too). */
export const ARTICLE_SEARCH_LIMITS = {
  maxPage: 1000,
  maxPageSize: 100,
  maxKeyphraseLength: 100,
  maxFacetValues: 20,
  maxFacetValueIdLength: 100,
} as const;

/** A facet value id: a taxonomy item name (lower-case slug). */
export const FACET_VALUE_ID_PATTERN = /^[a-z0-9-]{1,100}$/;
