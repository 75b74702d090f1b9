import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { CdpEvent } from '../../src/content-server/index.ts';
import { openPage, useSiteInChromium, waitForHydration } from '../support/browser.ts';

/**
 * Page-view tracking in a real browser (issue 5 item 7, spec 000 section 7): a visitor's page load
 * sends exactly one event, through our own route, which the embedded data platform records; an
 * editor's edit or preview sends none.
 */

const SECRET = 'editing-secret-0123456789abcdef';
const ABOUT_ID = '572b63ad-2cb9-57be-9f74-e81cf4144180';
const ABOUT_VARIANT = (language: string) => `${ABOUT_ID.replace(/-/g, '')}_${language}_default`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'page-view-browser-'));
const site = useSiteInChromium({ SITECORE_EDITING_SECRET: SECRET, CONTENT_DATA_DIR: dataDir, GEO_COUNTRY_HEADER: 'cf-ipcountry' });
/** The home page and its variant for visitors from Saudi Arabia (content/sites/ports-group/personalize.json). */
const HOME_ID = '4b4e1157828e546187d9129bc456b9de';
const SAUDI_VARIANT = '9672a417862e5fd1628942d72d8a7cf7';
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const recorded = (variant: string): CdpEvent[] => site.server.content!.cdpEvents.filter((entry) => entry.event.pageVariantId === variant);

/** The page's own calls to the page-view route. */
function watchPageViews(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events/page-view') calls.push(request.method());
  });
  return calls;
}

describe('page-view tracking in Chromium', () => {
  it.each([
    ['/about', 'en', 'about'],
    ['/ar/about', 'ar', 'about'],
  ])('a visitor loading %s sends exactly one event with the spec’s payload', async (address, language, name) => {
    const variant = ABOUT_VARIANT(language);
    const before = recorded(variant).length;
    const { page, problems } = await openPage(site.browser);
    const calls = watchPageViews(page);
    await page.goto(site.server.url + address);
    await waitForHydration(page);
    await expect.poll(() => recorded(variant).length).toBe(before + 1);
    await page.waitForLoadState('networkidle');

    expect(calls).toEqual(['POST']);
    expect(recorded(variant).length).toBe(before + 1);
    expect(recorded(variant).at(-1)?.event).toEqual({
      type: 'VIEW',
      channel: 'WEB',
      currency: 'USD',
      page: name,
      pageVariantId: variant,
      language,
      pos: 'ports-group',
      requestedAt: expect.any(String),
    });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a visitor shown a personalised variant hydrates it cleanly and sends that variant's id, streamed and from the cache", async () => {
    const variant = `${HOME_ID}_en_${SAUDI_VARIANT}`;
    for (const load of [1, 2]) {
      const before = recorded(variant).length;
      const { page, problems } = await openPage(site.browser);
      await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'SA' });
      const answer = await page.goto(site.server.url + '/');
      await waitForHydration(page);
      await expect.poll(() => recorded(variant).length).toBe(before + 1);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toContain('Jeddah South');
      expect(answer?.headers()['cache-control'], `load ${load}`).toBe('private, no-cache');
      // No hydration warning: the islands' props come from the variant's own islands document (`__variant`).
      expect(problems).toEqual([]);
      await page.context().close();
      if (load === 1)
        await expect
          .poll(async () =>
            (
              await fetch(site.server.url + '/', { headers: { 'cf-ipcountry': 'SA', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' } })
            ).headers.get('server-timing'),
          )
          .toContain('page;desc="hit"');
    }
  });

  it.each(['edit', 'preview'])('an editor in %s mode sends none', async (mode) => {
    const variant = ABOUT_VARIANT('en');
    const before = recorded(variant).length;
    const { page, problems } = await openPage(site.browser);
    const calls = watchPageViews(page);
    const query = new URLSearchParams({ secret: SECRET, sc_itemid: ABOUT_ID, sc_lang: 'en', sc_site: 'ports-group', route: '/about', mode });
    await page.goto(`${site.server.url}/api/editing/render?${query}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => JSON.parse(document.getElementById('__PAGE_FACTS__')!.textContent!).pageState)).toBe(mode);
    await page.waitForLoadState('networkidle');

    expect(calls).toEqual([]);
    expect(recorded(variant).length).toBe(before);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
