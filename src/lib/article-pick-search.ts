import { ARTICLE_SORT_TYPE, type ArticleSearchRequest, type ArticleSearchResult, type FacetState } from './article-search.ts';
import { toArticleCards, typeLabelsOf, type ArticleCardData } from './article-cards.ts';
import { parseDate } from './dates.ts';
import type { ArticleDoc, ArticleSearch, SearchCriteria } from './article-picks.ts';

/**
 * The featured/related strategies' search (article-picks.ts) over the article search service
 * (spec 001 section 7: site name and language, optionally topic, industry or region). Each answer
 * is mapped to cards once; `cards` keeps them by id so the loader can hand out the picked ones.
 */

const FACET_OF: Record<Exclude<SearchCriteria['field'], null>, string> = {
  topic: 'insights_topic',
  industry: 'insights_industry',
  region: 'insights_region',
};

export type SearchArticles = (request: ArticleSearchRequest) => Promise<ArticleSearchResult>;

/** The request of one strategy: page 1 of `pageSize`, the field's values as its facet's selection. */
export function pickRequest(criteria: SearchCriteria, language: string): ArticleSearchRequest {
  const facets: FacetState = {};
  if (criteria.field !== null && criteria.values.length > 0) facets[FACET_OF[criteria.field]] = [...criteria.values];
  return { sortType: ARTICLE_SORT_TYPE, page: 1, itemsPerPage: criteria.pageSize, keyphrase: '', facets, siteName: '', language };
}

/** Where a failed strategy is reported (the strategies skip it and go on). */
export interface PickLog {
  warn(obj: object, msg?: string): void;
}

export function pickSearch(search: SearchArticles, language: string, cards: Map<string, ArticleCardData>, log?: PickLog): ArticleSearch {
  return async (criteria) => {
    let result: ArticleSearchResult;
    try {
      result = await search(pickRequest(criteria, language));
    } catch (error) {
      log?.warn({ field: criteria.field, err: error instanceof Error ? error.message : String(error) }, 'article search failed; strategy skipped');
      throw error;
    }
    const found = toArticleCards(result?.content, language, typeLabelsOf(result?.facet));
    const docs: ArticleDoc[] = [];
    for (const card of found) {
      if (!cards.has(card.id)) cards.set(card.id, card);
      docs.push({ id: card.id, title: card.title, url: card.url, date: parseDate(card.date) });
    }
    return docs;
  };
}
