import { describe, expect, it, vi } from 'vitest';
import type { BlockLoaderContext } from '../../app/block-data.tsx';
import { loadToolsCards } from './tools-cards-list.server.ts';
import { CMS_UNREASONABLE } from './tools-cards-list.rules.ts';

function context(graphql?: BlockLoaderContext['graphql']) {
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const ctx: BlockLoaderContext = { logger, fetchJson: vi.fn(), allowedFeedHosts: [], ...(graphql ? { graphql } : {}) };
  return { ctx, logger };
}
const args = { path: '/sitecore/content/ports-group/Data/Tools', language: 'en' };
const tool = { id: 'a', name: 'x', headline: { jsonValue: { value: 'X' } } };

describe('loader tools-cards', () => {
  it('runs the query with the path and language and maps the children', async () => {
    const graphql = vi.fn(async () => ({ item: { children: { results: [tool] } } }));
    const { ctx } = context(graphql);
    const data = await loadToolsCards(args, ctx);
    expect(graphql).toHaveBeenCalledWith(expect.stringContaining('query ToolsCards'), args);
    expect(data).toMatchObject({ failed: false, cards: [{ id: 'tool-0', name: 'X' }] });
  });

  // A failure throws: the block data layer logs it and keeps the page out of the cache.
  it('throws for a failed query, naming the path, the language and the cause', async () => {
    const { ctx } = context(async () => {
      throw new Error('CMS_UNAVAILABLE: 503');
    });
    await expect(loadToolsCards(args, ctx)).rejects.toThrow(`Tools list: the content query for ${args.path} (en) failed: CMS_UNAVAILABLE: 503`);
  });

  it("throws 'Ops, CMS didn't return a reasonable response.' for an unusable answer", async () => {
    const { ctx } = context(async () => ({ item: null }));
    await expect(loadToolsCards(args, ctx)).rejects.toThrow(CMS_UNREASONABLE);
  });

  it('fetches nothing without a datasource or without a graph', async () => {
    const graphql = vi.fn();
    const { ctx, logger } = context(graphql);
    expect(await loadToolsCards({ path: '', language: 'en' }, ctx)).toEqual({ cards: [], failed: true });
    expect(graphql).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalled();
    const none = context();
    expect(await loadToolsCards(args, none.ctx)).toEqual({ cards: [], failed: true });
  });
});
