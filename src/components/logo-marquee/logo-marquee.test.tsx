import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import LogoMarquee from './index.tsx';

const SITE = path.join(import.meta.dirname, '..', '..', '..', 'content', 'sites', 'ports-group');
function sample(language: 'en' | 'ar', index: number): { fields: Record<string, unknown>; params: Record<string, string> } {
  const route = JSON.parse(readFileSync(path.join(SITE, language, 'routes', 'blocks', 'events-awards-logos.json'), 'utf8'));
  return route.placeholders['headless-main'].filter((r: { componentName: string }) => r.componentName === 'LogoMarquee')[index];
}
const render = (
  { fields, params }: { fields: Record<string, unknown>; params: Record<string, string> },
  options: { editing?: boolean; language?: 'en' | 'ar' } = {},
) => {
  const language = options.language ?? 'en';
  const page = makePage(layoutWith({}), { editing: options.editing ?? false, language, locale: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
  return renderWithPage(<LogoMarquee rendering={{ componentName: 'LogoMarquee' }} fields={fields} params={params} />, page);
};
const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;

describe('LogoMarquee', () => {
  it('runs 6 logos in one White row; the loop copies are hidden from assistive technology', () => {
    const html = render(sample('en', 0));
    expect(html).toContain('data-tone="white"');
    expect(count(html, /data-marquee-row=""/g)).toBe(1);
    expect(count(html, /role="listitem"/g)).toBe(6);
    expect(count(html, /alt="Halcyon Line"/g)).toBe(1);
    const copies = html.split('data-marquee-copy=""').slice(1);
    expect(copies.length).toBeGreaterThanOrEqual(1);
    expect(html).toMatch(/aria-hidden="true" inert=""[^>]*data-marquee-copy=""/);
    for (const copy of copies) expect(copy.slice(0, copy.indexOf('</div></div>'))).not.toMatch(/<a |alt="[^"]/);
    expect(count(html, /<a [^>]*href="\/news"/g)).toBe(1);
    expect(html).toContain('--marquee-logos:6');
  });

  it('splits 14 logos into two Black rows of 7', () => {
    const html = render(sample('en', 1));
    expect(html).toContain('data-tone="black"');
    expect(count(html, /data-marquee-row=""/g)).toBe(2);
    expect(count(html, /--marquee-logos:7/g)).toBe(2);
    expect(count(html, /role="listitem"/g)).toBe(14);
  });

  it('is a static grid of every logo for editors, with no copies', () => {
    const html = render(sample('en', 1), { editing: true });
    expect(html).not.toContain('data-marquee-row');
    expect(count(html, /<img /g)).toBe(14);
    expect(render({ fields: {}, params: {} }, { editing: true })).toContain('[Logos]');
  });

  it('reads Arabic, and shows nothing without logos', () => {
    expect(render(sample('ar', 0), { language: 'ar' })).toContain('alt="هالسيون لاين"');
    expect(render({ fields: { logos: 'x' }, params: {} })).toBe('');
    expect(render({ fields: { logos: [{ fields: {} }] }, params: {} })).toBe('');
  });
});
