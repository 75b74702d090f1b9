import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type ConsoleMessage, type LaunchOptions, type Locator, type Page } from 'playwright-core';
import { startTestServer, type RunningServer } from './server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../bench/browser.ts';

export const CHROMIUM = CHROMIUM_PATH;

/** Debian's Chromium, headless, resolving no host but loopback (the benchmark's flags). */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, ...options });
}

const userAgents = new WeakMap<Browser, Promise<string>>();
/** Chromium's own user agent, without "Headless": asked once per browser. */
function personUserAgent(browser: Browser): Promise<string> {
  let userAgent = userAgents.get(browser);
  if (!userAgent) {
    userAgent = browser.newBrowserCDPSession().then(async (cdp) => {
      const { userAgent: ua } = (await cdp.send('Browser.getVersion')) as { userAgent: string };
      await cdp.detach();
      return ua.replace('HeadlessChrome', 'Chrome');
    });
    userAgents.set(browser, userAgent);
  }
  return userAgent;
}

export interface WatchedPage {
  page: Page;
  /** Console errors and warnings, page errors and failed loopback requests. */
  problems: string[];
}

/** A page whose console, errors and requests are watched; any non-loopback request is blocked. */
export async function openPage(browser: Browser, width = 1280, height = 900, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  // Headless Chromium announces itself as HeadlessChrome, which isbot rightly calls a crawler;
  // these tests browse as a person does.
  const userAgent = await personUserAgent(browser);
  const context = await browser.newContext({ viewport: { width, height }, userAgent, ...options });
  // An action or wait that cannot complete fails with its own message, well before the test's time-out.
  context.setDefaultTimeout(15_000);
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
 * Brings every island of the page to life as a visitor would, and waits until each one has
 * hydrated (but slide-ins, which load only when something opens them): a pass down the page a
 * viewport at a time, two frames at each stop so the islands' observers see every stop (islands
 * load near the viewport, at the first scroll or when idle), then each island still pending is
 * reached for (a pointer over it: islands that wait to be touched wake so), all at once, one of
 * them brought into view each round, until each has hydrated; then back to the top. It gives up
 * when 15 s pass without one more island hydrating.
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(async () => {
    const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await twoFrames();
    }
  });
  // Slide-ins wait to be asked, and an island that waits to be touched but shows nothing (its
  // block rendered nothing here) is never touched.
  const pending = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-island]:not([data-island-load="demand"])')]
        .map((root, index) => ({ root, index }))
        .filter(({ root }) => root.getAttribute('data-island-hydrated') !== 'true')
        .filter(
          ({ root }) => root.getAttribute('data-island-load') !== 'interaction' || [...root.children].some((child) => !(child instanceof HTMLScriptElement)),
        )
        .map(({ root, index }) => `${index}:${root.getAttribute('data-island')}`),
    );
  let left = await pending();
  let deadline = Date.now() + 15_000;
  let turn = 0;
  while (left.length > 0) {
    if (Date.now() > deadline) {
      const state = await page.evaluate(() => ({
        readyState: document.readyState,
        holders: document.querySelectorAll('[hidden][id^="S:"]').length,
        chunks: performance
          .getEntriesByType('resource')
          .map((e) => e.name.split('/').pop())
          .filter((n) => n?.endsWith('.js')),
      }));
      throw new Error(`islands that never hydrated: ${left.join(', ')} (${JSON.stringify(state)})`);
    }
    // Every pending island reached for at once (each one wakes on its own, so a slow island does
    // not hold back the others); the last of them brought into view in turn.
    const indexes = left.map((entry) => Number(entry.split(':')[0]));
    const inView = indexes[turn++ % indexes.length]!;
    await page.evaluate(
      ([all, shown]) => {
        const roots = document.querySelectorAll('[data-island]:not([data-island-load="demand"])');
        for (const i of all!) {
          const box = [...(roots[i]?.children ?? [])].find((child) => !(child instanceof HTMLScriptElement));
          if (i === shown) box?.scrollIntoView({ block: 'center', behavior: 'instant' });
          box?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        }
      },
      [indexes, inView] as const,
    );
    await page.waitForTimeout(100);
    const now = await pending();
    if (now.length < left.length) deadline = Date.now() + 15_000;
    left = now;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * The large headings (src/ui/heading-reveal.ts) below the view now, and how many headings are
 * hidden or animated: where the heading animation must not run (edit mode, reduced motion), a
 * heading below the view shows as the server sent it.
 */
export function largeHeadings(page: Page): Promise<{ below: number; animated: number }> {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll('[data-reveal-lines]')];
    return {
      below: headings.filter((heading) => heading.getBoundingClientRect().top > innerHeight).length,
      animated: headings.filter((heading) => heading.getAnimations().length > 0 || getComputedStyle(heading).clipPath !== 'none').length,
    };
  });
}

/**
 * Holds back the page's requests that match until the returned function is called (a chunk or a
 * document "still on its way"), then lets them through to the server.
 */
export async function holdRequests(page: Page, matches: RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/**
 * Holds back the page's images (the image route's answers and image files), so that its load
 * event waits until the returned function lets them through.
 */
export const holdImages = (page: Page): Promise<() => void> =>
  holdRequests(page, (url) => url.searchParams.has('url') || /\.(svg|webp|avif|png|jpe?g)$/.test(url.pathname));

/**
 * On `/blocks/tabs-and-quotes`, already opened: the first tabs island and its Logistics tab,
 * scrolled to and clicked once (a visitor's first tap on an island that may not have hydrated).
 */
export async function clickFirstTabsLogistics(page: Page): Promise<{ island: Locator; logistics: Locator }> {
  const island = page.locator('[data-island="tabs"]').first();
  const logistics = island.locator('[role="tab"]', { hasText: 'Logistics' });
  await logistics.scrollIntoViewIfNeeded();
  await logistics.click();
  return { island, logistics };
}

/**
 * The index of the carousel item at the start edge of its viewport (the left in English, the right
 * in Arabic): the slide a carousel in `block` is on. `item` picks what is measured in each slide.
 */
export function slideAtStart(page: Page, block: string, item = '[data-carousel-slide] > *'): Promise<number> {
  return page.evaluate(
    ([blockSelector, itemSelector]) => {
      const root = document.querySelector(blockSelector)!;
      const viewport = root.querySelector('[data-carousel-viewport]')!.getBoundingClientRect();
      const rtl = getComputedStyle(root).direction === 'rtl';
      const boxes = [...root.querySelectorAll(itemSelector)].map((element) => element.getBoundingClientRect());
      const distance = boxes.map((box) => Math.abs(rtl ? viewport.right - box.right : box.left - viewport.left));
      return distance.indexOf(Math.min(...distance));
    },
    [block, item] as const,
  );
}

/** Scrolls this element into view, reaches for it (a pointer over it) and waits until the island around it has hydrated. */
export async function waitForIsland(page: Page, selector: string): Promise<void> {
  await waitForHydration(page); // the island runtime has started
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.locator(selector).first().dispatchEvent('mouseover');
  await page.waitForFunction((sel) => document.querySelector(sel)?.closest('[data-island]')?.getAttribute('data-island-hydrated') === 'true', selector, {
    timeout: 15_000,
  });
}

/**
 * One Chromium per test worker, and one server per environment, shared by every browser test
 * file the worker runs: the browser project runs with `isolate: false` (vitest.config.ts), so this
 * module outlives each file. A file opens contexts of its own and closes them; what it leaves in
 * a server (cached pages, stored forms) is what the next visitor would meet, as in production.
 */
const sharedServers = new Map<string, Promise<RunningServer>>();
let sharedChromium: Promise<Browser> | undefined;

/**
 * Vitest ends a worker with SIGTERM. Chromium and the servers' temporary folders are closed
 * first (bounded), then the worker exits, so nothing outlives the run.
 */
let closesOnTerm = false;
function closeSharedOnTerm(): void {
  if (closesOnTerm) return;
  closesOnTerm = true;
  process.once('SIGTERM', () => {
    const closing = [
      ...(sharedChromium ? [sharedChromium.then((browser) => browser.close())] : []),
      ...[...sharedServers.values()].map((server) => server.then((s) => s.close())),
    ];
    const bounded = new Promise((resolve) => setTimeout(resolve, 5_000).unref());
    void Promise.race([Promise.allSettled(closing), bounded]).then(() => process.exit(0));
  });
}

function chromiumOfWorker(): Promise<Browser> {
  if (!sharedChromium) {
    closeSharedOnTerm();
    // The worker closes it itself (above), not Playwright's own signal handler.
    sharedChromium = launchBrowser({ handleSIGTERM: false });
  }
  return sharedChromium;
}

function serverOfWorker(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const key = JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));
  let server = sharedServers.get(key);
  if (!server) {
    closeSharedOnTerm();
    // A test server sheds nothing on the event loop's delay (startTestServer): Chromium's pages
    // keep both cores busy, and the worker hosting the server waits its turn.
    server = startTestServer(env);
    sharedServers.set(key, server);
  }
  return server;
}

/**
 * The real server (test/support/server.ts) with `env`, and Chromium, for the tests of one file:
 * shared with the other files of this worker that ask for the same environment. Read
 * `site.server` and `site.browser` inside tests.
 */
export function useSiteInChromium(env: NodeJS.ProcessEnv = {}): { readonly server: RunningServer; readonly browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([serverOfWorker(env), chromiumOfWorker()]);
  });
  afterAll(async () => {
    // The contexts this file left open (a failed test's) go with it; Chromium and the server stay.
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
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
