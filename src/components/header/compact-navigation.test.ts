import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactPrimaryNavigation } from './compact-navigation.ts';
import { readPrimaryNavigation, type NavItem } from './header.rules.ts';

const sampleNavigation = (language: 'en' | 'ar'): unknown => {
  const file = new URL(`../../../content/sites/ports-group/${language}/partials/headless-header.json`, import.meta.url);
  const [header] = JSON.parse(readFileSync(file, 'utf8')) as [{ fields: { primaryNavigation: unknown } }];
  return header.fields.primaryNavigation;
};

/** Shapes the header's rules accept besides the sample site's: bare links, SXA arrays, odd ids, junk. */
const odd = [
  {
    id: '{ABC}',
    name: 'Solutions',
    fields: {
      title: { value: '  Solutions ' },
      navigationLink: { value: { href: '/solutions', querystring: 'a=1', anchor: 'top', linktype: 'internal' } },
      secondaryNavigationTitle: { value: '' },
      secondaryNavigation: {
        value: [
          {
            id: 'c1',
            fields: {
              Title: { value: 'What we do' },
              link: { href: 'https://other.example/x', text: 'Column link' },
              Links: [{ href: '/a', text: 'Bare A' }, { fields: { cta: { value: { href: '/b', text: 'B', target: '_blank' } }, active: { value: '1' } } }],
            },
          },
          { displayName: 'Named column', fields: { links: [{ fields: { link: { value: { url: '/c' } } }, name: 'C by name' }] } },
          { id: 'empty', fields: { title: { value: '' }, links: [] } },
        ],
      },
    },
  },
  { id: 'news', fields: { title: { value: 'News & Ebents' }, navigationLink: { value: { href: '/news', linktype: 'external' } } } },
  { id: 'news', fields: { navigationLink: { value: { href: '/news2', text: 'Duplicate id' } } } },
  { id: 'news-2', fields: { navigationLink: { value: { href: '/news3', text: 'Collides with a made id' } } } },
  { id: 'unsafe', fields: { title: { value: 'Script' }, navigationLink: { value: { href: 'javascript:alert(1)' } } } },
  { fields: { title: { value: 'Only an anchor' }, navigationLink: { value: { anchor: 'contact' } }, active: { value: true } } },
  'junk',
  null,
  {
    id: 'company',
    name: 'Our Company',
    fields: { relatedContent: { value: [{ fields: { headline: { value: 'Chairman' }, eventDate: { value: '2026-05-01T00:00:00Z' } } }, {}] } },
  },
];

/** Column and link ids only key React's lists (MegaMenu, MobileMenu): the compact form drops them. */
function withoutListKeys(items: NavItem[]): unknown {
  return items.map((item) => ({
    ...item,
    mega: item.mega && {
      ...item.mega,
      columns: item.mega.columns.map(({ id: _id, links, ...column }) => ({ ...column, links: links.map(({ id: _linkId, ...link }) => link) })),
    },
  }));
}

const PATHS = ['/', '/solutions', '/solutions/ports-and-terminals', '/ar/about', '/news', '/c', '/no-such-page'];

describe('compactPrimaryNavigation', () => {
  it.each([
    ['the English sample', sampleNavigation('en')],
    ['the Arabic sample', sampleNavigation('ar')],
    ['odd shapes', odd],
  ])('%s: the header reads the same menu from the compact navigation, on every page', (_name, navigation) => {
    const compact = compactPrimaryNavigation(navigation);
    for (const path of PATHS) {
      for (const language of ['en', 'ar']) {
        expect(withoutListKeys(readPrimaryNavigation(compact, path, language))).toEqual(withoutListKeys(readPrimaryNavigation(navigation, path, language)));
      }
    }
  });

  it('is much smaller than what the CMS sends', () => {
    for (const language of ['en', 'ar'] as const) {
      const navigation = sampleNavigation(language);
      expect(JSON.stringify(compactPrimaryNavigation(navigation)).length).toBeLessThan(JSON.stringify(navigation).length * 0.5);
    }
  });

  it('takes anything without throwing', () => {
    for (const junk of [undefined, null, 3, 'x', {}, { value: 'x' }, [[]]]) expect(compactPrimaryNavigation(junk)).toEqual([]);
  });
});
