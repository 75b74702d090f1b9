import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage, waitForIsland, useSiteInChromium } from '../support/browser.ts';

/**
 * The accordion blocks on their gallery page (content/…/routes/blocks/accordions.json): the
 * Accordion by keyboard in both languages, the contact card groups, the country strip's regions,
 * and the FAQ structured data in the served HTML.
 */
const site = useSiteInChromium();
const path = (lang: 'en' | 'ar') => `${lang === 'ar' ? '/ar' : ''}/blocks/accordions`;

async function open(lang: 'en' | 'ar', selector: string) {
  const watched = await openPage(site.browser, 1280, 900);
  await watched.page.goto(site.server.url + path(lang));
  await waitForIsland(watched.page, selector);
  return watched;
}

const expanded = (block: Locator) =>
  block.locator('button[aria-expanded]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded') === 'true'));
const openPanels = (block: Locator) => block.locator('[role="region"]:not([hidden])');
const focusedHeader = (page: Page) => page.evaluate(() => document.activeElement?.closest('button[aria-expanded]')?.textContent?.trim() ?? null);

/** The contact card groups carry their counts and open one at a time. */
async function checkContactCards(page: Page): Promise<void> {
  await waitForIsland(page, '[data-block="contact-cards"] button[aria-expanded]');
  const block = page.locator('[data-block="contact-cards"]');
  const headers = block.locator('button[aria-expanded]');
  expect((await headers.allTextContents()).map((t) => t.trim())).toEqual(['Dubai (3)', 'London (2)', 'Mumbai (2)']);
  expect(await expanded(block)).toEqual([true, false, false]);
  expect(await openPanels(block).locator('[data-contact-card]').count()).toBe(3);

  await headers.nth(1).click();
  await expect.poll(() => expanded(block)).toEqual([false, true, false]);
  const london = openPanels(block);
  expect(await london.count()).toBe(1);
  expect(await london.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    'tel:+442000000000',
    'tel:+442300000000',
    'tel:+442300000001',
  ]);
  const map = london.locator('[data-contact-map]').first();
  expect(await map.getAttribute('target')).toBe('_blank');
  expect(await map.getAttribute('rel')).toContain('noopener');
  expect(await map.textContent()).toContain('View on map');

  await headers.nth(2).click();
  await expect.poll(() => expanded(block)).toEqual([false, false, true]);
}

/** The country strip opens a region and closes the one that was open. */
async function checkCountryStrip(page: Page): Promise<void> {
  await waitForIsland(page, '[data-block="country-selector-strip"] button[aria-expanded]');
  const block = page.locator('[data-block="country-selector-strip"]').first();
  expect(await expanded(block)).toEqual([true, false, false, false, false]);
  await block.locator('button[aria-expanded]', { hasText: 'أوروبا' }).click();
  await expect.poll(() => expanded(block)).toEqual([false, true, false, false, false]);
  const europe = openPanels(block);
  expect(await europe.locator('a', { hasText: 'المملكة المتحدة' }).getAttribute('href')).toBe('/ar/uk');
  expect(await europe.locator('img').first().getAttribute('src')).toMatch(/\/assets\/flags-[\d.]+\/gb\.svg$/);
  // Africa's entry without a country object is skipped: four countries, not five.
  await block.locator('button[aria-expanded]', { hasText: 'أفريقيا' }).click();
  expect(await openPanels(block).locator('li').count()).toBe(4);
  expect(await block.locator('[data-contact-strip]').isVisible()).toBe(true);
  // The second strip has a blank banner message and no call to action: no contact strip.
  expect(await page.locator('[data-block="country-selector-strip"]').nth(1).locator('[data-contact-strip]').count()).toBe(0);
}

describe('accordion blocks in Chromium', () => {
  it.each([
    ['en', 'How far ahead should I book a berth window?', 'Which documents do I need before a container reaches the gate?', 'customer portal'],
    ['ar', 'متى ينبغي أن أحجز موعد الرسو؟', 'ما المستندات المطلوبة قبل وصول الحاوية إلى البوابة؟', 'بوابة العملاء'],
  ] as const)(
    'the accordion works by keyboard, one item open at a time; so do the contact cards (en) and the country strip (ar) (%s)',
    async (lang, first, second, firstAnswer) => {
      const { page, problems } = await open(lang, '[data-block="accordion"][data-variant="TwoColumnWithIntro"] button[aria-expanded]');
      const block = page.locator('[data-block="accordion"][data-variant="TwoColumnWithIntro"]');
      expect(await expanded(block)).toEqual([true, false, false, false, false, false]);
      // Six items: the intro column is sticky.
      expect(await block.locator('[data-sticky="true"]').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');

      // Tab from the intro's call to action lands on the first header.
      await block.locator('[data-sticky] a').last().focus();
      await page.keyboard.press('Tab');
      expect(await focusedHeader(page)).toBe(first);
      await page.keyboard.press('Enter');
      await expect.poll(() => expanded(block)).toEqual([false, false, false, false, false, false]);
      expect(await openPanels(block).count()).toBe(0);
      await page.keyboard.press(' ');
      await expect.poll(() => expanded(block)).toEqual([true, false, false, false, false, false]);
      expect(await openPanels(block).first().textContent()).toContain(firstAnswer);

      // Tab moves on to the next header (the open panel holds no focusable control here).
      await page.keyboard.press('Tab');
      expect(await focusedHeader(page)).toBe(second);
      await page.keyboard.press(' ');
      await expect.poll(() => expanded(block)).toEqual([false, true, false, false, false, false]);
      expect(await openPanels(block).count()).toBe(1);
      // The panel is the region its header names.
      const header = block.locator('button[aria-expanded="true"]');
      const panel = page.locator(`#${await header.getAttribute('aria-controls')}`);
      expect(await panel.getAttribute('role')).toBe('region');
      expect(await panel.getAttribute('aria-labelledby')).toBe(await header.getAttribute('id'));
      expect(await panel.isVisible()).toBe(true);

      // Arrow keys move between headers; Enter opens the one focused.
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await expect.poll(() => expanded(block)).toEqual([false, false, false, false, false, true]);

      // The page's other accordion blocks, in the same visit: the contact cards in English, the country strip in Arabic.
      if (lang === 'en') await checkContactCards(page);
      else await checkCountryStrip(page);
      expect(problems).toEqual([]);
      await page.context().close();
      // A hang guard (the first page of a file also warms the server); no timing is asserted.
    },
    60_000,
  );

  it('the served HTML carries one FAQPage, from the accordion that asks for it', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const response = await fetch(site.server.url + path(lang));
      expect(response.status).toBe(200);
      const html = await response.text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      const faq = blocks.filter((data) => data['@type'] === 'FAQPage');
      expect(faq).toHaveLength(1);
      const questions = faq[0]!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(questions).toHaveLength(4);
      expect(questions.every((q) => q.name !== '' && q.acceptedAnswer.text !== '' && !q.acceptedAnswer.text.includes('<'))).toBe(true);
      expect(questions[2]!.acceptedAnswer.text).toContain('claims@meridianports.example');
    }
  });
});
