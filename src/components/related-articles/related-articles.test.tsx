import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockDataSource, BlockLoaderContext } from '../../app/block-data.tsx';
import { collectingLogger, layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { ArticleSearchRequest, ArticleSearchResult } from '../../lib/article-search.ts';
import RelatedArticles from './index.tsx';
import { relatedArgs } from './related-articles.rules.ts';
import { RELATED_TIMEOUT_MS, loadRelated } from './related-articles.server.ts';

const taxon = (name: string) => ({ id: `id-${name}`, name, fields: { title: { value: name } } });
const routeFields = {
  title: { value: 'Green corridors' },
  articleProgressBarTitle: { value: 'Green corridors' },
  industry: [taxon('logistics')],
  topic: [taxon('decarbonisation')],
};
const fields = { headline: { value: 'Related insights' } };
const rendering = { componentName: 'RelatedArticles', uid: 'r' };
const visible = (html: string) => html.replace(/<!--[^]*?-->/g, '');
const page = (editing = false) => {
  const layout = layoutWith({});
  layout.sitecore.route!.fields = routeFields as never;
  return makePage(layout, { editing });
};
const recent = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const doc = (id: string, days: number, title = `Title ${id}`) => ({
  id,
  insights_title: title,
  insights_url: `/insights/blogs/${id}`,
  articledate: recent(days),
});
const card = (n: number) => ({
  id: `a${n}`,
  title: `Article ${n}`,
  url: `/insights/blogs/a${n}`,
  type: '',
  date: '',
  dateLabel: '',
  description: '',
  image: '',
});

function fakeSearch(answers: Record<string, ArticleSearchResult | Error | 'hang'>) {
  const asked: ArticleSearchRequest[] = [];
  const searchArticles = async (request: ArticleSearchRequest): Promise<ArticleSearchResult> => {
    asked.push(request);
    const answer = answers[Object.keys(request.facets)[0] ?? 'plain'] ?? { content: [], facet: [], total_item: 0 };
    if (answer === 'hang') return new Promise(() => {});
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

afterEach(() => {
  vi.useRealTimers();
});

describe('relatedArgs', () => {
  it('reads the route’s industry, topic and progress-bar title, and the datasource’s duration', () => {
    expect(relatedArgs({ duration: { value: 6 } }, routeFields, 'en')).toEqual({
      language: 'en',
      durationMonths: 6,
      industry: ['logistics'],
      topic: ['decarbonisation'],
      progressBarTitle: 'Green corridors',
    });
    expect(relatedArgs({}, {}, 'ar')).toEqual({ language: 'ar', industry: [], topic: [], progressBarTitle: '' });
  });
});

describe('related-articles loader (fake search)', () => {
  it('runs industry, topic, then the plain search (page size 4) without waiting the browser’s 1 s, excluding the article itself', async () => {
    const { asked, searchArticles } = fakeSearch({
      insights_industry: { content: [doc('self', 1, 'green corridors '), doc('i1', 20)], facet: [], total_item: 2 },
      insights_topic: { content: [doc('i1', 20)], facet: [], total_item: 1 },
      plain: { content: [doc('p1', 2), doc('p2', 3), doc('p3', 4)], facet: [], total_item: 3 },
    });
    const started = Date.now();
    const data = await loadRelated(relatedArgs({}, routeFields, 'en'), ctxWith(searchArticles).ctx);
    expect(Date.now() - started).toBeLessThan(900);
    expect(data.cards.map((c) => c.id)).toEqual(['p1', 'p2', 'i1']);
    expect(asked.map((r) => [Object.keys(r.facets)[0] ?? 'plain', r.itemsPerPage])).toEqual([
      ['insights_industry', 4],
      ['insights_topic', 4],
      ['plain', 4],
    ]);
  });

  it('stops once 3 are found', async () => {
    const { asked, searchArticles } = fakeSearch({
      insights_industry: { content: [doc('a', 1), doc('b', 2), doc('c', 3), doc('d', 4)], facet: [], total_item: 4 },
    });
    expect((await loadRelated(relatedArgs({}, routeFields, 'en'), ctxWith(searchArticles).ctx)).cards).toHaveLength(3);
    expect(asked).toHaveLength(1);
  });

  it('gives up after the 10 s safety timeout with a log line', async () => {
    vi.useFakeTimers();
    const { searchArticles } = fakeSearch({ insights_industry: 'hang' });
    const { ctx, logger } = ctxWith(searchArticles);
    const pending = loadRelated(relatedArgs({}, routeFields, 'en'), ctx);
    await vi.advanceTimersByTimeAsync(RELATED_TIMEOUT_MS);
    expect(await pending).toEqual({ cards: [] });
    expect(logger.entries.find((e) => e.level === 'warn')?.obj).toMatchObject({ loader: 'related-articles', timeoutMs: 10_000 });
  });

  it('refuses malformed arguments or a missing service', async () => {
    await expect(loadRelated({ language: 'en' } as never, ctxWith(fakeSearch({}).searchArticles).ctx)).rejects.toThrow('malformed');
    await expect(loadRelated(relatedArgs({}, routeFields, 'en'), ctxWith().ctx)).rejects.toThrow('no article search');
  });
});

describe('RelatedArticles (server render)', () => {
  it('asks with the route’s fields and renders the cards', () => {
    let asked: unknown;
    const source: BlockDataSource = { read: (_l, _k, args) => ((asked = args), { ok: true, value: { cards: [card(1), card(2), card(3)] } }) };
    const html = renderWithPage(<RelatedArticles rendering={rendering} fields={fields} params={{}} />, page(), { blockData: source });
    expect(asked).toMatchObject({ industry: ['logistics'], topic: ['decarbonisation'], progressBarTitle: 'Green corridors' });
    expect(html).toContain('data-block="related-articles"');
    expect(html).toMatch(/<h2[^>]*>Related insights<\/h2>/);
    expect(html.match(/data-article-card=/g)).toHaveLength(3);
  });

  it('shows nothing without results or on failure (editors get a notice)', () => {
    for (const result of [
      { ok: true as const, value: { cards: [] } },
      { ok: false as const, error: 'down' },
      { ok: true as const, value: 7 },
    ]) {
      const source: BlockDataSource = { read: () => result };
      expect(visible(renderWithPage(<RelatedArticles rendering={rendering} fields={fields} params={{}} />, page(), { blockData: source }))).toBe('');
      expect(renderWithPage(<RelatedArticles rendering={rendering} fields={fields} params={{}} />, page(true), { blockData: source })).toContain(
        'No related articles found.',
      );
    }
  });
});
