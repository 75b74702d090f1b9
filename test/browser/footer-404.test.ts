import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, openPage, waitForHydration } from '../support/browser.ts';

/** Screenshots go outside the repository (look at them; they are not compared). */
const SHOTS = process.env.CHROME_SHOTS_DIR;

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('footer, breadcrumb and 404 in Chromium', () => {
  it.each(['/about', '/ar/about', '/no-such-page', '/ar/no-such-page'])('%s hydrates without console errors or warnings', async (path) => {
    const { page, problems } = await openPage(browser);
    await page.goto(server.url + path);
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
    await page.context().close();
  });

  it('mirrors the breadcrumb separators in Arabic', async () => {
    const transforms: string[] = [];
    for (const path of ['/solutions/logistics', '/ar/solutions/logistics']) {
      const { page } = await openPage(browser);
      await page.goto(server.url + path);
      await waitForHydration(page);
      transforms.push(
        await page.locator('nav[data-block="breadcrumb"] li').nth(1).evaluate((li) => getComputedStyle(li, '::before').transform),
      );
      await page.context().close();
    }
    expect(transforms[0]).not.toBe(transforms[1]);
  });

  it.skipIf(!SHOTS).each([375, 768, 1280])('screenshots at %i px', async (width) => {
    for (const path of ['/about', '/ar/about', '/no-such-page', '/ar/no-such-page']) {
      const { page } = await openPage(browser, width);
      await page.goto(server.url + path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const name = `${path.replace(/\//g, '_') || 'home'}-${width}`;
      await page.screenshot({ path: `${SHOTS}/${name}-top.png` });
      await page.locator('footer [data-block="footer"]').screenshot({ path: `${SHOTS}/${name}-footer.png` });
      await page.context().close();
    }
  });
});
