import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { holdRequests, largeHeadings, openPage, useSiteInChromium, waitForHydration } from '../support/browser.ts';

/**
 * The gallery page /blocks/statistics-and-partners: a statistics block with four counters and
 * images, a partner block with six partners (overflowing), a statistics block with two counters
 * ('24/7', which is no number, and '12000') and a partner block with three partners (fitting).
 */
const site = useSiteInChromium();
const PATH = '/blocks/statistics-and-partners';
/** The '12000' counter of the second statistics block, far below the fold. */
const LOW_COUNTER = 5;

/** Records, from the first byte, every text each counter shows (in document order). */
async function recordCounters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[][] = [];
    (window as unknown as { counterTexts: string[][] }).counterTexts = seen;
    new MutationObserver(() => {
      document.querySelectorAll('[data-statistic-value]').forEach((element, index) => {
        const texts = (seen[index] ??= []);
        const text = element.textContent ?? '';
        if (texts.at(-1) !== text) texts.push(text);
      });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const counterTexts = (page: Page, index: number) => page.evaluate((i) => (window as unknown as { counterTexts: string[][] }).counterTexts[i] ?? [], index);

const counter = (page: Page, index: number) => page.locator('[data-statistic-value]').nth(index);

async function scrollCounterIntoView(page: Page, index: number): Promise<void> {
  await counter(page, index).evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

/** Two animation frames: long enough for an effect or an observer callback to have shown its result. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Whether the card holding this link lies wholly within the 1280 × 900 window. */
const cardOnScreen = (link: Locator) =>
  link.evaluate((element) => {
    const box = element.closest('li')!.getBoundingClientRect();
    return box.left >= 0 && box.right <= 1280 && box.top >= 0 && box.bottom <= 900;
  });

const asNumber = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function open(width: number, path = PATH, reducedMotion = false) {
  const watched = await openPage(site.browser, width, 900);
  if (reducedMotion) await watched.page.emulateMedia({ reducedMotion: 'reduce' });
  await recordCounters(watched.page);
  await watched.page.goto(site.server.url + path);
  await waitForHydration(watched.page);
  return watched;
}

describe('statistic counters', () => {
  it('at 1280 px show the final value below the fold until the island hydrates near view, then count up from 0 once in view and end on the exact final value', async () => {
    const { page, problems } = await open(1280);
    const low = counter(page, LOW_COUNTER);
    expect(await low.getAttribute('data-final')).toBe('12,000');
    // Far below the fold the statistics island has not loaded: the server's final value stands.
    expect(await low.textContent()).toBe('12,000');
    expect(await low.evaluate((el) => el.closest('[data-island]')?.getAttribute('data-island-hydrated') ?? null)).toBeNull();
    await scrollCounterIntoView(page, LOW_COUNTER);
    await expect.poll(() => low.evaluate((el) => el.closest('[data-island]')?.getAttribute('data-island-hydrated'))).toBe('true');
    await expect.poll(async () => (await counterTexts(page, LOW_COUNTER)).at(-1), { timeout: 5000 }).toBe('12,000');

    const texts = await counterTexts(page, LOW_COUNTER);
    // Server HTML first (the final value), then 0 after hydration, then the count, ending exactly.
    expect(texts[0]).toBe('12,000');
    expect(texts[1]).toBe('0');
    expect(texts.at(-1)).toBe('12,000');
    const counted = texts.slice(1).map(asNumber);
    expect(counted.some((n) => n > 0 && n < 12_000)).toBe(true);
    for (let i = 1; i < counted.length; i++) expect(counted[i]).toBeGreaterThanOrEqual(counted[i - 1]!);
    // The text that is no number ('24/7') never changes.
    expect(await counterTexts(page, LOW_COUNTER - 1)).toEqual(['24/7']);
    // Screen readers get the final value only: the digits are hidden, a hidden copy is read.
    const figure = low.locator('xpath=ancestor::p[1]');
    expect(await low.evaluate((element) => element.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(await figure.evaluate((element) => element.textContent)).toContain('12,000');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('at 375 px show the final value at once and never count', async () => {
    const { page, problems } = await open(375);
    await scrollCounterIntoView(page, LOW_COUNTER);
    await nextFrames(page);
    await scrollCounterIntoView(page, 0);
    await nextFrames(page);
    for (const [index, final] of [
      [0, '1,250'],
      [1, '+45'],
      [2, '98.6'],
      [3, '$3.5'],
      [LOW_COUNTER, '12,000'],
    ] as const) {
      expect(await counter(page, index).textContent()).toBe(final);
      expect(await counterTexts(page, index)).toEqual([final]);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

interface PinState {
  sectionTop: number;
  stageTop: number;
  stagePosition: string;
  trackLeft: number;
  trackRight: number;
  scale: string;
}

/** Scrolls block `index` to scroll progress p (0 to 1 over its pinned range). */
const scrollToProgress = (page: Page, index: number, progress: number) =>
  page.evaluate(
    ({ index, progress }) => {
      const section = document.querySelectorAll<HTMLElement>('[data-block="partner-block"] > section')[index]!;
      const stage = section.querySelector<HTMLElement>('[data-partner-stage]')!;
      const top = section.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top + progress * (section.offsetHeight - stage.offsetHeight), behavior: 'instant' });
    },
    { index, progress },
  );

/** Scrolls block `index` to scroll progress p (0 to 1 over its pinned range) and reads it. */
async function pinStateAt(page: Page, index: number, progress: number): Promise<PinState> {
  await scrollToProgress(page, index, progress);
  await nextFrames(page);
  return page.evaluate((index) => {
    const section = document.querySelectorAll<HTMLElement>('[data-block="partner-block"] > section')[index]!;
    const stage = section.querySelector<HTMLElement>('[data-partner-stage]')!;
    const track = section.querySelector<HTMLElement>('[data-partner-track]')!.getBoundingClientRect();
    const backdrop = stage.firstElementChild as HTMLElement;
    return {
      sectionTop: section.getBoundingClientRect().top,
      stageTop: stage.getBoundingClientRect().top,
      stagePosition: getComputedStyle(stage).position,
      trackLeft: track.left,
      trackRight: track.right,
      scale: getComputedStyle(backdrop).scale,
    };
  }, index);
}

/** Width of the first block's cards and the space between the first two. */
const cardGeometry = (page: Page) =>
  page.evaluate(() => {
    const cards = [...document.querySelectorAll('[data-partner-track] > li')].slice(0, 2).map((li) => li.getBoundingClientRect());
    return { width: Math.round(cards[0]!.width), gap: Math.round(Math.abs(cards[1]!.left - cards[0]!.left) - cards[0]!.width) };
  });

/** Whether the first block's last card lies wholly within a window this wide. */
const lastCardOnScreen = (page: Page, width: number) =>
  page.evaluate((width) => {
    const box = document.querySelector('[data-partner-track] > li:last-child')!.getBoundingClientRect();
    return box.left >= 0 && box.right <= width;
  }, width);

const sectionHeights = (page: Page) =>
  page.$$eval('[data-block="partner-block"] > section', (sections) => sections.map((s) => (s as HTMLElement).offsetHeight));

describe('partner block', () => {
  it.each([
    ['en', PATH, 1],
    ['ar', `/ar${PATH}`, -1],
  ] as const)('at 1280 px (%s) pins while scrolling, zooms the background and scrolls the overflowing row', async (_, path, dir) => {
    const { page, problems } = await open(1280, path);
    // 100vh of stage + 140vh of pin with six cards (they overflow), + 120vh with three (they fit).
    expect(await sectionHeights(page)).toEqual([900 + 1260, 900 + 1080]);

    const start = await pinStateAt(page, 0, 0);
    expect(start.stagePosition).toBe('sticky');
    expect(Number(start.scale)).toBeCloseTo(0.85, 2);
    const middle = await pinStateAt(page, 0, 0.5);
    expect(middle.sectionTop).toBeLessThan(-500);
    expect(middle.stageTop).toBeCloseTo(0, 0);
    const end = await pinStateAt(page, 0, 1);
    expect(end.stageTop).toBeCloseTo(0, 0);
    expect(Number(end.scale)).toBeCloseTo(1.15, 2);
    // Towards the reading start: left in English, right in Arabic.
    const moved = dir === 1 ? middle.trackLeft - end.trackLeft : end.trackRight - middle.trackRight;
    expect(moved).toBeGreaterThan(300);
    // It stops where the last card meets the content column's end.
    if (dir === 1) expect(end.trackRight).toBeLessThanOrEqual(1280);
    else expect(end.trackLeft).toBeGreaterThanOrEqual(0);

    // Three cards fit: the row widens but does not scroll sideways.
    const fitMiddle = await pinStateAt(page, 1, 0.5);
    const fitEnd = await pinStateAt(page, 1, 1);
    expect(fitEnd.stageTop).toBeCloseTo(0, 0);
    expect(fitEnd.trackLeft).toBeCloseTo(fitMiddle.trackLeft, 0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('brings a card the row has not reached yet on screen when it gets keyboard focus', async () => {
    const { page, problems } = await open(1280);
    await pinStateAt(page, 0, 0.2);
    const links = page.locator('[data-block="partner-block"]').first().locator('[data-partner-track] a');
    const last = links.nth(5);
    // Off screen (clipped by the stage) before it gets focus.
    expect(await last.evaluate((element) => element.closest('li')!.getBoundingClientRect().left)).toBeGreaterThan(1280);
    await links.nth(4).focus();
    await page.keyboard.press('Tab');
    expect(await last.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => cardOnScreen(last)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('brings the focused card on screen when the island hydrates after a keyboard visitor tabbed into the row', async () => {
    const { page, problems } = await openPage(site.browser, 1280, 900);
    // The block's code is held back: the focus moves before React listens.
    const release = await holdRequests(page, /\/assets\/partner-block-[\w-]+\.js$/);
    await page.goto(site.server.url + PATH);
    await waitForHydration(page);
    await pinStateAt(page, 0, 0.2);
    const block = page.locator('[data-block="partner-block"]').first();
    const last = block.locator('[data-partner-track] a').nth(5);
    await block.locator('[data-partner-track] a').nth(4).focus();
    await page.keyboard.press('Tab');
    expect(await last.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await block.locator('xpath=..').getAttribute('data-island-hydrated')).toBeNull();
    expect(await last.evaluate((element) => element.closest('li')!.getBoundingClientRect().left)).toBeGreaterThan(1280);
    release();
    await expect.poll(() => block.locator('xpath=..').getAttribute('data-island-hydrated')).toBe('true');
    await expect.poll(() => cardOnScreen(last)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('with reduced motion is static: no pin, cards in a grid; counters do not count', async () => {
    const { page, problems } = await open(1280, PATH, true);
    const heights = await sectionHeights(page);
    const state = await pinStateAt(page, 0, 0.5);
    // No heading animation either: the headlines below the view are not hidden.
    const headings = await largeHeadings(page);
    expect(headings.below).toBeGreaterThan(0);
    expect(headings.animated).toBe(0);
    expect(state.stagePosition).not.toBe('sticky');
    expect(state.scale).toBe('none');
    const display = await page
      .locator('[data-partner-track]')
      .first()
      .evaluate((element) => getComputedStyle(element).display);
    expect(display).toBe('grid');
    // Static sections are as tall as their content, not 100vh + a pin.
    expect(heights.every((height) => height < 900 + 1080)).toBe(true);
    await scrollCounterIntoView(page, LOW_COUNTER);
    await nextFrames(page);
    expect(await counterTexts(page, LOW_COUNTER)).toEqual(['12,000']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('at 375 px (ar) pins with the tablet values: 300 px cards, 8 px gaps, 120vh, and the row scrolls sideways', async () => {
    const { page, problems } = await open(375, `/ar${PATH}`);
    // 120vh of pin with the tablet values, though six cards overflow.
    expect(await sectionHeights(page)).toEqual([900 + 1080, 900 + 1080]);
    const start = await pinStateAt(page, 0, 0);
    expect(start.stagePosition).toBe('sticky');
    expect(await cardGeometry(page)).toEqual({ width: 300, gap: 8 });
    const end = await pinStateAt(page, 0, 1);
    expect(end.stageTop).toBeCloseTo(0, 0);
    // Towards the reading start (right in Arabic), until the last card is on screen.
    expect(end.trackRight - start.trackRight).toBeGreaterThan(5 * 308 - 375);
    expect(await lastCardOnScreen(page, 375)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('without CSS scroll timelines (Firefox), the island moves the same row, following the scroll 1.5 s behind', async () => {
    const { page, problems } = await openPage(site.browser, 375, 900);
    // Chromium has scroll timelines: the page is told it has none, as Firefox would say.
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean;
      CSS.supports = ((...args: string[]) => (args.join(':').includes('animation-timeline') ? false : supports(...args))) as typeof CSS.supports;
    });
    await page.clock.install();
    await page.goto(site.server.url + PATH);
    await waitForHydration(page);
    const section = page.locator('[data-block="partner-block"] > section').first();
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.getAttribute('data-motion')).toBe('script');
    expect(await sectionHeights(page)).toEqual([900 + 1080, 900 + 1080]);
    expect(await cardGeometry(page)).toEqual({ width: 300, gap: 8 });

    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const trackLeft = () => section.locator('[data-partner-track]').evaluate((element) => element.getBoundingClientRect().left);
    await scrollToProgress(page, 0, 0);
    await page.clock.runFor(100);
    const start = await trackLeft();
    expect(await section.locator('[data-partner-stage]').evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    expect(await lastCardOnScreen(page, 375)).toBe(false);

    // Scrolled to the end of the pin: the row follows, most of the way in 0.3 s, all of it by 1.5 s.
    await scrollToProgress(page, 0, 1);
    await page.clock.runFor(300);
    const early = start - (await trackLeft());
    await page.clock.runFor(1_300);
    const travel = start - (await trackLeft());
    expect(travel).toBeGreaterThan(5 * 308 - 375);
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(travel - 1);
    expect(await lastCardOnScreen(page, 375)).toBe(true);
    // It stays there: the smoothing has settled.
    await page.clock.runFor(1_000);
    expect(start - (await trackLeft())).toBeCloseTo(travel, 1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

/** axe-core's browser build, evaluated in the page (as in accessibility.test.ts). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

describe('accessibility', () => {
  it.each([
    [PATH, 1280],
    [`/ar${PATH}`, 375],
  ])('%s at %i px has no serious or critical axe violations', async (path, width) => {
    const { page, problems } = await open(width, path);
    await page.waitForLoadState('networkidle');
    await page.evaluate(AXE_SOURCE);
    const violations = (await page.evaluate(() =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe
        .run(document, { resultTypes: ['violations'] })
        .then((result) => result.violations),
    )) as { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    expect(serious).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
