import { describe, expect, it } from 'vitest';
import { CMS_UNREASONABLE, dataKey, toolCard, toolCardsFromGraph, toolsArgs } from './tools-cards-list.rules.ts';

const india = { id: 't-in', name: 'india', displayName: 'India', fields: { value: { value: 'India' } } };
const mundra = { id: 't-mu', name: 'mundra-gateway', fields: { value: { value: 'Mundra Gateway' } } };

const child = {
  id: 'c1',
  name: 'vessel-schedule',
  headline: { jsonValue: { value: 'Vessel Schedule' } },
  description: { jsonValue: { value: 'Berthing windows.' } },
  image: { jsonValue: { value: { src: '/-/media/tools/v.svg', alt: '', width: '640', height: '400' } } },
  logo: { jsonValue: { value: { src: '/-/media/tools/v-logo.svg', alt: 'Vessel Schedule logo' } } },
  cta: { jsonValue: { value: { href: 'https://schedule.example', linktype: 'external', target: '_blank', text: 'Open' } } },
  country: { jsonValue: [india] },
  port: { jsonValue: [mundra] },
};

describe('toolCard (spec 002 section 3)', () => {
  it('maps a child item to a tool card', () => {
    expect(toolCard(child, 0)).toEqual({
      id: 'tool-0',
      url: 'https://schedule.example',
      newTab: true,
      name: 'Vessel Schedule',
      designation: 'Berthing windows.',
      cardImage: { src: '/-/media/tools/v.svg', alt: 'Vessel Schedule', width: 640, height: 400 },
      logo: { src: '/-/media/tools/v-logo.svg', alt: 'Vessel Schedule logo', width: 200, height: 100 },
      country: [{ id: 't-in', name: 'india', label: 'India' }],
      port: [{ id: 't-mu', name: 'mundra-gateway', label: 'Mundra Gateway' }],
    });
  });

  it("keeps the image's own alt, else the headline, else 'Tool {n}'", () => {
    const withAlt = { ...child, image: { jsonValue: { value: { src: '/a.svg', alt: 'Quay at dusk' } } } };
    expect(toolCard(withAlt, 0).cardImage?.alt).toBe('Quay at dusk');
    const noHeadline = { ...child, headline: { jsonValue: { value: '' } } };
    expect(toolCard(noHeadline, 4).cardImage?.alt).toBe('Tool 5');
  });

  it('keeps the logo size when given', () => {
    const logo = { jsonValue: { value: { src: '/l.svg', alt: '', width: '120', height: '60' } } };
    expect(toolCard({ ...child, logo }, 1).logo).toMatchObject({ width: 120, height: 60 });
  });

  it('takes an internal link as it is, in the same tab', () => {
    const cta = { jsonValue: { value: { href: '/solutions/logistics', linktype: 'internal', target: '' } } };
    expect(toolCard({ ...child, cta }, 0)).toMatchObject({ url: '/solutions/logistics', newTab: false });
  });

  it('survives junk: no link, no images, no tags, unsafe addresses', () => {
    expect(toolCard(null, 2)).toEqual({ id: 'tool-2', url: '', newTab: false, name: '', designation: '', country: [], port: [] });
    const unsafe = { ...child, cta: { jsonValue: { value: { href: 'javascript:alert(1)' } } }, country: { jsonValue: 'x' } };
    expect(toolCard(unsafe, 0)).toMatchObject({ url: '', newTab: false, country: [] });
  });
});

describe('the graph answer', () => {
  it('gives one card per child, ids by position', () => {
    const cards = toolCardsFromGraph({ item: { children: { results: [child, child] } } });
    expect(cards.map((c) => c.id)).toEqual(['tool-0', 'tool-1']);
  });

  it("throws 'Ops, CMS didn't return a reasonable response.' when there is no item or no children list", () => {
    for (const data of [null, {}, { item: null }, { item: {} }, { item: { children: {} } }, { item: { children: { results: 'x' } } }]) {
      expect(() => toolCardsFromGraph(data)).toThrow(CMS_UNREASONABLE);
    }
  });
});

describe('loader arguments', () => {
  it('needs a datasource and a language', () => {
    expect(toolsArgs(' /sitecore/content/ports-group/Data/Tools ', 'en')).toEqual({ path: '/sitecore/content/ports-group/Data/Tools', language: 'en' });
    expect(toolsArgs('', 'en')).toBeUndefined();
    expect(toolsArgs(undefined, 'en')).toBeUndefined();
    expect(toolsArgs('/x', '')).toBeUndefined();
    expect(dataKey({ path: '/X', language: 'ar' })).toBe('tools-cards:ar:/x');
  });
});
