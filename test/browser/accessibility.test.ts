import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { openPage, waitForHydration, useSiteInChromium } from '../support/browser.ts';

const site = useSiteInChromium();

/**
 * Pages as they first show, at the three widths: here the solutions pages, which open with their
 * sub-navigation; the home page in both languages is read in islands.test.ts ("static markup"),
 * the about and not-found pages in footer-404.test.ts, in the visits those tests make anyway.
 * Every block, hydrated, is checked by the island sweep of islands.test.ts ("every sample page"),
 * which runs axe on each page it wakes: the block gallery among them, in English at 1280 px and in
 * Arabic at 375.
 */
describe('axe in Chromium: no serious or critical violations with the full chrome', () => {
  it.each([
    ['/solutions', 768],
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
