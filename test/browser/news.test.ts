import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { holdRequests, hydrateAllIslands, openPage, slideAtStart, useSiteInChromium } from '../support/browser.ts';

/**
 * The news highlight's phone carousel (spec 001 section 9: one slide, 400 ms, swipe 100 px with a
 * 400 ms lock) and the news listing's country choice and pages, in real Chromium.
 */
const site = useSiteInChromium();

async function open(path: string, width: number) {
  const watched = await openPage(site.browser, width, 800);
  // The page's own clock, so a test can hold time still between two gestures (the swipe lock).
  await watched.page.clock.install();
  await watched.page.goto(site.server.url + path);
  await hydrateAllIslands(watched.page);
  return watched;
}

/** The slide whose card sits at the carousel's start edge (left in English, right in Arabic). */
const currentSlide = (page: Page) => slideAtStart(page, '[data-block="news-highlight"]');

/** A horizontal mouse drag over the carousel (pointer events, as a finger's swipe). */
async function swipe(page: Page, dx: number) {
  const box = (await page.locator('[data-block="news-highlight"] [data-carousel-viewport]').boundingBox())!;
  const y = box.y + box.height / 3;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

describe.each([
  ['en', '', -1],
  ['ar', '/ar', 1],
] as const)('news highlight carousel at 375 px (%s)', (lang, prefix, forward) => {
  it('moves one slide with the buttons and by swiping, honours the threshold and the lock, and never follows a swiped link', async () => {
    const { page, problems } = await open(`${prefix}/news`, 375);
    const block = page.locator('[data-block="news-highlight"]');
    await block.scrollIntoViewIfNeeded();
    expect(await block.locator('[data-carousel-slide]').count()).toBe(6);
    const next = block.getByRole('button', { name: lang === 'ar' ? 'التالي' : 'Next' });
    const previous = block.getByRole('button', { name: lang === 'ar' ? 'السابق' : 'Previous' });
    expect(await next.isVisible()).toBe(true);
    expect(await currentSlide(page)).toBe(0);

    await next.click();
    await expect.poll(() => currentSlide(page)).toBe(1);
    await previous.click();
    await expect.poll(() => currentSlide(page)).toBe(0);

    // Under the threshold: nothing moves, and nothing is followed.
    await swipe(page, forward * 60);
    await page.waitForTimeout(450);
    expect(await currentSlide(page)).toBe(0);

    // Forward (a finger moving left in English, right in Arabic), then a second swipe inside the
    // lock is ignored. The page's clock stands still between the two, so however long the
    // machine takes to play them, the second comes 0 ms after the first.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await swipe(page, forward * 150);
    await swipe(page, forward * 150);
    await page.clock.resume();
    await expect.poll(() => currentSlide(page)).toBe(1);
    await page.waitForTimeout(500);
    expect(await currentSlide(page)).toBe(1);

    // After the lock, back again.
    await swipe(page, -forward * 150);
    await expect.poll(() => currentSlide(page)).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/news`);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 45_000);
});

describe('news listing in Chromium', () => {
  it('pages through the news, then a country choice loads that source and resets to page 1', async () => {
    const { page, problems } = await open('/news/all?showcountry=true', 1280);
    const block = page.locator('[data-block="news-listing"]');
    const titles = () => block.locator('[data-news-card] h2, [data-news-card] h3').allTextContents();
    const first = await titles();
    expect(first).toHaveLength(14);
    await block.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(async () => (await titles())[0]).not.toBe(first[0]);
    expect(await titles()).toHaveLength(10);
    expect(await block.locator('[aria-current="page"]').textContent()).toBe('2');

    await block.locator('select').selectOption({ label: 'Egypt' });
    await expect.poll(async () => (await titles()).length).toBe(3);
    expect(await block.locator('[aria-current="page"]').count()).toBe(0); // one page: no pagination
    expect(await block.locator('[data-news-card="external"]').count()).toBe(3);
    expect(await block.textContent()).toContain('External');

    await block.locator('select').selectOption({ label: 'Global' });
    await expect.poll(async () => (await titles())[0]).toBe(first[0]);
    expect(await block.locator('[aria-current="page"]').textContent()).toBe('1');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the news listing’s browser call (spec 001 sections 7 and 9: 10 s on the client)', () => {
  it('shows the spec’s timeout text when a country’s news takes 10 s, not before, and loads it on the next choice', async () => {
    // The page's clock is installed (open), and Playwright's clock drives AbortSignal.timeout: the 10 s pass at once.
    const { page, problems } = await open('/news/all?showcountry=true', 1280);
    const block = page.locator('[data-block="news-listing"]');
    const error = block.locator('[data-news-error]');
    const busy = block.locator('[aria-busy="true"]');
    const release = await holdRequests(page, (url) => url.pathname === '/api/news/listing');

    await block.locator('select').selectOption({ label: 'Egypt' });
    await expect.poll(() => busy.count()).toBe(1);
    await page.clock.runFor(9_900);
    expect(await busy.count()).toBe(1);
    expect(await error.count()).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => error.textContent()).toBe('Unable to load news at this time. Request timed out. Could not fetch news, please check the URL.');
    expect(await busy.count()).toBe(0);
    expect(await block.locator('[data-news-card]').count()).toBe(0);
    // What it costs the console: the block's one logged error, and the call the budget ended (its
    // failure reaches the test as an event of its own, which may come after the text is shown).
    await expect.poll(() => problems.length).toBe(2);
    expect(problems.find((p) => p.startsWith('console.error'))).toContain('took longer than 10000 ms');
    expect(problems.find((p) => p.startsWith('requestfailed'))).toContain('/api/news/listing?');

    // Let held requests go; the next choices load as before.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    release();
    await block.locator('select').selectOption({ label: 'Global' });
    await expect.poll(() => block.locator('[data-news-card]').count()).toBe(14);
    await block.locator('select').selectOption({ label: 'Egypt' });
    await expect.poll(() => block.locator('[data-news-card="external"]').count()).toBe(3);
    expect(await error.count()).toBe(0);
    expect(problems).toHaveLength(2);
    await page.context().close();
  });
});

describe('a feed item with broken markup', () => {
  // The sample feeds' Northgate item holds attributes, a stray `</div></section>`, a comment and an
  // unclosed `<p>` (content/README.md): the server cleans it; the page keeps its structure.
  it.each([
    ['/', 'renewable power'],
    ['/ar', 'بالطاقة المتجددة'],
  ])('%s: the card shows a tidy summary, the block stays whole, and the islands hydrate without a warning', async (path, words) => {
    const { page, problems } = await openPage(site.browser, 1280, 900);
    await page.goto(site.server.url + path);
    await hydrateAllIslands(page);
    const card = await page.evaluate((text) => {
      const paragraph = [...document.querySelectorAll('[data-block="news-highlight"] p')].find((p) => p.textContent?.includes(text));
      const summary = paragraph?.parentElement;
      const block = summary?.closest('[data-block="news-highlight"]');
      return {
        summary: summary?.innerHTML ?? null,
        // Nothing closed the block early: the card is inside it, the block inside main, and the footer outside main.
        blockInMain: block?.closest('main') !== null && block !== undefined,
        footerOutsideMain: document.querySelector('footer') !== null && document.querySelector('main footer') === null,
      };
    }, words);
    expect(card.summary).toMatch(/^<p>[^<]*<strong>[^<]+<\/strong>[^<]*<\/p>$/);
    expect(card).toMatchObject({ blockInMain: true, footerOutsideMain: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
