import { beforeAll, describe, expect, it } from 'vitest';
import { makePage, renderWithPage } from '../../app/testing.tsx';
import type { LayoutServiceData } from '../../cms/types.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import { iconNames } from '../../ui/icon-names.ts';
import NewsHero from './index.tsx';
import { isNewsDateShown, validNewsDate } from './news-hero.rules.ts';

const routeFields = {
  title: { value: 'Meridian opens an electric terminal' },
  shortDescription: { value: 'Capacity for 1.2 million containers a year.' },
  newsDate: { value: '2026-10-02T00:00:00Z' },
  heroImage: { value: { src: '/-/media/news.svg', alt: 'Electric terminal' } },
};
const layoutOf = (fields: Record<string, unknown>): LayoutServiceData => ({
  sitecore: {
    context: { pageEditing: false, pageState: 'normal', language: 'en' },
    route: { name: 'n', itemId: '{N1}', fields: fields as never, placeholders: {} },
  },
});
const rendering = { componentName: 'NewsHero' };
const hero = (fields: Record<string, unknown>, overrides: Parameters<typeof makePage>[1] = {}) =>
  renderWithPage(
    <NewsHero rendering={rendering} fields={{}} params={{}} />,
    makePage(layoutOf(fields), { locale: 'default', path: '/news/electric', ...overrides }),
  );

beforeAll(() => preloadIcons(iconNames));

describe('news date validity (spec 001 section 5)', () => {
  it('is valid only when it parses and is not 1 January year 1', () => {
    expect(validNewsDate({ value: '2026-10-02T00:00:00Z' })?.toISOString()).toBe('2026-10-02T00:00:00.000Z');
    expect(validNewsDate({ value: '0001-01-01T00:00:00Z' })).toBeNull();
    expect(validNewsDate({ value: 'soon' })).toBeNull();
    expect(validNewsDate(undefined)).toBeNull();
    expect(isNewsDateShown({ value: '0001-01-01T00:00:00Z' }, true)).toBe(true);
    expect(isNewsDateShown({ value: '0001-01-01T00:00:00Z' }, false)).toBe(false);
  });
});

describe('NewsHero', () => {
  it('renders the date as day, month, year, the h1, description, action bar and image', () => {
    const html = hero(routeFields);
    expect(html).toMatch(/<time[^>]*dateTime="2026-10-02T00:00:00.000Z"[^>]*>2 October 2026<\/time>/);
    expect(html).toMatch(/<h1[^>]*>Meridian opens an electric terminal<\/h1>/);
    expect(html).toContain('data-action="copy-link"');
    expect(html).toContain(encodeURIComponent('https://www.example.com/news/electric'));
    expect(html).toMatch(/<img[^>]*alt="Electric terminal"/);
  });
  it('writes the month in Arabic on Arabic pages', () => {
    const html = hero(routeFields, { language: 'ar', locale: 'ar', dir: 'rtl' });
    expect(html).toMatch(/<time[^>]*>2 أكتوبر 2026<\/time>/);
  });
  it("hides Sitecore's empty date from visitors and shows editors the date field", () => {
    const empty = { ...routeFields, newsDate: { value: '0001-01-01T00:00:00Z' } };
    expect(hero(empty)).not.toContain('data-news-date');
    const edit = hero(empty, { editing: true });
    expect(edit).toContain('data-news-date');
    expect(edit).toContain('[News date]');
  });
  it('renders nothing for visitors without a title and survives wrong types', () => {
    expect(hero({})).toBe('');
    expect(() => hero({ title: { value: 'T' }, newsDate: 5, heroImage: 'x', shortDescription: [] })).not.toThrow();
  });
});
