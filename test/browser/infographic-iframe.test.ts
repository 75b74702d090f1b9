import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useSiteInChromium, waitForHydration } from '../support/browser.ts';

/**
 * The gallery group /blocks/embeds: the share-price and terminal-map iframes (our own pages,
 * /embeds/…) and three infographics (White, Blue, Grey).
 */
const site = useSiteInChromium();
/** A hang guard, not a timing: a page load and a few clicks cross 20 s on a loaded machine. */
const HANG_GUARD_MS = 60_000;

const PAGES = [
  { language: 'en', path: '/blocks/embeds', expand: 'View full screen', close: 'Close', price: 'Trading summary' },
  { language: 'ar', path: '/ar/blocks/embeds', expand: 'عرض بملء الشاشة', close: 'إغلاق', price: 'ملخص التداول' },
] as const;

async function open(path: string, width: number) {
  const watched = await openPage(site.browser, width, 900);
  await watched.page.goto(site.server.url + path);
  await waitForHydration(watched.page);
  return watched;
}

const activeIs = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

describe('infographic viewer at 768 px', () => {
  it.each(PAGES)(
    '$language: the expand button opens the viewer, zoom stops at 5x, Escape closes it and the focus returns',
    { timeout: HANG_GUARD_MS },
    async ({ path, expand: expandLabel, close }) => {
      const { page, problems } = await open(path, 768);
      const block = page.locator('[data-block="infographic"]').first();
      const expand = block.locator('[data-infographic-expand]');
      await expand.scrollIntoViewIfNeeded();
      expect(await expand.isVisible()).toBe(true);
      expect(await expand.textContent()).toBe(expandLabel);
      // Nothing of the block has loaded yet: it is an island loaded on demand.
      expect(await block.evaluate((el) => el.closest('[data-island]')?.getAttribute('data-island-load'))).toBe('demand');
      expect(await block.evaluate((el) => el.closest('[data-island]')?.getAttribute('data-island-hydrated') ?? null)).toBeNull();

      await expand.click();
      const viewer = page.locator('[data-infographic-viewer]');
      await viewer.waitFor();
      expect(await viewer.getAttribute('aria-modal')).toBe('true');
      await expect.poll(() => activeIs(page, '[data-viewer-close]')).toBe(true);
      expect(await viewer.locator('[data-viewer-close]').getAttribute('aria-label')).toBe(close);
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');

      const zoomIn = viewer.locator('[data-zoom-in]');
      const level = viewer.locator('[data-zoom-level]');
      for (let i = 0; i < 4; i++) await zoomIn.click();
      await expect.poll(() => level.getAttribute('data-zoom-level')).toBe('500');
      expect(await zoomIn.getAttribute('aria-disabled')).toBe('true');
      // A press at 5x changes nothing (the button says it is disabled but keeps the focus).
      await zoomIn.click({ force: true });
      expect(await level.getAttribute('data-zoom-level')).toBe('500');
      // The wheel cannot pass 5x either.
      await page.mouse.move(384, 500);
      await page.mouse.wheel(0, -800);
      await page.mouse.wheel(0, -800);
      expect(await level.getAttribute('data-zoom-level')).toBe('500');
      expect(Number(await viewer.locator('img').getAttribute('data-zoom-scale'))).toBe(5);

      // Tab stays inside the viewer.
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('[data-infographic-viewer]') !== null)).toBe(true);
      }

      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
      await expect.poll(() => activeIs(page, '[data-infographic-expand]')).toBe(true);
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe('iframe attributes', () => {
  // The lists' heights do not depend on the direction: English at a phone's width, Arabic at a desktop's.
  const CASES = [
    { ...PAGES[0], width: 375, height: 680 },
    { ...PAGES[1], width: 1280, height: 520 },
  ];
  it.each(CASES)(
    '$language at $width px: the share-price frame has the $height px list, its box sized by CSS',
    { timeout: HANG_GUARD_MS },
    async ({ path, price, width, height }) => {
      {
        const { page, problems } = await open(path, width);
        const frame = page.locator('#share-price iframe');
        await frame.scrollIntoViewIfNeeded();
        // Its lists differ in height alone, which CSS gives from the first paint: the island
        // waits for the visitor, and applies the list for the width once reached for.
        expect(Math.round((await frame.boundingBox())!.height)).toBe(height);
        expect(await frame.evaluate((el) => el.closest('[data-island]')?.getAttribute('data-island-load'))).toBe('interaction');
        await page.locator('#share-price').dispatchEvent('mouseover');
        await expect.poll(() => frame.getAttribute('height')).toBe(String(height));
        expect(await frame.getAttribute('data-iframe-attributes')).toBe(width === 375 ? 'mobile' : 'desktop');
        expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox');
        expect(await frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
        expect(await frame.getAttribute('loading')).toBe('lazy');
        expect(await frame.getAttribute('title')).toBeTruthy();
        expect(Math.round((await frame.boundingBox())!.height)).toBe(height);
        // The embedded page itself, in the page's language.
        const inside = page.frameLocator('#share-price iframe');
        await expect.poll(() => inside.locator('caption').textContent()).toBe(price);
        const map = page.locator('#terminal-map iframe');
        await map.scrollIntoViewIfNeeded();
        await expect.poll(() => page.frameLocator('#terminal-map iframe').locator('[data-for="ae"]').isVisible()).toBe(true);
        // The expand button is offered below 1025 px only.
        expect(await page.locator('[data-infographic-expand]').first().isVisible()).toBe(width < 1025);
        expect(problems).toEqual([]);
        await page.context().close();
      }
    },
  );
});
