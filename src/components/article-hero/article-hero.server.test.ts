import { describe, expect, it, vi } from 'vitest';
import { collectingLogger } from '../../app/testing.tsx';
import type { BlockLoaderContext } from '../../app/block-data.tsx';
import { ARTICLE_UPDATED_QUERY } from './article-hero.rules.ts';
import { blockLoaders, loadArticleUpdated } from './article-hero.server.ts';

function ctx(graphql?: BlockLoaderContext['graphql']) {
  const logger = collectingLogger();
  return { logger, context: { logger, fetchJson: vi.fn(), allowedFeedHosts: [], ...(graphql ? { graphql } : {}) } as BlockLoaderContext };
}

describe('article-updated loader', () => {
  it('is registered under its contract name', () => {
    expect(blockLoaders['article-updated']).toBe(loadArticleUpdated);
  });

  it('queries the graph with the item id as path and the language, and gives the raw value', async () => {
    const graphql = vi.fn(async () => ({ item: { updated: { value: '20261101T093000Z' } } }));
    const { context } = ctx(graphql);
    await expect(loadArticleUpdated({ path: '{A1}', language: 'ar' }, context)).resolves.toEqual({ updated: '20261101T093000Z' });
    expect(graphql).toHaveBeenCalledWith(ARTICLE_UPDATED_QUERY, { path: '{A1}', language: 'ar' });
  });

  it('logs an error and fetches nothing without an item id or language', async () => {
    const graphql = vi.fn();
    const { context, logger } = ctx(graphql);
    await expect(loadArticleUpdated({ path: '', language: 'en' }, context)).resolves.toEqual({ updated: null });
    expect(graphql).not.toHaveBeenCalled();
    expect(logger.entries.map((e) => e.level)).toEqual(['error']);
  });

  it('only logs when the query fails or gives no value', async () => {
    const failing = ctx(vi.fn(async () => Promise.reject(new Error('graph down'))));
    await expect(loadArticleUpdated({ path: '{A1}', language: 'en' }, failing.context)).resolves.toEqual({ updated: null });
    expect(failing.logger.entries.map((e) => e.level)).toEqual(['info']);
    const empty = ctx(vi.fn(async () => ({ item: null })));
    await expect(loadArticleUpdated({ path: '{A1}', language: 'en' }, empty.context)).resolves.toEqual({ updated: null });
    expect(empty.logger.entries.map((e) => e.level)).toEqual(['info']);
  });
});
