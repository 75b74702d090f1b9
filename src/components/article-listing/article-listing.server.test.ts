import { describe, expect, it } from 'vitest';
import { createServerBlockData } from '../../app/block-data.server.ts';
import type { BlockDataResult } from '../../app/block-data.tsx';
import { collectingLogger } from '../../app/testing.tsx';
import type { ArticleSearchRequest, ArticleSearchResult } from '../../lib/article-search.ts';
import { loadArticleListing } from './article-listing.server.ts';
import type { ListingArgs, ListingData } from './listing-data.ts';

const args: ListingArgs = { language: 'en', page: 1, facets: { insights_topic: ['ports'] }, fixedType: 'blogs' };
const result: ArticleSearchResult = {
  content: [{ id: 'a', insights_title: 'A', insights_url: '/insights/blogs/a', articledate: '2026-02-01T00:00:00Z' }],
  facet: [{ name: 'insights_topic', label: 'Topic', value: [{ id: 'ports', text: 'Ports', count: 1 }] }],
  total_item: 1,
};

describe('article-listing loader (fake search)', () => {
  it('searches the page with the fixed type and maps the answer', async () => {
    const asked: ArticleSearchRequest[] = [];
    const logger = collectingLogger();
    const data = await loadArticleListing(args, {
      logger,
      fetchJson: async () => ({}),
      allowedFeedHosts: [],
      searchArticles: async (r) => (asked.push(r), result),
    });
    expect(asked[0]).toMatchObject({ page: 1, itemsPerPage: 14, facets: { insights_topic: ['ports'], insights_type: ['blogs'] } });
    expect(data).toMatchObject({ total: 1, page: 1, cards: [{ id: 'a', dateLabel: '1 February 2026' }] });
  });

  it('becomes the block’s error value, logged, when the search fails, is missing or the arguments are malformed', async () => {
    const run = async (a: unknown, searchArticles?: () => Promise<ArticleSearchResult>) => {
      const logger = collectingLogger();
      const source = createServerBlockData({ logger, allowedFeedHosts: [], ...(searchArticles ? { searchArticles } : {}) });
      const r = (await source.read('article-listing', JSON.stringify(a), a)) as BlockDataResult<ListingData>;
      return { r, logger };
    };
    const failed = await run(args, async () => Promise.reject(new Error('search down')));
    expect(failed.r.ok).toBe(false);
    expect(failed.logger.entries.some((e) => e.level === 'error' || e.level === 'warn')).toBe(true);
    expect((await run(args)).r.ok).toBe(false);
    expect((await run({ language: 'en' }, async () => result)).r.ok).toBe(false);
    expect((await run(args, async () => result)).r).toMatchObject({ ok: true, value: { total: 1 } });
  });
});
