import { describe, expect, it } from 'vitest';
import type { BlockDataSource, BlockLoaderContext } from '../../app/block-data.tsx';
import { collectingLogger, layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { ArticleSearchRequest, ArticleSearchResult } from '../../lib/article-search.ts';
import FeaturedArticles from './index.tsx';
import { dataKey, featuredArgs, hasCriteria } from './featured-articles.rules.ts';
import { loadFeatured } from './featured-articles.server.ts';

const taxon = (name: string) => ({ id: `id-${name}`, name, fields: { title: { value: name } } });
const fields = {
  headline: { value: 'Featured insights' },
  duration: { value: '24' },
  topic: [taxon('decarbonisation')],
  industry: [taxon('logistics')],
  region: [taxon('africa'), taxon('africa')],
};
const rendering = { componentName: 'FeaturedArticles', uid: 'f' };
const page = (editing = false) => makePage(layoutWith({}), { editing });
/** The markup without React's Suspense markers. */
const visible = (html: string) => html.replace(/<!--[^]*?-->/g, '');
const card = (n: number) => ({
  id: `a${n}`,
  title: `Article ${n}`,
  url: `/insights/blogs/a${n}`,
  type: 'Blog',
  date: '',
  dateLabel: '',
  description: '',
  image: '',
});

const recent = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const doc = (id: string, days: number) => ({ id, insights_title: `Title ${id}`, insights_url: `/insights/blogs/${id}`, articledate: recent(days) });

function fakeSearch(answers: Record<string, ArticleSearchResult | Error>) {
  const asked: ArticleSearchRequest[] = [];
  const searchArticles = async (request: ArticleSearchRequest) => {
    asked.push(request);
    const field = Object.keys(request.facets)[0] ?? 'plain';
    const answer = answers[field] ?? { content: [], facet: [], total_item: 0 };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { asked, searchArticles };
}
const ctxWith = (searchArticles?: BlockLoaderContext['searchArticles']) => {
  const logger = collectingLogger();
  const ctx: BlockLoaderContext = { logger, fetchJson: async () => ({}), allowedFeedHosts: [], ...(searchArticles ? { searchArticles } : {}) };
  return { ctx, logger };
};

describe('featuredArgs', () => {
  it('reads the taxonomy ids and the duration', () => {
    expect(featuredArgs(fields, 'en')).toEqual({ language: 'en', durationMonths: 24, topic: ['decarbonisation'], industry: ['logistics'], region: ['africa'] });
    expect(featuredArgs({ duration: { value: 'soon' }, topic: 'x' }, 'ar')).toEqual({ language: 'ar', topic: [], industry: [], region: [] });
    expect(hasCriteria(featuredArgs({}, 'en'))).toBe(false);
    expect(dataKey(featuredArgs(fields, 'en'))).not.toBe(dataKey(featuredArgs(fields, 'ar')));
  });
});

describe('featured-articles loader (fake search)', () => {
  it('runs topic, then industry, until 3 unique eligible articles, newest first', async () => {
    const { asked, searchArticles } = fakeSearch({
      insights_topic: { content: [doc('t1', 10), doc('old', 800)], facet: [], total_item: 2 },
      insights_industry: { content: [doc('t1', 10), doc('i1', 5), doc('i2', 30)], facet: [], total_item: 3 },
      insights_region: { content: [doc('r1', 1)], facet: [], total_item: 1 },
    });
    const { ctx } = ctxWith(searchArticles);
    const data = await loadFeatured(featuredArgs(fields, 'en'), ctx);
    expect(data.cards.map((c) => c.id)).toEqual(['i1', 't1', 'i2']);
    expect(asked.map((r) => Object.keys(r.facets))).toEqual([['insights_topic'], ['insights_industry']]);
    expect(asked[0]).toMatchObject({ itemsPerPage: 3, page: 1, language: 'en', facets: { insights_topic: ['decarbonisation'] } });
  });

  it('honours the duration (old articles are not eligible)', async () => {
    const { searchArticles } = fakeSearch({ insights_topic: { content: [doc('two-years', 700)], facet: [], total_item: 1 } });
    const { ctx } = ctxWith(searchArticles);
    expect((await loadFeatured({ ...featuredArgs(fields, 'en'), durationMonths: 12 }, ctx)).cards).toEqual([]);
    expect((await loadFeatured({ ...featuredArgs(fields, 'en'), durationMonths: 36 }, ctx)).cards.map((c) => c.id)).toEqual(['two-years']);
  });

  it('skips a failing strategy with a log line', async () => {
    const { searchArticles } = fakeSearch({
      insights_topic: new Error('search down'),
      insights_industry: { content: [doc('i1', 3)], facet: [], total_item: 1 },
    });
    const { ctx, logger } = ctxWith(searchArticles);
    expect((await loadFeatured(featuredArgs(fields, 'en'), ctx)).cards.map((c) => c.id)).toEqual(['i1']);
    expect(logger.entries.find((e) => e.level === 'warn')?.obj).toMatchObject({ loader: 'featured-articles', field: 'topic', err: 'search down' });
  });

  it('searches nothing without criteria, and refuses malformed arguments or a missing service', async () => {
    const { asked, searchArticles } = fakeSearch({});
    expect(await loadFeatured(featuredArgs({}, 'en'), ctxWith(searchArticles).ctx)).toEqual({ cards: [] });
    expect(asked).toEqual([]);
    await expect(loadFeatured(null as never, ctxWith(searchArticles).ctx)).rejects.toThrow('malformed');
    await expect(loadFeatured(featuredArgs(fields, 'en'), ctxWith().ctx)).rejects.toThrow('no article search');
  });
});

describe('FeaturedArticles (server render)', () => {
  const source = (result: ReturnType<BlockDataSource['read']>): BlockDataSource => ({ read: () => result });

  it('renders the headline and the 3 cards, fading in', () => {
    const html = renderWithPage(<FeaturedArticles rendering={rendering} fields={fields} params={{}} />, page(), {
      blockData: source({ ok: true, value: { cards: [card(1), card(2), card(3)] } }),
    });
    expect(html).toContain('data-block="featured-articles"');
    expect(html).toMatch(/<h2[^>]*>Featured insights<\/h2>/);
    expect(html.match(/data-article-card=/g)).toHaveLength(3);
    expect(html).toMatch(/href="\/insights\/blogs\/a1"[^>]*>Article 1</);
  });

  it('shows nothing without results, on failure, for malformed data or without criteria', () => {
    for (const result of [
      { ok: true as const, value: { cards: [] } },
      { ok: false as const, error: 'down' },
      { ok: true as const, value: { cards: 'x' } },
      { ok: true as const, value: null },
    ]) {
      expect(visible(renderWithPage(<FeaturedArticles rendering={rendering} fields={fields} params={{}} />, page(), { blockData: source(result) }))).toBe('');
    }
    let read = false;
    const spy: BlockDataSource = { read: () => ((read = true), { ok: true, value: { cards: [card(1)] } }) };
    expect(
      visible(renderWithPage(<FeaturedArticles rendering={rendering} fields={{ headline: fields.headline }} params={{}} />, page(), { blockData: spy })),
    ).toBe('');
    expect(read).toBe(false);
  });

  it('tells editors why nothing shows', () => {
    const html = renderWithPage(<FeaturedArticles rendering={rendering} fields={{}} params={{}} />, page(true));
    expect(html).toContain('Choose a topic, an industry or a region');
    const none = renderWithPage(<FeaturedArticles rendering={rendering} fields={fields} params={{}} />, page(true), {
      blockData: source({ ok: true, value: { cards: [] } }),
    });
    expect(none).toContain('No articles match');
  });
});
