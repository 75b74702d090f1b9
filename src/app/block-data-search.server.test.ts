import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArticleSearchRequest, ArticleSearchResult } from '../lib/article-search.ts';
import type { BlockLoaderContext } from './block-data.tsx';
import { collectingLogger } from './testing.tsx';

// A block's loader module replaced by one that searches: what a listing's `*.server.ts` does. The
// loaders' registry is built when block-data.server.ts is first imported, and a worker shares its
// modules across files (vitest.config.ts): import it afresh with the mock, and drop both after.
const LOADER_MODULE = '../components/news-highlight/news-highlight.server.ts';
let createServerBlockData: typeof import('./block-data.server.ts').createServerBlockData;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock(LOADER_MODULE, () => ({
    blockLoaders: {
      'search-probe': async (args: ArticleSearchRequest, ctx: BlockLoaderContext) => {
        if (!ctx.searchArticles) return 'no search';
        return ctx.searchArticles(args);
      },
    },
  }));
  ({ createServerBlockData } = await import('./block-data.server.ts'));
});
afterAll(() => {
  vi.doUnmock(LOADER_MODULE);
  vi.resetModules();
});

const request: ArticleSearchRequest = {
  sortType: 'Insights_Sorting',
  page: 1,
  itemsPerPage: 3,
  keyphrase: '',
  facets: { insights_topic: ['ports'] },
  siteName: 'ports-group',
  language: 'en',
};

describe("block loaders' searchArticles", () => {
  it('is the search the server hands to createServerBlockData', async () => {
    const answer: ArticleSearchResult = { content: [{ id: 'a', insights_title: 'A', insights_url: '/insights/a' }], facet: [], total_item: 1 };
    const asked: ArticleSearchRequest[] = [];
    const source = createServerBlockData({
      logger: collectingLogger(),
      allowedFeedHosts: [],
      searchArticles: async (given) => {
        asked.push(given);
        return answer;
      },
    });
    expect(await source.read('search-probe', 'k', request)).toEqual({ ok: true, value: answer });
    expect(asked).toEqual([request]);
  });

  it('is absent when the server has no search service, and its failures are error values', async () => {
    const without = createServerBlockData({ logger: collectingLogger(), allowedFeedHosts: [] });
    expect(await without.read('search-probe', 'k', request)).toEqual({ ok: true, value: 'no search' });
    const logger = collectingLogger();
    const failing = createServerBlockData({
      logger,
      allowedFeedHosts: [],
      searchArticles: async () => {
        throw new Error('search down');
      },
    });
    expect(await failing.read('search-probe', 'k', request)).toMatchObject({ ok: false });
    expect(logger.entries.some((entry) => entry.msg === 'block data loader failed')).toBe(true);
  });
});
