import { CARD_DESCRIPTION_TAGS } from '../../lib/article-cards.ts';
import type { ArticleSearchDocument, ArticleSearchRequest, FacetState } from '../../lib/article-search.ts';

/** Article listing page: pure rules, no React (spec 001 sections 2, 4, 5, 7, 8, 9). */

/** Spec 001 section 9: "Listing page size 14 by default". */
export const LISTING_PAGE_SIZE = 14;
/** Spec 001 section 9: "slots 1 + 6 + 1 + 6" (featured card, grid of 6, featured card, grid of 6). */
export const LISTING_SLOTS = [1, 6, 1, 6] as const;
/** Spec 001 section 9: "default sort 'Insights_Sorting'". */
export const DEFAULT_SORT = 'Insights_Sorting';
/** Spec 001 section 9: "Facet change debounce 100 ms". */
export const FACET_DEBOUNCE_MS = 100;
/** Spec 001 section 9: "Facet dropdown max height 325px". */
export const FACET_MAX_HEIGHT_PX = 325;
/** Spec 001 section 5 (card descriptions): shared with the featured and related cards, so they live in src/lib. */
export { CARD_DESCRIPTION_TAGS };

export type { ArticleSearchDocument, ArticleSearchRequest, FacetState };

export { paginationItems } from '../../lib/pagination.ts';

/** Spec 001 section 5: the URL page parameter counts only if it is an integer above 0 and not beyond the total pages (digits only, no sign, spaces or leading zero); otherwise page 1. */
export function validPage(param: string | null | undefined, totalPages: number): number {
  if (typeof param !== 'string' || !/^[1-9]\d*$/.test(param)) return 1;
  const page = Number(param);
  return Number.isSafeInteger(page) && page <= totalPages ? page : 1;
}

/** Spec 001 section 9: "selected count shown padded to two digits" (negative or non-finite counts show as '00'). */
export function padCount(n: number): string {
  const count = Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
  return String(count).padStart(2, '0');
}

/** Spec 001 sections 2 and 9: a page of results laid out as featured + grid of 6, featured + grid of 6 (items past 14 are ignored; empty trailing groups are left out). */
export function listingSlots<T>(items: T[]): { featured: T | undefined; grid: T[] }[] {
  const groups: { featured: T | undefined; grid: T[] }[] = [];
  let at = 0;
  for (let i = 0; i + 1 < LISTING_SLOTS.length; i += 2) {
    const featuredCount = LISTING_SLOTS[i]!;
    const gridCount = LISTING_SLOTS[i + 1]!;
    if (at >= items.length) break;
    const featured = items[at];
    const grid = items.slice(at + featuredCount, at + featuredCount + gridCount);
    groups.push({ featured, grid });
    at += featuredCount + gridCount;
  }
  return groups;
}

function filled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Spec 001 section 5: "Listing cards show only if id, title and url exist" (non-blank strings). */
export function isListableDocument(doc: unknown): doc is ArticleSearchDocument {
  if (typeof doc !== 'object' || doc === null) return false;
  const d = doc as Record<string, unknown>;
  return filled(d.id) && filled(d.insights_title) && filled(d.insights_url);
}

/** Ids from one parameter value: split on comma or pipe, trimmed, empties dropped, first occurrence kept. */
function splitValues(raw: string): string[] {
  const out: string[] = [];
  for (const part of raw.split(/[,|]/)) {
    const value = part.trim();
    if (value !== '' && !out.includes(value)) out.push(value);
  }
  return out;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function facetsFromHash(hash: string, facetNames: readonly string[]): FacetState {
  const body = hash.replace(/^#/, '');
  const facets: FacetState = {};
  if (body.trim() === '') return facets;
  const add = (facet: string, values: string[]) => {
    const merged = splitValues([...(facets[facet] ?? []), ...values].join(','));
    if (merged.length > 0) facets[facet] = merged;
  };
  if (!body.includes('=')) {
    const first = facetNames[0];
    if (first !== undefined) add(first, splitValues(decode(body)));
    return facets;
  }
  for (const pair of body.split('&')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const facet = decode(pair.slice(0, eq));
    if (facetNames.includes(facet)) add(facet, splitValues(decode(pair.slice(eq + 1))));
  }
  return facets;
}

/**
 * Listing state from the URL (spec 001 sections 2 and 4). Query: `page` (returned raw, check it with
 * validPage) plus one parameter per known facet listing ids separated by comma or pipe (trimmed,
 * empties dropped, de-duplicated in order; a repeated parameter adds to the list); other parameters
 * are ignored. Hash preselect rule: the hash is read ONLY when the query selects no facet (so a
 * preselected value can be cleared once the query is written). `#facet=a,b&other=c` selects in the
 * named facets (unknown names ignored); a bare `#a|b` (no '=') selects in the first of `facetNames`.
 */
export function facetStateFromUrl(search: string, hash: string, facetNames: readonly string[]): { facets: FacetState; page: string | null } {
  const params = new URLSearchParams(search);
  const facets: FacetState = {};
  for (const facet of facetNames) {
    const values = splitValues(params.getAll(facet).join(','));
    if (values.length > 0) facets[facet] = values;
  }
  const fromQuery = Object.keys(facets).length > 0;
  return { facets: fromQuery ? facets : facetsFromHash(hash, facetNames), page: params.get('page') };
}

/** The query string to write after a change ('?' prefix): facets with values in sorted name order, values comma-joined and URI-encoded, then `page` (always; 1 when not a positive integer). Round-trips with facetStateFromUrl for ids without comma or pipe. */
export function facetSearch(facets: FacetState, page: number): string {
  const parts = Object.keys(facets)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .filter((name) => (facets[name] ?? []).length > 0)
    .map((name) => `${encodeURIComponent(name)}=${(facets[name] ?? []).map(encodeURIComponent).join(',')}`);
  const p = Number.isSafeInteger(page) && page > 0 ? page : 1;
  parts.push(`page=${p}`);
  return `?${parts.join('&')}`;
}

/** Spec 001 section 4: toggling a value adds it (at the end) or removes it; a new state is returned, and a facet left with no value is removed. */
export function toggleFacetValue(state: FacetState, facet: string, value: string): FacetState {
  const current = state[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const out: FacetState = { ...state };
  if (next.length > 0) out[facet] = next;
  else delete out[facet];
  return out;
}

/** Builds the Article search payload: sort defaults to DEFAULT_SORT, items per page to LISTING_PAGE_SIZE, keyphrase to '' (trimmed); a page or page size that is not a positive integer becomes 1 / the default; facets are copied without empty ones. */
export function searchRequest(opts: {
  page: number;
  facets: FacetState;
  keyphrase?: string;
  sort?: string;
  pageSize?: number;
  siteName: string;
  language: string;
}): ArticleSearchRequest {
  const positive = (n: number | undefined, fallback: number) => (n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : fallback);
  const facets: FacetState = {};
  for (const [name, values] of Object.entries(opts.facets)) {
    if (values.length > 0) facets[name] = [...values];
  }
  return {
    sortType: opts.sort?.trim() ? opts.sort.trim() : DEFAULT_SORT,
    page: positive(opts.page, 1),
    itemsPerPage: positive(opts.pageSize, LISTING_PAGE_SIZE),
    keyphrase: (opts.keyphrase ?? '').trim(),
    facets,
    siteName: opts.siteName,
    language: opts.language,
  };
}
