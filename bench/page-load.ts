/**
 * One visit to one page at one viewport: the JavaScript it loads before any input and after
 * scrolling through to the bottom, the hydration data in the HTML the server sent, and the JSON it
 * fetched (bench/fetched-data.ts).
 *
 * "Before input" is the page loaded and left alone (issue 26): no scroll, no pointer, no key; the
 * load event, network idle, the browser's next idle period (islands that load on idle), 3 s more,
 * then network idle again. Every `.js` file the page fetches by then counts (module preloads, the
 * client entry, block chunks, anything else), each gzipped here at level 9 whatever the server
 * sent, as bench/client-js.ts does. "After scroll" is the same visit scrolled through to the
 * bottom half a screen at a time, and half a second's settle.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { newVisitorContext, type ViewportName } from './browser.ts';
import { fetchedDataKind, isJsonResponse, sumFetchedData, type FetchedData, type FetchedJson } from './fetched-data.ts';
import { sumHydrationData, type HydrationData, type JsonScript } from './hydration-data.ts';

export interface ScriptTotals {
  files: number;
  bytes: number;
  gzipBytes: number;
}

export interface PageLoad {
  path: string;
  viewport: ViewportName;
  /** Loaded and left alone: no scroll, no input. */
  beforeInput: ScriptTotals;
  /** Everything loaded by the end of the scroll, the files before it included. */
  afterScroll: ScriptTotals;
  /** The JSON scripts of the HTML: page facts and island props, block data apart. */
  hydrationData: HydrationData;
  /** JSON the page fetched, by kind; the sums are before input. */
  fetchedData: FetchedData;
  /** What the islands had before input: the HTML's hydration data and island data fetched (block data apart). */
  islandDataBytes: number;
  /** The script files in the order they arrived, with the scroll they arrived by. */
  scripts: { file: string; gzipBytes: number; afterScroll: boolean }[];
}

/** After network idle and an idle period, before input: "loaded and left alone". */
const SETTLE_BEFORE_INPUT_MS = 3_000;
const SETTLE_AFTER_SCROLL_MS = 500;
const STEP_PAUSE_MS = 120;
const LOAD_TIMEOUT_MS = 30_000;

function isScript(url: URL, contentType: string | undefined): boolean {
  return /\.m?js$/.test(url.pathname) || /javascript/.test(contentType ?? '');
}

async function settle(page: Page, ms: number): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 50),
      ),
  );
  await page.waitForTimeout(ms);
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
    const json: Promise<FetchedJson | undefined>[] = [];
    let scrolling = false;
    page.on('response', (response) => {
      const url = new URL(response.url());
      const contentType = response.headers()['content-type'];
      if (response.request().isNavigationRequest()) return;
      if (isJsonResponse(contentType)) {
        const afterScroll = scrolling;
        json.push(
          response.body().then(
            (body) => ({ url: url.pathname + url.search, bytes: body.length, kind: fetchedDataKind(url.pathname), afterScroll }),
            () => undefined,
          ),
        );
      }
      if (bodies.has(url.href) || !isScript(url, contentType)) return;
      bodies.set(url.href, { body: response.body().catch(() => undefined), afterScroll: scrolling });
    });

    const response = await page.goto(siteUrl + path, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (!response || response.status() !== 200) throw new Error(`${path}: status ${response?.status() ?? 'none'}`);
    const html = await response.text();
    await settle(page, SETTLE_BEFORE_INPUT_MS);
    scrolling = true;
    await scrollToBottom(page);
    await settle(page, SETTLE_AFTER_SCROLL_MS);

    const scripts: PageLoad['scripts'] = [];
    const sized: { bytes: number; gzipBytes: number; afterScroll: boolean }[] = [];
    for (const [href, entry] of bodies) {
      const body = await entry.body;
      if (!body) throw new Error(`${path}: the body of ${href} could not be read`);
      const gzipBytes = gzipSync(body, { level: 9 }).length;
      scripts.push({ file: new URL(href).pathname, gzipBytes, afterScroll: entry.afterScroll });
      sized.push({ bytes: body.length, gzipBytes, afterScroll: entry.afterScroll });
    }
    const hydrationData = sumHydrationData(await readJsonScripts(page, html));
    const fetchedData = sumFetchedData((await Promise.all(json)).filter((r): r is FetchedJson => r !== undefined));
    return {
      path,
      viewport,
      beforeInput: totals(sized.filter((s) => !s.afterScroll)),
      afterScroll: totals(sized),
      hydrationData,
      fetchedData,
      islandDataBytes: hydrationData.bytes + fetchedData.islandDataBytes,
      scripts,
    };
  } finally {
    await context.close();
  }
}
