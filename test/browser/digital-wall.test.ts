import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useSiteInChromium, waitForIsland } from '../support/browser.ts';

/**
 * The digital wall on /about/our-people in Chromium (spec 002 sections 2, 4, 5, 8 and 9): its
 * states, the query, clicks, keys, swipes and auto-advance in both directions. Auto-advance runs
 * on Playwright's clock, so no test waits four seconds or measures speed.
 */
const site = useSiteInChromium();

afterEach(() => {
  const faults = site.server.content!.faults;
  faults.digitalWallFailure = null;
  faults.digitalWallDelayMs = 0;
});

const WALL = '[data-block="digital-wall"]';

async function open(query = '', options: { lang?: 'en' | 'ar'; width?: number; clock?: boolean; reducedMotion?: boolean } = {}) {
  const watched = await openPage(site.browser, options.width ?? 1280, 900);
  if (options.clock) await watched.page.clock.install();
  if (options.reducedMotion) await watched.page.emulateMedia({ reducedMotion: 'reduce' });
  await watched.page.goto(`${site.server.url}${options.lang === 'ar' ? '/ar' : ''}/about/our-people${query}`);
  await waitForIsland(watched.page, WALL);
  return watched;
}

async function loaded(page: Page) {
  await page.waitForSelector(`${WALL} [data-wall-state="loaded"]`, { timeout: 15_000 });
  await page.waitForSelector(`${WALL} [data-animating="false"]`);
}

const centre = (page: Page) => page.locator(`${WALL} [data-wall-centre]`).getAttribute('data-wall-centre');
const cardAt = (page: Page, position: number) => page.locator(`${WALL} li[data-position="${position}"]`);
const idAt = (page: Page, position: number) => cardAt(page, position).getAttribute('data-member-id');
const memberPanel = (page: Page) => page.locator(`${WALL} [data-wall-member]`);

/**
 * Records every transition a card takes from now on (`{member id}:{transition}`), so a test reads
 * them after the move however slow the machine is, instead of racing the 650 ms animation.
 */
async function recordTransitions(page: Page): Promise<() => Promise<string[]>> {
  await page.locator(`${WALL} ul`).evaluate((stage) => {
    const seen: string[] = [];
    (window as unknown as { wallTransitions: string[] }).wallTransitions = seen;
    const note = (card: Element) => {
      const transition = card.getAttribute('data-transition');
      if (transition) seen.push(`${card.getAttribute('data-member-id')}:${transition}`);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') note(record.target as Element);
        record.addedNodes.forEach((node) => node instanceof Element && note(node));
      }
    }).observe(stage, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-transition'] });
  });
  return () => page.evaluate(() => [...new Set((window as unknown as { wallTransitions: string[] }).wallTransitions)]);
}

// A generous budget per test: the machine these run on may be shared and busy; nothing here is timed.
describe('the digital wall in Chromium', { timeout: 90_000 }, () => {
  it('loads the approved members after hydration into seven slots, the centre eager, without console problems; moves by click, buttons and arrow keys, deferring a click made during an animation', async () => {
    const { page, problems } = await open();
    await loaded(page);
    const positions = await page.locator(`${WALL} li[data-position]`).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-position')).sort());
    expect(positions).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(
      await cardAt(page, 3)
        .locator('img, svg[data-wall-placeholder]')
        .first()
        .evaluate((el) => (el instanceof HTMLImageElement ? el.loading : 'placeholder')),
    ).toMatch(/eager|placeholder/);
    expect(
      await cardAt(page, 5)
        .locator('img, svg[data-wall-placeholder]')
        .first()
        .evaluate((el) => (el instanceof HTMLImageElement ? el.loading : 'lazy')),
    ).toBe('lazy');
    // Every portrait that loaded (or is a placeholder) has faded in.
    await expect.poll(() => page.locator(`${WALL} li:not([data-offstage="true"]) figure[data-loaded="false"]`).count()).toBe(0);
    expect(await memberPanel(page).textContent()).toMatch(/\S/);

    // The buttons and the arrow keys move it, and the centre member is announced.
    expect(await memberPanel(page).getAttribute('aria-live')).toBe('off');
    const next = await idAt(page, 4);
    await page.getByRole('button', { name: 'Next person' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => centre(page)).toBe(next);
    expect(await memberPanel(page).getAttribute('aria-live')).toBe('polite');
    await loaded(page);
    const previous = await idAt(page, 2);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => centre(page)).toBe(previous);
    await loaded(page);

    // A clicked portrait comes to the centre with exit and enter transitions.
    const target = await idAt(page, 4);
    const leaving = await idAt(page, 0);
    const moved = await idAt(page, 5);
    const transitions = await recordTransitions(page);
    await cardAt(page, 4).click();
    await expect.poll(() => centre(page)).toBe(target);
    await loaded(page);
    const seen = await transitions();
    expect(seen).toContain(`${leaving}:exit-left`);
    expect(seen).toContain(`${moved}:reposition`);
    expect(seen.filter((entry) => entry.endsWith(':enter-right'))).toHaveLength(1);
    expect(seen.some((entry) => /:(exit-right|enter-left)$/.test(entry))).toBe(false);

    // A click made during an animation is deferred until it has ended.
    const afterTwo = await idAt(page, 5);
    await page.getByRole('button', { name: 'Next person' }).click();
    // Still animating: this click is held and replayed 650 ms later.
    await page.getByRole('button', { name: 'Next person' }).click();
    // Two animations and a replay: on a machine busy with other tests that can take longer than
    // five seconds, so the poll keeps its default wait (UNDER_LOAD).
    await expect.poll(() => centre(page)).toBe(afterTwo);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("puts the query's member in the centre, decoding a base64 name", async () => {
    const { page } = await open('?member=1003');
    await loaded(page);
    expect(await centre(page)).toBe('1003');
    expect(await memberPanel(page).textContent()).toContain('José Fernández');
    await page.context().close();
  });

  it("shows the placeholder for 'I dont have an image' and for images that fail", async () => {
    const { page } = await open('?member=1004');
    await loaded(page);
    expect(await cardAt(page, 3).locator('figure').getAttribute('data-image')).toBe('placeholder');
    await page.context().close();

    const broken = await openPage(site.browser, 1280, 900);
    await broken.page.route('**/api/secure-image**', (route) => route.fulfill({ status: 500, body: 'no' }));
    await broken.page.goto(`${site.server.url}/about/our-people?member=1001`);
    await waitForIsland(broken.page, WALL);
    await loaded(broken.page);
    await expect.poll(() => cardAt(broken.page, 3).locator('figure').getAttribute('data-image')).toBe('placeholder');
    expect(await cardAt(broken.page, 3).locator('figure').getAttribute('data-loaded')).toBe('true');
    await broken.page.context().close();
  });

  it('filters by location and department, ignoring case', async () => {
    const { page } = await open('?location=INDIA&department=terminal');
    await loaded(page);
    expect(await page.locator(`${WALL} li[data-position]`).count()).toBe(1);
    expect(await centre(page)).toBe('1013');
    await page.context().close();
  });

  it('brings the next portrait to the centre with exit and enter transitions mirrored in Arabic', async () => {
    const ar = await open('', { lang: 'ar' });
    await loaded(ar.page);
    // In Arabic the next portrait stands to the left of the centre.
    const centreBox = (await cardAt(ar.page, 3).boundingBox())!;
    expect((await cardAt(ar.page, 4).boundingBox())!.x).toBeLessThan(centreBox.x);
    const arLeaving = await idAt(ar.page, 0);
    const arTransitions = await recordTransitions(ar.page);
    await ar.page.getByRole('button', { name: 'الشخص التالي' }).click();
    await loaded(ar.page);
    const arSeen = await arTransitions();
    expect(arSeen).toContain(`${arLeaving}:exit-right`);
    expect(arSeen.filter((entry) => entry.endsWith(':enter-left'))).toHaveLength(1);
    expect(ar.problems).toEqual([]);
    await ar.page.context().close();
  });

  it('moves on a swipe of more than 50 px on a phone, not on a shorter one', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/about/our-people`);
    await waitForIsland(page, WALL);
    await loaded(page);
    const swipe = (dx: number) =>
      page.locator(`${WALL} ul`).evaluate((stage, distance) => {
        const box = stage.getBoundingClientRect();
        const y = box.top + box.height / 2;
        const x = box.left + box.width / 2;
        const touch = (clientX: number) => new Touch({ identifier: 1, target: stage, clientX, clientY: y });
        stage.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(x)], changedTouches: [touch(x)] }));
        stage.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(x + distance)] }));
      }, dx);
    const first = await centre(page);
    await swipe(-30);
    await page.waitForTimeout(100);
    expect(await centre(page)).toBe(first);
    const next = await idAt(page, 4);
    await swipe(-120);
    await expect.poll(() => centre(page)).toBe(next);
    await loaded(page);
    const back = await idAt(page, 2);
    await swipe(120);
    await expect.poll(() => centre(page)).toBe(back);
    await context.close();
  });

  it('advances every 4 s on a wide window, not while hovered, nor once the window is 768 px or motion is reduced', async () => {
    const { page } = await open('', { clock: true });
    await loaded(page);
    await page.mouse.move(5, 5);
    const next = await idAt(page, 4);
    await page.clock.runFor(4_100);
    await expect.poll(() => centre(page)).toBe(next);
    await page.clock.runFor(1_000);
    await loaded(page);
    await page.locator(`${WALL} ul`).hover();
    const held = await centre(page);
    await page.clock.runFor(9_000);
    expect(await centre(page)).toBe(held);
    // Not with a window of 768 px, nor with reduced motion (each read at every tick).
    await page.mouse.move(5, 5);
    await page.setViewportSize({ width: 768, height: 900 });
    await page.clock.runFor(9_000);
    expect(await centre(page)).toBe(held);
    // Reduced motion before the window widens again: at no moment may the wall advance.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.mouse.move(5, 5);
    await page.clock.runFor(9_000);
    expect(await centre(page)).toBe(held);
    await page.context().close();
  });

  it.each([
    ['a 768 px window from the start', { width: 768 }],
    ['fewer than six items', { query: '?department=marine' }],
  ])('does not advance with %s', async (_name, options: { width?: number; reducedMotion?: boolean; query?: string }) => {
    const { page } = await open(options.query ?? '', { clock: true, width: options.width ?? 1280, reducedMotion: options.reducedMotion ?? false });
    await loaded(page);
    await page.mouse.move(5, 5);
    const first = await centre(page);
    await page.clock.runFor(9_000);
    expect(await centre(page)).toBe(first);
    await page.context().close();
  });

  it('shows the loading, empty and error states with their texts', async () => {
    site.server.content!.faults.digitalWallDelayMs = 1_500;
    const slow = await open();
    expect(await slow.page.locator(`${WALL} [data-wall-state="loading"]`).textContent()).toBe('Loading wall items...');
    await loaded(slow.page);
    await slow.page.context().close();
    site.server.content!.faults.digitalWallDelayMs = 0;

    const empty = await open('?location=atlantis');
    await expect.poll(() => empty.page.locator(`${WALL} [data-wall-state]`).textContent()).toBe('No wall items available');
    await empty.page.context().close();

    site.server.content!.faults.digitalWallFailure = 'malformed';
    const failed = await open('', { lang: 'ar' });
    const error = failed.page.locator(`${WALL} [data-wall-state="error"]`);
    await error.waitFor();
    expect(await error.locator('h3').textContent()).toBe('تعذّر تحميل عناصر الجدار');
    expect(await error.locator('p').textContent()).toBe('Server returned invalid response format');
    await failed.page.context().close();
  });

  it('warns in the console only when the query names a member who is not approved', async () => {
    const { page, problems } = await open('?member=1017');
    await loaded(page);
    expect(await centre(page)).not.toBe('1017');
    await expect.poll(() => problems.some((line) => line.startsWith('console.warning') && line.includes('"1017" was not found or is not approved'))).toBe(true);
    await page.context().close();
  });
});
