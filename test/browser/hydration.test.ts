import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { openPage, waitForHydration, waitForIsland, useSiteInChromium } from '../support/browser.ts';

const site = useSiteInChromium();

describe('in Chromium', () => {
  it('the card carousel works after hydration, mirrored in Arabic', async () => {
    for (const path of ['/', '/ar']) {
      const { page, problems } = await openPage(site.browser, 1280);
      await page.goto(site.server.url + path);
      // Near the viewport, it hydrates once the page has loaded (or at once when reached for).
      await waitForIsland(page, '[data-carousel-viewport]');
      const carousel = page.locator('*:has(> [data-carousel-viewport])').first();
      const prev = carousel.locator('[data-carousel-controls] button').first();
      const next = carousel.locator('[data-carousel-controls] button').last();
      await expect.poll(() => prev.isDisabled()).toBe(true);
      expect(await next.isDisabled()).toBe(false);
      const slide = carousel.locator('[data-carousel-slide]').first();
      const before = await slide.boundingBox();
      await next.click();
      await expect.poll(() => prev.isDisabled()).toBe(false);
      // Wait for the slide animation to settle before measuring.
      await page.waitForTimeout(700);
      const after = await slide.boundingBox();
      // Forward moves the track left in English and right in Arabic.
      if (path === '/ar') expect(after!.x).toBeGreaterThan(before!.x);
      else expect(after!.x).toBeLessThan(before!.x);
      // Keyboard: the arrow key that points backwards in the reading direction goes back.
      await next.focus();
      await page.keyboard.press(path === '/ar' ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(() => prev.isDisabled()).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});

describe('with a slow news feed', () => {
  let slow: RunningServer;
  beforeAll(async () => {
    slow = await startTestServer({ NEWS_FEED_DELAY_MS: '1500' });
  });
  afterAll(() => slow?.close());

  it('shows the shell first, then the news, and hydrates cleanly', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.goto(slow.url + '/', { waitUntil: 'commit' });
    // The hero is on screen while the news still shows its loading skeleton.
    await page.locator('h1').first().waitFor({ state: 'visible' });
    const newsLoadedEarly = await page.locator('[data-block-data]').count();
    expect(newsLoadedEarly).toBe(0);
    await page.locator('[data-block-data]').first().waitFor({ state: 'attached', timeout: 10_000 });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
