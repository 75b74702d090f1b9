import { describe, expect, it } from 'vitest';
import { AppError } from '../app/errors.ts';
import { collectingLogger } from '../app/testing.tsx';
import { FeedError } from './errors.ts';
import { createFeedFetch, isFallbackWorthy } from './feed-fetch.ts';

const URL_ = 'https://feeds.example/news.json?pageSize=3';
const feed = { channel: { item: [{ title: 'A', link: '/news/a' }] } };

function setup(direct: () => Promise<unknown>, proxy: () => Promise<{ json: string }>) {
  const calls = { direct: 0, proxy: [] as unknown[] };
  const logger = collectingLogger();
  const fetchFeed = createFeedFetch({
    direct: async () => {
      calls.direct += 1;
      return direct();
    },
    proxy: {
      get: async (url) => {
        calls.proxy.push(url);
        const answer = await proxy();
        return { ...answer, cached: false, stale: false };
      },
    },
    logger,
  });
  return { fetchFeed, calls, logger };
}

describe('the server feed fetch with the proxy fallback (spec 001 section 7)', () => {
  it('answers from the feed itself when it works, without the proxy', async () => {
    const { fetchFeed, calls } = setup(
      async () => feed,
      async () => ({ json: '{}' }),
    );
    expect(await fetchFeed(URL_, { timeoutMs: 15_000 })).toBe(feed);
    expect(calls.proxy).toEqual([]);
  });

  it('falls back to the proxy on a 5xx, a network failure or a timeout', async () => {
    for (const error of [
      new AppError('FEED_HTTP_STATUS', '503 from feeds.example'),
      new AppError('FEED_NETWORK', 'x'),
      new AppError('FEED_TIMEOUT', 'x'),
      new Error('odd'),
    ]) {
      const { fetchFeed, calls, logger } = setup(
        async () => Promise.reject(error),
        async () => ({ json: JSON.stringify(feed) }),
      );
      expect(await fetchFeed(URL_, { timeoutMs: 15_000 })).toEqual(feed);
      expect(calls.proxy).toEqual([URL_]);
      expect(logger.entries.some((e) => e.level === 'warn' && /served through the proxy/.test(String(e.msg)))).toBe(true);
    }
  });

  it('does not try the proxy for a 4xx, bad JSON or a refused URL', async () => {
    for (const error of [
      new AppError('FEED_HTTP_STATUS', '404 from feeds.example'),
      new AppError('FEED_INVALID_JSON', 'x'),
      new AppError('FEED_HOST_NOT_ALLOWED', 'x'),
      new AppError('FEED_INVALID_URL', 'x'),
    ]) {
      expect(isFallbackWorthy(error)).toBe(false);
      const { fetchFeed, calls } = setup(
        async () => Promise.reject(error),
        async () => ({ json: '{}' }),
      );
      await expect(fetchFeed(URL_, { timeoutMs: 15_000 })).rejects.toBe(error);
      expect(calls.proxy).toEqual([]);
    }
  });

  it('gives nothing when the proxy fails too: the feed error stands, both logged', async () => {
    const error = new AppError('FEED_HTTP_STATUS', '500 from feeds.example');
    const { fetchFeed, logger } = setup(
      async () => Promise.reject(error),
      async () => Promise.reject(new FeedError('FEED_UPSTREAM_ERROR', 'status 500')),
    );
    await expect(fetchFeed(URL_, { timeoutMs: 15_000 })).rejects.toBe(error);
    expect(logger.entries.find((e) => e.level === 'warn')?.msg).toMatch(/proxy fallback failed too/);
  });
});
