import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlockDataSource } from '../../app/block-data.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { preloadIcons } from '../../ui/Icon.tsx';
import { loadEventDay } from './event-carousel.server.ts';
import { compactEventCarousel } from './event-carousel.rules.ts';
import EventCarousel from './index.tsx';

beforeAll(() => preloadIcons(['arrow-left', 'arrow-right', 'map-pin']));
afterEach(() => vi.useRealTimers());

const SITE = path.join(import.meta.dirname, '..', '..', '..', 'content', 'sites', 'ports-group');
function sampleFields(language: 'en' | 'ar'): Record<string, unknown> {
  const route = JSON.parse(readFileSync(path.join(SITE, language, 'routes', 'blocks', 'events-awards-logos.json'), 'utf8'));
  return route.placeholders['headless-main'].find((r: { componentName: string }) => r.componentName === 'EventCarousel').fields;
}
const dayOf = (today: string): BlockDataSource => ({ read: () => ({ ok: true, value: { today } }) });
const render = (fields: Record<string, unknown>, options: { today?: string; editing?: boolean; language?: 'en' | 'ar' } = {}) => {
  const language = options.language ?? 'en';
  const page = makePage(layoutWith({}), { editing: options.editing ?? false, language, locale: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
  return renderWithPage(<EventCarousel rendering={{ componentName: 'EventCarousel' }} fields={fields} params={{}} />, page, {
    blockData: dayOf(options.today ?? '2026-11-26'),
  });
};
const titles = (html: string) => [...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]);

describe('EventCarousel', () => {
  it('shows the upcoming sample events by start date, with the server day beside them', () => {
    const html = render(sampleFields('en'));
    expect(titles(html)).toEqual([
      'Global Ports &amp; Maritime Summit',
      'Terminal Operations Forum Europe',
      'Gulf Project Cargo &amp; Breakbulk Expo',
      'Green Shipping Corridors Forum',
      'Africa Logistics &amp; Trade Week',
      'India Maritime Investment Week',
      'Sustainable Ports Innovation Challenge: Finals',
    ]);
    expect(html).toContain('id="upcoming-events"');
    expect(html).toMatch(/role="region"[^>]*aria-roledescription="carousel"[^>]*aria-label="Meet us at upcoming events"/);
    expect(html).toContain('9–11 March');
    expect(html).toMatch(/<button[^>]*aria-label="Previous"[^>]*disabled=""/);
    expect(html).toMatch(/<script type="application\/json" data-block-data="today">\{"ok":true,"value":\{"today":"2026-11-26"\}\}<\/script>/);
  });

  it('hides events as their last day passes, and the whole block when none is left', () => {
    expect(titles(render(sampleFields('en'), { today: '2027-03-11' }))[0]).toBe('Global Ports &amp; Maritime Summit');
    expect(titles(render(sampleFields('en'), { today: '2027-03-12' }))[0]).toBe('Terminal Operations Forum Europe');
    expect(titles(render(sampleFields('en'), { today: '2029-04-12' }))).toEqual(['Sustainable Ports Innovation Challenge: Finals']);
    expect(render(sampleFields('en'), { today: '2029-04-13' })).not.toContain('<section');
  });

  it('shows editors every event, past and undated, as a grid without arrows', () => {
    const html = render(sampleFields('en'), { editing: true, today: '2030-01-01' });
    expect(titles(html)).toHaveLength(9);
    expect(titles(html)[0]).toBe('Global Ports &amp; Maritime Summit 2025');
    expect(html).not.toContain('aria-label="Next"');
    expect(render({ headline: { value: '' } }, { editing: true })).toContain('[Events]');
  });

  it('renders Arabic copy and survives wrong types', () => {
    expect(render(sampleFields('ar'), { language: 'ar' })).toContain('القمة العالمية للموانئ والملاحة البحرية');
    expect(render({ events: 'x', headline: 3 })).not.toContain('<section');
    expect(titles(render({ events: [null, { fields: { eventTitle: { value: 'Ok' }, endDate: { value: '2030-01-01' } } }] }))).toEqual(['Ok']);
  });

  it('renders the same markup from the compact fields as from the CMS fields', () => {
    for (const language of ['en', 'ar'] as const) {
      const cms = sampleFields(language);
      expect(render(compactEventCarousel(cms), { language })).toBe(render(cms, { language }));
    }
  });

  it('takes the server day from the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-06-17T23:59:00Z'));
    await expect(loadEventDay({}, {} as never)).resolves.toEqual({ today: '2027-06-17' });
  });
});
