/**
 * One visit to one page at one viewport: the JavaScript it loads before the visitor scrolls and
 * after scrolling through to the bottom, and the hydration data in the HTML the server sent.
 *
 * "Before scrolling" is after the load event, network idle, the browser's next idle period (islands
 * that load on idle) and a short settle, then network idle again. Every `.js` file the page
 * fetches counts (module preloads, the client entry, block chunks, anything else), each gzipped
 * here at level 9 whatever the server sent, as bench/client-js.ts does.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { newVisitorContext, type ViewportName } from './browser.ts';
import { sumHydrationData, type HydrationData, type JsonScript } from './hydration-data.ts';

export interface ScriptTotals {
  files: number;
  bytes: number;
  gzipBytes: number;
}

export interface PageLoad {
  path: string;
  viewport: ViewportName;
  beforeScroll: ScriptTotals;
  /** Everything loaded by the end of the scroll, the files before it included. */
  afterScroll: ScriptTotals;
  hydrationData: HydrationData;
  /** The script files in the order they arrived, with the scroll they arrived by. */
  scripts: { file: string; gzipBytes: number; afterScroll: boolean }[];
}

const SETTLE_MS = 500;
const STEP_PAUSE_MS = 120;
const LOAD_TIMEOUT_MS = 30_000;

function isScript(url: URL, contentType: string | undefined): boolean {
  return /\.m?js$/.test(url.pathname) || /javascript/.test(contentType ?? '');
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 50),
      ),
  );
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
}

/** Half a screen at a time, as far as the page goes (it may grow while islands load). */
async function scrollToBottom(page: Page): Promise<void> {
  for (let guard = 0; guard < 400; guard++) {
    const atBottom = await page.evaluate(() => {
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= bottom - 1) return true;
      window.scrollBy({ top: window.innerHeight / 2, behavior: 'instant' });
      return false;
    });
    if (atBottom) return;
    await page.waitForTimeout(STEP_PAUSE_MS);
  }
}

/** Every JSON script of the served document, read with the browser's own HTML parser. */
async function readJsonScripts(page: Page, html: string): Promise<JsonScript[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const encoder = new TextEncoder();
    return [...doc.querySelectorAll('script[type="application/json"]')].map((script) => ({
      id: script.id,
      attributes: script.getAttributeNames(),
      bytes: encoder.encode(script.textContent ?? '').length,
      // The root whose scope the props name (normally the element just before them).
      island: script.hasAttribute('data-island-props')
        ? ((
            doc.querySelector(`[data-island-scope="${CSS.escape(script.getAttribute('data-island-props') ?? '')}"]`) ?? script.previousElementSibling
          )?.getAttribute('data-island') ?? undefined)
        : undefined,
    }));
  }, html);
}

function totals(scripts: { gzipBytes: number; bytes: number }[]): ScriptTotals {
  return {
    files: scripts.length,
    bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
  };
}

export async function measurePageLoad(browser: Browser, siteUrl: string, path: string, viewport: ViewportName): Promise<PageLoad> {
  const context = await newVisitorContext(browser, viewport);
  try {
    const page = await context.newPage();
    const bodies = new Map<string, { body: Promise<Buffer | undefined>; afterScroll: boolean }>();
    let scrolling = false;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (bodies.has(url.href) || !isScript(url, response.headers()['content-type'])) return;
      bodies.set(url.href, { body: response.body().catch(() => undefined), afterScroll: scrolling });
    });

    const response = await page.goto(siteUrl + path, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (!response || response.status() !== 200) throw new Error(`${path}: status ${response?.status() ?? 'none'}`);
    const html = await response.text();
    await settle(page);
    scrolling = true;
    await scrollToBottom(page);
    await settle(page);

    const scripts: PageLoad['scripts'] = [];
    const sized: { bytes: number; gzipBytes: number; afterScroll: boolean }[] = [];
    for (const [href, entry] of bodies) {
      const body = await entry.body;
      if (!body) throw new Error(`${path}: the body of ${href} could not be read`);
      const gzipBytes = gzipSync(body, { level: 9 }).length;
      scripts.push({ file: new URL(href).pathname, gzipBytes, afterScroll: entry.afterScroll });
      sized.push({ bytes: body.length, gzipBytes, afterScroll: entry.afterScroll });
    }
    return {
      path,
      viewport,
      beforeScroll: totals(sized.filter((s) => !s.afterScroll)),
      afterScroll: totals(sized),
      hydrationData: sumHydrationData(await readJsonScripts(page, html)),
      scripts,
    };
  } finally {
    await context.close();
  }
}
