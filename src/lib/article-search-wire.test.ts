import { describe, expect, it } from 'vitest';
import type { ArticleSearchRequest } from './article-search.ts';
import { ANSWER_LIMITS, buildSearchBody, checkSearchRequest, parseSearchAnswer } from './article-search-wire.ts';

const request: ArticleSearchRequest = {
  sortType: 'Insights_Sorting',
  page: 3,
  itemsPerPage: 14,
  keyphrase: 'green ports',
  facets: { insights_topic: ['decarbonisation', 'digital-trade'], insights_region: [] },
  siteName: 'ports-group',
  language: 'ar',
};

describe('checkSearchRequest', () => {
  it('normalises: keyphrase trimmed and collapsed, facet values unique and sorted, empty facets dropped', () => {
    const checked = checkSearchRequest({
      ...request,
      keyphrase: '  green \n ports ',
      facets: { insights_topic: ['digital-trade', 'decarbonisation', 'digital-trade'], insights_region: [] },
      language: 'AR',
    });
    expect(checked).toEqual({
      ok: true,
      request: { ...request, facets: { insights_topic: ['decarbonisation', 'digital-trade'] }, language: 'ar' },
    });
  });

  it('takes the default sort for an empty or missing sort type, and no keyphrase or facets as empty', () => {
    const { sortType: _sort, keyphrase: _keyphrase, facets: _facets, ...rest } = request;
    expect(checkSearchRequest({ ...rest, sortType: '' })).toEqual({
      ok: true,
      request: { ...rest, sortType: 'Insights_Sorting', keyphrase: '', facets: {} },
    });
  });

  it.each([
    ['page 0', { page: 0 }, 'page'],
    ['page 1001', { page: 1001 }, 'page'],
    ['a fractional page', { page: 1.5 }, 'page'],
    ['a page size of 101', { itemsPerPage: 101 }, 'itemsPerPage'],
    ['a keyphrase of 101 characters', { keyphrase: 'a'.repeat(101) }, 'keyphrase'],
    ['a control character', { keyphrase: 'a\u0000b' }, 'keyphrase'],
    ['no site', { siteName: ' ' }, 'siteName'],
    ['a bad language', { language: 'english' }, 'language'],
    ['a sort with spaces', { sortType: 'a b' }, 'sortType'],
    ['facets as a list', { facets: [] }, 'facets'],
    ['a facet value with capitals', { facets: { insights_topic: ['Decarbonisation'] } }, 'facets.insights_topic: a value is not a facet value id'],
    ['21 values', { facets: { insights_topic: Array.from({ length: 21 }, (_, i) => `v${i}`) } }, 'facets.insights_topic: too many values'],
    ['a facet name with a dot', { facets: { 'a.b': ['x'] } }, 'facets.a.b'],
  ])('refuses %s', (_name, change, problem) => {
    expect(checkSearchRequest({ ...request, ...change })).toEqual({ ok: false, problem });
  });

  it('refuses what is not an object', () => {
    expect(checkSearchRequest(null)).toEqual({ ok: false, problem: 'not an object' });
  });
});

describe('buildSearchBody', () => {
  it('asks the source for one page, sorted, with the selected facets and the site and language filters', () => {
    expect(buildSearchBody(request, 'rfkid_insights')).toEqual({
      context: { locale: { language: 'ar' } },
      widget: {
        items: [
          {
            rfk_id: 'rfkid_insights',
            entity: 'content',
            search: {
              content: {},
              limit: 14,
              offset: 28,
              query: { keyphrase: 'green ports' },
              sort: { value: [{ name: 'Insights_Sorting', order: 'desc' }] },
              facet: { all: true, max: 100, types: [{ name: 'insights_topic', filter: { type: 'or', values: ['decarbonisation', 'digital-trade'] } }] },
              filter: {
                type: 'and',
                filters: [
                  { name: 'insights_site_name', type: 'eq', value: 'ports-group' },
                  { name: 'insights_language', type: 'eq', value: 'ar' },
                ],
              },
            },
          },
        ],
      },
    });
  });
});

describe('parseSearchAnswer', () => {
  const document = { id: 'a', insights_title: 'Title', insights_url: '/insights/blogs/a' };

  it('reads the widget of the source, else the first', () => {
    const answer = {
      widgets: [
        { rfk_id: 'other', content: [], total_item: 0 },
        { rfk_id: 'rfkid_insights', content: [document], facet: [], total_item: 7 },
      ],
    };
    expect(parseSearchAnswer(answer, 'rfkid_insights')).toEqual({ content: [document], facet: [], total_item: 7 });
    expect(parseSearchAnswer(answer, 'missing')).toEqual({ content: [], facet: [], total_item: 0 });
  });

  it('keeps well-formed documents and fields, drops the rest', () => {
    const answer = {
      widgets: [
        {
          content: [
            { ...document, insights_type: 'Blog', insights_topic: ['Ports', 5, 'Trade'], insights_region: 'Europe', articledate: 12, extra: 'x' },
            { id: 7, insights_title: 'Numbered', insights_url: '/n' },
            { id: 'b', insights_title: '', insights_url: '/b' },
            { id: 'c', insights_url: '/c' },
            { id: 'd', insights_title: 'D', insights_url: 'x'.repeat(ANSWER_LIMITS.text + 1) },
            null,
            'text',
          ],
          total_item: 'many',
        },
      ],
    };
    expect(parseSearchAnswer(answer)).toEqual({
      content: [
        { ...document, insights_type: 'Blog', insights_topic: ['Ports', 'Trade'], insights_region: 'Europe' },
        { id: '7', insights_title: 'Numbered', insights_url: '/n' },
      ],
      facet: [],
      total_item: 2,
    });
  });

  it('reads facets, dropping malformed values, labels falling back to names and texts to ids', () => {
    const answer = {
      widgets: [
        {
          content: [],
          total_item: 0,
          facet: [
            { name: 'insights_topic', label: 'Topic', value: [{ id: 'ports', text: 'Ports', count: 3 }, { id: 'x', count: -1 }, { text: 'no id' }, 5] },
            { name: 'insights_region', value: [] },
            { label: 'no name', value: [] },
            { name: 'no values' },
          ],
        },
      ],
    };
    expect(parseSearchAnswer(answer)?.facet).toEqual([
      {
        name: 'insights_topic',
        label: 'Topic',
        value: [
          { id: 'ports', text: 'Ports', count: 3 },
          { id: 'x', text: 'x' },
        ],
      },
      { name: 'insights_region', label: 'insights_region', value: [] },
    ]);
  });

  it('caps documents and facet values, and never reports fewer items than it holds', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ ...document, id: `d${i}` }));
    const values = Array.from({ length: 300 }, (_, i) => ({ id: `v${i}`, text: `V${i}` }));
    const parsed = parseSearchAnswer({ widgets: [{ content: many, total_item: 3, facet: [{ name: 'f', value: values }] }] });
    expect(parsed?.content).toHaveLength(ANSWER_LIMITS.documents);
    expect(parsed?.facet[0]?.value).toHaveLength(ANSWER_LIMITS.facetValues);
    expect(parsed?.total_item).toBe(ANSWER_LIMITS.documents);
  });

  it.each([[null], ['text'], [{}], [{ widgets: [] }], [{ widgets: [null] }], [{ widgets: [{ total_item: 1 }] }], [{ widgets: 'x' }]])(
    'is null for %j',
    (answer) => {
      expect(parseSearchAnswer(answer)).toBeNull();
    },
  );
});
