import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { compactAwards } from './awards.rules.ts';
import Awards from './index.tsx';

const SITE = path.join(import.meta.dirname, '..', '..', '..', 'content', 'sites', 'ports-group');
function sampleFields(language: 'en' | 'ar'): Record<string, unknown> {
  const route = JSON.parse(readFileSync(path.join(SITE, language, 'routes', 'blocks', 'events-awards-logos.json'), 'utf8'));
  return route.placeholders['headless-main'].find((r: { componentName: string }) => r.componentName === 'Awards').fields;
}
const render = (fields: Record<string, unknown>, options: { editing?: boolean; language?: 'en' | 'ar' } = {}) => {
  const language = options.language ?? 'en';
  const page = makePage(layoutWith({}), { editing: options.editing ?? false, language, locale: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
  return renderWithPage(<Awards rendering={{ componentName: 'Awards' }} fields={fields} params={{}} />, page);
};
const years = (html: string) => [...html.matchAll(/data-award-year="(\d*)"/g)].map((m) => m[1]);

describe('Awards', () => {
  it('shows the first 5 year groups and Load more', () => {
    const html = render(sampleFields('en'));
    expect(years(html)).toEqual(['2026', '2025', '2024', '2023', '2022']);
    expect(html).toMatch(/<button[^>]*aria-controls="[^"]+"[^>]*>Load more<\/button>/);
    expect(html).toMatch(/<time[^>]*datetime="2026-05-14"[^>]*>14 May 2026</i);
    expect(html).toContain('14 May 2026');
    expect(html).toContain('id="awards-and-recognition"');
  });

  it('prints no date for the award dated 0001-01-01', () => {
    const html = render(sampleFields('en'));
    const card = /Community Partnership Award<\/h4>(.*?)<\/li>/.exec(html)?.[1] ?? '';
    expect(card).toContain('Coastal Cities Network');
    expect(card).not.toContain('<time');
  });

  it('shows editors every year group without the button, with placeholders', () => {
    const html = render(sampleFields('en'), { editing: true });
    expect(years(html)).toHaveLength(12);
    expect(html).not.toContain('Load more');
    expect(render({ awardYears: [{ fields: { awards: [{ fields: {} }] } }] }, { editing: true })).toContain('[Award date]');
  });

  it('writes Arabic dates and copy, and survives wrong types', () => {
    const html = render(sampleFields('ar'), { language: 'ar' });
    expect(html).toContain('الجوائز والتقدير');
    expect(html).toMatch(/<time[^>]*datetime="2026-05-14"[^>]*>[^<]*مايو/i);
    expect(render({ awardYears: 'x' })).toBe('');
    expect(years(render({ awardYears: [{ fields: { awardYear: 7, awards: [{ fields: { awardTitle: { value: 'T' } } }] } }] }))).toEqual(['7']);
  });

  it('renders the same markup from the compact fields as from the CMS fields', () => {
    for (const language of ['en', 'ar'] as const) {
      const cms = sampleFields(language);
      expect(render(compactAwards(cms), { language })).toBe(render(cms, { language }));
    }
  });
});
