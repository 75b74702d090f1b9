import { describe, expect, it } from 'vitest';
import { footerColumns, footerGroups, legalLinks, socialIconName, socialLinks } from './footer.rules.ts';

const link = (href: string, text = href) => ({ value: { href, text } });

describe('footerColumns (spec 002 section 9)', () => {
  it('never exceeds the group count nor the cap of 2, 4, 5 and 8 by breakpoint', () => {
    expect(footerColumns(1)).toEqual({ base: 1, sm: 1, m: 1, l: 1 });
    expect(footerColumns(3)).toEqual({ base: 2, sm: 3, m: 3, l: 3 });
    expect(footerColumns(4)).toEqual({ base: 2, sm: 4, m: 4, l: 4 });
    expect(footerColumns(6)).toEqual({ base: 2, sm: 4, m: 5, l: 6 });
    expect(footerColumns(12)).toEqual({ base: 2, sm: 4, m: 5, l: 8 });
    expect(footerColumns(0)).toEqual({ base: 1, sm: 1, m: 1, l: 1 });
    expect(footerColumns(Number.NaN)).toEqual({ base: 1, sm: 1, m: 1, l: 1 });
  });
});

describe('footerGroups', () => {
  it('reads title, title link and links; drops empty groups and links without href', () => {
    const groups = footerGroups([
      {
        id: 'a',
        fields: {
          title: { value: 'Solutions' },
          navigationLink: link('/solutions'),
          navigation: [
            { id: 'l', fields: { link: link('/x') } },
            { id: 'm', fields: { link: link('') } },
          ],
        },
      },
      { id: 'b', fields: { title: { value: 'Investors' }, navigation: [] } },
      { id: 'c', fields: {} },
      'junk',
    ]);
    expect(groups.map((g) => [g.id, g.title, g.titleLink !== undefined, g.links.length])).toEqual([
      ['a', 'Solutions', true, 1],
      ['b', 'Investors', false, 0],
    ]);
    expect(footerGroups(undefined)).toEqual([]);
  });

  it('accepts bare link lists as well as items', () => {
    expect(legalLinks([link('/privacy'), link('')])).toHaveLength(1);
    expect(legalLinks([{ id: 'p', fields: { link: link('/privacy') } }])).toHaveLength(1);
    expect(legalLinks({ value: [] })).toEqual([]);
  });
});

describe('social links', () => {
  it('maps icon names to the catalogue (twitter is X) and skips unknown ones', () => {
    expect(socialIconName('LinkedIn')).toBe('linkedin');
    expect(socialIconName('twitter')).toBe('x');
    expect(socialIconName('youtube-icon')).toBe('youtube');
    expect(socialIconName('myspace')).toBeUndefined();
    const links = socialLinks([
      { id: '1', fields: { socialIcon: { value: 'facebook' }, socialLink: link('https://facebook.com/x', '') } },
      { id: '2', fields: { socialIcon: { value: 'myspace' }, socialLink: link('https://myspace.com') } },
      { id: '3', fields: { socialIcon: { value: 'x' } } },
    ]);
    expect(links.map((l) => [l.icon, l.label])).toEqual([['facebook', 'Facebook']]);
  });
});
