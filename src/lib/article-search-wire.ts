/**
 * The search service's wire format (Sitecore Search's `POST /discover/v2/{customerKey}`), pure:
 * checking an ArticleSearchRequest, the body posted for it, and the answer read back into an
 * ArticleSearchResult. The search client (src/server/search-client.ts) and the embedded service
 * (src/content-server/search-service.ts) speak it; nothing here does I/O.
 *
 * Body: `{ context: { locale: { language } }, widget: { items: [{ rfk_id, entity: 'content',
 * search: { content: {}, limit, offset, query: { keyphrase }, sort: { value: [{ name, order }] },
 * facet: { all: true, max, types: [{ name, filter: { type: 'or', values } }] },
 * filter: { type: 'and', filters: [{ name: 'insights_site_name', type: 'eq', value }, …] } } }] } }`.
 * Answer: `{ widgets: [{ rfk_id, entity, content: [document…], facet: [{ name, label, value:
 * [{ id, text, count }] }], total_item, limit, offset }] }`.
 */
import {
  ARTICLE_SEARCH_LIMITS,
  ARTICLE_SORT_TYPE,
  type ArticleSearchDocument,
  type ArticleSearchRequest,
  type ArticleSearchResult,
  FACET_VALUE_ID_PATTERN,
  type FacetState,
  type SearchFacet,
  type SearchFacetValue,
} from './article-search.ts';

/** Facet values the body asks for per facet (the taxonomies hold far fewer). */
export const SEARCH_FACET_MAX = 100;
/** What an answer may hold before the rest is dropped: a page is at most 100 documents. */
export const ANSWER_LIMITS = {
  documents: ARTICLE_SEARCH_LIMITS.maxPageSize,
  facets: 20,
  facetValues: 200,
  /** Characters of one text field; a longer title, url or id drops the document. */
  text: 4000,
  /** Entries of a list field (topics, industries, regions). */
  list: 50,
} as const;

const FACET_NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const SORT_NAME_PATTERN = /^[A-Za-z0-9_]{1,64}$/;
const LANGUAGE_PATTERN = /^[a-z]{2}(?:-[a-z]{2})?$/i;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export interface SearchWireFilter {
  name: string;
  type: 'eq';
  value: string;
}

export interface SearchWireBody {
  context: { locale: { language: string } };
  widget: {
    items: Array<{
      rfk_id: string;
      entity: 'content';
      search: {
        content: Record<string, never>;
        limit: number;
        offset: number;
        query: { keyphrase: string };
        sort?: { value: Array<{ name: string; order: 'asc' | 'desc' }> };
        facet: { all: true; max: number; types: Array<{ name: string; filter: { type: 'or'; values: string[] } }> };
        filter: { type: 'and'; filters: SearchWireFilter[] };
      };
    }>;
  };
}

export type CheckedSearchRequest = { ok: true; request: ArticleSearchRequest } | { ok: false; problem: string };

/**
 * A request as the client sends it: every field checked against ARTICLE_SEARCH_LIMITS, the
 * keyphrase trimmed with its spaces collapsed, facet values deduplicated and sorted (OR within a
 * facet: order means nothing) and empty facets dropped, so equal searches are equal values (the
 * client's cache key). An empty sort type is the default one.
 */
export function checkSearchRequest(raw: unknown): CheckedSearchRequest {
  if (!isRecord(raw)) return { ok: false, problem: 'not an object' };
  const { sortType, page, itemsPerPage, keyphrase, facets, siteName, language } = raw;
  const sort = typeof sortType === 'string' && sortType !== '' ? sortType : sortType === undefined || sortType === '' ? ARTICLE_SORT_TYPE : null;
  if (sort === null || !SORT_NAME_PATTERN.test(sort)) return { ok: false, problem: 'sortType' };
  if (!isWhole(page, 1, ARTICLE_SEARCH_LIMITS.maxPage)) return { ok: false, problem: 'page' };
  if (!isWhole(itemsPerPage, 1, ARTICLE_SEARCH_LIMITS.maxPageSize)) return { ok: false, problem: 'itemsPerPage' };
  const phrase = typeof keyphrase === 'string' ? keyphrase.trim().replace(/\s+/g, ' ') : keyphrase === undefined ? '' : null;
  if (phrase === null || phrase.length > ARTICLE_SEARCH_LIMITS.maxKeyphraseLength || CONTROL_CHARACTERS.test(phrase)) {
    return { ok: false, problem: 'keyphrase' };
  }
  if (typeof siteName !== 'string' || siteName.trim() === '' || siteName.length > 100) return { ok: false, problem: 'siteName' };
  if (typeof language !== 'string' || !LANGUAGE_PATTERN.test(language)) return { ok: false, problem: 'language' };
  const state: FacetState = {};
  if (facets !== undefined) {
    if (!isRecord(facets)) return { ok: false, problem: 'facets' };
    for (const name of Object.keys(facets).sort()) {
      const values = facets[name];
      if (!FACET_NAME_PATTERN.test(name) || !Array.isArray(values)) return { ok: false, problem: `facets.${name.slice(0, 64)}` };
      const unique = [...new Set(values)];
      if (unique.length > ARTICLE_SEARCH_LIMITS.maxFacetValues) return { ok: false, problem: `facets.${name}: too many values` };
      if (!unique.every((value) => typeof value === 'string' && FACET_VALUE_ID_PATTERN.test(value))) {
        return { ok: false, problem: `facets.${name}: a value is not a facet value id` };
      }
      if (unique.length > 0) state[name] = (unique as string[]).sort();
    }
  }
  return {
    ok: true,
    request: { sortType: sort, page, itemsPerPage, keyphrase: phrase, facets: state, siteName: siteName.trim(), language: language.toLowerCase() },
  };
}

/** The body posted for a checked request to the widget (source) `source`. */
export function buildSearchBody(request: ArticleSearchRequest, source: string): SearchWireBody {
  const limit = request.itemsPerPage;
  const types = Object.entries(request.facets)
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => ({ name, filter: { type: 'or' as const, values: [...values] } }));
  return {
    context: { locale: { language: request.language } },
    widget: {
      items: [
        {
          rfk_id: source,
          entity: 'content',
          search: {
            content: {},
            limit,
            offset: (request.page - 1) * limit,
            query: { keyphrase: request.keyphrase },
            ...(request.sortType ? { sort: { value: [{ name: request.sortType, order: 'desc' as const }] } } : {}),
            facet: { all: true, max: SEARCH_FACET_MAX, types },
            filter: {
              type: 'and',
              filters: [
                { name: 'insights_site_name', type: 'eq', value: request.siteName },
                { name: 'insights_language', type: 'eq', value: request.language },
              ],
            },
          },
        },
      ],
    },
  };
}

/**
 * The widget of `source` in a search answer (else the first), as an ArticleSearchResult; null when
 * the answer is not a search answer at all (no widgets, no content list). Documents without an
 * id, title or url (spec 001: only these are guaranteed) and malformed facets or values are
 * dropped, wrong-typed optional fields left out, sizes capped by ANSWER_LIMITS.
 */
export function parseSearchAnswer(json: unknown, source?: string): ArticleSearchResult | null {
  if (!isRecord(json) || !Array.isArray(json.widgets) || json.widgets.length === 0) return null;
  const widgets = json.widgets.filter(isRecord);
  const widget = widgets.find((candidate) => candidate.rfk_id === source) ?? widgets[0];
  if (!widget || !Array.isArray(widget.content)) return null;
  const content = widget.content.slice(0, ANSWER_LIMITS.documents).flatMap((raw) => {
    const document = parseDocument(raw);
    return document ? [document] : [];
  });
  const facets = Array.isArray(widget.facet) ? widget.facet : [];
  const facet = facets.slice(0, ANSWER_LIMITS.facets).flatMap((raw) => {
    const parsed = parseFacet(raw);
    return parsed ? [parsed] : [];
  });
  const total = widget.total_item;
  const totalItem = isWhole(total, 0, Number.MAX_SAFE_INTEGER) ? total : content.length;
  return { content, facet, total_item: Math.max(totalItem, content.length) };
}

const TEXT_FIELDS = ['insights_type', 'insights_short_description', 'insights_card_image', 'articledate', 'insights_site_name', 'insights_language'] as const;
const LIST_FIELDS = ['insights_topic', 'insights_industry', 'insights_region'] as const;

function parseDocument(raw: unknown): ArticleSearchDocument | null {
  if (!isRecord(raw)) return null;
  const id = typeof raw.id === 'number' && Number.isFinite(raw.id) ? String(raw.id) : raw.id;
  const { insights_title: title, insights_url: url } = raw;
  if (!isText(id) || !isText(title) || !isText(url)) return null;
  const document: ArticleSearchDocument = { id, insights_title: title, insights_url: url };
  for (const field of TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string') document[field] = value.slice(0, ANSWER_LIMITS.text);
  }
  for (const field of LIST_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string') document[field] = value.slice(0, ANSWER_LIMITS.text);
    else if (Array.isArray(value)) {
      document[field] = value
        .filter((entry): entry is string => typeof entry === 'string')
        .slice(0, ANSWER_LIMITS.list)
        .map((entry) => entry.slice(0, ANSWER_LIMITS.text));
    }
  }
  return document;
}

function parseFacet(raw: unknown): SearchFacet | null {
  if (!isRecord(raw) || !isText(raw.name) || !Array.isArray(raw.value)) return null;
  const label = isText(raw.label) ? raw.label : raw.name;
  const value = raw.value.slice(0, ANSWER_LIMITS.facetValues).flatMap((entry): SearchFacetValue[] => {
    if (!isRecord(entry)) return [];
    const id = typeof entry.id === 'number' && Number.isFinite(entry.id) ? String(entry.id) : entry.id;
    if (!isText(id)) return [];
    const text = isText(entry.text) ? entry.text : id;
    return [isWhole(entry.count, 0, Number.MAX_SAFE_INTEGER) ? { id, text, count: entry.count } : { id, text }];
  });
  return { name: raw.name, label, value };
}

/** A non-empty string within the text cap. */
function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= ANSWER_LIMITS.text;
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
