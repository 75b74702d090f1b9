import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { largeHeadings, openPage, useSiteInChromium, waitForHydration } from '../support/browser.ts';

/**
 * The heading animation (spec 000 section 9, src/ui/heading-reveal.ts): large headings below the
 * view are revealed line by line as they enter it, with no layout shift, and the text is in the
 * server's HTML, untouched. Reduced motion and edit mode are checked in the visits that already
 * have them (statistics-partner.test.ts, banners-numbers.test.ts).
 */
const site = useSiteInChromium();

const HEADINGS = '[data-reveal-lines]';

/** Records every layout shift from the first byte, with the nodes that moved. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);

/** Opens the page with every animation frozen at its start (the document timeline's rate set to 0 through DevTools). */
async function openFrozen(width: number, path: string) {
  const watched = await openPage(site.browser, width, 800);
  await recordLayoutShifts(watched.page);
  await watched.page.goto(site.server.url + path);
  await waitForHydration(watched.page);
  const cdp = await watched.page.context().newCDPSession(watched.page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  const playAnimations = () => cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
  return { ...watched, playAnimations };
}

/**
 * Which ends of each line of the heading a visitor can see: the browser hit-tests only what a
 * clip leaves visible, so a point near a line's start or end finds the heading where it shows.
 */
const visibleLineEnds = (heading: Locator) =>
  heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = new Map<number, { left: number; right: number; y: number }>();
    for (const rect of range.getClientRects()) {
      const key = Math.round(rect.top);
      const line = lines.get(key);
      lines.set(key, {
        left: Math.min(line?.left ?? Infinity, rect.left),
        right: Math.max(line?.right ?? -Infinity, rect.right),
        y: (rect.top + rect.bottom) / 2,
      });
    }
    const shows = (x: number, y: number) => element.contains(document.elementFromPoint(x, y));
    return [...lines.values()].map(({ left, right, y }) => ({ left: shows(left + 4, y), right: shows(right - 4, y) }));
  });

const animationCount = (heading: Locator) => heading.evaluate((element) => element.getAnimations().length);

/** The reveal that runs on the heading, paused `ms` into it. */
const pauseRevealAt = (heading: Locator, ms: number) =>
  heading.evaluate((element, at) => {
    const reveal = element.getAnimations().find((animation) => Number(animation.effect?.getTiming().duration) > 0)!;
    reveal.pause();
    reveal.currentTime = at;
  }, ms);

/** Each large heading's markup as the server sent it, and as the page has it now. */
async function headingMarkup(page: Page, path: string): Promise<{ server: string[]; live: string[] }> {
  const html = await (await fetch(site.server.url + path)).text();
  return page.evaluate(
    ({ html, selector }) => ({
      server: [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector)].map((element) => element.outerHTML),
      live: [...document.querySelectorAll(selector)].map((element) => element.outerHTML),
    }),
    { html, selector: HEADINGS },
  );
}

describe('large headings', () => {
  it('at 375 px reveal line by line as they enter the view, text from the server untouched, with no layout shift', async () => {
    const path = '/blocks/accordions';
    const { page, problems, playAnimations } = await openFrozen(375, path);
    const headings = page.locator(HEADINGS);
    const first = headings.first();
    expect(await headings.count()).toBeGreaterThan(3);
    // Below the view when the script started: hidden until it enters it.
    await expect.poll(() => first.evaluate((element) => getComputedStyle(element).clipPath)).not.toBe('none');

    await first.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect
      .poll(() => first.evaluate((element) => element.getAnimations().some((animation) => Number(animation.effect?.getTiming().duration) > 0)))
      .toBe(true);
    const lines = await visibleLineEnds(first);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(5);
    expect(lines.every((line) => !line.left && !line.right)).toBe(true);
    // 100 ms in: the first line is uncovered from its start, not yet to its end; the second has not begun.
    await pauseRevealAt(first, 100);
    expect((await visibleLineEnds(first)).slice(0, 2)).toEqual([
      { left: true, right: false },
      { left: false, right: false },
    ]);
    // Then every line, and no clip is left.
    await playAnimations();
    await first.evaluate((element) => element.getAnimations().forEach((animation) => animation.play()));
    await expect.poll(() => animationCount(first)).toBe(0);
    expect((await visibleLineEnds(first)).every((line) => line.left && line.right)).toBe(true);
    expect(await first.evaluate((element) => getComputedStyle(element).clipPath)).toBe('none');

    // Every other one as the visitor scrolls down to it (a stop of two frames at each), and no clip is left.
    for (const heading of await headings.all()) {
      await heading.evaluate(async (element) => {
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
    }
    await expect.poll(() => largeHeadings(page)).toEqual({ below: expect.any(Number), animated: 0 });
    // The text is the server's: the same markup, no node split, no attribute added; nothing moved.
    const { server, live } = await headingMarkup(page, path);
    expect(server.length).toBe(await headings.count());
    expect(live).toEqual(server);
    expect(await layoutShifts(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 45_000);

  it('at 1280 px in Arabic leave the one in view alone, reveal the others from the right, show one of more than five lines at once, and all of them whole when printed', async () => {
    const path = '/ar/sustainability';
    const { page, problems, playAnimations } = await openFrozen(1280, path);
    const headings = page.locator(HEADINGS);
    const inView = headings.first();
    const below = headings.nth(1);
    // A static block's heading of seven words, far below the view.
    const long = headings.nth(3);
    // The banner's heading was on screen when the script started: never hidden, never animated.
    await expect.poll(() => below.evaluate((element) => getComputedStyle(element).clipPath)).not.toBe('none');
    expect(await inView.evaluate((element) => element.getBoundingClientRect().bottom < innerHeight)).toBe(true);
    expect(await animationCount(inView)).toBe(0);
    expect((await visibleLineEnds(inView)).every((line) => line.left && line.right)).toBe(true);

    // Right to left: the reading start (the right end) shows first.
    await below.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect
      .poll(() => below.evaluate((element) => element.getAnimations().some((animation) => Number(animation.effect?.getTiming().duration) > 0)))
      .toBe(true);
    await pauseRevealAt(below, 100);
    expect((await visibleLineEnds(below))[0]).toEqual({ left: false, right: true });

    // Made six lines or more (a word a line, narrowed while it waits below the view): it shows at
    // once, though every animation stays frozen at its start.
    await long.evaluate((element) => {
      element.style.inlineSize = '1em';
    });
    await long.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect.poll(async () => (await visibleLineEnds(long)).every((line) => line.left && line.right)).toBe(true);
    expect((await visibleLineEnds(long)).length).toBeGreaterThan(5);
    expect(await animationCount(long)).toBe(0);

    // Printed, every heading shows whole, the one still waiting below the view and the one half uncovered too.
    expect((await largeHeadings(page)).animated).toBeGreaterThan(1);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    expect(await largeHeadings(page)).toEqual({ below: expect.any(Number), animated: 0 });

    await playAnimations();
    expect(await animationCount(inView)).toBe(0);
    expect((await layoutShifts(page)).filter((shift) => shift.sources.includes('H1') || shift.sources.includes('H2'))).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
