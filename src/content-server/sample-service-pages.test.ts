import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeServicePages } from '../../scripts/compose-service-pages.ts';
import { pageBlocks } from '../../scripts/page-areas.ts';

/**
 * The contact, country, legal and FAQ pages are generated (scripts/compose-service-pages.ts): the
 * files must match their source, and hold the renderings docs/page-building-blocks.md gives them.
 */
const files = composeServicePages();

interface Rendering {
  componentName: string;
  params: Record<string, string>;
  fields: Record<string, any>;
}

/** A page's template, name and blocks (`main`: its hero area's, then its main area's). */
function pageOf(language: 'en' | 'ar', name: string): { templateName: string; displayName: string; main: Rendering[] } {
  const entry = [...files].find(([file]) => file.endsWith(path.join(language, 'routes', `${name}.json`)));
  expect(entry, `${language}/${name}`).toBeDefined();
  const route = JSON.parse(entry![1]);
  return { templateName: route.templateName, displayName: route.displayName, main: pageBlocks<Rendering>(route.placeholders) };
}

const names = (main: Rendering[]) => main.map((r) => r.componentName);
const textOf = (field: unknown) => String((field as { value?: unknown } | undefined)?.value ?? '');

describe('sample contact, country, legal and FAQ pages', () => {
  it('are up to date with scripts/service-pages/ (run `npx tsx scripts/compose-service-pages.ts`)', () => {
    const stale = [...files].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([file]) => path.basename(file));
    expect(stale).toEqual([]);
  });

  it.each(['en', 'ar'] as const)('contact (%s): offices by region, several numbers and addresses per card, a country selector with its strip', (language) => {
    const { main, displayName } = pageOf(language, 'contact');
    expect(displayName).toBe(language === 'en' ? 'Contact Us' : 'اتصل بنا');
    expect(names(main)).toEqual(['Breadcrumb', 'PageIntro', 'ContactCards', 'CountrySelectorStrip']);
    const groups = main[2]!.fields.contactGroups as Array<{ fields: Record<string, any> }>;
    expect(groups.length).toBeGreaterThanOrEqual(5);
    const cards = groups.flatMap((group) => group.fields.contactCards as Array<{ fields: Record<string, any> }>);
    expect(cards.filter((card) => textOf(card.fields.phoneNumber).includes('\n')).length).toBeGreaterThan(3);
    expect(cards.filter((card) => textOf(card.fields.email).includes('\n')).length).toBeGreaterThan(3);
    const selector = main[3]!.fields;
    expect(selector.cta.value.href).toBe(language === 'en' ? '/faq' : '/ar/faq');
    const entries = (selector.regions as Array<{ fields: { countries: Array<{ fields: Record<string, any> }> } }>).flatMap((region) => region.fields.countries);
    // One entry without a country item, which the block skips; every other one has a flag.
    expect(entries.filter((entry) => entry.fields.country === null)).toHaveLength(1);
    for (const entry of entries.filter((e) => e.fields.country))
      expect(entry.fields.country.fields.countryFlag.value.src).toMatch(/^\/assets\/flags-[\d.]+\/[a-z]{2}\.svg$/);
    const hrefs = entries.map((entry) => entry.fields.link.value.href);
    for (const code of ['ae', 'sa', 'in', 'uk', 'eg']) expect(hrefs).toContain(language === 'en' ? `/${code}` : `/ar/${code}`);
  });

  it.each(['ae', 'sa', 'in', 'uk', 'eg'])('country page /%s: the contract renderings, its own offices and its terminal map', (code) => {
    for (const language of ['en', 'ar'] as const) {
      const { main, templateName } = pageOf(language, code);
      expect(templateName).toBe('Country Page');
      expect(names(main)).toEqual(['Breadcrumb', 'Banner', 'PageIntro', 'NumberHighlights', 'ContactCards', 'Iframe', 'CrossLink']);
      expect(main[4]!.fields.contactGroups).toHaveLength(1);
      expect(textOf(main[5]!.fields.url)).toMatch(new RegExp(`^/embeds/terminal-map\\.html\\?country=${code}(&lang=ar)?$`));
      expect(main[6]!.fields.cta.value.href).toBe(language === 'en' ? '/contact' : '/ar/contact');
      expect(main[1]!.fields.mobileImage.value).toMatchObject({ width: '750', height: '1000' });
    }
  });

  it.each(['accessibility', 'privacy', 'terms', 'cookies'])(
    'legal page /%s: every anchor of its bar is the section id of one of its rich text sections',
    (name) => {
      for (const language of ['en', 'ar'] as const) {
        const { main, templateName } = pageOf(language, name);
        expect(templateName).toBe('Legal Page');
        expect(names(main).slice(0, 3)).toEqual(['Breadcrumb', 'PageIntro', 'AnchorBar']);
        expect(names(main).at(-1)).toBe('PageBreak');
        const anchors = (main[2]!.fields.links as Array<{ fields: Record<string, unknown> }>).map((link) => textOf(link.fields.anchorId));
        const sections = main.filter((r) => r.componentName === 'RichText').map((r) => textOf(r.fields.sectionId));
        expect(anchors.length).toBeGreaterThanOrEqual(4);
        expect(anchors).toEqual(sections);
      }
    },
  );

  it('cookie policy names the cookies the site really reads or sets', () => {
    const text = JSON.stringify(pageOf('en', 'cookies').main);
    for (const cookie of ['sc_preview', '_ga', '_gcl_au', '_fbp', 'visitor_id', 'pardot', 'selectedCountry']) expect(text).toContain(cookie);
  });

  it.each(['en', 'ar'] as const)('faq (%s): 8 to 10 questions with FAQ data, a rich-text accordion and a cross link to contact', (language) => {
    const { main } = pageOf(language, 'faq');
    expect(names(main)).toEqual(['Breadcrumb', 'PageIntro', 'Accordion', 'Accordion', 'CrossLink']);
    const [faq, guides] = [main[2]!, main[3]!];
    expect(faq.fields.generateFaqSchema).toEqual({ value: true });
    expect(faq.params.FieldNames).toBe('Default');
    expect(faq.fields.items.length).toBeGreaterThanOrEqual(8);
    expect(faq.fields.items.length).toBeLessThanOrEqual(10);
    for (const item of faq.fields.items) {
      expect(textOf(item.fields.headline)).not.toBe('');
      expect(textOf(item.fields.description)).toMatch(/^<p>/);
    }
    expect(guides.params.FieldNames).toBe('RichTextAccordion');
    expect(main[4]!.fields.cta.value.href).toBe(language === 'en' ? '/contact' : '/ar/contact');
  });
});
