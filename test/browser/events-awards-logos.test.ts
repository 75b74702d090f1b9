import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrateAllIslands, openPage, slideAtStart, useSiteInChromium, waitForIsland } from '../support/browser.ts';

/**
 * The events, awards and logos gallery group in real Chromium (spec 003): the event carousel's
 * ends and swipes in English and Arabic, with "today" fixed by Playwright's clock after the
 * first event has ended, while the server renders with its own day (the browser's day applies
 * after hydration, without a hydration warning); awards' Load more and its focus; the logo
 * marquee paused on hover and with reduced motion.
 */
const site = useSiteInChromium();
const PATH = '/blocks/events-awards-logos';
/** After the Global Ports & Maritime Summit (ends 11 March 2027): six events are left. */
const TODAY = new Date('2027-04-01T08:00:00Z');
const EVENTS = '[data-block="event-carousel"]';

async function open(path: string, width: number) {
  const watched = await openPage(site.browser, width, 900);
  await watched.page.clock.setFixedTime(TODAY);
  await watched.page.goto(site.server.url + path);
  await hydrateAllIslands(watched.page);
  await waitForIsland(watched.page, EVENTS);
  return watched;
}

/** The slide at the carousel's start edge (left in English, right in Arabic). */
const currentSlide = (page: Page) => slideAtStart(page, EVENTS);

async function swipe(page: Page, dx: number) {
  const box = (await page.locator(`${EVENTS} [data-carousel-viewport]`).boundingBox())!;
  const y = box.y + box.height / 3;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 3 });
  await page.mouse.move(x + dx, y, { steps: 3 });
  await page.mouse.up();
}

const trackState = (page: Page, tone: 'white' | 'black') =>
  page.evaluate((t) => {
    const track = document.querySelector<HTMLElement>(`[data-block="logo-marquee"][data-tone="${t}"] [data-marquee-track]`)!;
    const style = getComputedStyle(track);
    const copy = track.querySelector('[data-marquee-copy]');
    return { name: style.animationName, state: style.animationPlayState, copyShown: copy ? getComputedStyle(copy).display !== 'none' : false };
  }, tone);

describe('events, awards and logos (en, 1280 px)', () => {
  it('runs the carousel end to end, loads more awards and pauses the marquee', async () => {
    const { page, problems } = await open(PATH, 1280);
    const events = page.locator(EVENTS);
    const titles = await events.locator('h3').allTextContents();
    expect(titles).toEqual([
      'Terminal Operations Forum Europe',
      'Gulf Project Cargo & Breakbulk Expo',
      'Green Shipping Corridors Forum',
      'Africa Logistics & Trade Week',
      'India Maritime Investment Week',
      'Sustainable Ports Innovation Challenge: Finals',
    ]);

    // Four per view at 1280 px (and the next one peeking): six events make two steps, the last
    // one short (the row ends flush with the last event).
    const next = events.getByRole('button', { name: 'Next' });
    const previous = events.getByRole('button', { name: 'Previous' });
    await events.scrollIntoViewIfNeeded();
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    await swipe(page, -80);
    await expect.poll(() => currentSlide(page)).toBe(1);
    await next.click();
    await expect.poll(() => next.isDisabled()).toBe(true);
    // The arrow is disabled as the last step starts; the row settles flush once the scroll ends.
    await expect
      .poll(() =>
        events
          .locator('[data-carousel-slide]')
          .last()
          .evaluate((slide) => {
            const viewport = slide.closest('[data-carousel-viewport]')!.getBoundingClientRect();
            return Math.abs(slide.getBoundingClientRect().right - viewport.right) < 2;
          }),
      )
      .toBe(true);
    expect(await previous.isDisabled()).toBe(false);
    await previous.click();
    await previous.click();
    await expect.poll(() => previous.isDisabled()).toBe(true);

    // Awards: 5 year groups, then 10 with focus on the first new one, then all 12 and no button.
    const awards = page.locator('[data-block="awards"]');
    await waitForIsland(page, '[data-block="awards"] [data-load-more] button');
    const years = () => awards.locator('[data-award-year]').allTextContents();
    expect(await years()).toEqual(['2026', '2025', '2024', '2023', '2022']);
    await awards.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(years).toHaveLength(10);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('2021');
    await awards.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(years).toHaveLength(12);
    expect(await awards.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    // The marquee runs, pauses while hovered, and stops with reduced motion (copies hidden).
    const white = page.locator('[data-block="logo-marquee"][data-tone="white"]');
    expect(await trackState(page, 'white')).toMatchObject({ state: 'running', copyShown: true });
    expect((await trackState(page, 'white')).name).not.toBe('none');
    await white.hover();
    await expect.poll(async () => (await trackState(page, 'white')).state).toBe('paused');
    await page.mouse.move(5, 5);
    await expect.poll(async () => (await trackState(page, 'white')).state).toBe('running');
    expect(await page.locator('[data-block="logo-marquee"][data-tone="black"] [data-marquee-row]').count()).toBe(2);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => trackState(page, 'black')).toMatchObject({ name: 'none', copyShown: false });

    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);
});

describe('event carousel in Arabic (375 px)', () => {
  it('runs right to left: a swipe to the right moves forward, and the ends disable their arrows', async () => {
    const { page, problems } = await open(`/ar${PATH}`, 375);
    const events = page.locator(EVENTS);
    await events.scrollIntoViewIfNeeded();
    expect(await page.evaluate((s) => getComputedStyle(document.querySelector(s)!).direction, EVENTS)).toBe('rtl');
    expect(await events.locator('h3').count()).toBe(6);
    const next = events.getByRole('button', { name: 'التالي' });
    const previous = events.getByRole('button', { name: 'السابق' });
    expect(await previous.isDisabled()).toBe(true);

    await swipe(page, 80);
    await expect.poll(() => currentSlide(page)).toBe(1);
    // Back: a swipe to the left, repeated until the short lock after the last one has passed.
    await expect
      .poll(async () => {
        await swipe(page, -80);
        return currentSlide(page);
      })
      .toBe(0);
    expect(await previous.isDisabled()).toBe(true);

    // One per view: five steps to the end.
    for (let step = 1; step <= 5; step++) {
      await next.click();
      await expect.poll(() => currentSlide(page)).toBe(step);
    }
    await expect.poll(() => next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);
});
