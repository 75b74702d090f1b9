import { describe, expect, it } from 'vitest';
import { isCurrentLeader, leadersOf, navHiddenMedia, normalisePath, otherLeaders, perPageAt, type LeaderCardModel } from './people-carousel.rules.ts';

const leader = (slug: string, id = `id-${slug}`, prefix = ''): LeaderCardModel => ({
  key: slug,
  id,
  url: `${prefix}/about/leadership/${slug}`,
  fields: {},
});
const list = ['a', 'b', 'c', 'd', 'e'].map((s) => leader(s));
const slugs = (items: LeaderCardModel[]) => items.map((l) => l.url.split('/').pop());

describe('other leaders: exclusion and order', () => {
  it('leaves out the current leader and starts after it, wrapping round', () => {
    expect(slugs(otherLeaders(list, { itemId: 'id-c', path: '/somewhere' }))).toEqual(['d', 'e', 'a', 'b']);
    expect(slugs(otherLeaders(list, { itemId: 'id-e', path: '/' }))).toEqual(['a', 'b', 'c', 'd']);
    expect(slugs(otherLeaders(list, { itemId: 'id-a', path: '/' }))).toEqual(['b', 'c', 'd', 'e']);
  });

  it('finds the current leader by item id whatever its braces and case', () => {
    const items = [leader('a', '83B243EB-B72E-41C9-890F-C52713636FE7'), leader('b', 'x')];
    expect(isCurrentLeader(items[0]!, { itemId: '{83b243eb-b72e-41c9-890f-c52713636fe7}', path: '/' })).toBe(true);
    expect(slugs(otherLeaders(items, { itemId: '{83b243eb-b72e-41c9-890f-c52713636fe7}', path: '/' }))).toEqual(['b']);
  });

  it('finds the current leader by the page path, with or without /ar or /en', () => {
    expect(slugs(otherLeaders(list, { path: '/about/leadership/b' }))).toEqual(['c', 'd', 'e', 'a']);
    expect(slugs(otherLeaders(list, { path: '/ar/about/leadership/b/' }))).toEqual(['c', 'd', 'e', 'a']);
    const arabic = ['a', 'b', 'c'].map((s) => leader(s, '', '/ar'));
    expect(slugs(otherLeaders(arabic, { path: '/about/leadership/a' }))).toEqual(['b', 'c']);
    const english = ['a', 'b', 'c'].map((s) => leader(s, '', '/en'));
    expect(slugs(otherLeaders(english, { path: '/en/about/leadership/c' }))).toEqual(['a', 'b']);
  });

  it('keeps the list as it is when no leader is the current page', () => {
    expect(slugs(otherLeaders(list, { itemId: 'another', path: '/blocks/people' }))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(otherLeaders([], { path: '/' })).toEqual([]);
  });

  it('does not take /about/leadership-team for /about/leadership, nor an empty url for any page', () => {
    expect(isCurrentLeader(leader('x'), { path: '/about/leadership/x-team' })).toBe(false);
    expect(isCurrentLeader({ key: 'k', id: '', url: '', fields: {} }, { path: '/' })).toBe(false);
    expect(isCurrentLeader({ key: 'k', id: '', url: '', fields: {} }, { itemId: '', path: '/' })).toBe(false);
  });

  it('leaves out every entry of the current leader when the list holds it twice', () => {
    const twice = [leader('a'), leader('b'), leader('a'), leader('c')];
    expect(slugs(otherLeaders(twice, { itemId: 'id-a', path: '/' }))).toEqual(['b', 'c']);
  });
});

describe('normalisePath', () => {
  it('drops origin, query, fragment, trailing slash, case and the locale prefix', () => {
    expect(normalisePath('https://www.example.com/AR/About/Leadership/X/?a=1#bio')).toBe('/about/leadership/x');
    expect(normalisePath('/en')).toBe('/');
    expect(normalisePath('/arabic-news')).toBe('/arabic-news');
    expect(normalisePath('about')).toBe('/about');
  });
});

describe('leadersOf', () => {
  it('reads items and drops what is not one', () => {
    const items = leadersOf([{ id: '1', url: '/a', fields: { name: { value: 'A' } } }, null, 'x', { other: true }, { id: '2' }]);
    expect(items.map((l) => l.id)).toEqual(['1', '2']);
    expect(items[1]?.fields).toEqual({});
    expect(leadersOf({ value: [{ id: '3', fields: {} }] }).map((l) => l.id)).toEqual(['3']);
    expect(leadersOf(undefined)).toEqual([]);
  });
});

describe('cards per page and navigation', () => {
  it('shows 3 wide, 2 up to 900 px and 1 up to 480 px', () => {
    expect([375, 480, 481, 768, 900, 901, 1280].map(perPageAt)).toEqual([1, 1, 2, 2, 2, 3, 3]);
  });

  it('hides the buttons where every card fits', () => {
    expect(navHiddenMedia(0)).toBe('all');
    expect(navHiddenMedia(1)).toBe('all');
    expect(navHiddenMedia(2)).toBe('(min-width: 481px)');
    expect(navHiddenMedia(3)).toBe('(min-width: 901px)');
    expect(navHiddenMedia(4)).toBeUndefined();
    expect(navHiddenMedia(11)).toBeUndefined();
  });
});
