/**
 * The embedded search service: Sitecore Search's `POST /discover/v2/{customerKey}` over the
 * site's Article Pages (search-index.ts), so the render host's search client, our browser route
 * and the article blocks run against real HTTP with real facet counts. The body and answer are
 * those of src/lib/article-search-wire.ts.
 *
 * Key: the `Authorization` header holds the content server's API key (as Sitecore Search takes
 * its key: the bare key; `Bearer {key}` is accepted too). The customer key in the path is not a
 * secret: any `[A-Za-z0-9_-]{1,64}` is accepted. Faults: SEARCH_DELAY_MS / SEARCH_FAILURE.
 */
import type { FastifyInstance } from 'fastify';
import { INSIGHTS_FACETS, type InsightsFacet } from '../lib/article-search.ts';
import type { ContentStore } from './content-store.ts';
import { ContentServerError } from './errors.ts';
import { jsonAnswer } from './faults.ts';
import { buildSearchIndex, DATE_SORTS, type FacetSelection, type IndexQuery, queryIndex, type SearchFilter, type SearchIndex } from './search-index.ts';
import { type ContentServerState, isApiKey, sendError } from './server-state.ts';

export const SEARCH_PATH = '/discover/v2/:customerKey';
const CUSTOMER_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const BODY_LIMIT_BYTES = 64 * 1024;
const MAX_WIDGETS = 5;
const MAX_LIMIT = 100;
const DEFAULT_LIMIT = 10;
const MAX_OFFSET = 100_000;
const MAX_KEYPHRASE = 200;
const MAX_FILTERS = 50;
const MAX_FILTER_DEPTH = 5;
const MAX_FACET_VALUES = 100;
const MAX_FACET_MAX = 1000;

export interface WidgetQuery extends IndexQuery {
  rfkId: string;
}

export type ParsedSearchBody = { ok: true; widgets: WidgetQuery[] } | { ok: false; problem: string };

/** Checks a request body; a problem names the first field that is wrong. Never throws. */
export function parseSearchBody(body: unknown): ParsedSearchBody {
  if (!isRecord(body)) return { ok: false, problem: 'the body must be a JSON object' };
  const context = body.context === undefined ? {} : body.context;
  if (!isRecord(context)) return { ok: false, problem: 'context must be an object' };
  const locale = context.locale === undefined ? {} : context.locale;
  if (!isRecord(locale)) return { ok: false, problem: 'context.locale must be an object' };
  const contextLanguage = locale.language;
  if (contextLanguage !== undefined && (typeof contextLanguage !== 'string' || !/^[a-z]{2}(?:-[a-z]{2})?$/i.test(contextLanguage))) {
    return { ok: false, problem: 'context.locale.language must be a language code' };
  }
  if (!isRecord(body.widget) || !Array.isArray(body.widget.items)) return { ok: false, problem: 'widget.items must be a list' };
  const items = body.widget.items;
  if (items.length === 0 || items.length > MAX_WIDGETS) return { ok: false, problem: `widget.items must hold 1 to ${MAX_WIDGETS} widgets` };
  const widgets: WidgetQuery[] = [];
  for (const [i, item] of items.entries()) {
    const parsed = parseWidget(item, `widget.items[${i}]`, contextLanguage?.toLowerCase());
    if (typeof parsed === 'string') return { ok: false, problem: parsed };
    widgets.push(parsed);
  }
  return { ok: true, widgets };
}

function parseWidget(item: unknown, at: string, contextLanguage: string | undefined): WidgetQuery | string {
  if (!isRecord(item)) return `${at} must be an object`;
  if (typeof item.rfk_id !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(item.rfk_id)) return `${at}.rfk_id must be a widget id`;
  if (item.entity !== undefined && item.entity !== 'content') return `${at}.entity must be "content"`;
  const search = item.search;
  if (!isRecord(search)) return `${at}.search must be an object`;

  const limit = search.limit === undefined ? DEFAULT_LIMIT : search.limit;
  if (!isWhole(limit, 1, MAX_LIMIT)) return `${at}.search.limit must be a whole number from 1 to ${MAX_LIMIT}`;
  const offset = search.offset === undefined ? 0 : search.offset;
  if (!isWhole(offset, 0, MAX_OFFSET)) return `${at}.search.offset must be a whole number from 0 to ${MAX_OFFSET}`;

  const query = search.query === undefined ? {} : search.query;
  if (!isRecord(query)) return `${at}.search.query must be an object`;
  const keyphrase = query.keyphrase === undefined ? '' : query.keyphrase;
  if (typeof keyphrase !== 'string' || keyphrase.length > MAX_KEYPHRASE) {
    return `${at}.search.query.keyphrase must be text of at most ${MAX_KEYPHRASE} characters`;
  }

  const sort = parseSort(search.sort, `${at}.search.sort`);
  if (typeof sort === 'string') return sort;

  const filter = search.filter === undefined ? null : parseFilter(search.filter, `${at}.search.filter`, 0, { count: 0 });
  if (typeof filter === 'string') return filter;

  const facet = parseFacetRequest(search.facet, `${at}.search.facet`);
  if (typeof facet === 'string') return facet;

  // Labels follow the request's locale, else the language the filter asks for, else English.
  const language = contextLanguage ?? (filter ? languageOfFilter(filter) : undefined) ?? 'en';
  return { rfkId: item.rfk_id, language, limit, offset, keyphrase, sort, filter, ...facet };
}

function parseSort(raw: unknown, at: string): IndexQuery['sort'] | string {
  if (raw === undefined) return null;
  if (!isRecord(raw) || !Array.isArray(raw.value)) return `${at}.value must be a list`;
  if (raw.value.length === 0) return null;
  if (raw.value.length > 1) return `${at}.value: one sort only`;
  const [first] = raw.value as unknown[];
  if (!isRecord(first) || typeof first.name !== 'string') return `${at}.value[0].name must be text`;
  if (!DATE_SORTS.includes(first.name.toLowerCase())) return `${at}.value[0].name: unknown sort "${first.name.slice(0, 64)}"`;
  const order = first.order === undefined ? 'desc' : first.order;
  if (order !== 'asc' && order !== 'desc') return `${at}.value[0].order must be "asc" or "desc"`;
  return { name: first.name, order };
}

function parseFilter(raw: unknown, at: string, depth: number, seen: { count: number }): SearchFilter | string {
  seen.count += 1;
  if (seen.count > MAX_FILTERS) return `${at}: more than ${MAX_FILTERS} filters`;
  if (depth > MAX_FILTER_DEPTH) return `${at}: filters nest deeper than ${MAX_FILTER_DEPTH}`;
  if (!isRecord(raw)) return `${at} must be an object`;
  switch (raw.type) {
    case 'and':
    case 'or': {
      if (!Array.isArray(raw.filters)) return `${at}.filters must be a list`;
      const filters: SearchFilter[] = [];
      for (const [i, child] of raw.filters.entries()) {
        const parsed = parseFilter(child, `${at}.filters[${i}]`, depth + 1, seen);
        if (typeof parsed === 'string') return parsed;
        filters.push(parsed);
      }
      return { type: raw.type, filters };
    }
    case 'not': {
      const parsed = parseFilter(raw.filter, `${at}.filter`, depth + 1, seen);
      return typeof parsed === 'string' ? parsed : { type: 'not', filter: parsed };
    }
    case 'eq':
      if (typeof raw.name !== 'string' || !/^[a-z][a-z0-9_]{0,63}$/.test(raw.name)) return `${at}.name must be a field name`;
      if (typeof raw.value !== 'string' || raw.value.length > 1000) return `${at}.value must be text`;
      return { type: 'eq', name: raw.name, value: raw.value };
    default:
      return `${at}.type must be "and", "or", "not" or "eq"`;
  }
}

function parseFacetRequest(raw: unknown, at: string): Pick<IndexQuery, 'facetNames' | 'facetMax' | 'selections'> | string {
  if (raw === undefined) return { facetNames: [], facetMax: 100, selections: [] };
  if (!isRecord(raw)) return `${at} must be an object`;
  const all = raw.all === undefined ? false : raw.all;
  if (typeof all !== 'boolean') return `${at}.all must be true or false`;
  const facetMax = raw.max === undefined ? 100 : raw.max;
  if (!isWhole(facetMax, 1, MAX_FACET_MAX)) return `${at}.max must be a whole number from 1 to ${MAX_FACET_MAX}`;
  const types = raw.types === undefined ? [] : raw.types;
  if (!Array.isArray(types) || types.length > INSIGHTS_FACETS.length) return `${at}.types must be a list of at most ${INSIGHTS_FACETS.length}`;
  const named: InsightsFacet[] = [];
  const selections: FacetSelection[] = [];
  for (const [i, type] of types.entries()) {
    const here = `${at}.types[${i}]`;
    if (!isRecord(type) || typeof type.name !== 'string') return `${here}.name must be text`;
    const name = INSIGHTS_FACETS.find((facet) => facet === type.name);
    if (!name) return `${here}.name: unknown facet "${type.name.slice(0, 64)}"`;
    if (named.includes(name)) return `${here}.name: facet "${name}" given twice`;
    named.push(name);
    if (type.filter === undefined) continue;
    const { filter } = type;
    if (!isRecord(filter) || (filter.type !== 'or' && filter.type !== 'and')) return `${here}.filter.type must be "or" or "and"`;
    if (!Array.isArray(filter.values) || filter.values.length > MAX_FACET_VALUES || !filter.values.every(isShortText)) {
      return `${here}.filter.values must be a list of at most ${MAX_FACET_VALUES} value ids`;
    }
    if (filter.values.length > 0) selections.push({ name, type: filter.type, values: [...new Set(filter.values as string[])] });
  }
  // `all`: every facet, in the filter bar's order; else the ones named.
  const facetNames = all ? INSIGHTS_FACETS : named;
  return { facetNames, facetMax, selections };
}

/** The language an `insights_language` eq filter asks for (the first found), if any. */
function languageOfFilter(filter: SearchFilter): string | undefined {
  if (filter.type === 'eq') return filter.name === 'insights_language' ? filter.value.toLowerCase() : undefined;
  if (filter.type === 'not') return undefined;
  for (const child of filter.filters) {
    const found = languageOfFilter(child);
    if (found) return found;
  }
  return undefined;
}

/** The answer for parsed widgets. */
export function searchAnswer(index: SearchIndex, widgets: readonly WidgetQuery[]): { widgets: unknown[] } {
  return {
    widgets: widgets.map((widget) => ({
      rfk_id: widget.rfkId,
      entity: 'content',
      ...queryIndex(index, widget),
      limit: widget.limit,
      offset: widget.offset,
    })),
  };
}

/** The index of a loaded content store, made on first use (content never changes once loaded). */
const indexes = new WeakMap<ContentStore, SearchIndex>();
export function indexOf(store: ContentStore): SearchIndex {
  let index = indexes.get(store);
  if (!index) {
    index = buildSearchIndex(store);
    indexes.set(store, index);
  }
  return index;
}

/** `Authorization: {key}` or `Authorization: Bearer {key}`. */
function keyOfHeader(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^(?:Bearer\s+)?(\S+)$/i.exec(header.trim());
  return match?.[1];
}

export function registerSearchService(app: FastifyInstance, state: ContentServerState): void {
  app.post<{ Params: { customerKey: string } }>(SEARCH_PATH, { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
    state.stats.search += 1;
    if (!CUSTOMER_KEY_PATTERN.test(request.params.customerKey)) {
      return sendError(reply, new ContentServerError('CONTENT_NOT_FOUND', `unknown customer key`));
    }
    if (!isApiKey(state, keyOfHeader(request.headers.authorization))) {
      return sendError(reply, new ContentServerError('CONTENT_SEARCH_KEY_INVALID'));
    }
    const parsed = parseSearchBody(request.body);
    if (!parsed.ok) return sendError(reply, new ContentServerError('CONTENT_BAD_SEARCH_REQUEST', parsed.problem));
    const answer = jsonAnswer(200, searchAnswer(indexOf(state.content()), parsed.widgets));
    return state.faultRunner.answer(reply, answer, state.faults.searchDelayMs, state.faults.searchFailure);
  });
}

function isShortText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200;
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
