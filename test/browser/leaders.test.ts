import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrateAllIslands, openPage, slideAtStart, waitForIsland, useSiteInChromium } from '../support/browser.ts';

/**
 * A leader page in real Chromium (spec 002 sections 2, 5 and 9): the other-leaders carousel (3, 2
 * or 1 per page, buttons disabled at the ends, a 100 px swipe with a 400 ms lock, mirrored in
 * Arabic, arrow keys) and the portrait's skeleton, shown first and then gone for the image.
 */
const site = useSiteInChromium();
const PATH = '/about/leadership/daniel-okafor';

async function open(path: string, width: number, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
  const watched = await openPage(site.browser, width, 800);
  await watched.page.emulateMedia({ reducedMotion });
  await watched.page.goto(site.server.url + path);
  await hydrateAllIslands(watched.page);
  return watched;
}

const CAROUSEL = '[data-block="people-carousel"]';

/** The slide at the carousel's start edge (left in English, right in Arabic). */
const currentSlide = (page: Page) => slideAtStart(page, CAROUSEL);

/** Cards wholly inside the carousel's viewport. */
const cardsInView = (page: Page) =>
  page.evaluate((selector) => {
    const block = document.querySelector(selector)!;
    const viewport = block.querySelector('[data-carousel-viewport]')!.getBoundingClientRect();
    return [...block.querySelectorAll('[data-carousel-slide] > *')]
      .map((card) => card.getBoundingClientRect())
      .filter((box) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1).length;
  }, CAROUSEL);

/**
 * Two quick swipes of dx each, dispatched in one task so the second surely falls within the
 * first's 400 ms lock whatever the machine's load (a mouse drag takes a round trip per step).
 */
async function doubleSwipe(page: Page, dx: number) {
  await page.evaluate(
    ([selector, delta]) => {
      const viewport = document.querySelector(`${selector} [data-carousel-viewport]`)!;
      const box = viewport.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 3;
      const fire = (type: string, clientX: number) =>
        viewport.dispatchEvent(new PointerEvent(type, { bubbles: true, isPrimary: true, pointerId: 1, pointerType: 'touch', clientX, clientY: y }));
      for (let i = 0; i < 2; i++) {
        fire('pointerdown', x);
        fire('pointerup', x + delta);
      }
    },
    [CAROUSEL, dx] as const,
  );
}

async function swipe(page: Page, dx: number) {
  const box = (await page.locator(`${CAROUSEL} [data-carousel-viewport]`).boundingBox())!;
  const y = box.y + box.height / 3;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

describe('other leaders carousel', () => {
  it('shows the eleven others from the next leader on, three at a time, with the ends disabled (1280 px); moves by arrow key and button; a card link leads to that leader', async () => {
    const { page, problems } = await open(PATH, 1280);
    await waitForIsland(page, CAROUSEL);
    const block = page.locator(CAROUSEL);
    const names = await block.locator('h3').allTextContents();
    expect(names).toHaveLength(11);
    expect(names[0]).toBe('Li Wen Tan');
    expect(names.at(-1)).toBe('Amira Haddad');
    expect(names).not.toContain('Daniel Okafor');
    expect(await cardsInView(page)).toBe(3);

    const next = block.getByRole('button', { name: 'Next' });
    const previous = block.getByRole('button', { name: 'Previous' });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    // The arrow keys move it from its buttons, and Enter presses them.
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentSlide(page)).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentSlide(page)).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => currentSlide(page)).toBe(1);
    for (let step = 2; step <= 8; step++) {
      await next.click();
      await expect.poll(() => currentSlide(page)).toBe(step);
    }
    await expect.poll(() => next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);
    await expect.poll(() => cardsInView(page)).toBe(3);
    expect(problems).toEqual([]);

    // A card's link leads to that leader.
    const last = names.at(-1)!;
    const link = block.getByRole('link', { name: last });
    const href = (await link.getAttribute('href'))!;
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.locator('h1').textContent()).toBe(last);
    await page.context().close();
  }, 60_000);

  it('shows two at a time at 768 px', async () => {
    const { page, problems } = await open(PATH, 768);
    await waitForIsland(page, CAROUSEL);
    expect(await cardsInView(page)).toBe(2);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe.each([
  ['en', '', -1, 'Next', 'ArrowRight'],
  ['ar', '/ar', 1, 'التالي', 'ArrowLeft'],
] as const)('other leaders at 375 px (%s)', (lang, prefix, forward, nextName, forwardKey) => {
  it('moves one card by a swipe over 100 px, once within the lock, mirrored in Arabic, and follows no swiped link', async () => {
    const { page, problems } = await open(`${prefix}${PATH}`, 375);
    await waitForIsland(page, CAROUSEL);
    const block = page.locator(CAROUSEL);
    await block.scrollIntoViewIfNeeded();
    expect(await page.evaluate((s) => getComputedStyle(document.querySelector(s)!).direction, CAROUSEL)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(await currentSlide(page)).toBe(0);

    await swipe(page, forward * 60);
    await page.waitForTimeout(450);
    expect(await currentSlide(page)).toBe(0);

    await doubleSwipe(page, forward * 150);
    await expect.poll(() => currentSlide(page)).toBe(1);
    await page.waitForTimeout(500);
    expect(await currentSlide(page)).toBe(1);

    // After the lock, a real drag back.
    await swipe(page, -forward * 150);
    await expect.poll(() => currentSlide(page)).toBe(0);

    // The next button and the forward arrow key move towards the reading end.
    await block.getByRole('button', { name: nextName }).click();
    await expect.poll(() => currentSlide(page)).toBe(1);
    await page.keyboard.press(forwardKey);
    await expect.poll(() => currentSlide(page)).toBe(2);
    expect(new URL(page.url()).pathname).toBe(`${prefix}${PATH}`);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});

/**
 * The skeleton at a moment of its own animation (the leader-detail styles): `before` holds it
 * just before its 2000 ms are up, `after` lets it run to its end. Seeking the animation, not
 * waiting for the clock, keeps the test independent of the machine's speed.
 */
const skeletonState = (page: Page, moment: 'before' | 'after') =>
  page.evaluate(async (when) => {
    const skeleton = document.querySelector<HTMLElement>('[data-leader-skeleton]')!;
    const out = skeleton.getAnimations().find((a) => (a.effect?.getTiming().delay ?? 0) > 0) as CSSAnimation | undefined;
    if (when === 'before' && out) {
      out.pause();
      out.currentTime = 1999;
    }
    if (when === 'after' && out) {
      out.play();
      out.finish();
      await out.finished;
    }
    const style = getComputedStyle(skeleton);
    const shimmer = getComputedStyle(skeleton, '::after').animationName;
    const figure = skeleton.parentElement!.getBoundingClientRect();
    const box = skeleton.getBoundingClientRect();
    const img = skeleton.parentElement!.querySelector('img')!;
    return {
      delay: out?.effect?.getTiming().delay,
      duration: Number(out?.effect?.getTiming().duration),
      visible: style.visibility === 'visible' && Number(style.opacity) > 0.99,
      covers: Math.abs(box.width - figure.width) < 1 && Math.abs(box.height - figure.height) < 1,
      shimmer,
      imageShown: img.complete && img.naturalWidth > 0 && getComputedStyle(img).visibility === 'visible',
      imageHeight: img.getBoundingClientRect().height,
    };
  }, moment);

describe('leader portrait', () => {
  it('is covered by the skeleton for 2000 ms from the first paint, then shows the image; the carousel below shows one leader at a time (375 px)', async () => {
    const { page, problems } = await open(PATH, 375);
    const paused = await skeletonState(page, 'before');
    expect(paused.delay).toBe(2000);
    expect(paused.visible).toBe(true);
    expect(paused.covers).toBe(true);
    expect(paused.shimmer).not.toBe('none');
    const done = await skeletonState(page, 'after');
    expect(done.visible).toBe(false);
    expect(done.imageShown).toBe(true);
    expect(done.imageHeight).toBeGreaterThanOrEqual(400);
    // The other leaders' carousel shows one at a time on a phone.
    await waitForIsland(page, CAROUSEL);
    expect(await cardsInView(page)).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('keeps the 2000 ms with reduced motion, without the shimmer or the fade', async () => {
    const { page } = await open(`/ar${PATH}`, 1280, 'reduce');
    const paused = await skeletonState(page, 'before');
    expect(paused.delay).toBe(2000);
    expect(paused.duration).toBeLessThanOrEqual(1);
    expect(paused.visible).toBe(true);
    expect(paused.shimmer).toBe('none');
    const done = await skeletonState(page, 'after');
    expect(done.visible).toBe(false);
    expect(done.imageShown).toBe(true);
    await page.context().close();
  }, 60_000);

  it('shows the social links that have an address, each named, and none that has not', async () => {
    const { page } = await open('/about/leadership/li-wen-tan', 1280);
    expect(
      await page
        .locator('[data-block="leader-detail"]')
        .getByRole('link', { name: /^LinkedIn/ })
        .getAttribute('href'),
    ).toBe('https://www.linkedin.com/in/example-li-wen-tan');
    expect(await page.locator('[data-social="twitter"]').count()).toBe(0);
    await page.goto(site.server.url + '/about/leadership/james-achebe');
    expect(await page.locator('[data-social]').count()).toBe(0);
    await page.context().close();
  }, 60_000);
});
