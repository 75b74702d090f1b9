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

  it('shows the shell first, then the news, styled as it is shown, and hydrates cleanly', async () => {
    const { page, problems } = await openPage(site.browser);
    // Every element React reveals in the visible page: are the class names styled-components gave
    // it already in a style element in force (not one still inert in a template)? Checked in the
    // mutation's own microtask, before the browser can paint it.
    await page.addInitScript(() => {
      const w = window as unknown as { unstyledOnReveal: string[] };
      w.unstyledOnReveal = [];
      new MutationObserver((mutations) => {
        const styled = new Set(
          [...document.querySelectorAll('style[data-styled]')].flatMap((tag) =>
            [...(tag.textContent ?? '').matchAll(/\{content:"([^"]*)"\}/g)].flatMap((m) => m[1]!.split(',').filter(Boolean)),
          ),
        );
        for (const { addedNodes } of mutations) {
          for (const node of addedNodes) {
            if (!(node instanceof Element) || !document.body?.contains(node) || node.closest('[hidden]')) continue;
            for (const element of [node, ...node.querySelectorAll('[class]')]) {
              // A styled component's element carries its component id (…-sc-…) and the names
              // generated for its rules, among any classes of its own: one of them must be styled.
              const names = [...element.classList].filter((name) => !name.includes('sc-'));
              if (names.length < element.classList.length && names.length > 0 && !names.some((name) => styled.has(name)))
                w.unstyledOnReveal.push(`${element.tagName}.${[...element.classList].join('.')}`);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(slow.url + '/', { waitUntil: 'commit' });
    // The hero is on screen while the news still shows its loading skeleton.
    await page.locator('h1').first().waitFor({ state: 'visible' });
    const newsLoadedEarly = await page.locator('[data-block-data]').count();
    expect(newsLoadedEarly).toBe(0);
    await page.locator('[data-block-data]').first().waitFor({ state: 'attached', timeout: 10_000 });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { unstyledOnReveal: string[] }).unstyledOnReveal)).toEqual([]);
    // The late blocks' rules came in templates (no style element may stand in the body) and are
    // now in the head, moved there by their script (nonced: the CSP let it run, or problems says).
    expect(await page.evaluate(() => document.querySelectorAll('template[data-late-styles], body style').length)).toBe(0);
    expect(await page.evaluate(() => document.head.querySelectorAll('style[data-styled]').length)).toBeGreaterThan(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
