import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, slideAtStart, useSiteInChromium, waitForIsland } from '../support/browser.ts';

/**
 * Spec 002 in real Chromium, in both directions: the media gallery's wrap from the active last
 * slide, the video highlight's modal (open, previous/next with the spinner, swipe, Escape, focus
 * return, scroll lock, the error text, no provider frame before asking) and the document
 * highlights carousel's ends and swipe.
 */
const site = useSiteInChromium();

/** Requests to a video provider are expected once a visitor opens its video (the test machine blocks them). */
const PROVIDER = /youtube-nocookie\.com|player\.vimeo\.com/;
const realProblems = (problems: string[]) => problems.filter((p) => !PROVIDER.test(p));

async function open(path: string, width = 1280) {
  const watched = await openPage(site.browser, width, 900);
  await watched.page.goto(site.server.url + path);
  return watched;
}

async function drag(page: Page, selector: string, dx: number) {
  const box = (await page.locator(selector).first().boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

/**
 * The media gallery (spec 002 section 4) at 1280 px: it centres the chosen slide, mirrors the row,
 * and wraps from the active last slide to the first; a click on the active first goes nowhere.
 */
async function checkGallery(page: Page, lang: 'en' | 'ar'): Promise<void> {
  const gallery = '#gallery-many';
  const forward = lang === 'ar' ? -1 : 1;
  const active = () => page.locator(`${gallery} [data-gallery-active]`).getAttribute('data-gallery-active').then(Number);
  /** The horizontal distance from the slide's centre to the gallery's centre (0 when centred). */
  const offCentre = (index: number) =>
    page.evaluate(
      ([sel, i]) => {
        const root = document.querySelector(`${sel} [data-gallery-active]`)!.getBoundingClientRect();
        const slide = document.querySelector(`${sel} [data-gallery-slide="${i}"]`)!.getBoundingClientRect();
        const off = slide.left + slide.width / 2 - (root.left + root.width / 2);
        return Math.abs(off) < 1.5 ? 0 : Math.round(off);
      },
      [gallery, index] as const,
    );
  await waitForIsland(page, `${gallery} [data-gallery-active]`);
  expect(await active()).toBe(0);
  await expect.poll(() => offCentre(0)).toBe(0);
  // A click on the active first slide goes nowhere.
  await page.locator(`${gallery} [data-gallery-slide="0"]`).click();
  await page.waitForTimeout(600);
  expect(await active()).toBe(0);
  // The next slide peeks in at the end side: right in English, left in Arabic.
  expect(Math.sign(await offCentre(1))).toBe(forward);

  // A click on the peeking neighbour (on its visible edge, facing the centre) brings it to the centre.
  const neighbour = page.locator(`${gallery} [data-gallery-slide="1"]`);
  const width = (await neighbour.boundingBox())!.width;
  await neighbour.click({ position: { x: forward === 1 ? 20 : width - 20, y: 40 } });
  await expect.poll(() => active()).toBe(1);
  await expect.poll(() => offCentre(1)).toBe(0);

  // The bar navigation goes to the last; a click on the active last slide wraps to the first.
  await page.locator(`${gallery} [data-gallery-bar="7"]`).click();
  await expect.poll(() => active()).toBe(7);
  await expect.poll(() => offCentre(7)).toBe(0);
  expect(await page.locator(`${gallery} [data-gallery-bar="7"]`).getAttribute('aria-current')).toBe('true');
  await page.locator(`${gallery} [data-gallery-slide="7"]`).click();
  await expect.poll(() => active()).toBe(0);
  await expect.poll(() => offCentre(0)).toBe(0);

  // Keyboard: the arrow pointing forward in the page's direction moves on.
  await page.locator(`${gallery} [data-gallery-active]`).focus();
  await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
  await expect.poll(() => active()).toBe(1);
  await page.keyboard.press('End');
  await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
  await expect.poll(() => active()).toBe(0);
}

/** The video highlight's modal says 'Error loading video' for an item with no usable id or url, and closes with its button. */
async function checkVideoError(page: Page, lang: 'en' | 'ar'): Promise<void> {
  const modal = '[data-video-modal]';
  const last = page.locator('#video-highlight [data-video-open]').last();
  await waitForIsland(page, '#video-highlight [data-video-open]');
  // The carousel may hold it off screen: the button works by keyboard wherever it is.
  await last.focus();
  await page.keyboard.press('Enter');
  await page.locator(modal).waitFor();
  expect(await page.locator('[data-video-error]').textContent()).toBe(lang === 'ar' ? 'خطأ في تحميل الفيديو' : 'Error loading video');
  await page.locator('[data-video-close]').click();
  await page.locator(modal).waitFor({ state: 'detached' });
  await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-video-open'))).toBe(true);
}

/** The document highlights carousel disables previous at the start and next at the end, and moves one card per swipe of 50 px. */
async function checkDocumentHighlights(page: Page, lang: 'en' | 'ar'): Promise<void> {
  const block = '[data-block="document-highlights"]';
  const prefix = lang === 'ar' ? '/ar' : '';
  const forward = lang === 'ar' ? 1 : -1;
  /** The slide whose card sits at the carousel's start edge. */
  const current = (page: Page) => slideAtStart(page, block);

  await waitForIsland(page, `${block} [data-carousel-viewport]`);
  const previous = page.locator(`${block} [data-carousel-controls] button`).first();
  const next = page.locator(`${block} [data-carousel-controls] button`).last();
  expect(await previous.isDisabled()).toBe(true);
  expect(await current(page)).toBe(0);

  // 7 cards, 4 per page at 1280 px with a 15 % peek: two whole steps, then the end.
  for (let step = 1; step <= 2; step++) {
    await next.click();
    await expect.poll(() => current(page)).toBe(step);
  }
  await next.click();
  await expect.poll(() => next.isDisabled()).toBe(true);
  expect(await previous.isDisabled()).toBe(false);

  // Swipes: under 50 px nothing, over it one step back (a finger moving right in English, left in Arabic).
  await drag(page, `${block} [data-carousel-viewport]`, -forward * 30);
  await page.waitForTimeout(300);
  expect(await next.isDisabled()).toBe(true);
  await drag(page, `${block} [data-carousel-viewport]`, -forward * 80);
  await expect.poll(() => next.isDisabled()).toBe(false);
  await drag(page, `${block} [data-carousel-viewport]`, -forward * 80);
  await expect.poll(() => current(page)).toBe(1);
  await drag(page, `${block} [data-carousel-viewport]`, forward * 80);
  await expect.poll(() => current(page)).toBe(2);
  expect(new URL(page.url()).pathname).toBe(`${prefix}/blocks/media`);
}

// One page load per language at a desktop's width for the gallery page's three blocks.
describe.each(['en', 'ar'] as const)('the media blocks page (%s, 1280 px)', (lang) => {
  it('the gallery centres, mirrors and wraps; a video with no source says so; the document highlights carousel keeps its ends and swipes', async () => {
    const { page, problems } = await open(`${lang === 'ar' ? '/ar' : ''}/blocks/media`);
    await checkGallery(page, lang);
    await checkVideoError(page, lang);
    await checkDocumentHighlights(page, lang);
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  }, 90_000);
});

// The gallery at a phone's width, in Arabic (English at a desktop's width is checked above).
describe.each([['ar', '/ar', 375]] as const)('media gallery wrap (%s at %i px)', (_lang, prefix, width) => {
  const gallery = '#gallery-many';
  const active = (page: Page) => page.locator(`${gallery} [data-gallery-active]`).getAttribute('data-gallery-active').then(Number);

  it('a click on the active last slide goes to the first; on the active first, nowhere', async () => {
    const { page, problems } = await open(`${prefix}/blocks/media`, width);
    await waitForIsland(page, `${gallery} [data-gallery-active]`);
    await page.locator(`${gallery} [data-gallery-slide="0"]`).click();
    await page.waitForTimeout(600);
    expect(await active(page)).toBe(0);
    await page.locator(`${gallery} [data-gallery-bar="7"]`).click();
    await expect.poll(() => active(page)).toBe(7);
    await page.locator(`${gallery} [data-gallery-slide="7"]`).click();
    await expect.poll(() => active(page)).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 45_000);
});

// Five films: one per page at 375 px (four steps to the last), three per page at 1280 px (two).
describe.each([
  ['en', '', 1280, 2],
  ['ar', '/ar', 375, 4],
] as const)('video carousel wrap (%s at %i px)', (_lang, prefix, width, lastStep) => {
  const block = '[data-block="video-highlight"]';
  const modal = '[data-video-modal]';
  /** The thumbnail at the carousel's start edge (the left in English, the right in Arabic). */
  const startSlide = (page: Page) => slideAtStart(page, block, '[data-carousel-slide] [data-video-open]');
  const watch = async (page: Page, thumb: number) => {
    await page.locator(`${block} [data-video-open="${thumb}"]`).click();
    await page.locator(modal).waitFor();
    expect(await page.locator(modal).getAttribute('data-video-index')).toBe(String(thumb));
    await page.keyboard.press('Escape');
    await page.locator(modal).waitFor({ state: 'detached' });
  };

  it('a click on the active last thumbnail opens it and takes the row back to the first', async () => {
    const { page, problems } = await open(`${prefix}/media`, width);
    await waitForIsland(page, `${block} [data-carousel-viewport]`);
    const previous = page.locator(`${block} [data-carousel-controls] button`).first();
    const next = page.locator(`${block} [data-carousel-controls] button`).last();

    // The active thumbnail that is not the last: it opens its video, the row stays.
    for (let step = 1; step <= lastStep - 1; step++) {
      await next.click();
      await expect.poll(() => startSlide(page)).toBe(step);
    }
    await watch(page, lastStep - 1);
    await page.waitForTimeout(700);
    expect(await startSlide(page)).toBe(lastStep - 1);

    // At the end the last thumbnail is the active one: it opens its video and the row wraps to the first.
    await next.click();
    await expect.poll(() => next.isDisabled()).toBe(true);
    await expect.poll(() => startSlide(page)).toBe(lastStep);
    await watch(page, 4);
    await expect.poll(() => startSlide(page)).toBe(0);
    await expect.poll(() => previous.isDisabled()).toBe(true);
    // The focus comes back to a thumbnail in view: the first, where the row now starts.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-video-open'))).toBe('0');
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe.each([
  ['en', '', -1],
  ['ar', '/ar', 1],
] as const)('video highlight modal (%s)', (lang, prefix, forward) => {
  const modal = '[data-video-modal]';
  const index = (page: Page) => page.locator(modal).getAttribute('data-video-index').then(Number);

  it('opens on a thumbnail, steps with a spinner within bounds, swipes, closes on Escape and returns the focus', async () => {
    const { page, problems } = await open(`${prefix}/media`);
    await waitForIsland(page, '[data-video-open="0"]');
    expect(await page.locator('iframe, video').count()).toBe(0);
    const first = page.locator('[data-video-open="0"]');
    await first.click();
    await page.locator(modal).waitFor();
    expect(await index(page)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.scrollLocked)).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-video-close'))).toBe(true);
    expect(await page.locator(`${modal} video`).getAttribute('src')).toBe('/-/media/ports-group/video/quay-loop.webm');
    expect(await page.getByRole('dialog').getAttribute('aria-modal')).toBe('true');

    const previous = page.getByRole('button', { name: lang === 'ar' ? 'الفيديو السابق' : 'Previous video' });
    const next = page.getByRole('button', { name: lang === 'ar' ? 'الفيديو التالي' : 'Next video' });
    expect(await previous.isDisabled()).toBe(true);

    // Next: the spinner in place of the player between the two videos, then the next video.
    await page.evaluate(() => {
      const w = window as unknown as { spinnerSeen: boolean; playerWithSpinner: boolean };
      w.spinnerSeen = false;
      w.playerWithSpinner = false;
      new MutationObserver(() => {
        if (!document.querySelector('[data-video-spinner]')) return;
        w.spinnerSeen = true;
        if (document.querySelector('[data-video-modal] video, [data-video-modal] iframe')) w.playerWithSpinner = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await next.click();
    expect(await index(page)).toBe(1);
    await page.locator('[data-video-spinner]').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { playerWithSpinner: boolean }).playerWithSpinner)).toBe(false);
    expect(await page.locator(`${modal} video`).getAttribute('src')).toBe('/-/media/ports-group/video/quay-loop-portrait.webm');

    // Tab stays inside the dialog.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[data-video-modal]') !== null)).toBe(true);
    }

    // A swipe forward over 50 px moves on (to the YouTube item, whose frame loads only now); under it, nothing.
    await drag(page, `${modal} [data-video-spinner], ${modal} video`, forward * 40);
    await page.waitForTimeout(100);
    expect(await index(page)).toBe(1);
    await drag(page, `${modal} video`, forward * 120);
    await expect.poll(() => index(page)).toBe(2);
    await page.locator('[data-video-spinner]').waitFor({ state: 'detached' });
    const src = new URL((await page.locator(`${modal} iframe`).getAttribute('src'))!);
    expect(src.origin + src.pathname).toBe('https://www.youtube-nocookie.com/embed/M3ridianTug');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('rel')).toBe('0');

    // To the end: next is disabled on the last video.
    for (let i = 2; i < 4; i++) {
      await next.click();
      await page.locator('[data-video-spinner]').waitFor({ state: 'detached' });
    }
    expect(await index(page)).toBe(4);
    expect(await next.isDisabled()).toBe(true);

    await page.keyboard.press('Escape');
    await page.locator(modal).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-video-open'))).toBe('0');
    expect(await page.evaluate(() => document.documentElement.dataset.scrollLocked)).toBeUndefined();
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  }, 60_000);
});
