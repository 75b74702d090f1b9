import { describe, expect, it } from 'vitest';
import type { BlockLoaderContext } from '../../app/block-data.tsx';
import { AppError } from '../../app/errors.ts';
import { collectingLogger } from '../../app/testing.tsx';
import type { NewsListingArgs } from '../../lib/news-listing.ts';
import { loadNewsListing } from './news-listing.server.ts';

const args: NewsListingArgs = {
  sourceId: 's',
  feedUrl: 'https://feeds.example/n.json?pageSize={0}',
  feedPageSize: 100,
  rootId: 'root',
  defaultImage: null,
  language: 'en',
};
const feed = {
  channel: {
    item: [
      { guid: 'f1', title: 'Feed one', link: '/news/one', pubDate: '2026-02-01T00:00:00Z' },
      { guid: 'f2', title: 'Feed two', link: '/news/two', pubDate: '2026-04-01T00:00:00Z' },
    ],
  },
};
const local = (n: number, slug: string, date: string) => ({
  id: `L${n}`,
  url: { url: `/news/${slug}` },
  title: { jsonValue: { value: `Local ${n}` } },
  newsDate: { jsonValue: { value: date } },
});

function ctx(over: Partial<BlockLoaderContext> = {}, pages = [local(1, 'one', '2026-01-01T00:00:00Z'), local(2, 'three', '2026-03-01T00:00:00Z')]) {
  const asked: Array<Record<string, unknown>> = [];
  const fetched: string[] = [];
  const context: BlockLoaderContext = {
    logger: collectingLogger(),
    allowedFeedHosts: ['feeds.example'],
    fetchJson: async () => Promise.reject(new Error('fetchFeed is used')),
    fetchFeed: async (url) => {
      fetched.push(url);
      return feed;
    },
    graphql: async (_q, variables) => {
      asked.push(variables);
      const index = variables.after ? Number(variables.after) : 0;
      const hasNext = index + 1 < pages.length;
      return { search: { total: pages.length, pageInfo: { hasNext, endCursor: hasNext ? String(index + 1) : '' }, results: pages.slice(index, index + 1) } };
    },
    ...over,
  };
  return { context, asked, fetched };
}

describe('news listing loader', () => {
  it('reads local news one per request and the feed at 100, merged newest first, the feed copy of a local story dropped', async () => {
    const { context, asked, fetched } = ctx();
    const data = await loadNewsListing(args, context);
    expect(fetched).toEqual(['https://feeds.example/n.json?pageSize=100']);
    expect(asked.map((v) => [v.first, v.after])).toEqual([
      [1, undefined],
      [1, '1'],
    ]);
    expect(data.cards.map((c) => [c.id, c.source])).toEqual([
      ['f2', 'external'],
      ['L2', 'local'],
      ['L1', 'local'],
    ]);
    expect(data.feedError).toBeNull();
  });

  it('shows the feed error only when there is no local news', async () => {
    const failing = { fetchFeed: async () => Promise.reject(new AppError('FEED_TIMEOUT', 'x')) };
    const withLocal = await loadNewsListing(args, ctx(failing).context);
    expect(withLocal.feedError).toBeNull();
    expect(withLocal.cards.map((c) => c.id)).toEqual(['L2', 'L1']);
    const alone = await loadNewsListing(args, ctx(failing, []).context);
    expect(alone).toEqual({ cards: [], feedError: 'Request timed out. Could not fetch news, please check the URL.' });
    const badFeed = await loadNewsListing(args, ctx({ fetchFeed: async () => ({ nope: true }) }, []).context);
    expect(badFeed.feedError).toBe('Invalid data format');
  });

  it('keeps the feed when the graph fails (logged), and refuses a source with neither', async () => {
    const { context } = ctx({ graphql: async () => Promise.reject(new Error('down')) });
    expect((await loadNewsListing(args, context)).cards.map((c) => c.id)).toEqual(['f2', 'f1']);
    await expect(loadNewsListing({ ...args, feedUrl: '', rootId: '' }, context)).rejects.toMatchObject({ publicMessage: 'No URL or data provided' });
  });
});
