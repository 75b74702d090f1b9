/**
 * The embedded search service's index (docs/articles-and-news.md, "Search service"): one
 * ArticleSearchDocument per Article Page route, site and language, made from the loaded content,
 * and the query over it: filters, keyphrase, facet selections (OR within a facet, AND across
 * facets), disjunctive facet counts, the newest-first sort and paging. Pure: no HTTP here.
 */
import { INSIGHTS_FACETS, type ArticleSearchDocument, type InsightsFacet, type SearchFacet } from '../lib/article-search.ts';
import { type ContentStore, normalizeItemId } from './content-store.ts';

export const ARTICLE_PAGE_TEMPLATE = 'Article Page';

/** Facet labels by language (a language without its own labels gets the English ones). */
export const FACET_LABELS: Record<string, Record<InsightsFacet, string>> = {
  en: { insights_type: 'Type', insights_topic: 'Topic', insights_industry: 'Industry', insights_region: 'Region' },
  ar: { insights_type: 'النوع', insights_topic: 'الموضوع', insights_industry: 'القطاع', insights_region: 'المنطقة' },
};

/** Sort names the service knows: spec 001's default sort is by article date. */
export const DATE_SORTS = ['insights_sorting', 'articledate'];

interface FacetEntry {
  /** The taxonomy item's name: the facet value id. */
  id: string;
  /** Its title in the document's language: the facet value text. */
  text: string;
}

export interface IndexedArticle {
  document: ArticleSearchDocument;
  facets: Record<InsightsFacet, FacetEntry[]>;
  /** articledate in ms, null when missing or Sitecore's empty date. */
  time: number | null;
  /** Title and description, lower-cased, for the keyphrase. */
  haystack: string;
}

export interface SearchIndex {
  /** Sites, then languages, then route paths, in order: the order of unsorted results. */
  articles: readonly IndexedArticle[];
}

/** A filter of the request's `filter` tree. */
export type SearchFilter =
  { type: 'and' | 'or'; filters: SearchFilter[] } | { type: 'not'; filter: SearchFilter } | { type: 'eq'; name: string; value: string };

export interface FacetSelection {
  name: InsightsFacet;
  /** 'or': any of the values; 'and': all of them. */
  type: 'or' | 'and';
  values: string[];
}

export interface IndexQuery {
  language: string;
  limit: number;
  offset: number;
  keyphrase: string;
  sort: { name: string; order: 'asc' | 'desc' } | null;
  filter: SearchFilter | null;
  /** The facets answered, in this order. */
  facetNames: readonly InsightsFacet[];
  facetMax: number;
  selections: readonly FacetSelection[];
}

export interface IndexAnswer {
  content: ArticleSearchDocument[];
  facet: Required<SearchFacet>[];
  total_item: number;
}

export function buildSearchIndex(store: ContentStore): SearchIndex {
  const articles: IndexedArticle[] = [];
  for (const site of store.sites.values()) {
    for (const [language, content] of site.languages) {
      const prefix = language === site.definition.defaultLanguage ? '' : `/${language}`;
      const routes = [...content.routes.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      for (const stored of routes) {
        if (stored.route.templateName !== ARTICLE_PAGE_TEMPLATE) continue;
        const article = indexArticle(stored.route, `${prefix}${stored.path}`, site.definition.name, language);
        if (article) articles.push(article);
      }
    }
  }
  return { articles };
}

function indexArticle(route: Record<string, unknown>, url: string, siteName: string, language: string): IndexedArticle | null {
  const fields = isRecord(route.fields) ? route.fields : {};
  const id = typeof route.itemId === 'string' ? (normalizeItemId(route.itemId) ?? route.itemId) : null;
  const title = textOf(fields.title) ?? (typeof route.displayName === 'string' ? route.displayName : null);
  if (!id || !title) return null;
  const facets = {
    insights_type: taxonomyOf(fields.type),
    insights_topic: taxonomyOf(fields.topic),
    insights_industry: taxonomyOf(fields.industry),
    insights_region: taxonomyOf(fields.region),
  };
  const description = textOf(fields.shortDescription);
  const image = (fields.cardImage as { value?: { src?: unknown } } | undefined)?.value?.src;
  const date = textOf(fields.articleDate);
  const time = date === null ? null : Date.parse(date);
  const validTime = time !== null && Number.isFinite(time) && new Date(time).getUTCFullYear() > 1 ? time : null;
  const document: ArticleSearchDocument = {
    id,
    insights_title: title,
    insights_url: url,
    ...(facets.insights_type[0] ? { insights_type: facets.insights_type[0].text } : {}),
    ...(description !== null ? { insights_short_description: description } : {}),
    ...(typeof image === 'string' && image !== '' ? { insights_card_image: image } : {}),
    ...(validTime !== null && date !== null ? { articledate: date } : {}),
    insights_site_name: siteName,
    insights_language: language,
    insights_topic: facets.insights_topic.map((entry) => entry.text),
    insights_industry: facets.insights_industry.map((entry) => entry.text),
    insights_region: facets.insights_region.map((entry) => entry.text),
  };
  return { document, facets, time: validTime, haystack: `${title}\n${description ?? ''}`.toLocaleLowerCase() };
}

/** A droplink (one item) or multilist (items) of taxonomy items: `{ name, fields: { title } }`. */
function taxonomyOf(raw: unknown): FacetEntry[] {
  const items = Array.isArray(raw) ? raw : isRecord(raw) && typeof raw.name === 'string' ? [raw] : [];
  const seen = new Set<string>();
  return items.flatMap((item): FacetEntry[] => {
    if (!isRecord(item) || typeof item.name !== 'string' || item.name === '' || seen.has(item.name)) return [];
    seen.add(item.name);
    const fields = isRecord(item.fields) ? item.fields : {};
    const text = textOf(fields.title) ?? (typeof item.displayName === 'string' && item.displayName ? item.displayName : item.name);
    return [{ id: item.name, text }];
  });
}

function textOf(field: unknown): string | null {
  const value = isRecord(field) ? field.value : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Runs one widget's query. */
export function queryIndex(index: SearchIndex, query: IndexQuery): IndexAnswer {
  const terms = query.keyphrase.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const base = index.articles.filter(
    (article) => (query.filter === null || matchesFilter(article, query.filter)) && terms.every((term) => article.haystack.includes(term)),
  );
  const selected = (article: IndexedArticle, except?: InsightsFacet) =>
    query.selections.every((selection) => selection.name === except || matchesSelection(article, selection));

  const matching = sortArticles(
    base.filter((article) => selected(article)),
    query.sort,
  );
  const facet = query.facetNames.map((name) =>
    facetOf(
      name,
      base.filter((article) => selected(article, name)),
      query,
      index,
    ),
  );
  return {
    content: matching.slice(query.offset, query.offset + query.limit).map((article) => article.document),
    facet,
    total_item: matching.length,
  };
}

function matchesSelection(article: IndexedArticle, selection: FacetSelection): boolean {
  const ids = article.facets[selection.name].map((entry) => entry.id);
  return selection.type === 'or' ? selection.values.some((value) => ids.includes(value)) : selection.values.every((value) => ids.includes(value));
}

/** `eq` compares with the document's field; on a facet field, with its value ids too. */
function matchesFilter(article: IndexedArticle, filter: SearchFilter): boolean {
  switch (filter.type) {
    case 'and':
      return filter.filters.every((child) => matchesFilter(article, child));
    case 'or':
      return filter.filters.some((child) => matchesFilter(article, child));
    case 'not':
      return !matchesFilter(article, filter.filter);
    case 'eq': {
      const field = (article.document as unknown as Record<string, unknown>)[filter.name];
      const values = Array.isArray(field) ? field : [field];
      if (values.includes(filter.value)) return true;
      const facet = (INSIGHTS_FACETS as readonly string[]).includes(filter.name) ? article.facets[filter.name as InsightsFacet] : [];
      return facet.some((entry) => entry.id === filter.value);
    }
  }
}

/** Newest first (or oldest with `asc`), a missing date last either way, ties in index order. */
function sortArticles(articles: IndexedArticle[], sort: IndexQuery['sort']): IndexedArticle[] {
  if (sort === null) return articles;
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...articles].sort((a, b) => {
    if (a.time === b.time) return 0;
    if (a.time === null) return 1;
    if (b.time === null) return -1;
    return (a.time - b.time) * direction;
  });
}

/**
 * One facet with its counts over `articles` (those matching everything but this facet's own
 * selection): every value found, plus the selected ones found nowhere (count 0, so they can be
 * cleared), in the language's alphabetical order of their texts, at most `facetMax`.
 */
function facetOf(name: InsightsFacet, articles: IndexedArticle[], query: IndexQuery, index: SearchIndex): Required<SearchFacet> {
  const counts = new Map<string, { text: string; count: number }>();
  for (const article of articles) {
    for (const entry of article.facets[name]) {
      const known = counts.get(entry.id);
      if (known) known.count += 1;
      else counts.set(entry.id, { text: entry.text, count: 1 });
    }
  }
  for (const selection of query.selections) {
    if (selection.name !== name) continue;
    for (const id of selection.values) if (!counts.has(id)) counts.set(id, { text: valueText(index, name, id, query.language), count: 0 });
  }
  const collator = new Intl.Collator(query.language);
  const value = [...counts]
    .map(([id, { text, count }]) => ({ id, text, count }))
    .sort((a, b) => collator.compare(a.text, b.text) || (a.id < b.id ? -1 : 1))
    .slice(0, query.facetMax);
  const labels = FACET_LABELS[query.language] ?? FACET_LABELS.en!;
  return { name, label: labels[name], value };
}

/** A value's text in a language, from any article of that language that has it; else its id. */
function valueText(index: SearchIndex, name: InsightsFacet, id: string, language: string): string {
  for (const article of index.articles) {
    if (article.document.insights_language !== language) continue;
    const entry = article.facets[name].find((candidate) => candidate.id === id);
    if (entry) return entry.text;
  }
  return id;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
