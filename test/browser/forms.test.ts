import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { openPage, waitForHydration, useSiteInChromium } from '../support/browser.ts';

/**
 * The enquiry form container in Chromium (spec 000 sections 4, 7, 8, 9; the forms contract): the
 * slide-in opened by a modal link and by its window events, closed by its button, the overlay,
 * Escape and Back, with focus and scroll lock; sending with success, failure and a 422.
 *
 * The submit route (`POST /api/forms/submit`) is built on another branch. When this server has it,
 * the success test goes through it for real and the failure test starts a server whose forms
 * system fails (FORMS_FAILURE); when it does not, the page's requests to it are answered here with
 * the contract's answers (page.route), which is what the page sees either way. The 422 is always
 * answered here: the page validates with the server's own rules, so a real 422 needs a bypass.
 */

// Up to a dozen submissions from one address in a minute here: the limit has its own test (rate-limits.test.ts).
const site = useSiteInChromium({ RATE_LIMIT_FORMS_PER_MIN: '0' });
const SUBMIT = '**/api/forms/submit';
const PDF = '/-/media/ports-group/forms/services-overview.pdf';

/** Does this server have the submit route? (A missing route is the page catch-all's 404.) */
async function hasSubmitRoute(server: RunningServer): Promise<boolean> {
  const response = await fetch(`${server.url}/api/forms/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  await response.arrayBuffer();
  return response.status === 400;
}

async function open(path: string, width = 1280, server: RunningServer = site.server) {
  const watched = await openPage(site.browser, width, 900);
  await watched.page.goto(server.url + path);
  await waitForHydration(watched.page);
  await watched.page.waitForLoadState('networkidle');
  return watched;
}

const dialog = (page: Page) => page.locator('[role="dialog"][data-slide-in="services-overview"]');
const opener = (page: Page) => page.locator('[data-modal-id="services-overview"]');
const isOpen = (page: Page) => dialog(page).getAttribute('data-open');
const activeName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? document.activeElement?.tagName);
/** Two animation frames: whatever a wheel or key did has been painted. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function fill(scope: Locator, values: { email?: string } = {}) {
  await scope.locator('[name="field.firstName"]').fill('Amal');
  await scope.locator('[name="field.lastName"]').fill('Haddad');
  await scope.locator('[name="field.email"]').fill(values.email ?? 'amal@example.com');
  await scope.locator('[name="field.country"]').selectOption('ae');
  await scope.locator('[name="field.topic"]').selectOption('logistics');
  await scope.locator('[name="field.message"]').fill('Two reefer containers a week from Jebel Ali to Rotterdam.');
  await scope.locator('[name="field.consent"]').check();
}

/** The problems an expected error answer leaves: its status line and Chromium's console note. */
const withoutExpected = (problems: string[], status: number) => problems.filter((p) => !p.includes(`http ${status}:`) && !p.includes(`status of ${status}`));

describe.each([
  ['en', '/blocks/forms', 'Get the services overview'],
  ['ar', '/ar/blocks/forms', 'احصل على النظرة العامة على خدماتنا'],
] as const)('the slide-in (%s)', (lang, path, headline) => {
  it('opens from a modal link and by its events, closes four ways, keeps focus and the page still', async () => {
    const { page, problems } = await open(path);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const historyLength = await page.evaluate(() => history.length);
    expect(await isOpen(page)).toBe('false');
    expect(await dialog(page).isVisible()).toBe(false);

    // A modal link opens it: labelled by its headline, over an overlay, the page locked.
    await opener(page).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    const before = await page.evaluate(() => [window.scrollX, window.scrollY]);
    await opener(page).click();
    await expect.poll(() => isOpen(page)).toBe('true');
    const titleId = await dialog(page).getAttribute('aria-labelledby');
    expect(await page.locator(`[id="${titleId}"]`).textContent()).toBe(headline);
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => page.locator('[data-slide-in-overlay]').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    // The first field gets the focus (after 100 ms); the link target is kept under the modal id.
    await expect.poll(() => activeName(page)).toBe('field.firstName');
    expect(await page.evaluate(() => localStorage.getItem('services-overview'))).toBe(PDF);
    // The page does not scroll under it.
    await page.mouse.move(lang === 'ar' ? 1200 : 80, 450);
    await page.mouse.wheel(0, 600);
    await settle(page);
    expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual(before);
    // Tab stays inside: backwards from the first field to the close button, then round to the end.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-slide-in-close'))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-form-submit'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-slide-in-close'))).toBe(true);

    // 1. The close button: closed, focus back on the opener, the overlay gone, scrolling back.
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(page)).toBe('false');
    expect(await opener(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => page.locator('[data-slide-in-overlay]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual(before);
    // Its history entry was taken back off.
    await expect.poll(() => page.evaluate(() => history.length)).toBeGreaterThan(historyLength);
    expect(await page.evaluate(() => (history.state as { formSlideIn?: string } | null)?.formSlideIn)).toBeUndefined();

    // 2. Its own window event opens it; a click on the overlay closes it.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('openCustomModal-services-overview', { detail: { id: 'services-overview' } })));
    await expect.poll(() => isOpen(page)).toBe('true');
    await page.mouse.click(lang === 'ar' ? 1200 : 80, 450);
    await expect.poll(() => isOpen(page)).toBe('false');

    // 3. The generic event with its id opens it (another id does not); Escape closes it.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('openCustomModal', { detail: { id: 'someone-else' } })));
    await settle(page);
    expect(await isOpen(page)).toBe('false');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('openCustomModal', { detail: { id: 'services-overview' } })));
    await expect.poll(() => isOpen(page)).toBe('true');
    await expect.poll(() => activeName(page)).toBe('field.firstName');
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe('false');

    // 4. Back closes it and stays on the page.
    await opener(page).click();
    await expect.poll(() => isOpen(page)).toBe('true');
    const url = page.url();
    await page.goBack();
    await expect.poll(() => isOpen(page)).toBe('false');
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await opener(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('sending', () => {
  it('succeeds: the success panel replaces the form, scrolled into view, with the stored link as a download', async () => {
    const real = await hasSubmitRoute(site.server);
    const { page, problems } = await open('/blocks/forms', 768);
    const bodies: Record<string, any>[] = [];
    page.on('request', (request: Request) => {
      if (request.url().endsWith('/api/forms/submit')) bodies.push(request.postDataJSON());
    });
    if (!real) {
      await page.route(SUBMIT, async (route) => {
        const body = route.request().postDataJSON() as { submissionId: string };
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'success', submissionId: body.submissionId }) });
      });
    }

    // The slide-in, opened by the link that stored the PDF's address.
    await opener(page).click();
    await expect.poll(() => activeName(page)).toBe('field.firstName');
    await fill(dialog(page));
    await dialog(page).locator('[data-form-submit]').click();
    const panel = dialog(page).locator('[data-form-result="success"]');
    await panel.waitFor();
    expect(await panel.locator('h3').textContent()).toBe('Your download is ready');
    const download = panel.locator('[data-form-download]');
    expect(await download.getAttribute('href')).toBe(PDF);
    expect(await download.textContent()).toBe('Download the overview');
    expect(await dialog(page).locator('form').isHidden()).toBe(true);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      formId: '5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10',
      language: 'en',
      fields: { firstName: 'Amal', email: 'amal@example.com', country: 'ae', topic: 'logistics', consent: 'on', phone: '' },
      hidden: { consentCode: 'G100', datasourceId: '{7C2E9A14-5B3F-4D8E-A1C6-0F4B2D9E6A58}' },
    });
    expect(bodies[0]!.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[0]!.pageUrl).toBe(`${site.server.url}/blocks/forms`);
    // Closing resets it to a fresh form (after 300 ms).
    await dialog(page).locator('[data-slide-in-close]').click();
    await expect.poll(() => dialog(page).locator('[data-form-result]').count()).toBe(0);
    expect(await dialog(page).locator('[name="field.firstName"]').inputValue()).toBe('');

    // The embedded form: the panel comes into view; Continue gives a fresh form.
    const embedded = page.locator('[data-variant="embedded"]');
    await fill(embedded);
    await embedded.locator('[data-form-submit]').click();
    const result = embedded.locator('[data-form-result="success"]');
    await result.waitFor();
    await expect
      .poll(() =>
        result.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await result.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await result.locator('h3').textContent()).toBe('Thank you for your enquiry');
    expect(await result.locator('[data-form-download]').count()).toBe(0);
    await result.locator('[data-form-continue]').click();
    await expect.poll(() => activeName(page)).toBe('field.firstName');
    expect(await embedded.locator('[name="field.message"]').inputValue()).toBe('');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.submissionId).not.toBe(bodies[0]!.submissionId);

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fails: the CMS failure panel, and back to the form with the values kept (Arabic)', async () => {
    const real = await hasSubmitRoute(site.server);
    const failing = real ? await startTestServer({ FORMS_FAILURE: 'status-500' }) : site.server;
    try {
      const { page, problems } = await open('/ar/blocks/forms', 375, failing);
      if (!real) {
        await page.route(SUBMIT, (route) =>
          route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'FORMS_UNAVAILABLE' }) }),
        );
      }
      const embedded = page.locator('[data-variant="embedded"]');
      await fill(embedded);
      await embedded.locator('[data-form-submit]').click();
      const panel = embedded.locator('[data-form-result="error"]');
      await panel.waitFor();
      expect(await panel.locator('h3').textContent()).toBe('تعذر إرسال استفسارك');
      expect(await panel.textContent()).toContain('حدث خطأ من جانبنا');
      await panel.locator('[data-form-continue]').click();
      expect(await embedded.locator('[name="field.firstName"]').inputValue()).toBe('Amal');
      expect(await embedded.locator('[name="field.consent"]').isChecked()).toBe(true);
      // FORMS_UNAVAILABLE is a 502 (forms contract section 3).
      expect(withoutExpected(problems, 502)).toEqual([]);
      await page.context().close();
    } finally {
      if (failing !== site.server) await failing.close();
    }
  });

  it('shows the errors of a 422 next to their fields', async () => {
    const { page, problems } = await open('/blocks/forms', 1280);
    await page.route(SUBMIT, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'invalid', errors: { email: 'invalidEmail' } }),
      }),
    );
    const embedded = page.locator('[data-variant="embedded"]');
    // First the page's own check: a required field left empty, focus on it.
    await embedded.locator('[data-form-submit]').click();
    await expect.poll(() => activeName(page)).toBe('field.firstName');
    expect(await embedded.locator('[aria-invalid="true"]').count()).toBe(7);
    // Then the server's answer.
    await fill(embedded, { email: 'amal@example.org' });
    await embedded.locator('[data-form-submit]').click();
    const email = embedded.locator('[name="field.email"]');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await email.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Please enter a valid email address.');
    await expect.poll(() => activeName(page)).toBe('field.email');
    expect(await embedded.locator('[data-form-result]').count()).toBe(0);
    expect(withoutExpected(problems, 422)).toEqual([]);
    await page.context().close();
  });

  it('works as a plain HTML form post without JavaScript', async () => {
    const real = await hasSubmitRoute(site.server);
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route('**/*', (route) => {
      const host = new URL(route.request().url()).hostname;
      return host === '127.0.0.1' ? route.fallback() : route.abort('blockedbyclient');
    });
    let posted: URLSearchParams | undefined;
    await page.route(SUBMIT, async (route) => {
      posted = new URLSearchParams(route.request().postData() ?? '');
      if (real) return route.fallback();
      return route.fulfill({ status: 303, headers: { location: '/blocks/forms?form=success' } });
    });
    await page.goto(site.server.url + '/blocks/forms');
    const embedded = page.locator('[data-variant="embedded"]');
    await fill(embedded);
    await embedded.locator('[data-form-submit]').click();
    await page.waitForURL(/\?form=success/);
    expect(posted?.get('formId')).toBe('5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10');
    expect(posted?.get('language')).toBe('en');
    expect(posted?.get('field.firstName')).toBe('Amal');
    expect(posted?.get('field.consent')).toBe('on');
    expect(posted?.get('hidden.datasourceId')).toBe('{3A1F6C2E-8B4D-4E61-9C0A-5D2B7E9F1A34}');
    expect(posted?.get('hidden.consentCode')).toBe('G100');
    // The server made the submission id: the page had no script to make one.
    expect(posted?.get('submissionId')).toBe('');
    expect(await page.locator('[data-variant="embedded"] [data-form-result="success"] h3').textContent()).toBe('Thank you for your enquiry');
    await context.close();
  });
});
