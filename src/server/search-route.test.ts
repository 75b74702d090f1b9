import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './search-route.ts';

const LANGUAGES = ['en', 'ar'] as const;
const parse = (query: Record<string, unknown>) => parseSearchQuery(query, 'ports-group', LANGUAGES);

describe('parseSearchQuery', () => {
  it('has defaults: first language, page 1, 14 per page, the default sort, no keyphrase, no facets', () => {
    expect(parse({})).toEqual({
      ok: true,
      request: { sortType: 'Insights_Sorting', page: 1, itemsPerPage: 14, keyphrase: '', facets: {}, siteName: 'ports-group', language: 'en' },
    });
  });

  it('reads every parameter; facet values split on commas or pipes, trimmed and deduplicated', () => {
    const parsed = parse({
      lang: 'ar',
      page: '3',
      pageSize: '100',
      sort: 'Insights_Sorting',
      q: '  green   ports ',
      insights_topic: 'decarbonisation,digital-trade|decarbonisation',
      insights_region: ' middle-east ',
      insights_type: '',
      siteName: 'another-site',
      _: '123',
    });
    expect(parsed).toEqual({
      ok: true,
      request: {
        sortType: 'Insights_Sorting',
        page: 3,
        itemsPerPage: 100,
        keyphrase: 'green ports',
        facets: { insights_topic: ['decarbonisation', 'digital-trade'], insights_region: ['middle-east'] },
        siteName: 'ports-group',
        language: 'ar',
      },
    });
  });

  it.each([
    [{ lang: 'fr' }, /^lang must be one of en, ar$/],
    [{ lang: ['en', 'ar'] }, /^lang is given more than once$/],
    [{ page: '0' }, /^page must be/],
    [{ page: '1001' }, /^page must be/],
    [{ page: '1.5' }, /^page must be/],
    [{ page: '-1' }, /^page must be/],
    [{ page: '' }, /^page must be/],
    [{ pageSize: '101' }, /^pageSize must be/],
    [{ pageSize: 'all' }, /^pageSize must be/],
    [{ sort: 'title' }, /^sort must be Insights_Sorting$/],
    [{ q: 'a'.repeat(101) }, /^q must be text of at most 100/],
    [{ q: 'a\u0007b' }, /^q must be text/],
    [{ insights_topic: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') }, /^insights_topic holds more than 20 values$/],
    [{ insights_topic: 'Decarbonisation' }, /^insights_topic must hold value ids/],
    [{ insights_industry: 'ports and terminals' }, /^insights_industry must hold value ids/],
    [{ insights_region: 'x'.repeat(101) }, /^insights_region must hold value ids/],
    [{ insights_region: ['europe', 'africa'] }, /^insights_region is given more than once$/],
  ])('refuses %j', (query, problem) => {
    const parsed = parse(query);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(problem);
  });
});
