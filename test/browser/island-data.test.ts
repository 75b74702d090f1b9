import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { clickFirstTabsLogistics, holdRequests, hydrateAllIslands, openPage, useSiteInChromium, waitForHydration } from '../support/browser.ts';

/**
 * Island data by reference in Chromium (docs/architecture.md#islands): with the page cache on (the
 * server's default), a visitor's page carries no island props; the first island to hydrate
 * fetches the page's islands document, once, and every island takes its props from it.
 */
const site = useSiteInChromium();

const isIslandsDocument = (url: string) => new URL(url).searchParams.has('__islands');

function islandsRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isIslandsDocument(request.url())) requests.push(request);
  });
  return requests;
}

describe('the islands document', () => {
  // The home page in both languages, left alone at 375 px, fetches none; the first touch fetches it
  // once, and every island hydrates from it: islands.test.ts, "islands in both directions".

  it("a not-found page's islands hydrate from its document, which comes with the page's 404", async () => {
    const { page, problems } = await openPage(site.browser, 375, 812);
    const requests = islandsRequests(page);
    const response = await page.goto(site.server.url + '/no-such-page-islands', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await page.locator('[data-island="header"] [data-block="header"]').dispatchEvent('mouseover');
    await expect.poll(() => page.locator('[data-island="header"]').getAttribute('data-island-hydrated'), { timeout: 15_000 }).toBe('true');
    expect(requests).toHaveLength(1);
    expect((await requests[0]!.response())?.status()).toBe(404);
    // The page's and its document's own 404s are what they should be, not problems.
    expect(problems.filter((p) => !p.startsWith('http 404: ') && !p.includes('status of 404'))).toEqual([]);
    await page.context().close();
  });

  it("keeps the page's own query: a listing's page 2 asks for its own islands", async () => {
    const { page, problems } = await openPage(site.browser, 1280, 900);
    const requests = islandsRequests(page);
    await page.goto(site.server.url + '/news/all?page=2&utm_source=mail#top');
    await hydrateAllIslands(page);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url());
    expect(url.pathname).toBe('/news/all');
    expect([...url.searchParams]).toEqual([
      ['page', '2'],
      ['utm_source', 'mail'],
      ['__islands', '1'],
    ]);
    expect(url.hash).toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a click while the islands document is on its way is held, then answered once the island has hydrated', async () => {
    const { page, problems } = await openPage(site.browser, 1280, 900);
    const release = await holdRequests(page, (url) => isIslandsDocument(url.href));
    await page.goto(site.server.url + '/blocks/tabs-and-quotes');
    await waitForHydration(page);
    const { island, logistics } = await clickFirstTabsLogistics(page);
    await page.waitForTimeout(300);
    expect(await island.getAttribute('data-island-hydrated')).toBeNull();
    expect(await logistics.getAttribute('aria-selected')).toBe('false');
    release();
    await expect.poll(() => island.getAttribute('data-island-hydrated')).toBe('true');
    await expect.poll(() => logistics.getAttribute('aria-selected')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  async function tabsWithDocument(answer: (document: Record<string, unknown>) => { status: number; body: string }) {
    const { page, problems } = await openPage(site.browser, 1280, 900);
    await page.route(
      (url) => isIslandsDocument(url.href),
      async (route) => {
        const real = await route.fetch();
        const { status, body } = answer((await real.json()) as Record<string, unknown>);
        await route.fulfill({ status, contentType: 'application/json', body });
      },
    );
    await page.goto(site.server.url + '/blocks/tabs-and-quotes');
    await waitForHydration(page);
    const { island, logistics } = await clickFirstTabsLogistics(page);
    await page.waitForTimeout(1000);
    // The island stays as the server sent it: not hydrated, its first tab still selected.
    expect(await island.getAttribute('data-island-hydrated')).toBeNull();
    expect(await logistics.getAttribute('aria-selected')).toBe('false');
    const scope = (await island.getAttribute('data-island-scope'))!;
    await page.context().close();
    // One error for this island (the page has a second tabs island, which says so for itself).
    return { problems, errors: problems.filter((p) => p.startsWith('console.error') && p.includes(`island tabs (${scope})`)) };
  }

  it('a document that fails leaves the island as the server sent it, with one error naming it', async () => {
    const { problems, errors } = await tabsWithDocument(() => ({ status: 503, body: '{"error":"SHED"}' }));
    expect(errors, problems.join('\n')).toHaveLength(1);
    expect(errors[0]).toContain("the page's islands document did not load");
  });

  it('props of another version of the content (its hash differs) are not hydrated with', async () => {
    const { problems, errors } = await tabsWithDocument((document) => {
      for (const props of Object.values(document) as { rendering: { componentName: string; fields?: Record<string, unknown> } }[]) {
        if (props.rendering.componentName.toLowerCase() === 'tabs') props.rendering.fields = { ...props.rendering.fields, changed: { value: 'since' } };
      }
      return { status: 200, body: JSON.stringify(document) };
    });
    expect(errors, problems.join('\n')).toHaveLength(1);
    expect(errors[0]).toContain('other props than the page was made with');
  });

  it('an island missing from the document is not hydrated either', async () => {
    const { problems, errors } = await tabsWithDocument((document) => {
      for (const [scope, props] of Object.entries(document) as [string, { rendering: { componentName: string } }][]) {
        if (props.rendering.componentName.toLowerCase() === 'tabs') delete document[scope];
      }
      return { status: 200, body: JSON.stringify(document) };
    });
    expect(errors, problems.join('\n')).toHaveLength(1);
    expect(errors[0]).toContain("is not in the page's islands document");
  });
});
