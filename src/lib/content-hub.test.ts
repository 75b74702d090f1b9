import { describe, expect, it } from 'vitest';
import { ASSET_LIMITS, parseAssetAnswer, parseAssetRequest, safeFileUrl } from './content-hub.ts';

const good = { categoryIds: ['M.AssetCategory.Policies.en'], brandId: 'M.Brand.MeridianPorts', count: 5 };

describe('parseAssetRequest', () => {
  it('takes the variables, dedupes categories, and ignores the query text', () => {
    expect(
      parseAssetRequest({ query: '{ allM_User { results { password } } }', variables: { ...good, categoryIds: ['a', 'a', 'b'], endCursor: 'b2Zmc2V0OjU' } }),
    ).toEqual({
      ok: true,
      value: { categoryIds: ['a', 'b'], brandId: 'M.Brand.MeridianPorts', count: 5, endCursor: 'b2Zmc2V0OjU' },
    });
    expect(parseAssetRequest({ variables: { ...good, endCursor: null } })).toMatchObject({ ok: true, value: { endCursor: null } });
  });

  it.each([
    ['not an object', 'x'],
    ['a list', [good]],
    ['extra keys', { variables: good, operationName: 'x' }],
    ['a query that is no text', { query: 1, variables: good }],
    ['a huge query', { query: 'q'.repeat(ASSET_LIMITS.maxQueryLength + 1), variables: good }],
    ['no variables', {}],
    ['extra variables', { variables: { ...good, language: 'en' } }],
    ['no categories', { variables: { ...good, categoryIds: [] } }],
    ['categories not a list', { variables: { ...good, categoryIds: 'a' } }],
    ['too many categories', { variables: { ...good, categoryIds: Array.from({ length: 21 }, (_, i) => `c${i}`) } }],
    ['a category that is no id', { variables: { ...good, categoryIds: ['a b'] } }],
    ['a GraphQL injection', { variables: { ...good, brandId: '") { id } allM_User(' } }],
    ['a long id', { variables: { ...good, brandId: 'b'.repeat(101) } }],
    ['a count of 0', { variables: { ...good, count: 0 } }],
    ['a count over the bound', { variables: { ...good, count: 51 } }],
    ['a fractional count', { variables: { ...good, count: 2.5 } }],
    ['a count as text', { variables: { ...good, count: '5' } }],
    ['a cursor that is no cursor', { variables: { ...good, endCursor: 'a b' } }],
    ['a cursor that is too long', { variables: { ...good, endCursor: 'a'.repeat(201) } }],
  ])('refuses %s', (_name, body) => {
    expect(parseAssetRequest(body).ok).toBe(false);
  });
});

describe('parseAssetAnswer', () => {
  const page = {
    total: 2,
    pageInfo: { hasNext: true, endCursor: 'b2Zmc2V0OjI' },
    results: [
      {
        id: 'a',
        title: 'A',
        documentDate: '2026-01-01',
        urls: { o: { url: '/-/media/a.pdf', metadata: { extension: 'PDF' } }, p: { url: '/b' } },
        documentisGated: 'yes',
        disclaimerText: 7,
      },
      { id: 'b', title: 'B', urls: { o: { url: 'javascript:alert(1)' } } },
      'garbage',
    ],
  };

  it('reads a GraphQL body and keeps the first rendition of usable assets only', () => {
    expect(parseAssetAnswer({ data: { allM_Asset: page } })).toEqual({
      total: 2,
      pageInfo: { hasNext: true, endCursor: 'b2Zmc2V0OjI' },
      results: [
        {
          id: 'a',
          title: 'A',
          documentDate: '2026-01-01',
          urls: { o: { url: '/-/media/a.pdf', metadata: { extension: 'pdf' } } },
          documentisGated: false,
          disclaimerText: '',
        },
      ],
    });
    expect(parseAssetAnswer({ allM_Asset: page })?.results).toHaveLength(1);
  });

  it.each([
    ['null', null],
    ['no allM_Asset', { data: {} }],
    ['no pageInfo', { data: { allM_Asset: { results: [] } } }],
    ['hasNext not a boolean', { data: { allM_Asset: { pageInfo: { hasNext: 'no' }, results: [] } } }],
    ['results not a list', { data: { allM_Asset: { pageInfo: { hasNext: false }, results: {} } } }],
  ])('is undefined for %s', (_name, json) => {
    expect(parseAssetAnswer(json)).toBeUndefined();
  });

  it('allows http(s) and site paths as file addresses, nothing else', () => {
    expect(safeFileUrl('https://cdn.example/a.pdf')).toBe('https://cdn.example/a.pdf');
    expect(safeFileUrl('/-/media/a.pdf')).toBe('/-/media/a.pdf');
    for (const bad of ['//evil.example/a.pdf', 'javascript:alert(1)', 'data:text/html,x', 'https://user:pw@cdn.example/a', '/a\\b', '', 7]) {
      expect(safeFileUrl(bad)).toBeUndefined();
    }
  });
});
