import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { startTestServer, type RunningServer } from './server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../bench/browser.ts';

export const CHROMIUM = CHROMIUM_PATH;

/** Debian's Chromium, headless, resolving no host but loopback (the benchmark's flags). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and warnings, page errors and failed loopback requests. */
  problems: string[];
}

/** A page whose console, errors and requests are watched; any non-loopback request is blocked. */
export async function openPage(browser: Browser, width = 1280, height = 900): Promise<WatchedPage> {
  // Headless Chromium announces itself as HeadlessChrome, which isbot rightly calls a crawler;
  // these tests browse as a person does.
  const userAgent = (await browser.newBrowserCDPSession().then(async (cdp) => {
    const { userAgent: ua } = (await cdp.send('Browser.getVersion')) as { userAgent: string };
    await cdp.detach();
    return ua;
  })).replace('HeadlessChrome', 'Chrome');
  const context = await browser.newContext({ viewport: { width, height }, userAgent });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`http ${response.status()}: ${response.url()}`);
  });
  return { page, problems };
}

/** Resolves once the islands that load at once (the header) have hydrated (the client entry's marker). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
}

/**
 * Brings every island of the page to life as a visitor would: brings each one that has not
 * hydrated yet near the viewport in turn (islands load near the viewport or when idle), back to
 * the top, and waits until each one has hydrated (but slide-ins, which load only when something
 * opens them). One island at a time, so a busy machine cannot scroll past one between two frames.
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  await waitForHydration(page);
  const pending = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-island]:not([data-island-load="demand"])')]
        .map((root, index) => ({ root, index }))
        .filter(({ root }) => root.getAttribute('data-island-hydrated') !== 'true')
        .map(({ root, index }) => `${index}:${root.getAttribute('data-island')}`),
    );
  const deadline = Date.now() + 15_000;
  let left = await pending();
  while (left.length > 0) {
    if (Date.now() > deadline) {
      const state = await page.evaluate(() => ({
        readyState: document.readyState,
        holders: document.querySelectorAll('[hidden][id^="S:"]').length,
        chunks: performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()).filter((n) => n?.endsWith('.js')),
      }));
      throw new Error(`islands that never hydrated: ${left.join(', ')} (${JSON.stringify(state)})`);
    }
    const index = Number(left[0]!.split(':')[0]);
    await page.evaluate((i) => {
      const root = document.querySelectorAll('[data-island]:not([data-island-load="demand"])')[i];
      const box = [...(root?.children ?? [])].find((child) => !(child instanceof HTMLScriptElement));
      box?.scrollIntoView({ block: 'center', behavior: 'instant' });
    }, index);
    await page.waitForTimeout(50);
    left = await pending();
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Scrolls this element into view and waits until the island around it has hydrated. */
export async function waitForIsland(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.closest('[data-island]')?.getAttribute('data-island-hydrated') === 'true',
    selector,
    { timeout: 15_000 },
  );
}

/**
 * The real server (test/support/server.ts) and Chromium for the tests of one file: started
 * together before them, closed after them. Read `site.server` and `site.browser` inside tests.
 */
export function useSiteInChromium(env: NodeJS.ProcessEnv = {}): { readonly server: RunningServer; readonly browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('Chromium starts in beforeAll');
      return browser;
    },
  };
}
