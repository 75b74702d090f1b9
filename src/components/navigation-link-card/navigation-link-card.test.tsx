import { beforeAll, describe, expect, it } from 'vitest';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { preloadIcons } from '../../ui/Icon.tsx';
import NavigationLinkCard from './index.tsx';
import { navigationLinks } from './navigation-link-card.rules.ts';

const item = (id: string, link: unknown) => ({ id, name: id, fields: { link } });
const links = [
  item('a', { value: { href: '/about', text: 'About the group' } }),
  item('b', { value: { href: '', text: 'No href' } }),
  item('c', { value: { href: '/news', text: '' } }),
  'junk',
  item('d', { value: { href: 'https://example.org/', text: 'Partner', linktype: 'external', target: '_blank' } }),
];
const rendering = { componentName: 'NavigationLinkCard' };
beforeAll(() => preloadIcons(['arrow-right']));

describe('NavigationLinkCard', () => {
  it('keeps links with an href and a text for visitors, every item for editors', () => {
    expect(navigationLinks(links, false).map((l) => l.key)).toEqual(['a', 'd']);
    expect(navigationLinks(links, true).map((l) => l.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(navigationLinks(7, false)).toEqual([]);
  });
  it('renders the headline and each link', () => {
    const html = renderWithPage(
      <NavigationLinkCard rendering={rendering} fields={{ headline: { value: 'Continue exploring' }, links }} params={{}} />,
      makePage(layoutWith({})),
    );
    expect(html).toContain('Continue exploring');
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*><span>About the group<\/span>/);
    expect(html).toMatch(/href="https:\/\/example.org\/"[^>]*target="_blank" rel="noopener noreferrer"/);
    expect(html).not.toContain('No href');
  });
  it('renders nothing for visitors without links, and placeholders for editors', () => {
    expect(renderWithPage(<NavigationLinkCard rendering={rendering} fields={{ links: [] }} params={{}} />, makePage(layoutWith({})))).toBe('');
    const edit = renderWithPage(<NavigationLinkCard rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: true }));
    expect(edit).toContain('[Headline]');
    expect(edit).toContain('[Links]');
  });
});
