import { FIELD_NAME_PATTERN } from '../../lib/form-rules.ts';

/**
 * The hidden inputs of an enquiry (spec 000 section 3 "Hidden form inputs"; forms contract
 * section 4), filled from the page's cookies and address when the visitor interacts with the form
 * and refreshed at submit. The server passes them on untouched (it trims, drops names outside
 * `[A-Za-z0-9_.-]{1,80}` and keeps at most 40).
 *
 * - `datasourceId`: the form container rendering's datasource item id.
 * - `gaClientId`: from the `_ga` cookie `GA1.<depth>.<random>.<first visit>`: the last two parts
 *   (`<random>.<first visit>`), which is the client id Google Analytics reports.
 * - `gaSessionId`: from the first `_ga_<measurement id>` cookie: `GS1.1.<session start>.…` (the
 *   third dot-separated part) or the newer `GS2.1.s<session start>$o…$g…` (the `s` entry). The
 *   session id is the session's start time in seconds. With several GA4 properties on the site the
 *   first cookie in `document.cookie` order is used (we do not know the measurement id).
 * - `consentCode`: src/lib/consent-code.ts.
 * - `adCookie1`: the `_gcl_au` cookie (Google Ads conversion linker), `adCookie2`: the `_fbp`
 *   cookie (Meta pixel): the spec's "two advertising cookie values".
 * - `pageUrl`: the page's address without its fragment.
 * - `crm.<cookie name>`: one per cookie whose name starts with a CRM connector prefix (spec: "an
 *   input whose name contains a CRM cookie prefix is filled from the matching connector cookie"):
 *   `visitor_id` (Pardot / Account Engagement visitor cookies, `visitor_id<account>` and
 *   `visitor_id<account>-hash`), `pardot` (its session cookie) and `sfdc` (Salesforce connector
 *   cookies). At most 20 of them, names the server accepts only.
 * Every value is cut to 512 characters. Missing cookies give empty values (the inputs are still
 * sent, so the CRM sees the field as present and empty).
 */

export const HIDDEN_VALUE_MAX_LENGTH = 512;
export const CRM_COOKIE_PREFIXES = ['visitor_id', 'pardot', 'sfdc'] as const;
export const MAX_CRM_INPUTS = 20;
export const AD_COOKIES = { adCookie1: '_gcl_au', adCookie2: '_fbp' } as const;

/** Cookies by name from `document.cookie`; the first of a repeated name wins (the most specific path). */
export function parseCookies(cookie: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (typeof cookie === 'string' ? cookie : '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || cookies.has(name)) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A value that is not percent-encoded correctly is kept as it is.
    }
    cookies.set(name, value);
  }
  return cookies;
}

/** `GA1.1.1234567890.1700000000` -> `1234567890.1700000000`; '' when it does not look like one. */
export function gaClientIdOf(value: string | undefined): string {
  const match = /^GA\d+\.\d+(?:-\d+)?\.(\d+\.\d+)$/.exec(value?.trim() ?? '');
  return match?.[1] ?? '';
}

/** The session id (start time, seconds) in a `_ga_<id>` cookie value; '' when none. */
export function gaSessionIdOf(value: string | undefined): string {
  const parts = (value?.trim() ?? '').split('.');
  if (parts.length < 3 || !/^GS\d+$/.test(parts[0] ?? '')) return '';
  const third = parts[2] ?? '';
  if (/^\d+$/.test(third)) return third;
  const entry = third.split('$').find((segment) => /^s\d+$/.test(segment));
  return entry ? entry.slice(1) : '';
}

function firstGaSessionCookie(cookies: Map<string, string>): string | undefined {
  for (const [name, value] of cookies) if (/^_ga_[A-Za-z0-9]+$/.test(name)) return value;
  return undefined;
}

const cut = (value: string) => value.slice(0, HIDDEN_VALUE_MAX_LENGTH);

/** A page address without its fragment. */
export function pageUrlOf(href: string): string {
  const hash = href.indexOf('#');
  return cut(hash === -1 ? href : href.slice(0, hash));
}

export interface HiddenInputSource {
  cookie: string;
  href: string;
  datasourceId: string;
  consentCode: string;
}

/** The hidden inputs by name, in a stable order (see the module comment). */
export function collectHiddenInputs(source: HiddenInputSource): Record<string, string> {
  const cookies = parseCookies(source.cookie);
  const inputs: Record<string, string> = {
    datasourceId: cut(source.datasourceId),
    gaClientId: cut(gaClientIdOf(cookies.get('_ga'))),
    gaSessionId: cut(gaSessionIdOf(firstGaSessionCookie(cookies))),
    consentCode: cut(source.consentCode),
    adCookie1: cut(cookies.get(AD_COOKIES.adCookie1) ?? ''),
    adCookie2: cut(cookies.get(AD_COOKIES.adCookie2) ?? ''),
    pageUrl: pageUrlOf(source.href),
  };
  let crm = 0;
  for (const [name, value] of cookies) {
    if (crm >= MAX_CRM_INPUTS) break;
    if (!CRM_COOKIE_PREFIXES.some((prefix) => name.toLowerCase().startsWith(prefix))) continue;
    const inputName = `crm.${name}`;
    if (!FIELD_NAME_PATTERN.test(inputName)) continue;
    inputs[inputName] = cut(value);
    crm += 1;
  }
  return inputs;
}

/** The names the server-rendered form carries before any interaction (no CRM cookies known yet). */
export const STANDARD_HIDDEN_INPUTS = ['datasourceId', 'gaClientId', 'gaSessionId', 'consentCode', 'adCookie1', 'adCookie2', 'pageUrl'] as const;
