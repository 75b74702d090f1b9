import { describe, expect, it } from 'vitest';
import { isWithTextVariant, promoContent, promoLayout } from './promo.rules.ts';

/** The fixture's PromoLeft fields (headlessSxa.json). */
const fixturePromo = {
  PromoIcon2: { value: {} },
  PromoText3: { value: '' },
  PromoText: { value: '<h3>Latest Streetwear</h3>\r\n<p>Lorem ipsum dolor sit amet.</p>' },
  PromoLink: { value: { href: '' } },
  PromoIcon: { value: { src: 'https://xmcloudcm.localhost/-/media/bottom-left.jpg', alt: '', width: '580', height: '386' } },
  PromoText2: { value: '' },
};

describe('promoContent', () => {
  it('reads the fixture promo: image and text, no link', () => {
    expect(promoContent(fixturePromo)).toEqual({
      hasImage: true,
      hasText: true,
      hasText2: false,
      hasLink: false,
      linkNavigates: false,
      isEmpty: false,
      noDatasource: false,
    });
  });

  it('tells a link that navigates from link text without an address', () => {
    expect(promoContent({ PromoLink: { value: { href: '/about', text: 'About' } } })).toMatchObject({ hasLink: true, linkNavigates: true, isEmpty: false });
    expect(promoContent({ PromoLink: { value: { href: '', text: 'Coming soon' } } })).toMatchObject({ hasLink: true, linkNavigates: false });
  });

  it('is empty with nothing to show, and knows a missing datasource', () => {
    expect(promoContent({ PromoText: { value: ' ' }, PromoIcon: { value: {} } })).toMatchObject({ isEmpty: true, noDatasource: false });
    expect(promoContent({})).toMatchObject({ isEmpty: true, noDatasource: true });
    expect(promoContent({ PromoText: 5, PromoIcon: 'x', PromoLink: [] } as Record<string, unknown>)).toMatchObject({
      hasText: true,
      hasImage: false,
      hasLink: false,
    });
  });
});

describe('promo params', () => {
  it('reads the variant and the styles (the id: renderingId in src/lib/sxa-params.ts)', () => {
    expect(isWithTextVariant({ FieldNames: 'WithText' })).toBe(true);
    expect(isWithTextVariant({ FieldNames: 'Default' })).toBe(false);
    expect(isWithTextVariant({})).toBe(false);
    expect(promoLayout('main-promo-no-border')).toEqual({ classes: ['main-promo-no-border'], borderless: true });
    expect(promoLayout(undefined)).toEqual({ classes: [], borderless: false });
  });
});
