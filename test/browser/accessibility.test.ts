import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { openPage, waitForHydration, useSiteInChromium } from '../support/browser.ts';

const site = useSiteInChromium();

/**
 * Pages as they first show, at the three widths. Every block, hydrated, is checked by the island
 * sweep of islands.test.ts ("every sample page"), which runs axe on each page it wakes: the block
 * gallery among them, in English at 1280 px and in Arabic at 375.
 */
describe('axe in Chromium: no serious or critical violations with the full chrome', () => {
  it.each([
    ['/', 1280],
    ['/ar', 1280],
    ['/about', 375],
    ['/ar/about', 375],
    ['/solutions', 768],
    ['/ar/no-such-page', 1280],
    ['/ar/solutions', 1280],
  ])(
    '%s at %i px',
    async (path, width) => {
      const { page } = await openPage(site.browser, width);
      await page.goto(site.server.url + path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    },
    60_000,
  );
});
