import { describe, expect, it } from 'vitest';
import { headingLevel, pageIntroPlan } from './page-intro.rules.ts';

const route = {
  name: 'governance',
  displayName: 'Governance',
  fields: {
    headline: { value: 'Governance at Meridian' },
    title: { value: 'Governance title' },
    description: { value: '<p>How the group is run.</p>' },
    cta: { value: { href: '/document-hub', text: 'Reports' } },
  },
};

describe('page intro heading level (spec 003 section 5)', () => {
  it('is h2 when Styles contains h2 in any case, else h1', () => {
    expect(headingLevel('h2')).toBe('h2');
    expect(headingLevel('intro-H2 wide')).toBe('h2');
    expect(headingLevel('H2')).toBe('h2');
    expect(headingLevel('')).toBe('h1');
    expect(headingLevel('h1 wide')).toBe('h1');
    expect(headingLevel(undefined)).toBe('h1');
    expect(headingLevel(['h2'])).toBe('h1');
  });
});

describe('page intro fallbacks (docs/page-building-blocks.md)', () => {
  it('uses the block own fields first', () => {
    const plan = pageIntroPlan(
      { headline: { value: 'Own' }, description: { value: 'Own text' }, cta: { value: { href: '/about', text: 'About' } }, ctaText: { value: 'About us' } },
      {},
      route,
    );
    expect(plan.headline).toEqual({ field: { value: 'Own' }, own: true });
    expect(plan.description?.own).toBe(true);
    expect(plan.cta).toMatchObject({ own: true, text: 'About us', visible: true });
  });

  it('falls back to the route headline, title, pageTitle, then display name', () => {
    expect(pageIntroPlan({}, {}, route).headline).toEqual({ field: route.fields.headline, own: false });
    expect(pageIntroPlan({ headline: { value: '  ' } }, {}, { fields: { title: { value: 'T' }, pageTitle: { value: 'P' } } }).headline?.field).toEqual({
      value: 'T',
    });
    expect(pageIntroPlan({}, {}, { fields: { pageTitle: { value: 'P' } }, displayName: 'D' }).headline?.field).toEqual({ value: 'P' });
    expect(pageIntroPlan({}, {}, { fields: {}, displayName: 'D' }).headline?.field).toEqual({ value: 'D' });
    expect(pageIntroPlan({}, {}, { fields: {} }).headline).toBeUndefined();
  });

  it('falls back to the route description and call to action', () => {
    const plan = pageIntroPlan({}, { Styles: 'h2' }, route);
    expect(plan.level).toBe('h2');
    expect(plan.description).toEqual({ field: route.fields.description, own: false });
    expect(plan.cta).toMatchObject({ own: false, visible: true, field: route.fields.cta });
  });

  it('a modal id alone is a call to action', () => {
    expect(pageIntroPlan({ ctaModalId: { value: 'enquiry' } }, {}, null).cta).toMatchObject({ own: true, modalId: 'enquiry', visible: true });
  });

  it('survives junk route and fields', () => {
    for (const junk of [null, undefined, {}, { fields: 'x' }, { fields: [], displayName: 4 }]) {
      const plan = pageIntroPlan({ headline: [], description: {}, cta: 'x' }, {}, junk as never);
      expect(plan.headline).toBeUndefined();
      expect(plan.cta.visible).toBe(false);
    }
  });
});
