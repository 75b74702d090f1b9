import { describe, expect, it } from 'vitest';
import { createServerBlockData, registeredLoaderNames } from './block-data.server.ts';
import { collectingLogger } from './testing.tsx';

const feed = { channel: { item: [{ guid: 'a', title: 'A', link: '/news/a', pubDate: '2026-01-01T00:00:00Z' }] } };
const args = { feedUrl: 'https://feeds.example.com/news?n={0}', feedPageSize: 3, numberOfNews: 6, defaultImage: null, language: 'en' };

describe('createServerBlockData', () => {
  it('finds the loaders of the block folders', () => {
    expect(registeredLoaderNames()).toContain('news-highlight');
  });

  it('loads once per loader and key within a request', async () => {
    let calls = 0;
    const source = createServerBlockData({
      logger: collectingLogger(),
      allowedFeedHosts: ['feeds.example.com'],
      fetchJson: async () => {
        calls++;
        return feed;
      },
    });
    const first = source.read('news-highlight', 'k', args);
    const second = source.read('news-highlight', 'k', args);
    expect(second).toBe(first);
    await expect(first).resolves.toMatchObject({ ok: true });
    await source.read('news-highlight', 'other', args);
    expect(calls).toBe(2);
  });

  it('turns failures into error values and logs them', async () => {
    const logger = collectingLogger();
    const source = createServerBlockData({
      logger,
      allowedFeedHosts: ['feeds.example.com'],
      fetchJson: async () => {
        throw new Error('socket hang up at 10.0.0.7');
      },
    });
    const result = await source.read('news-highlight', 'k', args);
    expect(result).toEqual({ ok: false, error: 'Failed to fetch news data' });
    expect(logger.entries.some((e) => e.level === 'error' && e.msg === 'block data loader failed')).toBe(true);
    // Unknown loaders too, with a generic message (no internals on the page).
    const unknown = await source.read('no-such-loader', 'k', {});
    expect(unknown).toEqual({ ok: false, error: 'An error occurred while loading this content.' });
  });

  it('checks the allow-list whatever fetcher it is given', async () => {
    let called = false;
    const source = createServerBlockData({
      logger: collectingLogger(),
      allowedFeedHosts: ['other.example.com'],
      fetchJson: async () => {
        called = true;
        return feed;
      },
    });
    expect(await source.read('news-highlight', 'k', args)).toMatchObject({ ok: false });
    expect(called).toBe(false);
  });
});
