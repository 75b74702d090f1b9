// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlockDataSource } from '../../app/block-data.tsx';
import { makePage, renderWithPage } from '../../app/testing.tsx';
import type { LayoutServiceData } from '../../cms/types.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import { iconNames } from '../../ui/icon-names.ts';
import ArticleHero from './index.tsx';

const routeFields = {
  title: { value: 'Green corridors' },
  shortDescription: { value: 'How ports decarbonise the route.' },
  heroImage: { value: { src: '/-/media/hero.svg', alt: 'Cranes at dusk', width: '1200', height: '750' } },
  articleDate: { value: '2026-03-14T00:00:00Z' },
  type: { id: 't', name: 'blogs', displayName: 'Blogs', fields: { title: { value: 'Blog' } } },
  author: [{ id: 'a', name: 'amina', fields: { name: { value: 'Amina Rahman' }, designation: { value: 'Director' } } }],
};
const layoutOf = (fields: Record<string, unknown>, itemId: string | undefined = '{A1B2}'): LayoutServiceData => ({
  sitecore: {
    context: { pageEditing: false, pageState: 'normal', language: 'en' },
    route: { name: 'green', ...(itemId ? { itemId } : {}), fields: fields as never, placeholders: {} },
  },
});
const rendering = { componentName: 'ArticleHero', uid: 'u1' };
const updated = (value: string | null): BlockDataSource => ({ read: () => ({ ok: true, value: { updated: value } }) });
const pageOf = (fields = routeFields, overrides: Parameters<typeof makePage>[1] = {}, itemId?: string) =>
  makePage(layoutOf(fields, itemId), {
    locale: 'default',
    path: '/insights/blogs/green',
    publicUrl: 'https://www.example.com',
    dictionary: { SiteName: 'Meridian' },
    ...overrides,
  });

beforeAll(async () => {
  await preloadIcons(iconNames);
});
afterEach(() => vi.restoreAllMocks());

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('ArticleHero', () => {
  it('renders type tag, date, the h1, description, the action bar and the hero image', () => {
    const html = renderWithPage(<ArticleHero rendering={rendering} fields={{}} params={{}} />, pageOf(), { blockData: updated(null) });
    expect(html).toMatch(/data-article-type=""[^>]*>Blog</);
    expect(html).toContain('14 March 2026');
    expect(html).toMatch(/<h1[^>]*>Green corridors<\/h1>/);
    expect(html).toContain('How ports decarbonise the route.');
    expect(html).toContain('data-share-actions=""');
    expect(html).toMatch(/<img[^>]*alt="Cranes at dusk"/);
  });

  it('emits the BlogPosting with dateModified from a valid last-updated value', () => {
    const html = renderWithPage(
      <ArticleHero rendering={rendering} fields={{}} params={{}} />,
      pageOf(routeFields, { siteSettings: { logo: '/-/media/logo.svg' } }),
      {
        blockData: updated('20261101T093000Z'),
      },
    );
    const [posting] = jsonLd(html);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Green corridors',
      dateModified: '2026-11-01T09:30:00Z',
      datePublished: '2026-03-14T00:00:00Z',
      url: 'https://www.example.com/insights/blogs/green',
      publisher: { name: 'Meridian', logo: { url: 'https://www.example.com/-/media/logo.svg' } },
    });
    expect(html).toContain('data-block-data="article-updated:en:{a1b2}"');
  });

  it('leaves dateModified out for an invalid value or a failed load', () => {
    const bad = renderWithPage(<ArticleHero rendering={rendering} fields={{}} params={{}} />, pageOf(), { blockData: updated('2026-11-01') });
    expect(jsonLd(bad)[0]!.dateModified).toBeUndefined();
    const failed: BlockDataSource = { read: () => ({ ok: false, error: 'x' }) };
    const html = renderWithPage(<ArticleHero rendering={rendering} fields={{}} params={{}} />, pageOf(), { blockData: failed });
    expect(jsonLd(html)[0]!['@type']).toBe('BlogPosting');
    expect(jsonLd(html)[0]!.dateModified).toBeUndefined();
  });

  it('asks for no date without a route item id (spec 001 section 8) and renders no structured data', () => {
    const read = vi.fn();
    const html = renderWithPage(<ArticleHero rendering={rendering} fields={{}} params={{}} />, pageOf(routeFields, {}, ''), { blockData: { read } });
    expect(read).not.toHaveBeenCalled();
    expect(jsonLd(html)).toEqual([]);
    expect(html).toContain('Green corridors');
  });

  it('renders nothing for visitors without a title, placeholders for editors, and never throws on wrong types', () => {
    expect(renderWithPage(<ArticleHero rendering={rendering} fields={{}} params={{}} />, pageOf({} as never), { blockData: updated(null) })).toBe('');
    const wrong = { title: { value: 'T' }, type: 'blogs', author: 7, heroImage: { value: 'x' }, articleDate: { value: '0001-01-01T00:00:00Z' } };
    expect(() =>
      renderWithPage(<ArticleHero rendering={rendering} fields={{ facebookIcon: 3 }} params={{}} />, pageOf(wrong as never), { blockData: updated(null) }),
    ).not.toThrow();
    const edit = renderWithPage(<ArticleHero rendering={rendering} fields={{}} params={{}} />, pageOf({} as never, { editing: true }));
    for (const label of ['[Title]', '[Short description]', '[Article date]', '[Hero image]']) expect(edit).toContain(label);
    expect(jsonLd(edit)).toEqual([]);
  });
});
