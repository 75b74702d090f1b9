import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrateAllIslands, openPage, useSiteInChromium } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

/**
 * The links-and-navigation gallery in Chromium: the SXA Navigation's mobile toggle and desktop
 * dropdowns by mouse and keyboard, and the Button block's modal trigger (spec 000 sections 2, 3
 * and 7: `openCustomModal-{id}`). axe reads the page with its menus closed and open, in English at
 * 1280 px and in Arabic at 375 px, in the same visits.
 */
const site = useSiteInChromium();

async function open(width: number, path: string): Promise<{ page: Page; problems: string[] }> {
  const watched = await openPage(site.browser, width, 900);
  await watched.page.goto(site.server.url + path);
  await hydrateAllIslands(watched.page);
  return watched;
}

const isFocused = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el === document.activeElement);

/** The Button block: with a modal id it dispatches openCustomModal-{id}; disabled is a real disabled button; external says so. */
async function checkButtons(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    for (const type of ['openCustomModal-enquiry', 'openCustomModal']) {
      window.addEventListener(type, (event) => seen.push(`${event.type}:${(event as CustomEvent<{ id: string }>).detail.id}`));
    }
  });
  const modalButton = page.locator('[data-block="button"] button[data-modal-id="enquiry"]');
  expect(await modalButton.textContent()).toBe('Send an enquiry');
  await modalButton.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen))
    .toEqual(['openCustomModal-enquiry:enquiry', 'openCustomModal:enquiry']);

  const disabled = page.locator('[data-block="button"] button:disabled');
  expect(await disabled.count()).toBe(1);
  expect(await disabled.textContent()).toBe('Disabled');
  expect(await page.locator('[data-block="button"] a', { hasText: 'Disabled' }).count()).toBe(0);

  // The external link opens a new tab and says so.
  const external = page.locator('[data-block="button"] a[target="_blank"]');
  expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
  expect(await external.textContent()).toContain('(Opens in a new tab)');
}

describe.each([
  ['en', '/blocks/links-and-navigation', 'Links and navigation'],
  ['ar', '/ar/blocks/links-and-navigation', 'الروابط والتنقل'],
] as const)('navigation in %s', (lang, path, current) => {
  it('folds behind its toggle at 375 px: click opens and closes, Escape closes and returns focus', async () => {
    const { page, problems } = await open(375, path);
    const nav = page.locator('[data-block="navigation"]').first();
    const toggle = nav.locator('[data-navigation-toggle]');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const currentLink = panel.locator('a[aria-current="page"]');

    expect(await toggle.isVisible()).toBe(true);
    expect(await panel.isVisible()).toBe(false);
    if (lang === 'ar') expect(await seriousViolations(page)).toEqual([]);
    await toggle.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    if (lang === 'ar') expect(await seriousViolations(page)).toEqual([]);
    // Every level is listed in the open panel, the current page marked.
    expect(await currentLink.textContent()).toBe(current);
    expect(await currentLink.isVisible()).toBe(true);

    await toggle.click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // Keyboard: Enter opens, Tab moves into the menu, Escape closes it and focus is back on the toggle.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(page, '[data-block="navigation"] >> nth=0 >> [data-navigation-toggle]')).toBe(true);

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a row with dropdowns at 1280 px: the chevron opens by keyboard, Escape closes, hover opens (and in English, the Button block)', async () => {
    const { page, problems } = await open(1280, path);
    const nav = page.locator('[data-block="navigation"]').first();
    expect(await nav.locator('[data-navigation-toggle]').isVisible()).toBe(false);
    // The last dropdown: the one nearest the edge of the screen.
    const chevron = nav.locator('button[aria-controls]:not([data-navigation-toggle])').last();
    const dropdown = page.locator(`[id="${await chevron.getAttribute('aria-controls')}"]`);
    expect(await dropdown.isVisible()).toBe(false);
    if (lang === 'en') expect(await seriousViolations(page)).toEqual([]);

    await chevron.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dropdown.isVisible()).toBe(true);
    expect(await chevron.getAttribute('aria-expanded')).toBe('true');
    if (lang === 'en') expect(await seriousViolations(page)).toEqual([]);
    // The dropdown stays on screen (the menu is at the line's end; Arabic mirrors it).
    const box = (await dropdown.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    await page.keyboard.press('Tab');
    expect(await dropdown.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dropdown.isVisible()).toBe(false);
    expect(await chevron.evaluate((el) => el === document.activeElement)).toBe(true);

    // Hovering the item shows its dropdown too; moving away hides it.
    await chevron.locator('xpath=../..').hover();
    await expect.poll(() => dropdown.isVisible()).toBe(true);
    await page.mouse.move(5, 5);
    await expect.poll(() => dropdown.isVisible()).toBe(false);

    if (lang === 'en') await checkButtons(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
