/**
 * Chromium as the page-weight benchmark drives it: Debian's build, headless, and unable to reach
 * anything but loopback (every other host name resolves to nothing, so nothing can hang on the
 * network and nothing needs a request interceptor, which would slow every request it sees).
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for every Chromium the benchmark starts (Playwright's and Lighthouse's). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** People's browsers (isbot would call HeadlessChrome a crawler, which gets the all-ready render). */
export const PERSON_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
export const MOBILE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

export type ViewportName = 'mobile' | 'desktop';

export const VIEWPORTS: Record<ViewportName, { width: number; height: number; mobile: boolean }> = {
  mobile: { width: 375, height: 800, mobile: true },
  desktop: { width: 1280, height: 900, mobile: false },
};

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/** A fresh context (empty cache, no cookies) as a phone or a desktop browser. */
export async function newVisitorContext(browser: Browser, viewport: ViewportName): Promise<BrowserContext> {
  const { width, height, mobile } = VIEWPORTS[viewport];
  return browser.newContext({
    viewport: { width, height },
    userAgent: mobile ? MOBILE_USER_AGENT : PERSON_USER_AGENT,
    isMobile: mobile,
    hasTouch: mobile,
  });
}
