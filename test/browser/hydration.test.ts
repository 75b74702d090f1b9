import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { openPage, waitForHydration, useSiteInChromium } from '../support/browser.ts';

const site = useSiteInChromium();

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
