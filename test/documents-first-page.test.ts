import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_HUB_DOCUMENTS_TAG } from '../src/cms/cache.ts';
import { get, manualClock, startTestServer, type RunningServer } from './support/server.ts';

/**
 * The documents table's first page, rendered on the server (issue 30; spec 002 sections 2 and 4)
 * from the Content Hub answer the CMS data cache keeps: real server, embedded content server and
 * its Content Hub, whose calls are counted and whose failures are switched on. The tests run in
 * order on one server: first answers, a render from the cache, an outage (stale), the purge, an
 * outage with nothing cached (skeleton, page not kept), the hub back.
 */

const SECRET = 'documents-first-page-secret';
const clock = manualClock();
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ REVALIDATE_SECRET: SECRET }, { now: clock.now });
});

afterAll(async () => {
  await server?.close();
});

const hubCalls = () => server.content!.stats.contentHub;
const rowIds = (html: string) => [...html.matchAll(/data-document-row="([^"]+)"/g)].map((match) => match[1]);
const FIRST = { en: 'Sustainability Report 2025', ar: 'تقرير الاستدامة 2025' };

/** The page's HTML holds the hub's rows: two tables of 5 (the desktop page size), no skeleton. */
function expectRows(html: string, language: 'en' | 'ar'): void {
  const ids = rowIds(html);
  expect(ids).toHaveLength(10);
  expect(ids.every((id) => id!.endsWith(`.${language}`))).toBe(true);
  expect(html).toContain(FIRST[language]);
  expect(html).toContain('data-documents-more=""');
  expect(html).not.toContain('data-documents-skeleton');
}

async function purge(updates: unknown[]) {
  const response = await fetch(`${server.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({ invocation_id: 'content-hub-trigger', updates, continues: false }),
  });
  return { status: response.status, json: (await response.json()) as { evicted: string[]; tags: string[]; ignored: string[] } };
}

describe('the documents table in the server HTML', () => {
  it('holds the first page of real rows in both languages, with the end cursor for Load more, tagged for the purge', async () => {
    for (const [language, path] of [
      ['en', '/document-hub'],
      ['ar', '/ar/document-hub'],
    ] as const) {
      const page = await get(server, path);
      expect(page.status).toBe(200);
      expectRows(page.text, language);
      // The rows and the cursor travel beside the block for hydration and Load more.
      expect(page.text).toMatch(/data-block-data="documents:[^"]*">\{"ok":true,"value":\{"rows":\[.*?\],"hasNext":true,"endCursor":"[^"]+"\}\}/);
      expect(page.headers.get('cache-tag')?.split(',')).toContain(CONTENT_HUB_DOCUMENTS_TAG);
    }
    // A page without a documents table does not carry the hub's tag.
    expect((await get(server, '/about')).headers.get('cache-tag')?.split(',')).not.toContain(CONTENT_HUB_DOCUMENTS_TAG);
  });

  it('renders again from the cached answer without calling the hub', async () => {
    const before = hubCalls();
    // A query string is a page of its own: rendered, not answered from the page cache.
    expectRows((await get(server, '/document-hub?again=1')).text, 'en');
    expectRows((await get(server, '/ar/document-hub?again=1')).text, 'ar');
    expect(hubCalls()).toBe(before);
  });

  it('keeps the rows when the hub fails after it has answered (stale-if-error)', async () => {
    clock.advance(61_000);
    server.content!.faults.contentHubFailure = 'status-500';
    const before = hubCalls();
    expectRows((await get(server, '/document-hub?outage=1')).text, 'en');
    // The expired answer was served while its refresh went to the hub, and failed.
    await expect.poll(hubCalls).toBeGreaterThan(before);
    expectRows((await get(server, '/ar/document-hub?outage=1')).text, 'ar');
  });

  it('is purged by a Content Hub asset update: the cached answers and the pages with a table go, other pages stay', async () => {
    const { status, json } = await purge([{ identifier: 'sustainability-report-2025', entity_definition: 'M.Asset', operation: 'Update' }]);
    expect(status).toBe(200);
    expect(json.tags).toEqual([CONTENT_HUB_DOCUMENTS_TAG]);
    expect(json.ignored).toEqual([]);
    expect(json.evicted.filter((key) => key.startsWith('documents|'))).toHaveLength(4);
    expect(json.evicted).toContain('page|ports-group|default|/document-hub|');
    expect(json.evicted).toContain('page|ports-group|ar|/document-hub|');
    expect(json.evicted.some((key) => key.includes('/about'))).toBe(false);
  });

  it('with the hub down and nothing cached: the skeleton, the browser to fetch, and the page not kept', async () => {
    const { fills, fillsDropped } = server.pageCache.stats();
    const page = await get(server, '/document-hub');
    expect(page.status).toBe(200);
    expect(rowIds(page.text)).toEqual([]);
    expect(page.text.match(/data-documents-skeleton=""/g)).toHaveLength(2);
    expect(page.text).toMatch(/data-block-data="documents:[^"]*">\{"ok":false/);
    // Its cache fill rendered the same failure and dropped the page.
    await expect.poll(() => server.pageCache.stats().fillsDropped).toBeGreaterThan(fillsDropped);
    expect(server.pageCache.stats().fills).toBe(fills);
    expect((await get(server, '/document-hub')).headers.get('server-timing')).toContain('page;desc="miss"');
  });

  it('asks the hub again once it is back, and shows the rows', async () => {
    server.content!.faults.contentHubFailure = null;
    const before = hubCalls();
    expectRows((await get(server, '/document-hub')).text, 'en');
    expect(hubCalls()).toBeGreaterThan(before);
  });
});
