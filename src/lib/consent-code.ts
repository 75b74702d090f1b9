/**
 * The analytics consent code sent with an enquiry (spec 000 section 5): 'G1' followed by an ad
 * flag and an analytics flag, each 1 if granted and otherwise 0; the default is G100 (section 8:
 * "Analytics consent read failure: consent code falls back to G100"). It is Google's own `gcs`
 * format, so a CRM can read it like the one on Google's hits.
 *
 * Where the state is read (the spec does not say; ours):
 * 1. `window.google_tag_data.ics.entries`: the consent state Google's tag has actually applied,
 *    including what a consent banner set through a GTM template (those calls never reach the
 *    data layer). `{ ad_storage: { default, update }, … }`: `update` wins over `default`.
 * 2. Else the Consent Mode commands in `window.dataLayer`: `gtag('consent', 'default' | 'update',
 *    { ad_storage, analytics_storage })` pushes an `arguments` object; later commands win.
 * 3. Else G100. A consent cookie of one banner vendor is not read: the site's banner is whatever
 *    the site's scripts load, and both vendors' banners feed Consent Mode, which is the one
 *    standard place.
 * The ad flag is `ad_storage`, the analytics flag `analytics_storage`. Anything unreadable (a
 * throwing getter, odd shapes) counts as not granted; a read that throws gives G100.
 */

export const DEFAULT_CONSENT_CODE = 'G100';

export interface ConsentState {
  ad: boolean;
  analytics: boolean;
}

type Signal = boolean | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function formatConsentCode(state: ConsentState): string {
  return `G1${state.ad ? 1 : 0}${state.analytics ? 1 : 0}`;
}

function grantedOf(value: unknown): Signal {
  if (value === 'granted' || value === true) return true;
  if (value === 'denied' || value === false) return false;
  return undefined;
}

/** `{ default, update }` of one consent type in google_tag_data.ics.entries. */
function fromIcsEntry(entry: unknown): Signal {
  if (!isRecord(entry)) return undefined;
  return grantedOf(entry.update) ?? grantedOf(entry.default);
}

function fromTagData(tagData: unknown): { ad: Signal; analytics: Signal } | undefined {
  if (!isRecord(tagData) || !isRecord(tagData.ics) || !isRecord(tagData.ics.entries)) return undefined;
  const entries = tagData.ics.entries;
  const ad = fromIcsEntry(entries.ad_storage);
  const analytics = fromIcsEntry(entries.analytics_storage);
  return ad === undefined && analytics === undefined ? undefined : { ad, analytics };
}

/** A data layer entry as a list: gtag pushes `arguments` (array-like), others push arrays. */
function asList(entry: unknown): unknown[] | undefined {
  if (Array.isArray(entry)) return entry;
  if (isRecord(entry) && typeof entry.length === 'number' && entry.length >= 0 && entry.length < 10) {
    return Array.from(entry as unknown as ArrayLike<unknown>);
  }
  return undefined;
}

function fromDataLayer(dataLayer: unknown): { ad: Signal; analytics: Signal } | undefined {
  if (!Array.isArray(dataLayer)) return undefined;
  let ad: Signal;
  let analytics: Signal;
  for (const entry of dataLayer) {
    const list = asList(entry);
    if (!list || list[0] !== 'consent' || (list[1] !== 'default' && list[1] !== 'update')) continue;
    const settings = list[2];
    if (!isRecord(settings)) continue;
    ad = grantedOf(settings.ad_storage) ?? ad;
    analytics = grantedOf(settings.analytics_storage) ?? analytics;
  }
  return ad === undefined && analytics === undefined ? undefined : { ad, analytics };
}

/** The consent state from a window-like object (see the module comment), or undefined. */
export function readConsentState(win: unknown): ConsentState | undefined {
  if (!isRecord(win)) return undefined;
  const found = fromTagData(win.google_tag_data) ?? fromDataLayer(win.dataLayer);
  return found ? { ad: found.ad === true, analytics: found.analytics === true } : undefined;
}

/** The consent code for this page ('G100' when nothing can be read). */
export function consentCode(win: unknown = typeof window === 'undefined' ? undefined : window): string {
  try {
    const state = readConsentState(win);
    return state ? formatConsentCode(state) : DEFAULT_CONSENT_CODE;
  } catch {
    return DEFAULT_CONSENT_CODE;
  }
}
