import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useSiteInChromium, waitForIsland } from '../support/browser.ts';

/** Screenshots for people to look at; outside the repository. */
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sub-navigation-screenshots');
const site = useSiteInChromium();
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const BAR = '[data-block="sub-navigation"]';

async function barState(page: Page) {
  return page.evaluate((selector) => {
    const bar = document.querySelector<HTMLElement>(selector)!;
    const list = bar.querySelector<HTMLElement>('nav ul')!;
    const [prev, next] = [...bar.querySelectorAll<HTMLButtonElement>('nav button')];
    const frame = list.parentElement!;
    return {
      position: getComputedStyle(bar).position,
      top: getComputedStyle(bar).top,
      overflows: list.scrollWidth > list.clientWidth + 2,
      scrollLeft: list.scrollLeft,
      prev: !prev!.hidden,
      next: !next!.hidden,
      fadeStart: frame.dataset.fadeStart,
      fadeEnd: frame.dataset.fadeEnd,
    };
  }, BAR);
}

/** Resolves once the bar's list has not moved for three frames (a smooth scroll has ended). */
function scrollSettled(page: Page): Promise<void> {
  return page.evaluate(
    (selector) =>
      new Promise<void>((resolve) => {
        const list = document.querySelector<HTMLElement>(`${selector} nav ul`)!;
        let last = Number.NaN;
        let still = 0;
        const frame = () => {
          still = list.scrollLeft === last ? still + 1 : 0;
          last = list.scrollLeft;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    BAR,
  );
}

const WIDTHS = [375, 768, 1280] as const;
const cases = (['en', 'ar'] as const).flatMap((lang) => ['/solutions', '/locations'].map((path) => ({ lang, path })));

describe('sub-navigation in Chromium', () => {
  // One visit per page, the window then widened as a phone turned or a window resized would be:
  // the bar's CSS and its overflow watch answer each width as they would a first load at it.
  it.each(cases)('$path ($lang) at 375, 768 and 1280 px: sticky, arrows, active link, no console problems', async ({ lang, path }) => {
    const { page, problems } = await openPage(site.browser, WIDTHS[0], 800);
    const url = site.server.url + (lang === 'ar' ? `/ar${path}` : path);
    await page.goto(url);
    const bar = page.locator(BAR);
    await expect.poll(() => bar.count()).toBe(1);
    // The bar's island, woken as a visitor reaching for it would (the page's other islands are
    // islands.test.ts's concern).
    await waitForIsland(page, BAR);
    await page.waitForLoadState('networkidle');

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

      // Sticky under the header: 57 px on phones and tablets, 66 px from 1025 px.
      let state = await barState(page);
      expect(state.position).toBe('sticky');
      expect(state.top).toBe(width >= 1025 ? '66px' : '57px');
      // Scroll the bar past the header line, staying within main (a sticky bar leaves with its container).
      await page.evaluate((selector) => {
        const bar = document.querySelector<HTMLElement>(selector)!;
        window.scrollTo(0, bar.getBoundingClientRect().top + window.scrollY + 120);
      }, BAR);
      await expect.poll(async () => Math.round((await bar.boundingBox())!.y), { message: `${width} px` }).toBe(width >= 1025 ? 66 : 57);

      // The active link: the page's own, underlined, marked for assistive technology.
      const active = bar.locator('a[aria-current="page"]');
      await expect.poll(() => active.count()).toBe(1);
      const underline = await active.evaluate((a) => getComputedStyle(a, '::after').transform);
      expect(underline === 'none' || underline === 'matrix(1, 0, 0, 1, 0, 0)').toBe(true);
      expect(await active.getAttribute('href')).toBe(lang === 'ar' ? `/ar${path}` : path);

      // Arrows only when the list overflows, never towards the end it is at.
      if (width === 375) await expect.poll(async () => (await barState(page)).overflows).toBe(true);
      await expect
        .poll(
          async () => {
            const s = await barState(page);
            return s.next === s.overflows && !s.prev;
          },
          { message: `${width} px` },
        )
        .toBe(true);
      state = await barState(page);
      if (!state.overflows) {
        expect([state.prev, state.next]).toEqual([false, false]);
      } else {
        expect([state.prev, state.next]).toEqual([false, true]);
        expect([state.fadeStart, state.fadeEnd]).toEqual(['false', 'true']);
        // Keyboard: from a focused link, the arrow that points to the end scrolls there (mirrored in Arabic).
        await bar.locator('nav a').first().focus();
        const forward = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
        for (let i = 0; i < 8 && (await barState(page)).next; i += 1) {
          await page.keyboard.press(forward);
          await scrollSettled(page);
        }
        await expect.poll(async () => (await barState(page)).next).toBe(false);
        state = await barState(page);
        expect(state.prev).toBe(true);
        expect(Math.abs(state.scrollLeft)).toBeGreaterThan(0);
        if (lang === 'ar') expect(state.scrollLeft).toBeLessThan(0);
        // The previous arrow takes it back to the start, where it hides again.
        for (let i = 0; i < 12 && (await barState(page)).prev; i += 1) {
          await bar.locator('nav button').first().click();
          await scrollSettled(page);
        }
        await expect.poll(() => barState(page)).toMatchObject({ prev: false, next: true });
      }

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.screenshot({ path: join(SHOTS, `${path.slice(1)}-${lang}-${width}.png`) });
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['en', 'ar'])('choosing a port swaps the links with a fade (%s)', async (lang) => {
    const { page, problems } = await openPage(site.browser, 1280, 800);
    await page.goto(site.server.url + (lang === 'ar' ? '/ar/locations' : '/locations'));
    await waitForIsland(page, BAR);
    const bar = page.locator(BAR);
    const texts = () => bar.locator('nav a').allTextContents();
    const before = await texts();
    const toggle = bar.locator('[data-country-dropdown] > button');
    await expect.poll(() => toggle.textContent()).toContain(lang === 'ar' ? 'جبل علي' : 'Jebel Ali');
    await toggle.click();
    // The page notes the list's links when its opacity starts to move: polling for a moment in
    // the middle of a 0.3 s fade would race the machine's load.
    await page.evaluate((selector) => {
      const w = window as unknown as { linksWhenFading?: string[] };
      document.addEventListener(
        'transitionrun',
        (event) => {
          const list = document.querySelector(`${selector} nav ul`);
          if (event.target === list && event.propertyName === 'opacity' && !w.linksWhenFading) {
            w.linksWhenFading = [...list!.querySelectorAll('a')].map((a) => a.textContent ?? '');
          }
        },
        true,
      );
    }, BAR);
    await bar.locator('[data-selector-item][data-country="gb"]').click();
    await expect.poll(texts).not.toEqual(before);
    // The fade began while the old links were still there.
    expect(await page.evaluate(() => (window as unknown as { linksWhenFading?: string[] }).linksWhenFading)).toEqual(before);
    const after = await texts();
    expect(after).toContain(lang === 'ar' ? 'السكك الحديدية والنقل الداخلي' : 'Rail and inland');
    await expect.poll(() => bar.locator('nav ul').evaluate((ul) => getComputedStyle(ul).opacity)).toBe('1');
    expect(await toggle.textContent()).toContain(lang === 'ar' ? 'لندن جيتواي' : 'London Gateway');
    // A country announced elsewhere on the page moves the bar to that country's port.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('countryChange', { detail: { countryCode: 'pe' } })));
    await expect.poll(() => toggle.textContent()).toContain(lang === 'ar' ? 'كاياو' : 'Callao');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: join(SHOTS, `locations-${lang}-dropdown-open.png`) });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
