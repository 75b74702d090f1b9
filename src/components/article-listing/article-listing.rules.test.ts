import { describe, expect, it } from 'vitest';
import {
  LISTING_PAGE_SIZE,
  LISTING_SLOTS,
  facetSearch,
  facetStateFromUrl,
  isListableDocument,
  listingSlots,
  padCount,
  paginationItems,
  searchRequest,
  toggleFacetValue,
  validPage,
  type FacetState,
} from './article-listing.rules.ts';

describe('page slots (spec 001 section 9)', () => {
  it('fill exactly one page', () => {
    expect(LISTING_SLOTS.reduce((a, b) => a + b, 0)).toBe(LISTING_PAGE_SIZE);
  });
});

describe('paginationItems', () => {
  it('is empty with one page or none', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, -3)).toEqual([]);
    expect(paginationItems(1, Number.NaN)).toEqual([]);
  });
  it('shows every page when there are 5 or fewer', () => {
    expect(paginationItems(1, 2)).toEqual([1, 2]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows a window of 5, an ellipsis and the last page', () => {
    expect(paginationItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
    expect(paginationItems(3, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
    expect(paginationItems(6, 12)).toEqual([4, 5, 6, 7, 8, 'ellipsis', 12]);
    expect(paginationItems(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('ends at the last page without ellipsis when the window reaches it', () => {
    expect(paginationItems(10, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(paginationItems(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });
  it('omits the ellipsis when it would hide no page', () => {
    expect(paginationItems(9, 12)).toEqual([7, 8, 9, 10, 11, 12]);
  });
  it('clamps the current page to 1..total', () => {
    expect(paginationItems(0, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
    expect(paginationItems(-4, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
    expect(paginationItems(99, 12)).toEqual([8, 9, 10, 11, 12]);
  });
  it('always contains the current page', () => {
    for (let total = 2; total <= 20; total++) {
      for (let current = 1; current <= total; current++) {
        const items = paginationItems(current, total);
        expect(items).toContain(current);
        expect(items).toContain(total);
        expect(items.filter((i) => typeof i === 'number').length).toBeLessThanOrEqual(6);
      }
    }
  });
});

describe('validPage', () => {
  it('accepts an integer above 0 within the total', () => {
    expect(validPage('2', 5)).toBe(2);
    expect(validPage('5', 5)).toBe(5);
    expect(validPage('1', 1)).toBe(1);
  });
  it('falls back to 1 otherwise', () => {
    for (const bad of ['2.5', '02x', '-1', '0', '', ' 2', '+2', '02', '1e1', 'abc', '6']) {
      expect(validPage(bad, 5), bad).toBe(1);
    }
    expect(validPage(null, 5)).toBe(1);
    expect(validPage(undefined, 5)).toBe(1);
    expect(validPage('2', 0)).toBe(1);
    expect(validPage('99999999999999999999', 5)).toBe(1);
  });
});

describe('padCount', () => {
  it('pads to two digits', () => {
    expect(padCount(0)).toBe('00');
    expect(padCount(3)).toBe('03');
    expect(padCount(12)).toBe('12');
    expect(padCount(123)).toBe('123');
  });
  it('treats bad counts as 0', () => {
    expect(padCount(-2)).toBe('00');
    expect(padCount(Number.NaN)).toBe('00');
    expect(padCount(4.7)).toBe('04');
  });
});

describe('listingSlots', () => {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  it('is empty for no items', () => {
    expect(listingSlots([])).toEqual([]);
  });
  it('fills featured then grid of 6, twice', () => {
    expect(listingSlots(range(14))).toEqual([
      { featured: 1, grid: [2, 3, 4, 5, 6, 7] },
      { featured: 8, grid: [9, 10, 11, 12, 13, 14] },
    ]);
  });
  it('leaves out empty trailing groups', () => {
    expect(listingSlots([1])).toEqual([{ featured: 1, grid: [] }]);
    expect(listingSlots(range(7))).toEqual([{ featured: 1, grid: [2, 3, 4, 5, 6, 7] }]);
    expect(listingSlots(range(8))).toEqual([
      { featured: 1, grid: [2, 3, 4, 5, 6, 7] },
      { featured: 8, grid: [] },
    ]);
  });
  it('ignores items beyond the page size', () => {
    const slots = listingSlots(range(20));
    expect(slots).toHaveLength(2);
    expect(slots[1]!.grid.at(-1)).toBe(14);
  });
});

describe('isListableDocument', () => {
  const doc = { id: 'a1', insights_title: 'Ports', insights_url: '/insights/ports' };
  it('needs id, title and url', () => {
    expect(isListableDocument(doc)).toBe(true);
    expect(isListableDocument({ ...doc, insights_topic: ['t1'], insights_type: 'Blog' })).toBe(true);
    expect(isListableDocument({ ...doc, id: '' })).toBe(false);
    expect(isListableDocument({ ...doc, insights_title: '   ' })).toBe(false);
    expect(isListableDocument({ id: 'a1', insights_title: 'Ports' })).toBe(false);
    expect(isListableDocument({ ...doc, insights_url: 42 })).toBe(false);
  });
  it('rejects non-objects', () => {
    for (const bad of [null, undefined, 'a1', 3, []]) expect(isListableDocument(bad)).toBe(false);
  });
  it('filters a result list', () => {
    const results: unknown[] = [doc, { id: 'x' }, null];
    expect(results.filter(isListableDocument).map((d) => d.id)).toEqual(['a1']);
  });
});

describe('facetStateFromUrl', () => {
  const names = ['insights_type', 'insights_topic', 'insights_region'] as const;
  it('reads one parameter per facet, comma or pipe separated', () => {
    expect(facetStateFromUrl('?insights_topic=a,b|c&insights_region=r1&page=3', '', names)).toEqual({
      facets: { insights_topic: ['a', 'b', 'c'], insights_region: ['r1'] },
      page: '3',
    });
  });
  it('trims, drops empties and duplicates, keeps order', () => {
    expect(facetStateFromUrl('insights_topic=%20b%20,,a|b||a,', '', names).facets).toEqual({ insights_topic: ['b', 'a'] });
  });
  it('ignores unknown and empty parameters', () => {
    expect(facetStateFromUrl('?foo=1&insights_type=&utm=x', '', names)).toEqual({ facets: {}, page: null });
  });
  it('merges a repeated parameter', () => {
    expect(facetStateFromUrl('?insights_type=a&insights_type=b,a', '', names).facets).toEqual({ insights_type: ['a', 'b'] });
  });
  it('preselects from a bare hash into the first facet', () => {
    expect(facetStateFromUrl('', '#blog', names).facets).toEqual({ insights_type: ['blog'] });
    expect(facetStateFromUrl('?page=2', '#blog|whitepaper', names)).toEqual({
      facets: { insights_type: ['blog', 'whitepaper'] },
      page: '2',
    });
    expect(facetStateFromUrl('', '#', names).facets).toEqual({});
    expect(facetStateFromUrl('', '#x', []).facets).toEqual({});
  });
  it('preselects from facet=value pairs in the hash, ignoring unknown facets', () => {
    expect(facetStateFromUrl('', '#insights_region=r%201,r2&nope=z&insights_topic=t', names).facets).toEqual({
      insights_region: ['r 1', 'r2'],
      insights_topic: ['t'],
    });
  });
  it('ignores the hash when the query already selects a facet', () => {
    expect(facetStateFromUrl('?insights_topic=t', '#blog', names).facets).toEqual({ insights_topic: ['t'] });
  });
  it('survives a malformed hash', () => {
    expect(facetStateFromUrl('', '#%E0%A4%A', names).facets).toEqual({ insights_type: ['%E0%A4%A'] });
  });
});

describe('facetSearch', () => {
  it('writes sorted facets and the page', () => {
    expect(facetSearch({ z: ['1'], a: ['x', 'y'] }, 2)).toBe('?a=x,y&z=1&page=2');
  });
  it('always writes a page, 1 when invalid, and skips empty facets', () => {
    expect(facetSearch({}, 1)).toBe('?page=1');
    expect(facetSearch({ a: [] }, 0)).toBe('?page=1');
    expect(facetSearch({}, 2.5)).toBe('?page=1');
  });
  it('round-trips with facetStateFromUrl', () => {
    const facets: FacetState = { insights_topic: ['ports & logistics', 'تقنية'], insights_type: ['a+b', 'c=d'] };
    const names = ['insights_type', 'insights_topic'];
    const search = facetSearch(facets, 4);
    expect(facetStateFromUrl(search, '', names)).toEqual({ facets, page: '4' });
  });
});

describe('toggleFacetValue', () => {
  it('adds and removes without mutating', () => {
    const state: FacetState = { a: ['1'] };
    const added = toggleFacetValue(state, 'a', '2');
    expect(added).toEqual({ a: ['1', '2'] });
    expect(state).toEqual({ a: ['1'] });
    expect(toggleFacetValue(added, 'a', '1')).toEqual({ a: ['2'] });
    expect(toggleFacetValue(state, 'b', 'x')).toEqual({ a: ['1'], b: ['x'] });
  });
  it('removes the facet with its last value', () => {
    const state: FacetState = { a: ['1'], b: ['2'] };
    const next = toggleFacetValue(state, 'a', '1');
    expect(next).toEqual({ b: ['2'] });
    expect('a' in next).toBe(false);
    expect(state.a).toEqual(['1']);
  });
});

describe('searchRequest', () => {
  it('applies the defaults', () => {
    expect(searchRequest({ page: 1, facets: {}, siteName: 'corp', language: 'ar' })).toEqual({
      sortType: 'Insights_Sorting',
      page: 1,
      itemsPerPage: 14,
      keyphrase: '',
      facets: {},
      siteName: 'corp',
      language: 'ar',
    });
  });
  it('passes the options through, copying facets and dropping empty ones', () => {
    const facets: FacetState = { insights_topic: ['t1'], insights_region: [] };
    const request = searchRequest({
      page: 3,
      facets,
      keyphrase: '  cranes ',
      sort: 'Newest',
      pageSize: 7,
      siteName: 'corp',
      language: 'en',
    });
    expect(request).toEqual({
      sortType: 'Newest',
      page: 3,
      itemsPerPage: 7,
      keyphrase: 'cranes',
      facets: { insights_topic: ['t1'] },
      siteName: 'corp',
      language: 'en',
    });
    expect(request.facets.insights_topic).not.toBe(facets.insights_topic);
    expect(JSON.parse(JSON.stringify(request))).toEqual(request);
  });
  it('replaces a bad page or page size', () => {
    const r = searchRequest({ page: 0, pageSize: -1, sort: ' ', facets: {}, siteName: 's', language: 'en' });
    expect([r.page, r.itemsPerPage, r.sortType]).toEqual([1, 14, 'Insights_Sorting']);
  });
});
