import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, waitForHydration, useSiteInChromium } from '../support/browser.ts';

/**
 * The SXA layout gallery (/blocks/sxa-layout) in Chromium: the column splitter's columns sit side
 * by side from the tablet breakpoint and stack on phones, in logical order (column 1 on the right
 * in Arabic); containers keep their content to the page width; the linked image takes the keyboard.
 */
const site = useSiteInChromium();

async function open(width: number, path: string): Promise<{ page: Page; problems: string[] }> {
  const watched = await openPage(site.browser, width, 900);
  await watched.page.goto(site.server.url + path);
  await waitForHydration(watched.page);
  return watched;
}

/**
 * The boxes of a splitter's columns, in DOM order, read in one go: blocks above are still being
 * laid out one per idle period after load (deferred layout), so boxes read one call at a time can
 * come from two different layouts of the page.
 */
async function columnBoxes(page: Page, splitterId: string) {
  return page.locator(`#${splitterId} > [data-column]`).evaluateAll((columns) =>
    columns.map((column) => {
      const { x, y, width, height } = column.getBoundingClientRect();
      return { x, y: y + window.scrollY, width, height };
    }),
  );
}

/** A wrapped container keeps its content to the page width and sets images side by side inside it (1280 px). */
async function checkWrappedContainer(page: Page): Promise<void> {
  // Read in one go, as columnBoxes does: the page above may still be laid out between two calls.
  const [band, content, day, night] = await page.evaluate(() =>
    ['#container-light', '#container-light .container-inner > div', '#container-light [data-block="image"]']
      .flatMap((selector, index) => (index < 2 ? [document.querySelector(selector)!] : [...document.querySelectorAll(selector)].slice(0, 2)))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
  );
  expect(band!.width).toBe(1280);
  // The band runs full width; its content keeps the page gutter on both sides.
  expect(content!.x).toBeGreaterThan(band!.x + 16);
  expect(content!.x + content!.width).toBeLessThan(band!.x + band!.width - 16);
  expect(Math.round(day!.y)).toBe(Math.round(night!.y));
  expect(day!.x + day!.width).toBeLessThan(night!.x);
}

/** The title and image links take the keyboard, with a visible focus ring. */
async function checkKeyboardLinks(page: Page): Promise<void> {
  const titleLink = page.locator('[data-block="title"] a');
  await titleLink.focus();
  expect(await titleLink.evaluate((a) => getComputedStyle(a).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.closest('[data-block]')?.getAttribute('data-block'));
  expect(focused).toBe('image');
  expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'))).toBe('/solutions/ports-and-terminals');
}

/** The pictured containers show their background picture, loaded. */
async function checkPicturedContainers(page: Page): Promise<void> {
  for (const id of ['container-picture', 'container-dark']) {
    const picture = page.locator(`#${id} > [aria-hidden="true"] img`);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await picture.getAttribute('alt')).toBe('');
  }
}

describe.each([
  ['en', '/blocks/sxa-layout'],
  ['ar', '/ar/blocks/sxa-layout'],
] as const)('SXA layout gallery in %s', (lang, path) => {
  it('puts three columns side by side at 1280 px, in reading order (and in English: a wrapped container, keyboard links, pictured containers)', async () => {
    const { page, problems } = await open(1280, path);
    const [first, second, third] = await columnBoxes(page, 'three-columns');
    expect(first && second && third).toBeTruthy();
    expect(Math.round(first!.y)).toBe(Math.round(second!.y));
    expect(Math.round(second!.y)).toBe(Math.round(third!.y));
    // Equal thirds (col-md-4), within a pixel.
    expect(Math.abs(first!.width - second!.width)).toBeLessThan(1);
    if (lang === 'en') expect(first!.x).toBeLessThan(second!.x);
    else expect(first!.x).toBeGreaterThan(second!.x);
    expect(second!.x < third!.x).toBe(lang === 'en');
    // The gallery's other details, in the same visit (English).
    if (lang === 'en') {
      await checkWrappedContainer(page);
      await checkKeyboardLinks(page);
      await checkPicturedContainers(page);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('stacks the columns at 375 px without overflowing the page', async () => {
    const { page, problems } = await open(375, path);
    const boxes = await columnBoxes(page, 'three-columns');
    expect(boxes).toHaveLength(3);
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
      expect(Math.round(boxes[i]!.x)).toBe(Math.round(boxes[0]!.x));
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
