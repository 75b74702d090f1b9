import { beforeAll, describe, expect, it } from 'vitest';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { preloadIcons } from '../../ui/Icon.tsx';
import LinkListCard from './index.tsx';
import { linkListLayout, quickLinkColumnsAt, readCardLinks } from './link-list-card.rules.ts';

const linkItem = (i: number) => ({ id: `l${i}`, name: `l${i}`, fields: { link: { value: { href: `/solutions/${i}`, text: `Link ${i}` } } } });
const fields = (count: number) => ({
  sectionId: { value: 'tools' },
  image: { value: { src: '/-/media/ports-group/cards/control-room.svg', alt: 'Control room', width: '1200', height: '900' } },
  headline: { value: 'Plan and track your cargo' },
  cta: { value: { href: '/solutions', text: 'All solutions' } },
  links: Array.from({ length: count }, (_, i) => linkItem(i + 1)),
});
const rendering = { componentName: 'LinkListCard' };
const en = makePage(layoutWith({}));
const edit = makePage(layoutWith({}), { editing: true });

beforeAll(() => preloadIcons(['arrow-right']));

describe('link-list card rules (spec 002 sections 2 and 9)', () => {
  it('is a single list up to 5 links and a grid above', () => {
    expect([0, 1, 5].map(linkListLayout)).toEqual(['list', 'list', 'list']);
    expect([6, 12].map(linkListLayout)).toEqual(['grid', 'grid']);
    expect(linkListLayout(Number.NaN)).toBe('list');
  });

  it('lays the grid out as quick links: 1 column, 2 from 640 px (xs), 3 from 1280 px (l)', () => {
    expect([320, 375, 639].map(quickLinkColumnsAt)).toEqual([1, 1, 1]);
    expect([640, 768, 1025, 1279].map(quickLinkColumnsAt)).toEqual([2, 2, 2, 2]);
    expect([1280, 1440, 1920].map(quickLinkColumnsAt)).toEqual([3, 3, 3]);
  });

  it('reads link items (link or cta) and bare link fields; visitors get only links that lead somewhere', () => {
    const list = [
      { id: 'a', fields: { link: { value: { href: '/a', text: 'A' } } } },
      { id: 'b', fields: { cta: { value: { href: '/b', text: 'B' } } } },
      { value: { href: '/c', text: 'C' } },
      { id: 'd', fields: { link: { value: { href: '' } } } },
      'junk',
      { id: 'e', fields: {} },
    ];
    expect(readCardLinks(list, false).map((l) => l.key)).toEqual(['a', 'b', 'link-2']);
    expect(readCardLinks(list, true).map((l) => l.key)).toEqual(['a', 'b', 'link-2', 'd']);
    expect(readCardLinks({ value: 'nope' }, false)).toEqual([]);
    expect(readCardLinks(undefined, false)).toEqual([]);
  });
});

describe('LinkListCard', () => {
  it('renders five links as one list, with image, headline and call to action', () => {
    const html = renderWithPage(<LinkListCard rendering={rendering} fields={fields(5)} params={{}} />, en);
    expect(html).toMatch(/<section[^>]*id="tools"/);
    expect(html).toMatch(/<h2[^>]*>Plan and track your cargo<\/h2>/);
    expect(html).toContain('data-link-layout="list"');
    expect(html.match(/<li/g)).toHaveLength(5);
    expect(html).toContain('href="/solutions/5"');
    expect(html).toMatch(/<a[^>]*href="\/solutions"[^>]*>All solutions<\/a>/);
    expect(html).toContain('alt="Control room"');
  });

  it('renders six links as a grid', () => {
    const html = renderWithPage(<LinkListCard rendering={rendering} fields={fields(6)} params={{}} />, en);
    expect(html).toContain('data-link-layout="grid"');
    expect(html.match(/<li/g)).toHaveLength(6);
  });

  it('shows nothing to visitors without headline or links, placeholders to editors, and survives junk', () => {
    expect(renderWithPage(<LinkListCard rendering={rendering} fields={{}} params={{}} />, en)).toBe('');
    const html = renderWithPage(<LinkListCard rendering={rendering} fields={{}} params={{}} />, edit);
    expect(html).toContain('[Headline]');
    expect(html).toContain('[Links]');
    const junk = { links: { value: 3 }, headline: ['x'], cta: 'y', image: 5 };
    expect(() => renderWithPage(<LinkListCard rendering={rendering} fields={junk} params={{}} />, en)).not.toThrow();
  });
});
