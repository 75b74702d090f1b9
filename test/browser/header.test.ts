import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, waitForHydration, useSiteInChromium } from '../support/browser.ts';

/**
 * The site header in Chromium (spec 001 sections 2, 4 and 9): mega menus by mouse and keyboard,
 * one open at a time, outside click and Escape; the mobile menu with its accordion, scroll lock
 * and overlays. Screenshots go outside the repository (HEADER_SCREENSHOTS or the temp folder).
 */

const shots = process.env.HEADER_SCREENSHOTS ?? join(tmpdir(), 'header-screenshots');
const site = useSiteInChromium();
beforeAll(() => mkdirSync(shots, { recursive: true }));

const languages = [
  ['en', '/', 'Solutions', 'Our Company'],
  ['ar', '/ar', 'الحلول', 'شركتنا'],
] as const;

async function open(width: number, path: string): Promise<{ page: Page; problems: string[] }> {
  const watched = await openPage(site.browser, width, 900);
  await watched.page.goto(site.server.url + path);
  await waitForHydration(watched.page);
  await watched.page.waitForLoadState('networkidle');
  return watched;
}

const header = (page: Page) => page.locator('[data-block="header"]');

describe.each(languages)('header in %s', (lang, path, solutions, company) => {
  it.each([375, 768, 1280])('renders at %i px with the right offset, cleanly', async (width) => {
    const { page, problems } = await open(width, path);
    const bar = header(page).locator('> div').nth(1);
    await expect.poll(() => header(page).count()).toBe(1);
    const box = await bar.boundingBox();
    expect(box?.y).toBe(0);
    expect(Math.round(box!.height)).toBe(width >= 1025 ? 66 : 57);
    // The page content starts below the fixed bar.
    const main = await page.locator('main').boundingBox();
    expect(main!.y).toBeGreaterThanOrEqual(Math.round(box!.height) - 1);
    await expect
      .poll(() =>
        page
          .locator('[data-block="header"] img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await page.screenshot({ path: join(shots, `header-${lang}-${width}.png`) });
    // Scrolled state once the page scrolls.
    await page.mouse.wheel(0, 400);
    await expect.poll(() => bar.getAttribute('data-scrolled')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens mega menus by click and keyboard at 1280 px, one at a time', async () => {
    const { page, problems } = await open(1280, path);
    const solutionsToggle = page.getByRole('button', { name: solutions, exact: true });
    const companyToggle = page.getByRole('button', { name: company, exact: true });
    const solutionsPanel = page.locator(`#${await solutionsToggle.getAttribute('aria-controls')}`);
    const companyPanel = page.locator(`#${await companyToggle.getAttribute('aria-controls')}`);

    await solutionsToggle.click();
    await expect.poll(() => solutionsToggle.getAttribute('aria-expanded')).toBe('true');
    expect(await solutionsPanel.isVisible()).toBe(true);

    // Only one open at a time.
    await companyToggle.click();
    await expect.poll(() => companyToggle.getAttribute('aria-expanded')).toBe('true');
    expect(await solutionsToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await solutionsPanel.isVisible()).toBe(false);
    expect(await companyPanel.isVisible()).toBe(true);
    await page.screenshot({ path: join(shots, `header-${lang}-1280-mega.png`) });

    // Outside click closes it.
    await page.mouse.click(640, 880);
    await expect.poll(() => companyPanel.isVisible()).toBe(false);

    // Keyboard: Enter opens, Escape closes and returns focus, Space opens.
    await solutionsToggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => solutionsPanel.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => solutionsPanel.isVisible()).toBe(false);
    expect(await solutionsToggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => solutionsPanel.isVisible()).toBe(true);

    // The country dropdown closes the mega menu (one of menu and dropdowns at a time).
    const countryToggle = page.locator('[data-country-dropdown] > button');
    await countryToggle.click();
    await expect.poll(() => countryToggle.getAttribute('aria-expanded')).toBe('true');
    expect(await solutionsPanel.isVisible()).toBe(false);

    // The label typo is corrected; search is disabled.
    expect(await header(page).textContent()).not.toContain('Ebents');
    expect(await page.locator('[data-header-search]').isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('works the mobile menu at 375 px', async () => {
    const { page, problems } = await open(375, path);
    const toggle = page.locator('#site-header-menu-toggle');
    const menu = page.locator('#site-header-mobile-menu');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    // Accordion: one section at a time.
    const sections = menu.locator('button[aria-controls$="-mobile-section"]');
    const first = sections.nth(0);
    const second = sections.nth(1);
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: join(shots, `header-${lang}-375-menu.png`) });
    await second.click();
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');

    // Locations opens the country overlay; Back returns to the menu.
    const overlay = page.locator('[data-selector-overlay]').first();
    await page.locator('#site-header-locations').click();
    await expect.poll(() => overlay.isVisible()).toBe(true);
    await page.screenshot({ path: join(shots, `header-${lang}-375-countries.png`) });
    // The overlay traps focus: Tab and Shift+Tab never leave it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await overlay.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await overlay.locator('button').first().click(); // Back
    await expect.poll(() => overlay.isVisible()).toBe(false);
    expect(await menu.isVisible()).toBe(true);

    // Close closes everything and gives the page its scrolling back.
    await page.locator('#site-header-locations').click();
    await expect.poll(() => overlay.isVisible()).toBe(true);
    await overlay.locator('button').nth(1).click(); // Close
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // Escape closes the menu and returns focus to the hamburger.
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // Resizing to desktop closes the menu.
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
