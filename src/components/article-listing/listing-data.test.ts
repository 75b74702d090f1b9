import { describe, expect, it } from 'vitest';
import type { ArticleSearchRequest, ArticleSearchResult } from '../../lib/article-search.ts';
import {
  dataKey,
  isListingData,
  knownFacets,
  listingArgsFromUrl,
  listingData,
  listingRequest,
  requestedPage,
  searchListing,
  searchPath,
  visibleFacetNames,
} from './listing-data.ts';

const doc = (n: number) => ({ id: `a${n}`, insights_title: `Article ${n}`, insights_url: `/insights/blogs/a${n}`, insights_type: 'blogs' });

describe('listing arguments from the URL (spec 001 sections 2 and 5)', () => {
  it('reads the facets and the page; bad values select nothing', () => {
    expect(listingArgsFromUrl('?insights_topic=ports|trade&insights_region=Africa,europe&page=3', '', 'en', '')).toEqual({
      language: 'en',
      page: 3,
      facets: { insights_topic: ['ports', 'trade'], insights_region: ['europe'] },
      fixedType: '',
    });
    expect(requestedPage('1001')).toBe(1);
    expect(requestedPage('007')).toBe(1);
    expect(requestedPage(null)).toBe(1);
  });

  it('uses the hash only when the query selects nothing', () => {
    expect(listingArgsFromUrl('', '#insights_topic=ports', 'en', '').facets).toEqual({ insights_topic: ['ports'] });
    expect(listingArgsFromUrl('?insights_region=africa', '#insights_topic=ports', 'en', '').facets).toEqual({ insights_region: ['africa'] });
  });

  it('leaves the type to the block when it is fixed', () => {
    expect(visibleFacetNames('blogs')).toEqual(['insights_topic', 'insights_industry', 'insights_region']);
    expect(listingArgsFromUrl('?insights_type=whitepapers', '', 'en', 'blogs')).toMatchObject({ facets: {}, fixedType: 'blogs' });
    expect(listingArgsFromUrl('', '', 'en', 'Not A Slug').fixedType).toBe('');
  });

  it('gives equal states equal keys', () => {
    const a = listingArgsFromUrl('?insights_topic=a,b&insights_region=c', '', 'en', '');
    const b = listingArgsFromUrl('?insights_region=c&insights_topic=a,b&page=1', '', 'en', '');
    expect(dataKey(a)).toBe(dataKey(b));
    expect(dataKey(a)).not.toBe(dataKey({ ...a, language: 'ar' }));
  });
});

describe('the search request', () => {
  it('adds the fixed type and defaults (sort, 14 per page)', () => {
    expect(listingRequest({ language: 'ar', page: 2, facets: { insights_topic: ['ports'], insights_type: ['x'] }, fixedType: 'blogs' })).toEqual({
      sortType: 'Insights_Sorting',
      page: 2,
      itemsPerPage: 14,
      keyphrase: '',
      facets: { insights_topic: ['ports'], insights_type: ['blogs'] },
      siteName: '',
      language: 'ar',
    });
  });

  it('is a path on our own route, never another host', () => {
    const path = searchPath(listingRequest({ language: 'en', page: 1, facets: { insights_topic: ['a', 'b'] }, fixedType: '' }));
    expect(path).toBe('/api/search/insights?lang=en&page=1&pageSize=14&sort=Insights_Sorting&insights_topic=a%2Cb');
  });
});

describe('listing data from an answer', () => {
  const args = { language: 'en', page: 1, facets: {}, fixedType: 'blogs' };

  it('keeps listable cards (at most 14) and the visible facets in order', () => {
    const data = listingData(
      {
        content: [...Array.from({ length: 15 }, (_, i) => doc(i + 1)), { id: 'x' }],
        facet: [
          {
            name: 'insights_region',
            label: 'Region',
            value: [
              { id: 'africa', text: 'Africa', count: 2 },
              { id: '', text: 'bad' },
            ],
          },
          { name: 'insights_type', label: 'Type', value: [{ id: 'blogs', text: 'Blog' }] },
          { name: 'insights_topic', label: 'Topic', value: [{ id: 'ports', text: ' ', count: 'x' }] },
          { name: 'other', label: 'Other', value: [] },
        ],
        total_item: 31,
      },
      args,
      1,
    );
    expect(data.cards).toHaveLength(14);
    expect(data.cards[0]!.type).toBe('Blog');
    expect(data.facets).toEqual([
      { name: 'insights_topic', label: 'Topic', value: [{ id: 'ports', text: 'ports' }] },
      { name: 'insights_region', label: 'Region', value: [{ id: 'africa', text: 'Africa', count: 2 }] },
    ]);
    expect(data).toMatchObject({ total: 31, page: 1, pageSize: 14 });
    expect(isListingData(data)).toBe(true);
  });

  it('treats a malformed answer as empty', () => {
    for (const bad of [null, 'x', { content: 'x', facet: {}, total_item: -3 }, { total_item: Number.NaN }]) {
      expect(listingData(bad, args, 1)).toEqual({ cards: [], facets: [], total: 0, page: 1, pageSize: 14 });
    }
    expect(isListingData({ cards: [], facets: [], total: 0, page: 1 })).toBe(false);
  });
});

describe('searchListing', () => {
  const answer = (total: number): ArticleSearchResult => ({ content: [doc(1)], facet: [], total_item: total });

  it('asks for the page and falls back to page 1 when it is beyond the results', async () => {
    const asked: ArticleSearchRequest[] = [];
    const search = async (r: ArticleSearchRequest) => (asked.push(r), answer(20));
    expect((await searchListing({ language: 'en', page: 2, facets: {}, fixedType: '' }, search)).page).toBe(2);
    expect((await searchListing({ language: 'en', page: 3, facets: {}, fixedType: '' }, search)).page).toBe(1);
    expect(asked.map((r) => r.page)).toEqual([2, 3, 1]);
  });

  it('passes a failure on', async () => {
    await expect(searchListing({ language: 'en', page: 1, facets: {}, fixedType: '' }, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});

describe('knownFacets', () => {
  it('keeps only the values the search lists', () => {
    const available = [{ name: 'insights_type', label: 'Type', value: [{ id: 'blogs', text: 'Blog' }] }];
    expect(knownFacets({ insights_type: ['main', 'blogs'], insights_topic: ['ports'] }, available)).toEqual({ insights_type: ['blogs'] });
    expect(knownFacets({ insights_type: ['main'] }, available)).toEqual({});
  });
});
