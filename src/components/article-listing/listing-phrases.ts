import type { Translate } from '../../app/context/index.ts';
import type { SearchFacet } from '../../lib/article-search.ts';

/** The listing's dictionary keys and their English defaults (declared in island.ts). */
export const PHRASES = {
  noResultsHeadline: 'No articles found',
  noResultsDescription: 'Try removing some filters to see more articles.',
  ArticleListingFilters: 'Filters',
  ArticleListingFilterBy: 'Filter articles',
  ArticleListingReset: 'Reset',
  ArticleListingApply: 'Apply',
  ArticleListingClose: 'Close filters',
  ArticleListingError: 'The articles could not be loaded.',
  ArticleListingRetry: 'Try again',
  ArticleListingLoading: 'Loading articles',
  ArticleListingResults: '{total} articles',
  ArticleListingRange: '{from}–{to} of {total}',
  ArticleListingPagination: 'Pages',
  ArticleListingPrevious: 'Previous page',
  ArticleListingNext: 'Next page',
  ArticleListingPage: 'Page {n}',
  ArticleListingSelected: '{count} selected',
  ArticleListingFacetType: 'Type',
  ArticleListingFacetTopic: 'Topic',
  ArticleListingFacetIndustry: 'Industry',
  ArticleListingFacetRegion: 'Region',
} as const;

export type PhraseKey = keyof typeof PHRASES;

export const PHRASE_KEYS = Object.keys(PHRASES) as PhraseKey[];

export function phrase(t: Translate, key: PhraseKey, values?: Record<string, string | number>): string {
  return t(key, PHRASES[key], values);
}

const FACET_KEYS: Record<string, PhraseKey> = {
  insights_type: 'ArticleListingFacetType',
  insights_topic: 'ArticleListingFacetTopic',
  insights_industry: 'ArticleListingFacetIndustry',
  insights_region: 'ArticleListingFacetRegion',
};

/** A facet's label: the dictionary's phrase, else the search's label, else the built-in word. */
export function facetLabel(t: Translate, name: string, facet: SearchFacet | undefined): string {
  const key = FACET_KEYS[name];
  const fromSearch = facet?.label?.trim() ?? '';
  if (!key) return fromSearch || name;
  return t(key, fromSearch || PHRASES[key]);
}
