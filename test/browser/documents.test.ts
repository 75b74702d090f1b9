import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useSiteInChromium, waitForHydration, waitForIsland } from '../support/browser.ts';

/**
 * The document hub in real Chromium (spec 002 sections 2, 4, 5 and 9): the documents table's
 * server-rendered rows and Load more (the skeleton and the server's cache of the hub's answer are
 * test/documents-first-page.test.ts's), the gated download's disclaimer, the share popover, and
 * the modal dialog's closing paths with the focus returned, in English and Arabic.
 */
const site = useSiteInChromium();

/**
 * A visitor who has seen the hub's welcome dialog this session (so it does not cover the table);
 * with `clock`, the page's timers run on Playwright's clock, moved by the test.
 */
async function open(path: string, width = 1280, welcomeSeen = true, clock = false) {
  const watched = await openPage(site.browser, width, 900);
  if (clock) await watched.page.clock.install();
  if (welcomeSeen) {
    await watched.page.addInitScript(() => {
      sessionStorage.setItem('document-hub-welcome', 'true');
      sessionStorage.setItem('gallery-documents-info', 'true');
    });
  }
  await watched.page.goto(site.server.url + path, { waitUntil: 'domcontentloaded' });
  return watched;
}

const table = (page: Page, index: number) => page.locator('[data-block="documents-table"]').nth(index);
const rowDates = (page: Page, index: number) =>
  table(page, index)
    .locator('[data-document-row] time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
const dialog = (page: Page) => page.locator('[data-modal-dialog] [aria-modal="true"]');

describe.each([
  ['en', '', { first: 'Sustainability Report 2025', more: 'Load more', agree: 'Agree', close: 'Close', copied: 'Link copied', files: 'Files' }],
  ['ar', '/ar', { first: 'تقرير الاستدامة 2025', more: 'عرض المزيد', agree: 'أوافق', close: 'إغلاق', copied: 'تم نسخ الرابط', files: 'الملفات' }],
] as const)('documents table (%s)', (lang, prefix, words) => {
  it('has the newest 5 documents in the server HTML, hydrates without asking again, and Load more appends the next 5', async () => {
    const { page, problems } = await open(`${prefix}/document-hub`);
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/contenthub/get-assets') && asked.push(request.postData() ?? '')));
    // The rows are the server's markup (issue 30): there before any script runs, no skeleton.
    const rows = table(page, 0).locator('[data-document-row]');
    expect(await rows.count()).toBe(5);
    expect(await table(page, 0).locator('[data-documents-skeleton]').count()).toBe(0);
    expect(await table(page, 0).locator('h3').textContent()).toBe(words.files);
    expect(await rows.first().textContent()).toContain(words.first);
    expect(await rows.first().locator('svg[data-file-kind]').getAttribute('data-file-kind')).toBe('pdf');
    await waitForIsland(page, '[data-block="documents-table"]');
    expect(asked).toEqual([]);

    await table(page, 0).getByRole('button', { name: words.more }).click();
    await expect.poll(() => rows.count()).toBe(10);
    // Load more continued from the server's cursor.
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0]!)).toMatchObject({ variables: { count: 5, endCursor: expect.any(String) } });
    const dates = await rowDates(page, 0);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-document-row')))).size).toBe(10);
    // A direct download: the file name from the URL.
    const link = rows.first().locator('a[data-document-download]');
    expect(await link.getAttribute('download')).toBe('sustainability-report-2025.pdf');
    expect(problems).toEqual([]);
  });

  it('asks for the disclaimer before a gated download; Agree opens the file in a new tab and gives the focus back', async () => {
    const { page, problems } = await open(`${prefix}/document-hub`);
    await table(page, 1).scrollIntoViewIfNeeded();
    await waitForIsland(page, '[data-block="documents-table"]');
    const gated = table(page, 1).locator('[data-document-download="gated"]').first();
    await gated.waitFor();
    await gated.click();
    const box = dialog(page);
    await box.waitFor();
    expect(await box.getAttribute('role')).toBe('alertdialog');
    expect(await box.textContent()).toMatch(lang === 'ar' ? /بيانات تطلعية/ : /forward-looking statements/);
    const [opened] = await Promise.all([page.context().waitForEvent('page'), box.getByRole('button', { name: words.agree }).click()]);
    await opened.waitForLoadState('domcontentloaded').catch(() => undefined);
    expect(opened.url()).toMatch(/\/-\/media\/ports-group\/documents\/jeddah-south-tariff-2026\.pdf$/);
    await opened.close();
    await page.locator('[data-modal-dialog]').waitFor({ state: 'detached' });
    expect(await gated.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => (history.state as Record<string, unknown> | null)?.modalDialog)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('keeps one share popover open at a time, closes it on an outside press, and confirms a copied link', async () => {
    const { page, problems } = await open(`${prefix}/document-hub`, 1280, true, true);
    await waitForIsland(page, '[data-block="documents-table"]');
    const rows = table(page, 0).locator('[data-document-row]');
    await rows.nth(1).waitFor();
    const menu = (i: number) => rows.nth(i).locator('[data-share-menu]');
    // The lower row first: an open popover lies over the rows below its own.
    await rows.nth(1).locator('[data-document-share]').click();
    await expect.poll(() => menu(1).isVisible()).toBe(true);
    expect(await menu(1).getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toContain(encodeURIComponent('/-/media/ports-group/documents/'));
    await rows.nth(0).locator('[data-document-share]').click();
    await expect.poll(() => menu(0).isVisible()).toBe(true);
    await expect.poll(() => menu(1).isVisible()).toBe(false);
    await page.mouse.click(5, 500);
    await expect.poll(() => menu(0).isVisible()).toBe(false);

    await rows.nth(1).locator('[data-document-share]').click();
    // The page's clock stands still from here, so only the test moves it (a busy machine's real
    // time between two steps would otherwise count towards the notice's 4000 ms).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await menu(1).locator('[data-document-copy]').click();
    const notice = rows.nth(1).locator('[data-link-copied]');
    await expect.poll(() => notice.textContent()).toBe(words.copied);
    // Spec 002 section 9: 4000 ms, then gone (the page's clock is moved, not waited for).
    await page.clock.runFor(3_900);
    expect(await notice.textContent()).toBe(words.copied);
    await page.clock.runFor(200);
    await expect.poll(() => notice.textContent()).toBe('');
    expect(problems).toEqual([]);
  });
});

it("on a phone: 3 rows of the server's 5 are shown; Load more shows the other 2 and fetches only the one missing", async () => {
  const { page, problems } = await open('/document-hub', 375);
  const asked: unknown[] = [];
  page.on('request', (request) => void (request.url().includes('/api/contenthub/get-assets') && asked.push(JSON.parse(request.postData() ?? '{}'))));
  const rows = table(page, 0).locator('[data-document-row]');
  const shown = table(page, 0).locator('[data-document-row]:visible');
  // The server's page is the desktop page for every screen; CSS hides what a phone page has not.
  expect(await rows.count()).toBe(5);
  expect(await shown.count()).toBe(3);
  await waitForIsland(page, '[data-block="documents-table"]');
  await table(page, 0).locator('[data-documents-more]').click();
  await expect.poll(() => shown.count()).toBe(6);
  expect(asked).toMatchObject([{ variables: { count: 1, endCursor: expect.any(String) } }]);
  await table(page, 0).locator('[data-documents-more]').click();
  await expect.poll(() => shown.count()).toBe(9);
  expect(asked).toHaveLength(2);
  expect(asked[1]).toMatchObject({ variables: { count: 3 } });
  expect(problems).toEqual([]);
});

describe.each([
  ['en', '', { open: 'Open the information dialog', close: 'Close' }],
  ['ar', '/ar', { open: 'افتح نافذة المعلومات', close: 'إغلاق' }],
] as const)('modal dialog (%s)', (_lang, prefix, words) => {
  it('shows the info dialog once per session', async () => {
    const { page, problems } = await open(`${prefix}/document-hub`, 1280, false);
    await waitForHydration(page);
    await dialog(page).waitFor();
    expect(await page.locator('[data-modal-dialog]').getAttribute('data-modal-type')).toBe('info');
    await page.keyboard.press('Escape');
    await page.locator('[data-modal-dialog]').waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForIsland(page, '[data-block="documents-table"]');
    // The info dialog loads when idle and stays shut; a disclaimer waits until something opens it.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-island="modal-dialog"][data-island-load="idle"]')].every(
        (root) => root.getAttribute('data-island-hydrated') === 'true',
      ),
    );
    expect(await page.locator('[data-modal-dialog]').count()).toBe(0);
    expect(await page.locator('[data-island="modal-dialog"][data-island-load="demand"][data-island-hydrated]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('closes by Escape, backdrop, close button and Back, returning the focus to the opener and keeping it inside while open', async () => {
    const { page, problems } = await open(`${prefix}/blocks/documents`, 1280);
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: words.open });
    const url = page.url();
    const openIt = async () => {
      await opener.focus();
      await opener.click();
      await dialog(page).waitFor();
      await page.locator('[data-modal-dialog][data-state="shown"]').waitFor();
    };
    const closed = async () => {
      await page.locator('[data-modal-dialog]').waitFor({ state: 'detached' });
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(page.url()).toBe(url);
    };

    await openIt();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[aria-modal="true"]'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await closed();

    await openIt();
    await page.mouse.click(8, 890);
    await closed();

    await openIt();
    await dialog(page).getByRole('button', { name: words.close }).click();
    await closed();

    await openIt();
    await page.goBack();
    await closed();
    // Back closed the dialog and took its own entry: the page is still here, its history as before.
    expect(await page.evaluate(() => (history.state as Record<string, unknown> | null)?.modalDialog)).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(problems).toEqual([]);
  });

  it('renders nothing for a documents table without categories', async () => {
    const { page } = await open(`${prefix}/blocks/documents`);
    expect(await page.locator('[data-block="documents-table"]').count()).toBe(1);
  });
});
