import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { holdImages, openPage, useSiteInChromium, waitForHydration } from '../support/browser.ts';

/**
 * While the page loads, main's blocks below the first two are laid out only near the viewport
 * (`content-visibility: auto`, src/app/deferred-layout.rules.ts); once it has loaded, they are
 * laid out one at a time. What must hold: the blocks are skipped while the page loads, all are
 * laid out after, and then nothing visible moves (CLS from the browser's own layout-shift
 * entries, through a whole scroll down); in-page anchors land on their targets and stay
 * there; the islands of deferred blocks hydrate when scrolled to.
 */
const site = useSiteInChromium();

/** Main's top-level blocks the browser skips now (computed `content-visibility: auto`). */
const skipped = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('main > [data-block], main > [data-island] > [data-block]')].filter(
        (block) => getComputedStyle(block).contentVisibility === 'auto',
      ).length,
  );

/** Sums the layout shifts not caused by input (what CLS counts), from the first paint on. */
const RECORD_SHIFTS = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, sources: (entry.sources || []).map((s) => s.node && s.node.nodeName + '.' + (s.node.getAttribute && (s.node.getAttribute('data-block') || s.node.className))) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

interface Shift {
  value: number;
  sources: string[];
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

/** Scrolls down a viewport at a time to the end, two frames at each stop, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await twoFrames();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await twoFrames();
  });
}

/**
 * How far the target's top is from where a jump should put it: its scroll margin plus the page's
 * scroll padding below the viewport's top (the sticky header's room).
 */
const offTarget = (page: Page, id: string) =>
  page.evaluate((i) => {
    const target = document.getElementById(i)!;
    const room = (parseFloat(getComputedStyle(target).scrollMarginTop) || 0) + (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);
    return Math.round(target.getBoundingClientRect().top - room) + 0; // never -0
  }, id);

describe('deferred layout in Chromium', { timeout: 90_000 }, () => {
  it.each([
    ['/', 375],
    ['/', 1280],
    ['/blocks', 375],
  ])(
    '%s at %i px: blocks below the first are skipped while the page loads, laid out after, and scrolling through shifts nothing (CLS ≤ 0.01)',
    async (path, width) => {
      const { page } = await openPage(site.browser, width, 800);
      await page.addInitScript(RECORD_SHIFTS);
      const release = await holdImages(page);
      await page.goto(site.server.url + path, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      expect(await skipped(page)).toBeGreaterThan(3);
      release();
      await expect.poll(() => skipped(page), { timeout: 15_000 }).toBe(0);
      await scrollThrough(page);
      const recorded = await shifts(page);
      const cls = recorded.reduce((sum, shift) => sum + shift.value, 0);
      expect(cls, JSON.stringify(recorded)).toBeLessThanOrEqual(0.01);
      await page.context().close();
    },
  );

  it.each([375, 1280])('anchors land on deferred blocks and stay there (%i px)', async (width) => {
    const { page, problems } = await openPage(site.browser, width, 800);
    // A link from another page: the browser scrolls to the target on load (smoothly: the page's
    // scroll-behavior), by the real layout of every block.
    await page.goto(`${site.server.url}/#latest-news`);
    await waitForHydration(page);
    await expect.poll(() => offTarget(page, 'latest-news'), { timeout: 5_000 }).toBe(0);
    // An in-page link, to a block further up.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#on-the-quay';
      link.textContent = 'jump';
      document.body.append(link);
      link.click();
    });
    await expect.poll(() => offTarget(page, 'on-the-quay'), { timeout: 5_000 }).toBe(0);
    // The blocks around it are laid out by now; the target does not move.
    await page.waitForTimeout(500);
    expect(await offTarget(page, 'on-the-quay')).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('islands in deferred blocks hydrate when scrolled to', async () => {
    const { page, problems } = await openPage(site.browser, 1280, 800);
    const release = await holdImages(page);
    await page.goto(site.server.url + '/', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const island = '[data-island="news-highlight"]';
    expect(await page.locator(island).getAttribute('data-island-hydrated')).toBeNull();
    expect(await page.evaluate((sel) => getComputedStyle(document.querySelector(`${sel} > [data-block]`)!).contentVisibility, island)).toBe('auto');
    await page.locator(`${island} > [data-block]`).scrollIntoViewIfNeeded();
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-island-hydrated') === 'true', island, { timeout: 15_000 });
    release();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
