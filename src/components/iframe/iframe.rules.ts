/**
 * The iframe block's rules (spec 003 sections 2, 3 and 7: "Iframe: embeds an external address,
 * with separate attribute lists for desktop and mobile"). Pure: the block renders what these decide.
 *
 * Decisions where the spec is silent:
 * - Addresses: only `https:` URLs and same-site root-relative paths (`/embeds/share-price.html`).
 *   `http:` (mixed content), `javascript:`, `data:`, `blob:`, protocol-relative `//host`, `/\host`
 *   (browsers read a backslash as a slash), credentials in the URL and anything with spaces or
 *   control characters are refused: visitors see nothing, editors a notice, operators a log line.
 * - Attributes: the CMS lists (`height=600&allowfullscreen=true&loading=lazy`) pass an allow-list
 *   with a validator per attribute. Event handlers (`on*`), `src`, `srcdoc`, `sandbox`, `style`,
 *   `class`, `id` and any other name are dropped (and named in the editor's notice): the address
 *   comes from the url field alone, and the sandbox is ours.
 * - Sandbox (always): a third-party https page gets `allow-scripts allow-same-origin allow-forms
 *   allow-popups allow-popups-to-escape-sandbox`: embeds (maps, players, share-price widgets)
 *   need scripts and their own origin's storage, may submit a form, and open links in a new tab
 *   that behaves like a normal tab; it may not navigate our page (no allow-top-navigation), open
 *   modals, lock the pointer or download without a click. Being cross-origin, allow-same-origin
 *   gives it only its own origin, never ours. A same-site page gets the same minus
 *   `allow-same-origin`: a document from our origin with both allow-scripts and allow-same-origin
 *   could remove its own sandbox, so our own pages run in an opaque origin (no cookies, no
 *   storage), which our sample embeds do not need.
 * - referrerpolicy `strict-origin-when-cross-origin` unless the list asks for a stricter one;
 *   `loading=lazy` unless the list says eager.
 */
import { isRecord, readLink, readText } from '../../fields/read.ts';

/** Spec 003 section 3: the block's fields. */
export const IFRAME_FIELDS = ['url', 'title', 'headline', 'attributesForDesktop', 'attributesForMobile'] as const;

/** Height when neither list gives one (ours: a typical embedded panel, no scroll bar for most). */
export const DEFAULT_IFRAME_HEIGHT = 600;
/** Largest height or width in pixels we accept from the CMS. */
export const MAX_IFRAME_PIXELS = 4000;

export type EmbedKind = 'same-site' | 'third-party';

export type EmbedAddress = { ok: true; src: string; kind: EmbedKind } | { ok: false; reason: 'empty' | 'not-allowed'; value: string };

/** The url field as text: a text field, or a general link (href plus its query string and anchor). */
export function readUrlField(field: unknown): string {
  const text = readText(field);
  if (text.trim() !== '') return text.trim();
  const link = isRecord(field) ? readLink(field) : undefined;
  const href = (link?.href ?? link?.url ?? '').trim();
  if (!href) return '';
  const query = (link?.querystring ?? '').trim().replace(/^\?/, '');
  const anchor = (link?.anchor ?? '').trim().replace(/^#/, '');
  let url = href;
  if (query && !url.includes('#')) url += (url.includes('?') ? '&' : '?') + query;
  if (anchor && !url.includes('#')) url += `#${anchor}`;
  return url;
}

/**
 * Whether the address may be embedded, and as what. `publicUrl` is the site's own address: an
 * https URL on our own host is treated as same-site (sandboxed without allow-same-origin).
 */
export function embedAddress(raw: string, publicUrl = ''): EmbedAddress {
  const value = raw.trim();
  if (value === '') return { ok: false, reason: 'empty', value };
  // Whitespace, control characters and backslashes have no place in an address we frame.
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return { ok: false, reason: 'not-allowed', value };
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return { ok: false, reason: 'not-allowed', value };
    return { ok: true, src: value, kind: 'same-site' };
  }
  if (!/^https:\/\//i.test(value)) return { ok: false, reason: 'not-allowed', value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'not-allowed', value };
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return { ok: false, reason: 'not-allowed', value };
  return { ok: true, src: url.href, kind: isOwnHost(url, publicUrl) ? 'same-site' : 'third-party' };
}

function isOwnHost(url: URL, publicUrl: string): boolean {
  try {
    return publicUrl !== '' && new URL(publicUrl).host === url.host;
  } catch {
    return false;
  }
}

export const THIRD_PARTY_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
export const SAME_SITE_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

export function sandboxFor(kind: EmbedKind): string {
  return kind === 'same-site' ? SAME_SITE_SANDBOX : THIRD_PARTY_SANDBOX;
}

/** The attributes an iframe may take from the CMS, as React props (validated values). */
export interface IframeAttributes {
  height?: number;
  /** Pixels (a number) or a percentage (`'80%'`). */
  width?: number | string;
  loading?: 'lazy' | 'eager';
  allow?: string;
  allowFullScreen?: boolean;
  referrerPolicy?: ReferrerPolicyValue;
  scrolling?: 'yes' | 'no' | 'auto';
  frameBorder?: '0' | '1';
  name?: string;
}

export const DEFAULT_REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** The policies we accept: ours, or stricter ones (never `unsafe-url` or `no-referrer-when-downgrade`). */
export const REFERRER_POLICIES = ['no-referrer', 'same-origin', 'origin', 'strict-origin', 'strict-origin-when-cross-origin'] as const;
export type ReferrerPolicyValue = (typeof REFERRER_POLICIES)[number];

/**
 * Features an embed may be given (`allow`). Camera, microphone, geolocation and payment are off
 * for the whole site (Permissions-Policy), so they are not offered here either.
 */
export const ALLOWED_FEATURES = [
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
  'web-share',
] as const;

export interface ParsedAttributes {
  attributes: IframeAttributes;
  /** Names (or `name=value`) the allow-list refused, for the editor's notice and the log. */
  rejected: string[];
}

const TRUE_WORDS = new Set(['', 'true', '1', 'yes', 'allowfullscreen']);
const FALSE_WORDS = new Set(['false', '0', 'no']);

function pixels(value: string): number | undefined {
  const match = /^(\d{1,5})(?:px)?$/i.exec(value);
  if (!match) return undefined;
  const n = Number(match[1]);
  return n >= 1 && n <= MAX_IFRAME_PIXELS ? n : undefined;
}

type Setter = (attributes: IframeAttributes, value: string) => boolean;

const SETTERS: Readonly<Record<string, Setter>> = {
  height: (a, v) => {
    const n = pixels(v);
    if (n === undefined) return false;
    a.height = n;
    return true;
  },
  width: (a, v) => {
    const percent = /^(\d{1,3})%$/.exec(v);
    if (percent) {
      const n = Number(percent[1]);
      if (n < 1 || n > 100) return false;
      a.width = `${n}%`;
      return true;
    }
    const n = pixels(v);
    if (n === undefined) return false;
    a.width = n;
    return true;
  },
  loading: (a, v) => {
    const word = v.toLowerCase();
    if (word !== 'lazy' && word !== 'eager') return false;
    a.loading = word;
    return true;
  },
  allow: (a, v) => {
    const features = v
      .split(';')
      .map((part) => part.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '')
      .filter((name) => name !== '');
    if (features.length === 0 || !features.every((name) => (ALLOWED_FEATURES as readonly string[]).includes(name))) return false;
    a.allow = [...new Set(features)].join('; ');
    return true;
  },
  allowfullscreen: (a, v) => {
    const word = v.toLowerCase();
    if (TRUE_WORDS.has(word)) a.allowFullScreen = true;
    else if (FALSE_WORDS.has(word)) a.allowFullScreen = false;
    else return false;
    return true;
  },
  referrerpolicy: (a, v) => {
    const word = v.toLowerCase();
    if (!(REFERRER_POLICIES as readonly string[]).includes(word)) return false;
    a.referrerPolicy = word as ReferrerPolicyValue;
    return true;
  },
  scrolling: (a, v) => {
    const word = v.toLowerCase();
    if (word !== 'yes' && word !== 'no' && word !== 'auto') return false;
    a.scrolling = word;
    return true;
  },
  frameborder: (a, v) => {
    if (v !== '0' && v !== '1') return false;
    a.frameBorder = v;
    return true;
  },
  name: (a, v) => {
    // Not a browsing-context keyword (_blank, _top…): a name starting with "_" is refused.
    if (!/^[A-Za-z][\w-]{0,63}$/.test(v)) return false;
    a.name = v;
    return true;
  },
};

/** The attribute names the allow-list knows (lower case). */
export const ALLOWED_ATTRIBUTES: readonly string[] = Object.keys(SETTERS);

/**
 * Reads a query-string style list (`height=600&allowfullscreen=true&loading=lazy`) from a text
 * field: names are case-insensitive, values percent-decoded (`allow` keeps its own `;` list), the
 * last valid value of a repeated name wins. Unknown names and invalid values are rejected, never passed on.
 */
export function parseAttributeList(field: unknown): ParsedAttributes {
  const text = readText(field).trim().replace(/^\?/, '');
  const attributes: IframeAttributes = {};
  const rejected: string[] = [];
  if (text === '') return { attributes, rejected };
  for (const pair of text.split('&')) {
    if (pair.trim() === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const name = decode(rawName).trim().toLowerCase();
    const value = decode(rawValue).trim();
    const setter = Object.hasOwn(SETTERS, name) ? SETTERS[name] : undefined;
    if (!setter || !setter(attributes, value)) {
      const label = name === '' ? pair.trim() : name;
      if (!rejected.includes(label)) rejected.push(label);
    }
  }
  return { attributes, rejected };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * What the iframe element gets for one list: the list's attributes over our defaults (lazy,
 * strict-origin-when-cross-origin). `height` always has a value, so the box is reserved.
 */
export function frameAttributes(
  list: IframeAttributes,
  fallbackHeight = DEFAULT_IFRAME_HEIGHT,
): IframeAttributes & { height: number; loading: 'lazy' | 'eager'; referrerPolicy: ReferrerPolicyValue } {
  return {
    ...list,
    height: list.height ?? fallbackHeight,
    loading: list.loading ?? 'lazy',
    referrerPolicy: list.referrerPolicy ?? DEFAULT_REFERRER_POLICY,
  };
}

/**
 * Desktop and mobile attributes: the mobile list is the desktop list with the mobile list's
 * attributes on top (an editor who only sets a mobile height keeps the desktop's `allow`). Each
 * list's height falls back to the other's, then to DEFAULT_IFRAME_HEIGHT.
 */
export function responsiveAttributes(desktop: IframeAttributes, mobile: IframeAttributes) {
  const desktopHeight = desktop.height ?? mobile.height ?? DEFAULT_IFRAME_HEIGHT;
  return {
    desktop: frameAttributes(desktop, desktopHeight),
    mobile: frameAttributes({ ...desktop, ...mobile }, mobile.height ?? desktopHeight),
  };
}

/** Spec 003 section 3 names a title field; screen readers need one: title, then headline, then the phrase. */
export function iframeTitle(title: unknown, headline: unknown, fallback: string): string {
  return readText(title).trim() || readText(headline).trim() || fallback;
}

/** A CSS length for a width attribute value. */
export function cssWidth(width: number | string | undefined): string {
  if (width === undefined) return '100%';
  return typeof width === 'number' ? `${width}px` : width;
}

/**
 * Whether the mobile list changes more than the frame's size. Width and height are CSS from both
 * lists at once (iframe.styles.ts), so a mobile list of sizes alone needs no script: the island
 * then waits for the visitor instead of loading at idle (issue 26: no React before input for a
 * frame that has nothing to change).
 */
export function mobileListChangesMoreThanSize(fields: Readonly<Record<string, unknown>>): boolean {
  const { desktop, mobile } = responsiveAttributes(
    parseAttributeList(fields.attributesForDesktop).attributes,
    parseAttributeList(fields.attributesForMobile).attributes,
  );
  const withoutSize = ({ height: _h, width: _w, ...rest }: IframeAttributes) => rest;
  const a = withoutSize(desktop);
  const b = withoutSize(mobile);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof typeof a)[]);
  return [...keys].some((key) => a[key] !== b[key]);
}
