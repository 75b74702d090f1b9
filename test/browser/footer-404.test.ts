import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { openPage, waitForHydration, useSiteInChromium } from '../support/browser.ts';

const site = useSiteInChromium();
describe('footer, breadcrumb and 404 in Chromium', () => {
  // axe reads each page as it first shows, with the full chrome: the about pages at a phone's width.
  it.each([
    ['/about', 375],
    ['/ar/about', 375],
    ['/no-such-page', 1280],
    ['/ar/no-such-page', 1280],
  ] as const)('%s at %i px hydrates without console errors or warnings, and axe finds nothing serious', async (path, width) => {
    const { page, problems } = await openPage(site.browser, width);
    await page.goto(site.server.url + path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('footer [data-block="footer"]').count()).toBe(1);
    if (path.endsWith('about')) {
      expect(await page.locator('nav[data-block="breadcrumb"] [aria-current="page"]').count()).toBe(1);
    }
    // The not-found page's own 404 status is what it should be, not a problem.
    const notFound = path.endsWith('no-such-page');
    expect(problems.filter((p) => !(notFound && (p.startsWith('http 404: ') || p.includes('status of 404'))))).toEqual([]);
    if (notFound) expect(await page.title()).toMatch(/^404 /);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('mirrors the breadcrumb separators in Arabic', async () => {
    const transforms: string[] = [];
    for (const path of ['/solutions/logistics', '/ar/solutions/logistics']) {
      const { page } = await openPage(site.browser);
      await page.goto(site.server.url + path);
      await waitForHydration(page);
      transforms.push(
        await page
          .locator('nav[data-block="breadcrumb"] li')
          .nth(1)
          .evaluate((li) => getComputedStyle(li, '::before').transform),
      );
      await page.context().close();
    }
    expect(transforms[0]).not.toBe(transforms[1]);
  });
});
