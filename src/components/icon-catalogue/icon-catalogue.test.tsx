import { beforeAll, describe, expect, it } from 'vitest';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { preloadIcons } from '../../ui/Icon.tsx';
import { iconGroups } from '../../ui/icon-groups.ts';
import { iconNames } from '../../ui/icon-names.ts';
import IconCatalogue from './index.tsx';
import { catalogueGroups } from './icon-catalogue.rules.ts';

beforeAll(() => preloadIcons(iconNames));

const render = (params: Record<string, string>, language: 'en' | 'ar' = 'en') =>
  renderWithPage(
    <IconCatalogue rendering={{ componentName: 'IconCatalogue' }} fields={{}} params={params} />,
    makePage(layoutWith({}, { language }), { language, dir: language === 'ar' ? 'rtl' : 'ltr' }),
  );

describe('IconCatalogue', () => {
  it('groups every catalogue name once', () => {
    const grouped = iconGroups.flatMap((group) => group.names);
    expect([...grouped].sort()).toEqual([...iconNames]);
  });

  it('shows the groups the Groups parameter names, in catalogue order, else all; titles in the page language', () => {
    expect(catalogueGroups('Social, arrows', 'en').map((g) => [g.id, g.title])).toEqual([
      ['social', 'Social networks'],
      ['arrows', 'Arrows'],
    ]);
    expect(catalogueGroups('', 'ar').map((g) => g.id)).toEqual(iconGroups.map((g) => g.id));
    expect(catalogueGroups('no-such-group', 'ar')[0]!.title).toBe('النقل');
  });

  it('draws each icon of a group with its name, left to right in any language, breakable only after a hyphen', () => {
    const html = render({ Groups: 'social transport' }, 'ar');
    const social = iconGroups.filter((g) => g.id === 'social' || g.id === 'transport').flatMap((g) => g.names);
    expect(html).toMatch(/<section[^>]*data-block="icon-catalogue"/);
    expect(html).toContain('الشبكات الاجتماعية');
    expect(html).toContain(`${iconGroups.find((g) => g.id === 'social')!.names.length} أيقونة`);
    for (const name of social) {
      expect(html).toMatch(
        new RegExp(
          `<li[^>]*><span[^>]*><!--\\$--><svg[^>]*data-icon="${name}"[\\s\\S]*?<code dir="ltr" translate="no"[^>]*>${name.replace(/-/g, '-<wbr/>')}</code></li>`,
        ),
      );
    }
    expect(html.match(/<li/g)).toHaveLength(social.length);
  });

  it('says under each directional icon that it is mirrored right to left', () => {
    const html = render({ Groups: 'arrows' });
    expect(html).toMatch(/>arrow-<wbr\/>right<\/code><span[^>]*>Mirrored right to left<\/span><\/li>/);
    expect(html).toMatch(/>arrow-<wbr\/>up<\/code><\/li>/);
    expect(render({ Groups: 'arrows' }, 'ar')).toMatch(/>chevron-<wbr\/>left<\/code><span[^>]*>معكوسة في العربية<\/span>/);
  });

  it('shows the whole catalogue without parameters', () => {
    const html = render({});
    expect(html.match(/data-icon="/g)).toHaveLength(iconNames.length);
    expect(html).toContain('>Transport</h2>');
  });
});
