import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hydrateAllIslands, openPage, useSiteInChromium, waitForIsland } from '../support/browser.ts';

/**
 * The cards of spec 002 on /blocks/cards in real Chromium, in both directions: progressive cards
 * load mobileCardCount more per tap on a phone, reveal their descriptions on hover (after 330 ms
 * in the vertical variant) and show them on tablets; a tap highlights a feature card on a touch
 * screen and a tap outside takes the highlight away. A long card headline is two lines high, whole
 * in edit mode.
 */
const site = useSiteInChromium();

async function open(path: string, width: number, height = 900) {
  const watched = await openPage(site.browser, width, height);
  await watched.page.goto(site.server.url + path);
  await hydrateAllIslands(watched.page);
  return watched;
}

/** A phone with a touch screen (taps are touches), its console watched like openPage's. */
async function openTouchPhone(path: string) {
  const context = await site.browser.newContext({
    viewport: { width: 375, height: 800 },
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(site.server.url + path);
  return { page, problems };
}

const progressive = (page: Page, variant: 'vertical' | 'horizontal') => page.locator(`[data-block="progressive-cards"][data-variant="${variant}"]`);
const visibleCards = (block: Locator) =>
  block.locator('[data-progressive-card]').evaluateAll((cards) => cards.filter((card) => card.getBoundingClientRect().height > 0).length);
const opacityOf = (reveal: Locator) => reveal.evaluate((element) => getComputedStyle(element).opacity);
const delayOf = (reveal: Locator) => reveal.evaluate((element) => getComputedStyle(element).transitionDelay.split(',')[0]!.trim());

describe.each([
  ['en', ''],
  ['ar', '/ar'],
] as const)('cards on /blocks/cards (%s)', (lang, prefix) => {
  it('shows mobileCardCount progressive cards per load on a phone, then no Load more', async () => {
    const { page, problems } = await open(`${prefix}/blocks/cards`, 375);
    const loadMore = lang === 'ar' ? 'عرض المزيد' : 'Load more';
    // Vertical: six cards, three per load.
    const vertical = progressive(page, 'vertical');
    expect(await vertical.locator('[data-progressive-card]').count()).toBe(6);
    expect(await visibleCards(vertical)).toBe(3);
    await vertical.getByRole('button', { name: loadMore }).click();
    await expect.poll(() => visibleCards(vertical)).toBe(6);
    expect(await vertical.getByRole('button', { name: loadMore }).count()).toBe(0);
    // Horizontal: four cards, two per load.
    const horizontal = progressive(page, 'horizontal');
    expect(await visibleCards(horizontal)).toBe(2);
    await horizontal.getByRole('button', { name: loadMore }).click();
    await expect.poll(() => visibleCards(horizontal)).toBe(4);
    expect(await horizontal.getByRole('button', { name: loadMore }).count()).toBe(0);
    // On a phone the descriptions show without a hover (no hover there).
    expect(await opacityOf(vertical.locator('[data-card-reveal]').first())).toBe('1');
    expect(problems).toEqual([]);
    await page.context().close();
  }, 45_000);

  it('highlights a feature card on a tap and removes the highlight on a tap outside', async () => {
    const { page, problems } = await openTouchPhone(`${prefix}/blocks/cards`);
    await waitForIsland(page, '[data-block="feature-card"]');
    const card = page.locator('[data-block="feature-card"] article').first();
    expect(await card.getAttribute('data-active')).toBeNull();
    await card.locator('h2').tap();
    await expect.poll(() => card.getAttribute('data-active')).toBe('true');
    // The highlight shows: the accent border of the active state (once its transition ends).
    await expect.poll(() => card.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(0, 119, 138)');
    // A second tap inside keeps it; a tap on another section removes it.
    await card.locator('h2').tap();
    expect(await card.getAttribute('data-active')).toBe('true');
    await page.locator('[data-block="static-image-section"] h2').first().tap();
    await expect.poll(() => card.getAttribute('data-active')).toBeNull();
    expect(problems).toEqual([]);
    await page.context().close();
  }, 45_000);

  it('reveals a progressive card description on hover, 330 ms late in the vertical variant, and shows it on tablets; clamps a long headline to two lines', async () => {
    const { page, problems } = await open(`${prefix}/blocks/cards`, 1280);
    for (const [variant, delay] of [
      ['vertical', '0.33s'],
      ['horizontal', '0s'],
    ] as const) {
      const block = progressive(page, variant);
      const first = block.locator('[data-progressive-card]').first();
      const reveal = first.locator('[data-card-reveal]');
      await first.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await expect.poll(() => opacityOf(reveal)).toBe('0');
      await first.hover();
      expect(await delayOf(reveal)).toBe(delay);
      await expect.poll(() => opacityOf(reveal)).toBe('1');
      // Leaving hides it again; the other cards never showed theirs.
      expect(await opacityOf(block.locator('[data-card-reveal]').nth(1))).toBe('0');
      await page.mouse.move(0, 0);
      await expect.poll(() => opacityOf(reveal)).toBe('0');
    }
    // The horizontal row widens the hovered card.
    const items = progressive(page, 'horizontal').locator('li');
    await items.nth(2).hover();
    await expect
      .poll(async () => {
        const widths = await items.evaluateAll((list) => list.map((li) => li.getBoundingClientRect().width));
        return widths[2]! > widths[0]! * 1.5;
      })
      .toBe(true);
    // Spec 000 section 5 (issue 30): a card's headline, however long, is two lines high for
    // visitors (the shared cardTextClamp); under the root's edit-mode mark it is whole.
    const lines = await progressive(page, 'vertical')
      .locator('[data-progressive-card] h3')
      .first()
      .evaluate((title) => {
        title.textContent = 'A card headline long enough to need many lines at any width '.repeat(6);
        const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
        const visitor = title.getBoundingClientRect().height / lineHeight;
        document.documentElement.setAttribute('data-editing', '');
        const editor = title.getBoundingClientRect().height / lineHeight;
        document.documentElement.removeAttribute('data-editing');
        return { visitor, editor };
      });
    expect(lines.visitor).toBeCloseTo(2, 1);
    expect(lines.editor).toBeGreaterThan(4);
    expect(problems).toEqual([]);
    await page.context().close();

    const tablet = await open(`${prefix}/blocks/cards`, 768, 1024);
    const reveal = progressive(tablet.page, 'vertical').locator('[data-card-reveal]').first();
    await reveal.scrollIntoViewIfNeeded();
    expect(await opacityOf(reveal)).toBe('1');
    expect(tablet.problems).toEqual([]);
    await tablet.page.context().close();
  }, 60_000);
});

describe.each([
  ['en', ''],
  ['ar', '/ar'],
] as const)('link-list card quick links grid (%s)', (_lang, prefix) => {
  /** Columns actually laid out: the distinct left edges of the visible links. */
  const columnsOf = (page: Page, sectionId: string) =>
    page.locator(`#${sectionId} [data-link-layout]`).evaluate((list) => {
      const lefts = [...list.children].map((entry) => Math.round(entry.getBoundingClientRect().left));
      return new Set(lefts).size;
    });

  // One page, resized: the grid is CSS on the screen's width, so no reload is needed between widths.
  it('lays more than five links out in the quick links grid: 1 column at 375 px, 2 at 640 and 768, 3 at 1280; five or fewer stay one list', async () => {
    const { page, problems } = await openPage(site.browser, 375, 900);
    await page.goto(site.server.url + `${prefix}/blocks/cards`);
    // 8 links: the grid. 5 links: one list at every width.
    expect(await page.locator('#reading-room [data-link-layout]').getAttribute('data-link-layout')).toBe('grid');
    expect(await page.locator('#customer-tools [data-link-layout]').getAttribute('data-link-layout')).toBe('list');
    for (const [width, columns] of [
      [375, 1],
      [640, 2],
      [768, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => columnsOf(page, 'reading-room'), { message: `${width} px` }).toBe(columns);
      expect(await columnsOf(page, 'customer-tools'), `${width} px`).toBe(1);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  }, 30_000);
});
