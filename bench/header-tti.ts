/**
 * Time to interactive of the header, as a visitor on a slow phone feels it: at 375 px with the CPU
 * slowed down 4 times (CDP `Emulation.setCPUThrottlingRate`), tap the menu toggle from the moment
 * it exists, again and again, until the menu says it is open (`aria-expanded="true"`). The figure
 * is the page's own clock (`performance.now()`, whose zero is the start of the navigation) when
 * the attribute turns true, caught by a MutationObserver installed before any page script runs.
 * A fresh context (cold cache) per run.
 */
import type { Browser, Page } from 'playwright-core';
import { newVisitorContext } from './browser.ts';

/** The header's menu toggle (src/components/header/index.tsx, MENU_TOGGLE_ID; the same before islands). */
export const MENU_TOGGLE_SELECTOR = '#site-header-menu-toggle';
export const CPU_SLOWDOWN = 4;

const RUN_TIMEOUT_MS = 60_000;
const BETWEEN_TAPS_MS = 100;

declare global {
  interface Window {
    __benchMenuOpenAt?: number;
  }
}

/**
 * Installed before any page script: the page's clock when the toggle first says it is open. A
 * string, not a function, because tsx names functions with a helper the page does not have.
 */
const WATCH_MENU_TOGGLE = `(() => {
  const id = ${JSON.stringify(MENU_TOGGLE_SELECTOR.slice(1))};
  new MutationObserver(() => {
    if (window.__benchMenuOpenAt === undefined && document.getElementById(id)?.getAttribute('aria-expanded') === 'true') {
      window.__benchMenuOpenAt = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-expanded'] });
})();`;

async function openedAt(page: Page): Promise<number | undefined> {
  return page.evaluate(() => window.__benchMenuOpenAt).catch(() => undefined);
}

/** The toggle's centre, when it is on the page and has a box. */
async function toggleCentre(page: Page): Promise<{ x: number; y: number } | undefined> {
  return page
    .evaluate((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box && box.width > 0 && box.height > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined;
    }, MENU_TOGGLE_SELECTOR)
    .catch(() => undefined);
}

/** One run: milliseconds from navigation start until the menu opened. */
export async function measureHeaderTti(browser: Browser, siteUrl: string, path: string): Promise<number> {
  const context = await newVisitorContext(browser, 'mobile');
  try {
    await context.addInitScript({ content: WATCH_MENU_TOGGLE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    await page.goto(siteUrl + path, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
    while (Date.now() < deadline) {
      const at = await openedAt(page);
      if (at !== undefined) return at;
      const centre = await toggleCentre(page);
      if (centre) await page.mouse.click(centre.x, centre.y);
      await page.waitForTimeout(BETWEEN_TAPS_MS);
    }
    throw new Error(`${path}: the header menu did not open within ${RUN_TIMEOUT_MS / 1000} s of tapping`);
  } finally {
    await context.close();
  }
}
