import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hydrateAllIslands, openPage, useSiteInChromium } from '../support/browser.ts';

/** The gallery page of the Tabs and QuoteCarousel blocks (content/…/routes/blocks/tabs-and-quotes.json). */
const site = useSiteInChromium();
const path = (lang: 'en' | 'ar') => `${lang === 'ar' ? '/ar' : ''}/blocks/tabs-and-quotes`;

async function open(lang: 'en' | 'ar', width: number) {
  const watched = await openPage(site.browser, width, 900);
  await watched.page.goto(site.server.url + path(lang));
  await hydrateAllIslands(watched.page);
  return watched;
}

/** The text of the focused element and whether it is a tab. */
const focused = (page: Page) =>
  page.evaluate(() => ({ role: document.activeElement?.getAttribute('role') ?? null, text: document.activeElement?.textContent ?? '' }));

/** How far (px) an element's left edge is from x: the carousel's spring settles to a sub-pixel position. */
const offsetFrom = async (element: Locator, x: number) => Math.abs((await element.boundingBox())!.x - x);

const selectedTab = (block: Locator) => block.locator('[role="tab"][aria-selected="true"]').textContent();
const visiblePanelText = (block: Locator) => block.locator('[role="tabpanel"]:not([hidden])').textContent();

/** Tabs by keyboard (English): arrows wrap at both ends, Enter and Space activate, focus moves. */
async function tabsByKeyboard(page: Page): Promise<void> {
  const block = page.locator('[data-block="tabs"]').first();
  const tabs = block.locator('[role="tab"]');
  expect(await tabs.allTextContents()).toEqual(['Ports and terminals', 'Logistics', 'Marine services']);
  expect(await block.locator('[role="tabpanel"]').count()).toBe(3);
  expect(await block.locator('[role="tabpanel"][hidden]').count()).toBe(2);

  await tabs.first().focus();
  await page.keyboard.press('ArrowLeft');
  expect(await focused(page)).toEqual({ role: 'tab', text: 'Marine services' });
  // Manual activation: the focus moved, the panel did not.
  expect(await selectedTab(block)).toBe('Ports and terminals');
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).text).toBe('Ports and terminals');
  await page.keyboard.press('ArrowDown');
  expect((await focused(page)).text).toBe('Logistics');
  await page.keyboard.press('Enter');
  await expect.poll(() => selectedTab(block)).toBe('Logistics');
  expect(await visiblePanelText(block)).toContain('From quay to warehouse door');
  await page.keyboard.press('End');
  expect((await focused(page)).text).toBe('Marine services');
  await page.keyboard.press(' ');
  await expect.poll(() => selectedTab(block)).toBe('Marine services');
  expect(await visiblePanelText(block)).toContain('Safe passage into every harbour');
  await page.keyboard.press('ArrowUp');
  expect((await focused(page)).text).toBe('Logistics');
  await page.keyboard.press('Home');
  expect((await focused(page)).text).toBe('Ports and terminals');
  await page.keyboard.press('ArrowUp');
  expect((await focused(page)).text).toBe('Marine services');

  // Roving tabindex: Tab leaves the strip for the active panel; Shift+Tab comes back to the selected tab.
  await page.keyboard.press('Tab');
  expect((await focused(page)).role).toBe('tabpanel');
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toEqual({ role: 'tab', text: 'Marine services' });

  // A tab without a title is called 'Tab' (the Arabic word comes from the phrases; see tabs.test.tsx).
  expect(await page.locator('[data-block="tabs"]').nth(1).locator('[role="tab"]').nth(3).textContent()).toBe('Tab');

  // A click activates too.
  await tabs.first().click();
  await expect.poll(() => selectedTab(block)).toBe('Ports and terminals');
}

/** Tabs in Arabic: the horizontal arrows are mirrored. */
async function tabsMirrored(page: Page): Promise<void> {
  const block = page.locator('[data-block="tabs"]').first();
  await block.locator('[role="tab"]').first().focus();
  await page.keyboard.press('ArrowLeft');
  expect((await focused(page)).text).toBe('الخدمات اللوجستية');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).text).toBe('الخدمات البحرية');
}

/** No scroll arrows where the strip fits (3 tabs at 1280 px); the seven tabs overflow even here. */
async function noArrowsWhereTheStripFits(page: Page): Promise<void> {
  const block = page.locator('[data-block="tabs"]').first();
  // Measured after hydration: wait until the fonts have settled the widths.
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => block.locator('[data-tabs-scroll]:visible').count()).toBe(0);
  // The seven tabs overflow even here, so that strip has its forward arrow.
  await expect.poll(() => page.locator('[data-block="tabs"]').nth(1).locator('[data-tabs-scroll="next"]').isVisible()).toBe(true);
}

/** The quote carousel disables previous on the first slide and next on the last, mirrored in Arabic; the single quote is plain. */
async function quoteCarouselEnds(page: Page, lang: 'en' | 'ar'): Promise<void> {
  const block = page.locator('[data-block="quote-carousel"][data-theme="white"]');
  await block.scrollIntoViewIfNeeded();
  const buttons = block.locator('[data-carousel-controls] button');
  const [previous, next] = [buttons.first(), buttons.last()];
  const slides = block.locator('[data-carousel-slide]');
  expect(await slides.count()).toBe(3);
  expect(await previous.getAttribute('aria-label')).toBe(lang === 'ar' ? 'السابق' : 'Previous');

  await expect.poll(() => previous.isDisabled()).toBe(true);
  expect(await next.isDisabled()).toBe(false);
  // Mirrored: previous sits on the right in Arabic, on the left in English.
  const [previousBox, nextBox] = [(await previous.boundingBox())!, (await next.boundingBox())!];
  if (lang === 'ar') expect(previousBox.x).toBeGreaterThan(nextBox.x);
  else expect(previousBox.x).toBeLessThan(nextBox.x);

  const first = (await slides.first().boundingBox())!;
  const second = (await slides.nth(1).boundingBox())!;
  // The following quote waits at the reading end: to the right in English, to the left in Arabic.
  if (lang === 'ar') expect(second.x).toBeLessThan(first.x);
  else expect(second.x).toBeGreaterThan(first.x);
  await next.click();
  await expect.poll(() => previous.isDisabled()).toBe(false);
  // …and moves into the first one's place.
  await expect.poll(() => offsetFrom(slides.nth(1), first.x), { timeout: 5_000 }).toBeLessThanOrEqual(1);
  expect(await next.isDisabled()).toBe(false);
  await next.click();
  // No wrapping: at the last slide next is disabled.
  await expect.poll(() => next.isDisabled()).toBe(true);
  await expect.poll(() => offsetFrom(slides.nth(2), first.x), { timeout: 5_000 }).toBeLessThanOrEqual(1);
  expect(await previous.isDisabled()).toBe(false);

  // The single quote is plain: a figure, no carousel and no buttons.
  const single = page.locator('[data-block="quote-carousel"]').last();
  expect(await single.locator('figure blockquote').count()).toBe(1);
  expect(await single.locator('button, [data-carousel-viewport]').count()).toBe(0);
}

// One visit per language at 1280 px for the tabs' keys and the quote carousels; one per language at 375 px for the tab strip's arrows.
describe.each(['en', 'ar'] as const)('tabs and quotes at 1280 px (%s)', (lang) => {
  it('tabs answer the arrow keys (mirrored in Arabic), a strip that fits has no arrows, and the quote carousel keeps its ends', async () => {
    const { page, problems } = await open(lang, 1280);
    if (lang === 'en') {
      await noArrowsWhereTheStripFits(page);
      await tabsByKeyboard(page);
    } else await tabsMirrored(page);
    await quoteCarouselEnds(page, lang);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('tabs in Chromium', () => {
  it.each(['en', 'ar'] as const)('show scroll arrows only where the strip overflows at 375 px, scrolling 200 px (%s)', async (lang) => {
    const { page, problems } = await open(lang, 375);
    const block = page.locator('[data-block="tabs"]').nth(1);
    await block.scrollIntoViewIfNeeded();
    const strip = block.locator('[role="tablist"]');
    const previous = block.locator('[data-tabs-scroll="previous"]');
    const next = block.locator('[data-tabs-scroll="next"]');
    const scrollLeft = () => strip.evaluate((element) => Math.round(element.scrollLeft));

    expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect.poll(() => next.isVisible()).toBe(true);
    expect(await previous.isVisible()).toBe(false);
    // The forward arrow sits at the reading end: the right in English, the left in Arabic.
    const stripBox = (await strip.boundingBox())!;
    const nextBox = (await next.boundingBox())!;
    if (lang === 'ar') expect(nextBox.x).toBeLessThan(stripBox.x + stripBox.width / 2);
    else expect(nextBox.x).toBeGreaterThan(stripBox.x + stripBox.width / 2);

    // One press: 200 px towards the end (scrollLeft runs negative in right-to-left).
    await next.click();
    await expect.poll(scrollLeft).toBe(lang === 'ar' ? -200 : 200);
    await expect.poll(() => previous.isVisible()).toBe(true);
    await previous.click();
    await expect.poll(scrollLeft).toBe(0);
    await expect.poll(() => previous.isVisible()).toBe(false);

    // At the far end the forward arrow goes.
    await strip.evaluate((element) =>
      element.scrollTo({ left: (element.scrollWidth - element.clientWidth) * (document.dir === 'rtl' ? -1 : 1), behavior: 'instant' }),
    );
    await expect.poll(() => next.isVisible()).toBe(false);
    expect(await previous.isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
