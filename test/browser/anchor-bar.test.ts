import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useSiteInChromium, waitForHydration } from '../support/browser.ts';

/**
 * The anchor bar (spec 003 section 4) on the gallery group page /blocks/page-structure, whose bar
 * links to the page's own sections: tracking as the page scrolls, a click (hash, active link,
 * offset), Back and Forward, the cookie that keeps the hash, arrows and keys on a phone, the
 * tablet offset with reduced motion. Three page loads, English and Arabic.
 */
const site = useSiteInChromium();
const BAR = '[data-block="anchor-bar"]';

const active = (page: Page) => page.evaluate((bar) => document.querySelector(`${bar} a[aria-current="location"]`)?.getAttribute('data-anchor') ?? null, BAR);
const hash = (page: Page) => page.evaluate(() => window.location.hash);
const sectionTop = (page: Page, id: string) => page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id);
/** Puts a section's top this far below the viewport top, at once (a visitor scrolling). */
const scrollSectionTo = (page: Page, id: string, top: number) =>
  page.evaluate(
    ([i, t]) =>
      window.scrollTo({ top: document.getElementById(i as string)!.getBoundingClientRect().top + window.scrollY - (t as number), behavior: 'instant' }),
    [id, top] as const,
  );
const arrows = (page: Page) =>
  page.evaluate(
    (bar) => [...document.querySelectorAll<HTMLButtonElement>(`${bar} nav button`)].map((b) => !b.hidden && getComputedStyle(b).display !== 'none'),
    BAR,
  );

/** The bar's island hydrates once it is near the viewport; it sits near the top of the page. */
async function barReady(page: Page, scroll = true) {
  await waitForHydration(page);
  if (scroll) await page.evaluate((bar) => document.querySelector(bar)!.scrollIntoView({ block: 'center', behavior: 'instant' }), BAR);
  await page.waitForFunction((bar) => document.querySelector(bar)?.closest('[data-island]')?.getAttribute('data-island-hydrated') === 'true', BAR, {
    timeout: 15_000,
  });
}

async function open(width: number, height: number, lang: 'en' | 'ar', reducedMotion = false) {
  const watched = await openPage(site.browser, width, height);
  if (reducedMotion) await watched.page.emulateMedia({ reducedMotion: 'reduce' });
  await watched.page.goto(`${site.server.url}${lang === 'ar' ? '/ar' : ''}/blocks/page-structure`);
  await barReady(watched.page);
  return watched;
}

// Three walks of several steps each on a machine that may be busy: a minute each as a hang guard.
describe('anchor bar in Chromium', { timeout: 60_000 }, () => {
  it('desktop, English: tracks the section in view, a click scrolls and writes the hash, Back and Forward restore, the cookie keeps the hash', async () => {
    const { page, problems } = await open(1280, 800, 'en');
    const bar = page.locator(BAR);
    // Links without anchorId are left out; the highlighted one is marked.
    expect(await bar.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '#overview',
      '#our-strategy',
      '#sustainability',
      '#digital-terminals',
      '#annual-report',
      '#about-the-group',
      '#solutions',
    ]);
    expect(await bar.locator('a[data-highlight="true"]').getAttribute('href')).toBe('#solutions');
    expect(await arrows(page)).toEqual([false, false]);

    // Tracking: the section at least half visible (under the sticky area) becomes the active link.
    await scrollSectionTo(page, 'digital-terminals', 130);
    await expect.poll(() => active(page)).toBe('digital-terminals');
    await scrollSectionTo(page, 'annual-report', 130);
    await expect.poll(() => active(page)).toBe('annual-report');
    expect(await hash(page)).toBe('');

    // A click: smooth scroll to 126 px below the top, the hash as a new history entry, the active link.
    await bar.locator('a[href="#our-strategy"]').click();
    await expect.poll(() => hash(page)).toBe('#our-strategy');
    await expect.poll(() => active(page)).toBe('our-strategy');
    await expect.poll(() => sectionTop(page, 'our-strategy')).toBe(126);
    // The bar sits under the header, above the section.
    expect(await bar.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).top])).toEqual(['sticky', '66px']);
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y).toBeGreaterThanOrEqual(66);
    // (The gallery outlines islands, which adds a pixel or two around the bar.)
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(127);

    await bar.locator('a[href="#sustainability"]').click();
    await expect.poll(() => hash(page)).toBe('#sustainability');
    await expect.poll(() => sectionTop(page, 'sustainability')).toBe(126);

    // Back and Forward go to the hash's section again.
    await page.goBack();
    await expect.poll(() => hash(page)).toBe('#our-strategy');
    await expect.poll(() => sectionTop(page, 'our-strategy')).toBe(126);
    await expect.poll(() => active(page)).toBe('our-strategy');
    await page.goForward();
    await expect.poll(() => hash(page)).toBe('#sustainability');
    await expect.poll(() => sectionTop(page, 'sustainability')).toBe(126);

    // With the cookie set to 'true' the bar still scrolls, but leaves the hash and history alone.
    await page.context().addCookies([{ name: 'anchorBarDisableHash', value: 'true', url: site.server.url }]);
    const entries = await page.evaluate(() => history.length);
    await bar.locator('a[href="#annual-report"]').click();
    await expect.poll(() => active(page)).toBe('annual-report');
    await expect.poll(() => sectionTop(page, 'annual-report')).toBe(126);
    expect(await hash(page)).toBe('#sustainability');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(problems).toEqual([]);
  });

  it('phone, Arabic: the bar overflows, arrows show towards the end only, arrow keys scroll it, a click writes the hash', async () => {
    const { page, problems } = await open(375, 740, 'ar');
    const bar = page.locator(BAR);
    const list = bar.locator('ul');
    // At the reading start (the right) only the "forward" arrow shows.
    await expect.poll(() => arrows(page)).toEqual([false, true]);
    await expect.poll(() => bar.locator('[data-fade-end="true"]').count()).toBe(1);
    // ArrowLeft moves towards the end in Arabic (scrollLeft runs negative in right-to-left).
    await bar.locator('a').first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBeLessThan(-40);
    await expect.poll(() => arrows(page)).toEqual([true, true]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => list.evaluate((ul) => Math.round(ul.scrollLeft))).toBe(0);
    await expect.poll(() => arrows(page)).toEqual([false, true]);

    // The forward arrow, then a link: 126 px offset on phones, hash and active link follow.
    await bar.getByRole('button', { name: 'تمرير الأقسام إلى الأمام' }).click();
    await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBeLessThan(-40);
    await bar.locator('a[href="#annual-report"]').click();
    await expect.poll(() => hash(page)).toBe('#annual-report');
    await expect.poll(() => active(page)).toBe('annual-report');
    await expect.poll(() => sectionTop(page, 'annual-report')).toBe(126);
    await page.goBack();
    await expect.poll(() => hash(page)).toBe('');
    expect(problems).toEqual([]);
  });

  it('tablet, English, reduced motion: 96 px offset, no arrows, no smooth scroll; a page opened on a hash lands under the bar', async () => {
    const { page, problems } = await open(800, 1000, 'en', true);
    const bar = page.locator(BAR);
    expect(await arrows(page)).toEqual([false, false]);
    // Reduced motion: the jump is done by the time the click handler returns.
    const top = await page.evaluate((selector) => {
      document.querySelector<HTMLAnchorElement>(`${selector} a[href="#digital-terminals"]`)!.click();
      return Math.round(document.getElementById('digital-terminals')!.getBoundingClientRect().top);
    }, BAR);
    expect(top).toBe(96);
    await expect.poll(() => active(page)).toBe('digital-terminals');
    expect(await hash(page)).toBe('#digital-terminals');

    // A plain '#id' change (a link elsewhere on the page): the browser's jump is corrected too.
    await page.evaluate(() => {
      window.location.hash = '#about-the-group';
    });
    await expect.poll(() => sectionTop(page, 'about-the-group')).toBe(96);

    // Opening the page on a section's hash: the bar corrects the browser's jump by the offset.
    expect(problems).toEqual([]);
    await page.evaluate(() => history.replaceState(null, '', '#annual-report'));
    await page.reload();
    // No scrolling here: the sticky bar is on screen over the section, and hydrates there.
    await barReady(page, false);
    await expect.poll(() => sectionTop(page, 'annual-report')).toBe(96);
    await expect.poll(() => active(page)).toBe('annual-report');
    expect(await bar.count()).toBe(1);
    // Requests the reload itself cut short (lazy images still loading) are not the page's problems.
    expect(problems.filter((p) => !/net::ERR_ABORTED/.test(p))).toEqual([]);
  });
});
