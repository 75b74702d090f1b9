import { describe, expect, it } from 'vitest';
import { linkFieldOf, linkListLayout, readLinkList } from './link-list.rules.ts';

const about = { value: { href: '/about', text: 'About us', linktype: 'internal' } };
const news = { value: { href: '/news', text: 'News', linktype: 'internal' } };
const empty = { value: { href: '' } };

/** Sitecore's own Link List rendering: the integrated GraphQL result. */
const graphql = {
  data: {
    datasource: {
      field: { title: { value: 'Quick links' } },
      children: { results: [{ field: { link: about } }, { field: { link: news } }, { field: { link: empty } }] },
    },
  },
};

describe('readLinkList', () => {
  it("reads Sitecore's GraphQL shape", () => {
    const model = readLinkList(graphql, false);
    expect(model.title).toEqual({ value: 'Quick links' });
    expect(model.hasTitle).toBe(true);
    expect(model.links.map((l) => l.field)).toEqual([about, news]);
  });

  it('reads jsonValue-wrapped fields', () => {
    const model = readLinkList(
      { data: { datasource: { title: { jsonValue: { value: 'Topics' } }, children: { results: [{ link: { jsonValue: about } }] } } } },
      false,
    );
    expect(model.title).toEqual({ value: 'Topics' });
    expect(model.links.map((l) => l.field)).toEqual([about]);
  });

  it('reads a plain datasource: Title and an array of child items', () => {
    const model = readLinkList(
      {
        Title: { value: 'Our company' },
        items: [{ id: 'a', name: 'About', fields: { Link: about } }, { id: 'n', fields: { link: news } }, news, { href: '/bare', text: 'Bare link' }],
      },
      false,
    );
    expect(model.hasTitle).toBe(true);
    expect(model.links.map((l) => l.field)).toEqual([about, news, news, { href: '/bare', text: 'Bare link' }]);
    expect(new Set(model.links.map((l) => l.key)).size).toBe(4);
  });

  it('leaves out links that show nothing for visitors, keeps them for editors', () => {
    expect(readLinkList(graphql, true).links).toHaveLength(3);
    const withText = readLinkList({ items: [{ fields: { Link: { value: { href: '', text: 'Call us: 800 123' } } } }] }, false);
    expect(withText.links).toHaveLength(1);
  });

  it('never throws and finds nothing in junk', () => {
    for (const fields of [{}, { data: null }, { data: { datasource: 'x' } }, { items: 'x' }, { children: { results: 3 } }, { items: [null, 4, 'x', []] }]) {
      const model = readLinkList(fields as Record<string, unknown>, false);
      expect(model.links).toEqual([]);
      expect(model.hasTitle).toBe(false);
    }
  });
});

describe('linkFieldOf', () => {
  it('finds the link in each child shape', () => {
    expect(linkFieldOf({ field: { link: about } })).toBe(about);
    expect(linkFieldOf({ fields: { Link: about } })).toBe(about);
    expect(linkFieldOf({ link: about })).toBe(about);
    expect(linkFieldOf(about)).toBe(about);
    expect(linkFieldOf({ id: 'x', fields: { Title: { value: 'no link' } } })).toBeUndefined();
    expect(linkFieldOf(null)).toBeUndefined();
  });
});

describe('linkListLayout', () => {
  it('is vertical unless a style says horizontal', () => {
    expect(linkListLayout('list-horizontal')).toEqual({ horizontal: true, classes: ['list-horizontal'] });
    expect(linkListLayout('')).toEqual({ horizontal: false, classes: [] });
    expect(linkListLayout(undefined).horizontal).toBe(false);
  });
});
