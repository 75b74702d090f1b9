import type { FastifyRequest } from 'fastify';

/**
 * What a marketing team targets a variant at (issue 29, docs/personalisation.md), read from a
 * request. Every value is short, normalised and optional: the set is a decision cache key, so two
 * requests that a rule cannot tell apart must give the same set.
 */
export interface VisitorInputs {
  /** ISO 3166-1 alpha-2, upper case, from the CDN's geo header (GEO_COUNTRY_HEADER). */
  country?: string;
  utmCampaign?: string;
  utmSource?: string;
  /** The referring site's host, lower case, without `www.`; never one of our own sites. */
  referrerHost?: string;
  visitor: 'new' | 'returning';
  device: 'mobile' | 'tablet' | 'desktop';
  language: string;
}

/**
 * The first-party cookie that tells a returning visitor: the time of the first visit, in seconds
 * since 1970. Set on the answers that have variants only (private ones), so a page a CDN may keep
 * never carries Set-Cookie. No personal data; documented for the consent banner (README).
 */
export const FIRST_VISIT_COOKIE = 'mp_first_visit';
/** A visitor is returning once their first visit is this old (a later session, not a second page). */
export const RETURNING_AFTER_S = 30 * 60;
/** How long the cookie lasts. */
export const FIRST_VISIT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Longer values are cut: campaign names are short, and the set is a cache key. */
const MAX_VALUE = 64;

/** Cloudflare's `XX` (unknown) and `T1` (Tor) name no country. */
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

export interface InputOptions {
  /** The CDN header naming the visitor's country (`cf-ipcountry`); none: no country input. */
  countryHeader?: string | undefined;
  /** The page's language. */
  language: string;
  /** Host names of our own sites: a referrer from them is a visitor moving within the site. */
  ownHosts: readonly string[];
  nowS?: number;
}

export function visitorInputs(request: FastifyRequest, options: InputOptions): VisitorInputs {
  const inputs: VisitorInputs = {
    visitor: visitorKind(request.headers.cookie, options.nowS ?? Date.now() / 1000),
    device: deviceClass(request),
    language: options.language,
  };
  const country = options.countryHeader ? header(request, options.countryHeader).trim().toUpperCase() : '';
  if (/^[A-Z]{2}$/.test(country) && !NOT_A_COUNTRY.has(country)) inputs.country = country;
  const query = new URLSearchParams(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');
  const campaign = tidy(query.get('utm_campaign'));
  if (campaign) inputs.utmCampaign = campaign;
  const source = tidy(query.get('utm_source'));
  if (source) inputs.utmSource = source;
  const referrer = referrerHostOf(header(request, 'referer'), options.ownHosts);
  if (referrer) inputs.referrerHost = referrer;
  return inputs;
}

/** The set as one string, keys in a fixed order: the decision cache's key. */
export function inputsKey(inputs: VisitorInputs): string {
  return [inputs.country, inputs.utmCampaign, inputs.utmSource, inputs.referrerHost, inputs.visitor, inputs.device, inputs.language]
    .map((value) => value ?? '')
    .join('|');
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * A campaign or source as a rule compares it: lower case, letters, digits, `.`, `_` and `-`, any
 * other run of characters one `-`, at most MAX_VALUE characters; undefined when nothing is left.
 */
function tidy(value: string | null): string | undefined {
  const cleaned = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_VALUE);
  return cleaned ? cleaned : undefined;
}

/** `https://www.LinkedIn.com/feed` -> `linkedin.com`; undefined for our own hosts or a malformed URL. */
export function referrerHostOf(referrer: string, ownHosts: readonly string[]): string | undefined {
  if (!referrer) return undefined;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    host = url.hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (ownHosts.includes(host)) return undefined;
  return host.replace(/^www\./, '').slice(0, MAX_VALUE) || undefined;
}

/** `new` until the first visit is RETURNING_AFTER_S old; a cookie we did not write counts as none. */
export function visitorKind(cookieHeader: string | undefined, nowS: number): 'new' | 'returning' {
  const first = firstVisitOf(cookieHeader, nowS);
  return first !== undefined && nowS - first >= RETURNING_AFTER_S ? 'returning' : 'new';
}

/** The first visit's time from the cookie, when it is one we wrote (a number not in the future). */
export function firstVisitOf(cookieHeader: string | undefined, nowS = Date.now() / 1000): number | undefined {
  const match = new RegExp(`(?:^|;\\s*)${FIRST_VISIT_COOKIE}=(\\d{1,12})(?:;|$)`).exec(cookieHeader ?? '');
  const value = match ? Number(match[1]) : NaN;
  return Number.isFinite(value) && value <= nowS + 60 ? value : undefined;
}

/** The cookie for a visitor who has none yet. */
export function firstVisitCookie(nowS: number, secure: boolean): string {
  return `${FIRST_VISIT_COOKIE}=${Math.floor(nowS)}; Path=/; Max-Age=${FIRST_VISIT_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Phone, tablet or desktop: the client hint `Sec-CH-UA-Mobile` when the browser sends it, else the
 * User-Agent's own words (phones say `Mobi`; tablets `iPad`, `Tablet`, or Android without `Mobile`).
 */
export function deviceClass(request: Pick<FastifyRequest, 'headers'>): VisitorInputs['device'] {
  const userAgent = String(request.headers['user-agent'] ?? '');
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 'tablet';
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  return /Mobi|iPhone|iPod|Windows Phone/i.test(userAgent) ? 'mobile' : 'desktop';
}
