import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useSiteInChromium, waitForIsland } from '../support/browser.ts';

/**
 * The shared filters on the tools list in Chromium (spec 002 sections 4, 5 and 9), over the real
 * server and the sample tools (18 per language), in English and in Arabic (right to left).
 * Desktop: dropdowns that narrow each other, clear by choosing the selected option again, close on
 * a press outside, load more. Phones: the panel that applies, resets and discards, with the page
 * scroll locked while it is open.
 */
const site = useSiteInChromium({ PAGE_CACHE_MAX_MB: '0' });
const LIST = '[data-block="tools-cards-list"]';
const CARDS = `${LIST} [data-tool-card]`;

async function open(width: number, path: string) {
  const watched = await openPage(site.browser, width, 900);
  await watched.page.goto(site.server.url + path);
  await waitForIsland(watched.page, LIST);
  return watched;
}

/** Cards a visitor can see (cards past the mobile page are in the markup but hidden on phones). */
const visibleCards = (page: Page) =>
  page.evaluate((sel) => [...document.querySelectorAll<HTMLElement>(sel)].filter((el) => el.checkVisibility()).length, CARDS);
const cardsBecome = (page: Page, count: number) => expect.poll(() => visibleCards(page), { timeout: 10_000 }).toBe(count);
const optionNames = (page: Page, type: string) =>
  page.locator(`${LIST} [data-filter-dropdown="${type}"] [data-filter-option]`).evaluateAll((els) => els.map((el) => el.getAttribute('data-filter-option')));
const toggleOf = (page: Page, type: string) => page.locator(`${LIST} [data-filter-dropdown="${type}"] > button`);
const loadMore = (page: Page) => page.locator(`${LIST} [data-load-more] button`);

async function choose(page: Page, type: string, option: string) {
  await toggleOf(page, type).click();
  await expect.poll(() => toggleOf(page, type).getAttribute('aria-expanded')).toBe('true');
  await page.locator(`${LIST} [data-filter-dropdown="${type}"] [data-filter-option="${option}"]`).click();
  // The dropdown closes on a selection.
  await expect.poll(() => toggleOf(page, type).getAttribute('aria-expanded')).toBe('false');
}

describe.each([
  ['en', '/tools-and-apps', 'ltr'],
  ['ar', '/ar/tools-and-apps', 'rtl'],
])('tools filters in %s', (_language, path, dir) => {
  it('desktop: dropdowns narrow each other, the selected option clears, outside presses close, load more adds a page', async () => {
    const { page, problems } = await open(1280, path);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
    await cardsBecome(page, 12);
    expect(await optionNames(page, 'port')).toHaveLength(9);

    await choose(page, 'country', 'india');
    await cardsBecome(page, 4);
    expect(await loadMore(page).count()).toBe(0);
    // Only the ports of the Indian tools are left.
    expect((await optionNames(page, 'port')).sort()).toEqual(['felixport', 'mundra-gateway', 'nhava-sheva', 'port-lumen']);

    await choose(page, 'port', 'felixport');
    await cardsBecome(page, 2);
    expect((await optionNames(page, 'country')).sort()).toEqual(['global', 'india', 'united-kingdom']);

    // Choosing the selected country again clears it: the Felixport tools of every country.
    await choose(page, 'country', 'india');
    await cardsBecome(page, 6);
    expect(await page.locator(`${LIST} [data-filter-dropdown="country"] [aria-pressed="true"]`).count()).toBe(0);

    // A press outside closes an open dropdown without choosing.
    await toggleOf(page, 'country').click();
    await expect.poll(() => toggleOf(page, 'country').getAttribute('aria-expanded')).toBe('true');
    await page.locator(`${LIST} h2`).click();
    await expect.poll(() => toggleOf(page, 'country').getAttribute('aria-expanded')).toBe('false');
    await cardsBecome(page, 6);

    await choose(page, 'port', 'felixport');
    await cardsBecome(page, 12);
    await loadMore(page).click();
    await cardsBecome(page, 18);
    // Everything shows on desktop: its button is gone (the phone layout would still have one).
    expect(await loadMore(page).isVisible()).toBe(false);
    // Focus moved to the first card the load revealed.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-tool-card]')?.getAttribute('data-tool-card'))).toBe('tool-12');
    expect(problems).toEqual([]);
  }, 60_000);

  it('phone: the panel applies, resets and discards its choices, and locks the page scroll while open', async () => {
    const { page, problems } = await open(375, path);
    await cardsBecome(page, 4);
    expect(await page.locator(`${LIST} [data-filter-dropdown]`).first().isVisible()).toBe(false);
    const trigger = page.locator(`${LIST} [data-filter-trigger]`);
    const panel = page.locator('[data-filter-panel]');
    const locked = () => page.evaluate(() => document.documentElement.dataset.scrollLocked === 'true');
    const option = (name: string) => panel.locator(`[data-filter-option="${name}"]`);

    // Apply: the choice counts only once applied.
    await trigger.click();
    await expect.poll(() => panel.count()).toBe(1);
    expect(await locked()).toBe(true);
    const height = await panel.evaluate((el) => el.getBoundingClientRect().height / window.innerHeight);
    expect(height).toBeCloseTo(0.8, 1);
    await option('global').click();
    expect(await option('global').getAttribute('aria-pressed')).toBe('true');
    await cardsBecome(page, 4);
    await panel.locator('[data-filter-apply]').click();
    await expect.poll(() => panel.count()).toBe(0);
    expect(await locked()).toBe(false);
    // Five global tools: four on the first phone page, load more for the fifth.
    await cardsBecome(page, 4);
    await loadMore(page).click();
    await cardsBecome(page, 5);

    // One accordion section open at a time.
    await trigger.click();
    const countrySection = panel.locator('[data-filter-section="country"] > button');
    const portSection = panel.locator('[data-filter-section="port"] > button');
    expect(await countrySection.getAttribute('aria-expanded')).toBe('true');
    await portSection.click();
    expect(await portSection.getAttribute('aria-expanded')).toBe('true');
    expect(await countrySection.getAttribute('aria-expanded')).toBe('false');

    // Discard by the close button: the choice is lost, the list stays as it was (five global tools).
    await option('sokhna').click();
    await panel.locator('[data-filter-close]').click();
    await expect.poll(() => panel.count()).toBe(0);
    expect(await locked()).toBe(false);
    await cardsBecome(page, 5);

    // Discard by the overlay.
    await trigger.click();
    await portSection.click();
    await option('felixport').click();
    await page.mouse.click(20, 20); // on the overlay, above the panel
    await expect.poll(() => panel.count()).toBe(0);
    expect(await locked()).toBe(false);
    await cardsBecome(page, 5);
    expect(await loadMore(page).count()).toBe(0);

    // Reset clears the temporary selection; applied, every tool is back.
    await trigger.click();
    expect(await option('global').getAttribute('aria-pressed')).toBe('true');
    await panel.locator('[data-filter-reset]').click();
    expect(await option('global').getAttribute('aria-pressed')).toBe('false');
    await panel.locator('[data-filter-apply]').click();
    await expect.poll(() => panel.count()).toBe(0);
    await cardsBecome(page, 4);
    await loadMore(page).click();
    await cardsBecome(page, 8);
    expect(problems).toEqual([]);
  }, 60_000);
});
