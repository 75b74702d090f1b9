import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useSiteInChromium, waitForIsland } from '../support/browser.ts';

/**
 * The article listing in Chromium (spec 001 sections 2, 4, 5, 9) over the real server, its
 * embedded search and the sample insights (24 articles per language, 14 per page).
 */
const site = useSiteInChromium();
const LISTING = '[data-block="article-listing"]';
const CARDS = `${LISTING} [data-article-card]`;

async function open(width: number, path: string) {
  const watched = await openPage(site.browser, width, 900);
  // The page's own clock, so a test can hold time still around a debounce.
  await watched.page.clock.install();
  const searches: string[] = [];
  watched.page.on('request', (request) => {
    if (request.url().includes('/api/search/')) searches.push(request.url());
  });
  await watched.page.goto(site.server.url + path);
  await waitForIsland(watched.page, LISTING);
  return { ...watched, searches };
}

/** axe-core's browser build, evaluated in the page. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious or critical axe violations inside the given blocks. */
async function seriousViolations(page: Page, selectors: string[]): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(
    (include) =>
      (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: unknown[] }> } }).axe
        .run({ include: include.map((s) => [s]) }, { resultTypes: ['violations'] })
        .then((r) => r.violations),
    selectors,
  )) as { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

const cardCount = (page: Page) => page.locator(CARDS).count();
const search = (page: Page) => page.evaluate(() => window.location.search);
const settled = (page: Page) =>
  page.waitForFunction((sel) => document.querySelector(`${sel} [data-listing-status]`)?.getAttribute('data-listing-status') === 'ready', LISTING);
/** The URL changes before React renders the search's answer: wait for the cards themselves, then for the listing to settle. */
async function cardsBecome(page: Page, count: number) {
  await expect.poll(() => cardCount(page), { timeout: 10_000 }).toBe(count);
  await settled(page);
}

/** The count the facet shows next to its first value. */
async function firstValue(page: Page, facet: string) {
  const option = page.locator(`${LISTING} [data-facet="${facet}"] label`).first();
  return { id: (await option.locator('input').getAttribute('value'))!, count: Number(await option.locator('span').last().textContent()) };
}

describe('article listing in Chromium', () => {
  it('desktop facets: one dropdown at a time, outside click and Escape close, the URL follows after the debounce, back and forward restore; axe finds nothing serious', async () => {
    const { page, problems, searches } = await open(1280, '/insights');
    expect(await cardCount(page)).toBe(14);
    const topic = page.locator(`${LISTING} [data-facet="insights_topic"]`);
    const industry = page.locator(`${LISTING} [data-facet="insights_industry"]`);
    const topicButton = topic.locator('button').first();

    await topicButton.click();
    expect(await topicButton.getAttribute('aria-expanded')).toBe('true');
    const panel = topic.locator('[id$="-panel"]');
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('325px');
    // axe: nothing serious or critical in the article blocks with a dropdown open.
    expect(await seriousViolations(page, [LISTING, '[data-block="featured-articles"]'])).toEqual([]);
    // Another dropdown closes the first.
    await industry.locator('button').first().click();
    expect(await topicButton.getAttribute('aria-expanded')).toBe('false');
    // A click outside closes it.
    await page.mouse.click(5, 5);
    expect(await industry.locator('button').first().getAttribute('aria-expanded')).toBe('false');

    // Select a topic: the URL is written only after the 100 ms debounce, then the cards change.
    await topicButton.click();
    const value = await firstValue(page, 'insights_topic');
    expect(value.count).toBeGreaterThan(0);
    expect(value.count).toBeLessThan(14);
    // The page's clock stands still from the tick to the debounce's end, however busy the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await topic.locator(`input[value="${value.id}"]`).check();
    await page.clock.runFor(99);
    expect(await search(page)).toBe('');
    await page.clock.resume();
    await page.waitForFunction((id) => window.location.search === `?insights_topic=${id}&page=1`, value.id);
    await cardsBecome(page, Math.min(value.count, 14));
    expect(await topic.locator('button').first().textContent()).toContain('01');
    // Escape closes the dropdown and gives the focus back to its button.
    await topic.locator(`input[value="${value.id}"]`).focus();
    await page.keyboard.press('Escape');
    expect(await topicButton.getAttribute('aria-expanded')).toBe('false');
    expect(await topicButton.evaluate((b) => b === document.activeElement)).toBe(true);

    // Back: no facet, all 24 (page 1 of 2); forward: the topic again.
    await page.goBack();
    await page.waitForFunction(() => window.location.search === '');
    await cardsBecome(page, 14);
    expect(await topic.locator(`input[value="${value.id}"]`).isChecked()).toBe(false);
    await page.goForward();
    await page.waitForFunction((id) => window.location.search.includes(id), value.id);
    await cardsBecome(page, Math.min(value.count, 14));
    expect(await topic.locator(`input[value="${value.id}"]`).isChecked()).toBe(true);

    // Every search went to our own route.
    expect(searches.length).toBeGreaterThan(0);
    for (const url of searches) expect(url.startsWith(`${site.server.url}/api/search/insights?`)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('pagination: page 2 by link without a reload, scrolled to the listing, back and forward', async () => {
    const { page, problems } = await open(1280, '/insights');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const two = page.locator(`${LISTING} nav a[href="?page=2"]`).first();
    await two.scrollIntoViewIfNeeded();
    await two.click();
    await page.waitForFunction(() => window.location.search === '?page=2');
    await cardsBecome(page, 10);
    expect(await page.locator(`${LISTING} nav a[aria-current="page"]`).textContent()).toBe('2');
    // No reload, and the listing's top is back in view.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect
      .poll(
        () =>
          page
            .locator(LISTING)
            .locator('[data-listing-status]')
            .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
        { timeout: 3000 },
      )
      .toBeLessThan(200);

    await page.goBack();
    await page.waitForFunction(() => window.location.search === '');
    await cardsBecome(page, 14);
    expect(await page.locator(`${LISTING} nav a[aria-current="page"]`).textContent()).toBe('1');
    await page.goForward();
    await page.waitForFunction(() => window.location.search === '?page=2');
    await cardsBecome(page, 10);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a hash preselects the facets, and the URL takes them over', async () => {
    const { page, problems } = await open(1280, '/insights#insights_type=whitepapers');
    await page.waitForFunction(() => window.location.search === '?insights_type=whitepapers&page=1' && window.location.hash === '');
    await cardsBecome(page, 6);
    expect(await page.locator(`${LISTING} [data-facet="insights_type"] input[value="whitepapers"]`).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['en', 'ar'] as const)('the phone filter dialog at 375 px (%s): open, choose, apply, reset, close', async (lang) => {
    const { page, problems } = await open(375, lang === 'ar' ? '/ar/insights' : '/insights');
    const trigger = page.locator(`${LISTING} button[aria-haspopup="dialog"]`);
    expect(await page.locator(`${LISTING} [data-facet="insights_topic"] button`).isVisible()).toBe(false);
    await trigger.click();
    const dialog = page.locator(`${LISTING} dialog`);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('article-listing-filters-open'))).not.toBeNull();
    // axe: nothing serious or critical in the article blocks with the dialog open (read in Arabic).
    if (lang === 'ar') expect(await seriousViolations(page, [LISTING, '[data-block="featured-articles"]'])).toEqual([]);
    // Choose a type: nothing changes before Apply.
    await dialog.locator('input[value="blogs"]').check();
    await page.waitForTimeout(300);
    expect(await search(page)).toBe('');
    await dialog.getByRole('button', { name: lang === 'ar' ? 'تطبيق' : 'Apply' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('article-listing-filters-open'))).toBeNull();
    expect(await trigger.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.waitForFunction(() => window.location.search === '?insights_type=blogs&page=1');
    await cardsBecome(page, 6);
    expect(await trigger.textContent()).toContain('01');

    // Reset clears every facet at once.
    await trigger.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('input[value="blogs"]').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: lang === 'ar' ? 'إعادة تعيين' : 'Reset' }).click();
    await page.waitForFunction(() => window.location.search === '?page=1');
    await cardsBecome(page, 14);
    expect(await dialog.locator('input[value="blogs"]').isChecked()).toBe(false);
    // Escape closes it.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // At 1280 px (English) and 375 px (Arabic) axe reads the article blocks in the tests above.
  it('axe: no serious or critical violations in the article blocks (/ar/insights at 768 px), a dropdown open', async () => {
    const { page } = await open(768, '/ar/insights');
    await page.locator(`${LISTING} [data-facet="insights_topic"] button`).first().click();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page, [LISTING, '[data-block="featured-articles"]'])).toEqual([]);
    await page.context().close();
  });

  it('axe: the related articles of an article page', async () => {
    const { page } = await openPage(site.browser, 1280, 900);
    await page.goto(`${site.server.url}/ar/insights/blogs/a-day-in-the-control-tower`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-block="related-articles"] [data-article-card]').count()).toBe(3);
    expect(await seriousViolations(page, ['[data-block="related-articles"]'])).toEqual([]);
    await page.context().close();
  });
});
