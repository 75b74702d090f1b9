import { beforeAll, describe, expect, it } from 'vitest';
import type { BlockDataSource } from '../../app/block-data.tsx';
import { islandRendering } from '../../app/island.ts';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { ArticleCardData } from '../../lib/article-cards.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import { iconNames } from '../../ui/icon-names.ts';
import ArticleListing from './index.tsx';
import { island } from './island.ts';
import type { ListingArgs, ListingData } from './listing-data.ts';

const page = (search = '', language: 'en' | 'ar' = 'en') =>
  makePage(layoutWith({}), { editing: false, search, language, locale: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
const card = (n: number): ArticleCardData => ({
  id: `a${n}`,
  title: `Article ${n}`,
  url: `/insights/blogs/article-${n}`,
  type: 'Blog',
  date: '2026-03-14T00:00:00.000Z',
  dateLabel: '14 March 2026',
  description: '<p>About <strong>ports</strong></p>',
  image: `/-/media/${n}.svg`,
});
const data = (over: Partial<ListingData> = {}): ListingData => ({
  cards: Array.from({ length: 14 }, (_, i) => card(i + 1)),
  facets: [
    { name: 'insights_type', label: 'Type', value: [{ id: 'blogs', text: 'Blog', count: 6 }] },
    {
      name: 'insights_topic',
      label: 'Topic',
      value: [
        { id: 'decarbonisation', text: 'Decarbonisation', count: 3 },
        { id: 'ports', text: 'Ports', count: 2 },
      ],
    },
  ],
  total: 40,
  page: 1,
  pageSize: 14,
  ...over,
});
const fields = {
  headline: { value: 'All insights' },
};
const rendering = { componentName: 'ArticleListing', uid: 'l' };

function capture(result: ReturnType<BlockDataSource['read']>) {
  const calls: { loader: string; key: string; args: ListingArgs }[] = [];
  const source: BlockDataSource = {
    read: (loader, key, args) => {
      calls.push({ loader, key, args: args as ListingArgs });
      return result;
    },
  };
  return { source, calls };
}

beforeAll(async () => {
  await preloadIcons(iconNames);
});

describe('ArticleListing (server render)', () => {
  it('renders the first page: headline, 14 cards in the 1 + 6 + 1 + 6 slots, real pagination links', () => {
    const { source, calls } = capture({ ok: true, value: data() });
    const html = renderWithPage(<ArticleListing rendering={rendering} fields={fields} params={{}} />, page(), { blockData: source });
    expect(calls[0]).toMatchObject({ loader: 'article-listing', args: { language: 'en', page: 1, facets: {}, fixedType: '' } });
    expect(html).toMatch(/<h2[^>]*>All insights<\/h2>/);
    expect(html.match(/data-article-card=/g)).toHaveLength(14);
    expect(html.match(/data-slot="large"/g)).toHaveLength(2);
    expect(html).toMatch(/<a[^>]*href="\/insights\/blogs\/article-1"[^>]*>Article 1<\/a>/);
    expect(html).toContain('14 March 2026');
    expect(html).toContain('<p>About <strong>ports</strong></p>');
    expect(html).toContain('href="?page=2"');
    expect(html).toContain('href="?page=3"');
    expect(html).toMatch(/aria-current="page"[^>]*>1</);
    expect(html).toContain('1–14 of 40');
    expect(html).toContain('data-block-data=');
    // Every facet of the search gets a dropdown; the dialog's choices render only when it is open.
    expect(html).toContain('data-facet="insights_type"');
    expect(html).toContain('data-facet="insights_region"');
  });

  it('reads the facets and the page from the query (the server renders ?page=2)', () => {
    const { source, calls } = capture({ ok: true, value: data({ page: 2 }) });
    const html = renderWithPage(
      <ArticleListing rendering={rendering} fields={fields} params={{}} />,
      page('?insights_topic=decarbonisation|ports&page=2&utm=x'),
      { blockData: source },
    );
    expect(calls[0]!.args).toEqual({ language: 'en', page: 2, facets: { insights_topic: ['decarbonisation', 'ports'] }, fixedType: '' });
    expect(html).toContain('href="?insights_topic=decarbonisation,ports&amp;page=1"');
    expect(html).toContain('href="?insights_topic=decarbonisation,ports&amp;page=3"');
    expect(html).toMatch(/aria-current="page"[^>]*>2</);
    // Two values selected: the count padded to two digits, both boxes checked.
    expect(html).toMatch(/aria-label="2 selected"[^>]*>02</);
    expect(html.match(/checked=""/g)).toHaveLength(2);
  });

  it('ignores an invalid page parameter', () => {
    const { source, calls } = capture({ ok: true, value: data() });
    for (const bad of ['0', '-1', '2.5', 'abc', '02']) {
      renderWithPage(<ArticleListing rendering={rendering} fields={fields} params={{}} />, page(`?page=${bad}`), { blockData: source });
      expect(calls.at(-1)!.args.page).toBe(1);
    }
  });

  it('fixes the type from insightsType and hides the type facet', () => {
    const { source, calls } = capture({ ok: true, value: data({ facets: data().facets.slice(1) }) });
    const typed = { ...fields, insightsType: { id: 'x', name: 'blogs', fields: { title: { value: 'Blog' } } } };
    const html = renderWithPage(<ArticleListing rendering={rendering} fields={typed} params={{}} />, page('?insights_type=whitepapers'), { blockData: source });
    expect(calls[0]!.args).toEqual({ language: 'en', page: 1, facets: {}, fixedType: 'blogs' });
    expect(html).not.toContain('data-facet="insights_type"');
    expect(html).toContain('data-facet="insights_topic"');
  });

  it('shows the dictionary no-results texts and no pagination when nothing matches', () => {
    const { source } = capture({ ok: true, value: data({ cards: [], total: 0 }) });
    const layout = layoutWith({});
    const at = { ...page(), layout, dictionary: { noResultsHeadline: 'Nothing here', noResultsDescription: 'Clear a filter.' } };
    const html = renderWithPage(<ArticleListing rendering={rendering} fields={fields} params={{}} />, at, { blockData: source });
    expect(html).toContain('Nothing here');
    expect(html).toContain('Clear a filter.');
    expect(html).not.toContain('aria-current="page"');
  });

  it('shows one page without pagination', () => {
    const { source } = capture({ ok: true, value: data({ cards: [card(1), card(2)], total: 2 }) });
    const html = renderWithPage(<ArticleListing rendering={rendering} fields={fields} params={{}} />, page(), { blockData: source });
    expect(html.match(/data-article-card=/g)).toHaveLength(2);
    expect(html.match(/data-slot="large"/g)).toHaveLength(1);
    expect(html).not.toContain('?page=');
  });

  it('shows the error notice for a failed or malformed load, never crashing', () => {
    for (const result of [
      { ok: false as const, error: 'down' },
      { ok: true as const, value: { cards: 'nope' } },
      { ok: true as const, value: null },
    ]) {
      const { source } = capture(result);
      const html = renderWithPage(<ArticleListing rendering={rendering} fields={fields} params={{}} />, page(), { blockData: source });
      expect(html).toContain('The articles could not be loaded.');
      expect(html).not.toContain('data-article-card=');
    }
  });

  it('renders in Arabic with the Arabic date the loader made and the dictionary phrases', () => {
    const arabic = { ...card(1), dateLabel: '١٤ مارس ٢٠٢٦' };
    const { source, calls } = capture({ ok: true, value: data({ cards: [arabic], total: 1 }) });
    const at = { ...page('', 'ar'), dictionary: { ArticleListingFacetTopic: 'الموضوع' } };
    const html = renderWithPage(<ArticleListing rendering={rendering} fields={fields} params={{}} />, at, { blockData: source });
    expect(calls[0]!.args.language).toBe('ar');
    expect(html).toContain('١٤ مارس ٢٠٢٦');
    expect(html).toContain('الموضوع');
  });

  it('renders the same markup from its island’s compact fields', () => {
    const full = {
      ...rendering,
      fields: {
        ...fields,
        insightsType: { id: 'x', name: 'blogs', displayName: 'Blogs', url: '/Data/Taxonomy/Type/blogs', fields: { title: { value: 'Blog' } } },
      },
    };
    const compact = islandRendering(full, island, false);
    expect(JSON.stringify(compact.fields).length).toBeLessThan(JSON.stringify(full.fields).length);
    const { source } = capture({ ok: true, value: data() });
    const render = (r: typeof full) =>
      renderWithPage(<ArticleListing rendering={r} fields={r.fields as Record<string, unknown>} params={{}} />, page(), { blockData: source });
    expect(render(compact as typeof full)).toBe(render(full));
    expect(islandRendering(full, island, true)).toBe(full);
  });
});
