import { describe, expect, it } from 'vitest';
import { comparablePath, MAX_NAVIGATION_DEPTH, navigationEntries, navigationLayout, readNavigation } from './navigation.rules.ts';

/** The shape of the fixture's navigation (headlessSxa.json): one root with one child. */
const sxa = [
  {
    Id: 'eb77f03b-ff99-441f-a54d-e0705a42110c',
    Styles: ['level0', 'submenu', 'item0', 'odd', 'first', 'last', 'active'],
    Href: '/',
    Querystring: '',
    NavigationTitle: { value: 'Home', editable: 'Home' },
    Children: [
      {
        Id: '02120306-a97a-43d7-827f-ea853484fa0a',
        Styles: ['level1', 'item0', 'odd', 'first', 'last'],
        Href: '/About',
        Querystring: '',
        NavigationTitle: { value: 'About', editable: 'About' },
      },
    ],
  },
];

describe('readNavigation', () => {
  it('reads the nested SXA items with their titles and addresses', () => {
    const [home] = readNavigation(sxa, '/');
    expect(home).toMatchObject({ title: 'Home', href: '/', level: 1, current: true, inTrail: false });
    expect(home?.children[0]).toMatchObject({ title: 'About', href: '/About', level: 2, current: false, children: [] });
    expect(home?.children[0]?.link).toEqual({ href: '/About', text: 'About' });
  });

  it('marks the current page by its path (case, trailing slash and locale prefix ignored) and its ancestors as the trail', () => {
    const [home] = readNavigation(sxa, '/about/');
    expect(home).toMatchObject({ current: false, inTrail: true });
    expect(home?.children[0]).toMatchObject({ current: true, inTrail: false });
    const arabic = readNavigation([{ Href: '/ar/about', Title: { value: 'من نحن' } }], '/about');
    expect(arabic[0]?.current).toBe(true);
  });

  it("falls back to Sitecore's active marking when no address is the page's, and keeps one current item", () => {
    const [home] = readNavigation(sxa, '/somewhere-else');
    expect(home?.current).toBe(true);
    const twice = readNavigation(
      [
        { Href: '/a', Title: { value: 'A' } },
        { Href: '/A/', Title: { value: 'A again' } },
      ],
      '/a',
    );
    expect(twice.map((item) => item.current)).toEqual([true, false]);
    const nested = readNavigation([{ Href: '/a', Title: { value: 'A' }, Children: [{ Href: '/a', Title: { value: 'A too' } }] }], '/a');
    expect(nested[0]?.current).toBe(true);
    expect(nested[0]?.children[0]?.current).toBe(false);
  });

  it('takes NavigationTitle, then Title, then DisplayName, and adds the query string', () => {
    const items = readNavigation(
      [
        { Href: '/a', NavigationTitle: { value: ' ' }, Title: { value: 'From title' } },
        { Href: '/b', DisplayName: 'From display name' },
        { Href: '/search', Querystring: 'q=port', NavigationTitle: { value: 'Search' } },
      ],
      '/',
    );
    expect(items.map((item) => item.title)).toEqual(['From title', 'From display name', 'Search']);
    expect(items[2]?.href).toBe('/search?q=port');
  });

  it('keeps a title without an address when it heads children; drops empty items', () => {
    const items = readNavigation(
      [
        { Title: { value: 'Group' }, Children: [{ Href: '/x', Title: { value: 'X' } }] },
        { Styles: ['level0'] },
        null,
        'nonsense',
        { Href: 'javascript:alert(1)' },
      ],
      '/',
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'Group', href: '' });
  });

  it(`stops at ${MAX_NAVIGATION_DEPTH} levels`, () => {
    let deep: Record<string, unknown> = { Href: '/leaf', Title: { value: 'leaf' } };
    for (let i = 0; i < 10; i++) deep = { Href: `/l${i}`, Title: { value: `l${i}` }, Children: [deep] };
    let item = readNavigation([deep], '/')[0];
    let levels = 0;
    while (item) {
      levels += 1;
      item = item.children[0];
    }
    expect(levels).toBe(MAX_NAVIGATION_DEPTH);
  });

  it('gives every item a unique key, even with repeated or missing ids', () => {
    const items = readNavigation(
      [
        { Id: 'x', Href: '/a', Title: { value: 'A' }, Children: [{ Id: 'x', Href: '/b', Title: { value: 'B' } }] },
        { Href: '/c', Title: { value: 'C' } },
      ],
      '/',
    );
    const keys = [items[0]?.key, items[0]?.children[0]?.key, items[1]?.key];
    expect(new Set(keys).size).toBe(3);
  });
});

describe('navigationEntries', () => {
  it('takes an array, or an object keyed by index, and nothing else', () => {
    expect(navigationEntries(sxa)).toHaveLength(1);
    expect(navigationEntries({ 0: sxa[0], 1: { Href: '/b' } })).toHaveLength(2);
    expect(navigationEntries({ Title: { value: 'a datasource map' } })).toEqual([]);
    expect(navigationEntries(null)).toEqual([]);
    expect(navigationEntries('x')).toEqual([]);
  });
});

describe('navigationLayout (the Styles param)', () => {
  it('reads the fixture styles', () => {
    expect(navigationLayout('position-right navigation-horizontal')).toEqual({
      horizontal: true,
      position: 'end',
      classes: ['position-right', 'navigation-horizontal'],
    });
  });

  it('defaults to a vertical menu at the start, and ignores junk', () => {
    expect(navigationLayout(undefined)).toEqual({ horizontal: false, position: 'start', classes: [] });
    expect(navigationLayout('position-center <script> navigation-main-horizontal')).toMatchObject({ horizontal: true, position: 'center' });
    expect(navigationLayout('position-center <script>').classes).toEqual(['position-center']);
  });
});

describe('comparablePath', () => {
  it('compares pages, not links to elsewhere', () => {
    expect(comparablePath('/About/')).toBe('/about');
    expect(comparablePath('/ar')).toBe('/');
    expect(comparablePath('/en/news?x=1#y')).toBe('/news');
    expect(comparablePath('https://www.example.com/about')).toBe('');
    expect(comparablePath('mailto:x@y.z')).toBe('');
    expect(comparablePath('')).toBe('');
  });
});
