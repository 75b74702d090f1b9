import { describe, expect, it } from 'vitest';
import { footerColumns, footerGroups, GENERIC_SOCIAL_ICON, legalLinks, socialIconName, socialLinks } from './footer.rules.ts';
import { isIconName } from '../../ui/icon-names.ts';

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
  it('maps icon names to the catalogue (twitter is X)', () => {
    expect(socialIconName('LinkedIn')).toBe('linkedin');
    expect(socialIconName('twitter')).toBe('x');
    expect(socialIconName('youtube-icon')).toBe('youtube');
    expect(socialIconName('TikTok')).toBe('tiktok');
    expect(socialIconName('We-Chat')).toBe('wechat');
    expect(socialIconName('myspace')).toBeUndefined();
  });

  it('keeps a link to a network without an icon, with the generic icon and the network as written; skips items without a link', () => {
    const links = socialLinks([
      { id: '1', fields: { socialIcon: { value: 'facebook' }, socialLink: link('https://facebook.com/x', '') } },
      { id: '2', fields: { socialIcon: { value: 'myspace' }, socialLink: link('https://myspace.com', '') } },
      { id: '3', fields: { socialIcon: { value: 'x' } } },
      { id: '4', fields: { socialIcon: { value: 'WhatsApp-icon' }, socialLink: link('https://wa.me/971000', '') } },
      { id: '5', fields: { socialLink: link('https://www.xing.com/pages/ports', '') } },
    ]);
    expect(links.map((l) => [l.icon, l.label])).toEqual([
      ['facebook', 'Facebook'],
      [GENERIC_SOCIAL_ICON, 'Myspace'],
      ['whatsapp', 'WhatsApp'],
      [GENERIC_SOCIAL_ICON, 'xing.com'],
    ]);
    expect(isIconName(GENERIC_SOCIAL_ICON)).toBe(true);
  });
});
