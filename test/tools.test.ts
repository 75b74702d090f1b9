import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_FAULTS } from '../src/content-server/faults.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/**
 * The tools list over real HTTP (spec 002 sections 7 and 8): the render host with the embedded
 * content server. The tools are the children of the tools folder, read by the block's loader on the
 * server; a graph that does not answer in time gives the empty list, never a failed page, and
 * marks the block failed so that the page is not cached without its tools.
 */

let server: RunningServer;
beforeAll(async () => {
  // A short CMS budget and no retries: the slow-graph case below fails fast. No page cache, so
  // every request renders.
  server = await startTestServer({ PAGE_CACHE_MAX_MB: '0', CMS_TIMEOUT_MS: '700', CMS_RETRIES: '0' });
});
afterAll(() => server?.close());
afterEach(() => {
  Object.assign(server.content!.faults, NO_FAULTS);
});

type Answer = { ok: true; value: { cards: Array<{ id: string; name: string; url: string }>; failed: boolean } } | { ok: false; error: string };

function toolsData(html: string): Answer {
  const match = /data-block-data="tools-cards:[^"]*"[^>]*>(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no tools-cards data in the page');
  return JSON.parse(match[1]!) as Answer;
}

const cardsIn = (html: string) => [...html.matchAll(/data-tool-card="(tool-\d+)"/g)].map((m) => m[1]);

describe('/tools-and-apps', () => {
  it.each([
    ['/tools-and-apps', 'Vessel Schedule', 'View details for'],
    ['/ar/tools-and-apps', 'جدول السفن', 'عرض تفاصيل'],
  ])('%s renders the first page of tools on the server, with the filters and the data beside them', async (path, first, viewDetails) => {
    const res = await get(server, path);
    expect(res.status).toBe(200);
    const data = toolsData(res.text);
    expect(data.ok).toBe(true);
    if (!data.ok) return;
    expect(data.value.failed).toBe(false);
    expect(data.value.cards.length).toBeGreaterThanOrEqual(16);
    expect(data.value.cards[0]!.name).toBe(first);
    // 12 cards on the first page (numberOfCardsDesktop), ids by position.
    expect(cardsIn(res.text)).toEqual(Array.from({ length: 12 }, (_, i) => `tool-${i}`));
    expect(res.text).toContain(first);
    expect(res.text).toContain(viewDetails);
    expect(res.text).toContain('data-filter-dropdown="country"');
    expect(res.text).toContain('data-filter-dropdown="port"');
    expect(res.text).toContain('data-load-more');
    expect(res.text).toContain('data-island="tools-cards-list"');
  });

  it('gives the empty list, not a 500, when the content graph does not answer', async () => {
    await get(server, '/tools-and-apps'); // the layout and dictionary are now in the CMS cache
    server.content!.faults.layoutDelayMs = 2_000; // every GraphQL answer is late
    const res = await get(server, '/tools-and-apps');
    expect(res.status).toBe(200);
    const data = toolsData(res.text);
    // A failed block: the page is not cached without its tools (block-data.server.ts).
    expect(data.ok).toBe(false);
    expect(cardsIn(res.text)).toEqual([]);
    expect(res.text).toContain('data-tools-empty');
    expect(res.text).toContain('No tools match your current filter criteria. Please try different filters.');
    expect(res.text).not.toContain('data-filter-dropdown');
    expect(res.text).not.toContain('No active filter types found');
  });
});
