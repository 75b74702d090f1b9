import { API_ROUTES } from '../../routes.ts';
import type { PageContext } from './page-context.ts';

/**
 * Page-view tracking (spec 000 section 7): one event for the customer data platform per page
 * load, when the page state is normal and the route has an item id; never in edit or preview
 * mode. The browser talks to no third party (the page's CSP allows `connect-src 'self'`): it
 * posts the event to our own `/api/events/page-view`, and the server forwards it to CDP_ENDPOINT.
 * A failure is ignored and logged at debug level only (spec 000 section 8).
 *
 * The payload is the spec's five fields, shaped as Sitecore's own page-view tracking sends them:
 * `page` is the route's name, `language` the item's language, and `pageVariantId` follows
 * Sitecore's CdpHelper format `{item id, 32 hex}_{language}_{variant}` in lower case, the variant
 * being the personalisation variant the layout names (`sitecore.context.variantId`) or
 * `default`. The event carries no visitor identifier, cookie or address.
 */

export const PAGE_VIEW_PATH = API_ROUTES.pageView.path;
export const PAGE_VIEW_CHANNEL = 'WEB';
export const PAGE_VIEW_CURRENCY = 'USD';
/** The variant part of pageVariantId when no personalisation variant applies. */
export const DEFAULT_VARIANT = 'default';

export interface PageViewEvent {
  channel: typeof PAGE_VIEW_CHANNEL;
  currency: typeof PAGE_VIEW_CURRENCY;
  page: string;
  pageVariantId: string;
  language: string;
}

type PageFacts = Pick<PageContext, 'pageState' | 'layout' | 'language'>;

/** The event this page sends, or null when it sends none (editing, preview, no item id). */
export function pageViewEvent(page: PageFacts): PageViewEvent | null {
  if (page.pageState !== 'normal') return null;
  const context = page.layout?.sitecore?.context;
  if (context?.pageEditing === true) return null;
  const route = page.layout?.sitecore?.route;
  const itemId = typeof route?.itemId === 'string' ? route.itemId.trim() : '';
  if (!route || itemId === '') return null;
  const language = textOr(route.itemLanguage, textOr(context?.language, page.language));
  return {
    channel: PAGE_VIEW_CHANNEL,
    currency: PAGE_VIEW_CURRENCY,
    page: textOr(route.name, ''),
    pageVariantId: pageVariantId(itemId, language, context?.variantId),
    language,
  };
}

/**
 * Sitecore's page variant id: the item id without braces or dashes, the language with `_` for
 * `-`, and the variant (or `default`), joined by `_`, in lower case.
 */
export function pageVariantId(itemId: string, language: string, variantId: unknown): string {
  const id = itemId.replace(/[{}-]/g, '');
  const variant = typeof variantId === 'string' && variantId.trim() !== '' && variantId !== `_${DEFAULT_VARIANT}` ? variantId.trim() : DEFAULT_VARIANT;
  return `${id}_${language.replace(/-/g, '_')}_${variant}`.toLowerCase();
}

export interface PageViewTransport {
  sendBeacon?: (url: string, data: Blob) => boolean;
  fetch?: typeof fetch;
  debug?: (...data: unknown[]) => void;
}

/**
 * Sends the event: `navigator.sendBeacon` (it survives the visitor leaving the page at once), or
 * a `fetch` with `keepalive` where the beacon is missing or refused. Never throws.
 */
export function sendPageView(event: PageViewEvent, transport: PageViewTransport = browserTransport()): void {
  const body = JSON.stringify(event);
  const debug = transport.debug ?? (() => undefined);
  try {
    if (transport.sendBeacon?.(PAGE_VIEW_PATH, new Blob([body], { type: 'application/json' }))) return;
  } catch (error) {
    debug('page view: sendBeacon failed, trying fetch', error);
  }
  if (!transport.fetch) return debug('page view: neither sendBeacon nor fetch is available');
  transport
    .fetch(PAGE_VIEW_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    })
    .then((response) => {
      if (!response.ok) debug(`page view: answered ${response.status}`);
    })
    .catch((error: unknown) => debug('page view: not sent', error));
}

/** The page loads this app once per address (there is no client-side navigation): one event per key. */
let lastSent: string | undefined;

/** Sends this page's event (the page facts carry it) once per page load; the client entry calls it. */
export function trackPageView(event: PageViewEvent | null | undefined, transport?: PageViewTransport, address = currentAddress()): void {
  if (!event) return;
  const key = `${address}|${event.pageVariantId}`;
  if (key === lastSent) return;
  lastSent = key;
  sendPageView(event, transport);
}

/** For tests: forget what was sent. */
export function resetPageViewTracking(): void {
  lastSent = undefined;
}

function browserTransport(): PageViewTransport {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    ...(nav && typeof nav.sendBeacon === 'function' ? { sendBeacon: (url: string, data: Blob) => nav.sendBeacon(url, data) } : {}),
    ...(typeof fetch === 'function' ? { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) } : {}),
    debug: (...data: unknown[]) => console.debug(...data),
  };
}

function currentAddress(): string {
  return typeof location === 'undefined' ? '' : `${location.pathname}${location.search}`;
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}
