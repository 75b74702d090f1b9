import { describe, expect, it } from 'vitest';
import type { ArticleSearchRequest, ArticleSearchResult } from './article-search.ts';
import type { ArticleCardData } from './article-cards.ts';
import { pickRequest, pickSearch } from './article-pick-search.ts';

describe('pickRequest (spec 001 section 7)', () => {
  it('asks for page 1 of the page size, the field as its facet', () => {
    expect(pickRequest({ field: 'topic', values: ['ports', 'trade'], pageSize: 3 }, 'ar')).toEqual({
      sortType: 'Insights_Sorting',
      page: 1,
      itemsPerPage: 3,
      keyphrase: '',
      facets: { insights_topic: ['ports', 'trade'] },
      siteName: '',
      language: 'ar',
    });
    expect(pickRequest({ field: 'region', values: ['africa'], pageSize: 4 }, 'en').facets).toEqual({ insights_region: ['africa'] });
    expect(pickRequest({ field: null, values: [], pageSize: 4 }, 'en').facets).toEqual({});
  });
});

describe('pickSearch', () => {
  it('maps the answer to docs for the strategies and keeps the cards by id', async () => {
    const asked: ArticleSearchRequest[] = [];
    const answer: ArticleSearchResult = {
      content: [
        { id: 'a', insights_title: 'A', insights_url: '/a', insights_type: 'blogs', articledate: '2026-01-02T00:00:00Z' },
        { id: '', insights_title: 'broken', insights_url: '/b' },
      ],
      facet: [{ name: 'insights_type', label: 'Type', value: [{ id: 'blogs', text: 'Blog' }] }],
      total_item: 2,
    };
    const cards = new Map<string, ArticleCardData>();
    const search = pickSearch(async (r) => (asked.push(r), answer), 'en', cards);
    const docs = await search({ field: 'industry', values: ['logistics'], pageSize: 3 });
    expect(asked[0]!.facets).toEqual({ insights_industry: ['logistics'] });
    expect(docs).toEqual([{ id: 'a', title: 'A', url: '/a', date: new Date('2026-01-02T00:00:00Z') }]);
    expect(cards.get('a')).toMatchObject({ type: 'Blog', dateLabel: '2 January 2026' });
  });

  it('treats a malformed answer as no results and logs a failure before passing it on', async () => {
    const warnings: object[] = [];
    const cards = new Map<string, ArticleCardData>();
    expect(await pickSearch(async () => ({}) as ArticleSearchResult, 'en', cards)({ field: null, values: [], pageSize: 4 })).toEqual([]);
    const failing = pickSearch(async () => Promise.reject(new Error('down')), 'en', cards, { warn: (obj) => warnings.push(obj) });
    await expect(failing({ field: 'topic', values: ['x'], pageSize: 3 })).rejects.toThrow('down');
    expect(warnings).toEqual([{ field: 'topic', err: 'down' }]);
  });
});
