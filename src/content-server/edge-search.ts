/**
 * Experience Edge's `search` query over the stored pages (docs/articles-and-news.md, getLocalNews):
 * predicates of `name`, `value` and `operator` combined with AND / OR, the system fields `_path`
 * (the item and every ancestor's id), `_language`, `_templates` (the template id) and `_name`, any
 * other name a field of the item; ordered by a field (dates compare as dates); cursor paging with
 * `total` and `pageInfo`. Results are Items, so `field(name:)` and `url` work on them.
 */
import { GraphQLError } from 'graphql';
import { type SiteContent, type StoredRoute, normalizeItemId, routeKey } from './content-store.ts';

export const EDGE_SEARCH_SDL = /* GraphQL */ `
  extend type Query {
    "Items matching the predicate, in every site, paged; 'first' is at most 1000."
    search(where: ItemSearchPredicateInput, first: Int = 10, after: String, orderBy: ItemSearchOrderBy): ItemSearchResults
  }

  enum ItemSearchOperator {
    EQ
    NEQ
    CONTAINS
    NCONTAINS
    LT
    LTE
    GT
    GTE
  }

  enum ItemSearchOrderByDirection {
    ASC
    DESC
  }

  input ItemSearchPredicateInput {
    name: String
    value: String
    operator: ItemSearchOperator = EQ
    AND: [ItemSearchPredicateInput]
    OR: [ItemSearchPredicateInput]
  }

  input ItemSearchOrderBy {
    name: String!
    direction: ItemSearchOrderByDirection = ASC
  }

  type ItemSearchResults {
    total: Int!
    pageInfo: PageInfo!
    results: [Item!]!
  }
`;

export const MAX_SEARCH_PAGE = 1000;

export type SearchOperator = 'EQ' | 'NEQ' | 'CONTAINS' | 'NCONTAINS' | 'LT' | 'LTE' | 'GT' | 'GTE';

export interface SearchPredicate {
  name?: string | null;
  value?: string | null;
  operator?: SearchOperator | null;
  AND?: ReadonlyArray<SearchPredicate | null> | null;
  OR?: ReadonlyArray<SearchPredicate | null> | null;
}

export interface SearchArgs {
  where?: SearchPredicate | null;
  first: number;
  after?: string | null;
  orderBy?: { name: string; direction?: 'ASC' | 'DESC' | null } | null;
}

/** A stored page in one language, with what the system fields need. */
export interface SearchCandidate {
  site: SiteContent;
  language: string;
  stored: StoredRoute;
  /** The item's id and its ancestors' ids, normalised. */
  pathIds: string[];
}

/** Every page of every site in every language, with its ancestors' ids. */
export function searchCandidates(sites: Iterable<SiteContent>): SearchCandidate[] {
  const all: SearchCandidate[] = [];
  for (const site of sites) {
    for (const [language, content] of site.languages) {
      for (const stored of content.routes.values()) {
        const segments = stored.path.split('/').filter(Boolean);
        const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
        const pathIds = paths.flatMap((path) => {
          const id = content.routes.get(routeKey(path))?.route.itemId;
          const normal = typeof id === 'string' ? normalizeItemId(id) : null;
          return normal ? [normal] : [];
        });
        all.push({ site, language, stored, pathIds });
      }
    }
  }
  return all;
}

/** A field's value as search compares it: text, a date's time, an item's id, a list's ids. */
function fieldValues(candidate: SearchCandidate, name: string): string[] {
  const { route } = candidate.stored;
  switch (name.toLowerCase()) {
    case '_path':
      return candidate.pathIds;
    case '_language':
      return [candidate.language];
    case '_templates':
    case '_template': {
      const id = typeof route.templateId === 'string' ? normalizeItemId(route.templateId) : null;
      return id ? [id] : [];
    }
    case '_name':
      return [String(route.name ?? '').toLowerCase()];
  }
  const fields = (route.fields ?? {}) as Record<string, unknown>;
  const key = Object.keys(fields).find((k) => k.toLowerCase() === name.toLowerCase());
  if (key === undefined) return [];
  return valuesOf(fields[key]);
}

function valuesOf(field: unknown): string[] {
  if (Array.isArray(field)) return field.flatMap(valuesOf);
  if (typeof field !== 'object' || field === null) return [];
  const record = field as Record<string, unknown>;
  if (typeof record.id === 'string') return [normalizeItemId(record.id) ?? record.id.toLowerCase()];
  const value = record.value;
  if (typeof value === 'string') return [value.toLowerCase()];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  return [];
}

/** A value given in a predicate: ids in any GUID spelling, text in any case. */
function wanted(value: string): string {
  return normalizeItemId(value) ?? value.trim().toLowerCase();
}

function compare(a: string, b: string): number {
  const da = Date.parse(a);
  const db = Date.parse(b);
  if (/^\d{4}-\d{2}-\d{2}/.test(a) && /^\d{4}-\d{2}-\d{2}/.test(b) && !Number.isNaN(da) && !Number.isNaN(db)) return da - db;
  const na = Number(a);
  const nb = Number(b);
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function matches(candidate: SearchCandidate, predicate: SearchPredicate | null | undefined): boolean {
  if (!predicate) return true;
  const and = (predicate.AND ?? []).filter((p): p is SearchPredicate => p !== null);
  const or = (predicate.OR ?? []).filter((p): p is SearchPredicate => p !== null);
  if (!and.every((p) => matches(candidate, p))) return false;
  if (or.length > 0 && !or.some((p) => matches(candidate, p))) return false;
  if (typeof predicate.name !== 'string' || predicate.name === '') return true;
  const values = fieldValues(candidate, predicate.name);
  const value = wanted(predicate.value ?? '');
  switch (predicate.operator ?? 'EQ') {
    case 'EQ':
      return values.includes(value);
    case 'NEQ':
      return !values.includes(value);
    case 'CONTAINS':
      return values.some((v) => v.includes(value));
    case 'NCONTAINS':
      return !values.some((v) => v.includes(value));
    case 'LT':
      return values.some((v) => compare(v, value) < 0);
    case 'LTE':
      return values.some((v) => compare(v, value) <= 0);
    case 'GT':
      return values.some((v) => compare(v, value) > 0);
    case 'GTE':
      return values.some((v) => compare(v, value) >= 0);
  }
}

function encodeCursor(offset: number): string {
  return Buffer.from(`search:${offset}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const match = /^search:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) throw new GraphQLError(`Invalid cursor "${cursor}"`);
  return Number(match[1]);
}

/**
 * One page of search results. `toItem` makes the GraphQL Item of a match (edge-graphql.ts's route
 * item), so results answer every Item field. Ties keep a stable order (by path).
 */
export function searchPage<T>(
  candidates: readonly SearchCandidate[],
  args: SearchArgs,
  toItem: (candidate: SearchCandidate) => T,
): { total: number; pageInfo: { endCursor: string; hasNext: boolean }; results: T[] } {
  if (!Number.isInteger(args.first) || args.first < 1 || args.first > MAX_SEARCH_PAGE) {
    throw new GraphQLError(`"first" must be between 1 and ${MAX_SEARCH_PAGE}`);
  }
  const found = candidates
    .filter((candidate) => matches(candidate, args.where))
    .sort((a, b) => (a.stored.path < b.stored.path ? -1 : a.stored.path > b.stored.path ? 1 : a.language < b.language ? -1 : 1));
  const order = args.orderBy;
  if (order?.name) {
    const sign = order.direction === 'DESC' ? -1 : 1;
    const key = (candidate: SearchCandidate) => fieldValues(candidate, order.name)[0];
    found.sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      // Items without the field come last in either direction.
      if (ka === undefined || kb === undefined) return ka === kb ? 0 : ka === undefined ? 1 : -1;
      return sign * compare(ka, kb);
    });
  }
  const start = args.after ? decodeCursor(args.after) : 0;
  const page = found.slice(start, start + args.first);
  const end = start + page.length;
  const hasNext = end < found.length;
  return { total: found.length, pageInfo: { endCursor: hasNext ? encodeCursor(end) : '', hasNext }, results: page.map(toItem) };
}
