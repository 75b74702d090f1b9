/**
 * The first tap (issue 26, "Phones first"): a visitor on a slow phone taps the menu button the
 * moment it appears. At 375 px, touch, with the CPU slowed down 4 times (CDP
 * `Emulation.setCPUThrottlingRate`), in a fresh context (cold cache) per run:
 *
 * 1. an init script watches every animation frame from the start of the document; once the menu
 *    toggle `#site-header-menu-toggle` has a box in one frame and the page has painted
 *    (`first-contentful-paint`) by the next, the toggle has been on screen: the script tells the
 *    bench where it is;
 * 2. the bench taps it ONCE, a real touch (`page.touchscreen.tap`); the page records the tap on its
 *    own clock from the first `pointerdown`/`touchstart` (the event's time stamp: when the browser
 *    took the touch, not when a busy page got round to it);
 * 3. the menu `#site-header-mobile-menu` counts as shown when it becomes visible after the tap
 *    (`checkVisibility()`, or its box for a browser without it; or `:popover-open`), noticed by a
 *    MutationObserver on attributes, a `toggle` listener captured at the document (a native
 *    popover) and a check on every animation frame; "shown" is the next animation frame after.
 *
 * The figure is tap → shown. A menu not shown within 5 s of the tap is a lost tap: counted, not
 * timed. Each run also gives when the tap happened, from the start of the navigation and from FCP.
 */
import type { Browser, Page } from 'playwright-core';
import { newVisitorContext } from './browser.ts';

/** The header's menu toggle and the menu it shows (src/components/header/index.tsx, MENU_TOGGLE_ID, MOBILE_MENU_ID). */
export const MENU_TOGGLE_SELECTOR = '#site-header-menu-toggle';
export const MOBILE_MENU_SELECTOR = '#site-header-mobile-menu';
export const CPU_SLOWDOWN = 4;
/** A tap whose menu has not shown this long after it is lost. */
export const LOST_AFTER_MS = 5_000;

/** From navigation to a painted toggle, at most (a page that never paints one is a failure, not a lost tap). */
const READY_TIMEOUT_MS = 60_000;
/** Slack for reading the page's record after the 5 s, when a slowed page answers late. */
const READ_TIMEOUT_MS = 15_000;

export interface FirstTapRun {
  /** Tap → the animation frame after the menu showed, in ms; undefined for a lost tap. */
  shownMs: number | undefined;
  lost: boolean;
  /** Why a lost tap is lost, in words. */
  lostBecause?: string | undefined;
  /** The tap on the page's clock: ms from the start of the navigation. */
  tapAtMs: number | undefined;
  /** First contentful paint on the page's clock. */
  fcpMs: number | undefined;
  /** Tap − FCP: how long after the first paint the tap came. */
  tapAfterFcpMs: number | undefined;
  /** When the script saw the toggle painted (page's clock). */
  toggleReadyMs: number | undefined;
}

/** What the init script records, on the page's clock (`performance.now()`). */
interface TapRecord {
  readyAt?: number;
  fcpAt?: number;
  tapAt?: number;
  tapType?: string;
  shownAt?: number;
  shownFrameAt?: number;
  shownBeforeTap?: boolean;
  /** When the bench stopped watching: what the toggle said and whether the menu was visible. */
  expandedAtEnd?: string | undefined;
  menuVisibleAtEnd?: boolean;
}

declare global {
  interface Window {
    __benchFirstTap?: TapRecord;
  }
}

const READY_BINDING = '__benchToggleReady';

/**
 * Installed before any page script. A string, not a function, because tsx names functions with a
 * helper the page does not have.
 */
const WATCH_FIRST_TAP = `(() => {
  const toggleId = ${JSON.stringify(MENU_TOGGLE_SELECTOR.slice(1))};
  const menuId = ${JSON.stringify(MOBILE_MENU_SELECTOR.slice(1))};
  const state = (window.__benchFirstTap = {});
  const fcp = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  const hasBox = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const shown = () => {
    const menu = document.getElementById(menuId);
    if (!menu) return false;
    try {
      if (menu.matches(':popover-open')) return true;
    } catch {}
    return typeof menu.checkVisibility === 'function' ? menu.checkVisibility() : hasBox(menu);
  };
  const check = () => {
    if (state.tapAt === undefined || state.shownAt !== undefined || !shown()) return;
    state.shownAt = performance.now();
    requestAnimationFrame(() => {
      state.shownFrameAt = performance.now();
    });
  };
  const onTap = (event) => {
    if (state.tapAt !== undefined) return;
    state.tapAt = event.timeStamp;
    state.tapType = event.type;
    state.shownBeforeTap = shown();
    const everyFrame = () => {
      check();
      if (state.shownAt === undefined) requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  };
  for (const type of ['pointerdown', 'touchstart']) window.addEventListener(type, onTap, { capture: true, passive: true });
  document.addEventListener('toggle', check, { capture: true });
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['hidden', 'popover', 'open', 'class', 'style'],
  });
  let seen = false;
  const watchToggle = () => {
    const toggle = document.getElementById(toggleId);
    const visible = toggle && hasBox(toggle) && (typeof toggle.checkVisibility !== 'function' || toggle.checkVisibility());
    if (visible && seen && fcp() !== undefined) {
      state.readyAt = performance.now();
      state.fcpAt = fcp();
      const box = toggle.getBoundingClientRect();
      window[${JSON.stringify(READY_BINDING)}]?.({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
      return;
    }
    if (visible) seen = true;
    requestAnimationFrame(watchToggle);
  };
  requestAnimationFrame(watchToggle);
})();`;

/** Rejects after `ms` with `what`; the timer does not keep the process alive. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function readRecord(page: Page): Promise<TapRecord> {
  return within(
    page.evaluate(
      ([toggle, menu]) => ({
        ...window.__benchFirstTap,
        expandedAtEnd: document.querySelector(toggle!)?.getAttribute('aria-expanded') ?? undefined,
        menuVisibleAtEnd: document.querySelector(menu!)?.checkVisibility() ?? false,
      }),
      [MENU_TOGGLE_SELECTOR, MOBILE_MENU_SELECTOR],
    ),
    READ_TIMEOUT_MS,
    `the page did not answer within ${READ_TIMEOUT_MS / 1000} s`,
  );
}

/** A run's figures from what the page recorded (pure: tested in first-tap.test.ts). */
export function firstTapFigures(record: TapRecord): FirstTapRun {
  const { tapAt, fcpAt, readyAt, shownFrameAt } = record;
  const base = {
    tapAtMs: tapAt,
    fcpMs: fcpAt,
    tapAfterFcpMs: tapAt !== undefined && fcpAt !== undefined ? tapAt - fcpAt : undefined,
    toggleReadyMs: readyAt,
  };
  const lost = (because: string): FirstTapRun => ({ ...base, shownMs: undefined, lost: true, lostBecause: because });
  if (tapAt === undefined) return lost('the tap reached no listener of the page');
  if (record.shownBeforeTap) return lost('the menu was already showing when the toggle was tapped');
  if (shownFrameAt === undefined) {
    const end = record.expandedAtEnd === 'true' ? ' (the toggle says open)' : record.menuVisibleAtEnd ? ' (it is visible now)' : '';
    return lost(`the menu did not show within ${LOST_AFTER_MS / 1000} s${end}`);
  }
  const shownMs = shownFrameAt - tapAt;
  if (shownMs > LOST_AFTER_MS) return lost(`the menu showed ${(shownMs / 1000).toFixed(1)} s after the tap`);
  return { ...base, shownMs, lost: false };
}

/**
 * One run on one page. Throws when it cannot be measured (the page does not answer as expected or
 * never paints the toggle); a tap the page did not answer in time is a lost run, not an error.
 */
export async function measureFirstTap(browser: Browser, siteUrl: string, path: string): Promise<FirstTapRun> {
  const context = await newVisitorContext(browser, 'mobile');
  try {
    let onReady: (centre: { x: number; y: number }) => void = () => undefined;
    const ready = new Promise<{ x: number; y: number }>((resolve) => (onReady = resolve));
    await context.exposeBinding(READY_BINDING, (_source, centre: { x: number; y: number }) => onReady(centre));
    await context.addInitScript({ content: WATCH_FIRST_TAP });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const navigation = page.goto(siteUrl + path, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
    navigation.catch(() => undefined);
    const response = await navigation;
    if (!response || response.status() !== 200) throw new Error(`${path}: status ${response?.status() ?? 'none'}`);
    const centre = await within(ready, READY_TIMEOUT_MS, `${path}: the menu toggle was not painted within ${READY_TIMEOUT_MS / 1000} s`);

    const tappedAt = Date.now();
    // The touch is handed to the browser at once; the page takes it when its main thread is free.
    const tap = page.touchscreen.tap(centre.x, centre.y);
    tap.catch(() => undefined);
    await page
      .waitForFunction(() => window.__benchFirstTap?.shownFrameAt !== undefined, undefined, {
        polling: 50,
        timeout: Math.max(1, tappedAt + LOST_AFTER_MS - Date.now()),
      })
      .catch(() => undefined);
    await within(tap, READ_TIMEOUT_MS, `${path}: the tap was not taken within ${READ_TIMEOUT_MS / 1000} s`).catch(() => undefined);
    return firstTapFigures(await readRecord(page));
  } finally {
    await context.close();
  }
}
