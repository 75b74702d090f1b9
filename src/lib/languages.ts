/**
 * Language selection rules (spec 001 sections 3, 4, 5 and 9): the options from the header's
 * `siteLanguages` field and the path of the same page in another language. Pure.
 */

export interface LanguageOption {
  /** ISO code, e.g. 'en'. */
  code: string;
  regionalCode: string | null;
  fallback: string | null;
  /** The language's name in its own language ('English', 'العربية'). */
  label: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(field: unknown): unknown[] {
  if (Array.isArray(field)) return field;
  if (isRecord(field) && Array.isArray(field.value)) return field.value;
  if (isRecord(field) && Array.isArray(field.targetItems)) return field.targetItems;
  return [];
}

/** Field names as Sitecore writes them ('Regional Iso Code') or as JSS camel-cases them. */
function key(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

function read(fields: Record<string, unknown>, ...names: string[]): string {
  const wanted = new Set(names.map(key));
  for (const [k, raw] of Object.entries(fields)) {
    if (!wanted.has(key(k))) continue;
    let v = isRecord(raw) ? raw.value : raw;
    // A droplink (fallback language) arrives as an item: take its name.
    if (isRecord(v)) v = v.name ?? v.displayName;
    if (isRecord(raw) && !('value' in raw)) v = raw.name ?? raw.displayName;
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return '';
}

const ISO = /^[a-z]{2,3}$/i;
const REGIONAL = /^[a-z]{2,3}[-_][a-z0-9]{2,4}$/i;

/**
 * Labels by code: building an `Intl.DisplayNames` costs far more than the lookup, and the header
 * asks for every language of the site on every page. Codes come from the CMS, hence the bound.
 */
const labels = new Map<string, string>();
const MAX_LABELS = 500;

/** The name of a language in its own language, capitalised ('English', 'العربية', 'Français'). */
export function languageLabel(code: string): string {
  let label = labels.get(code);
  if (label === undefined) {
    if (labels.size >= MAX_LABELS) labels.clear();
    label = displayName(code);
    labels.set(code, label);
  }
  return label;
}

function displayName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    if (name && name.toLowerCase() !== code.toLowerCase()) {
      return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
    }
  } catch {
    /* unknown code */
  }
  return code.toUpperCase();
}

/**
 * Options from the header's `siteLanguages` (each with Iso, Regional Iso Code, Fallback Language).
 * Entries without an ISO code are excluded (spec 001 section 5); duplicates keep the first.
 */
export function buildLanguageOptions(field: unknown): LanguageOption[] {
  const out: LanguageOption[] = [];
  const seen = new Set<string>();
  for (const entry of listOf(field)) {
    if (!isRecord(entry)) continue;
    const fields = isRecord(entry.fields) ? entry.fields : entry;
    const iso = read(fields, 'iso', 'isoCode', 'code');
    if (!ISO.test(iso)) continue;
    const code = iso.toLowerCase();
    if (seen.has(code)) continue;
    seen.add(code);
    const regional = read(fields, 'regionalIsoCode', 'regionalIso', 'regionalCode');
    const fallbackCode = read(fields, 'fallbackLanguage', 'fallback');
    out.push({
      code,
      regionalCode: REGIONAL.test(regional) ? regional.replace('_', '-') : null,
      fallback: ISO.test(fallbackCode) || REGIONAL.test(fallbackCode) ? fallbackCode.toLowerCase() : null,
      label: languageLabel(code),
    });
  }
  return out;
}

/** The site's languages as path prefixes (spec 001 section 9: ar and en). */
const LANGUAGE_SEGMENT = /^(en|ar)$/i;

/**
 * The same page in language `code`: the first path segment replaced when it is a language, else
 * the code prefixed. Never produces '//'; keeps a trailing slash when there was one.
 * `/` + ar -> `/ar`; `/en/about` + ar -> `/ar/about`; `/about` + ar -> `/ar/about`.
 */
export function switchLanguagePath(pathname: string, code: string): string {
  const lang = (typeof code === 'string' ? code.trim() : '').replace(/^\/+|\/+$/g, '').toLowerCase();
  const path = typeof pathname === 'string' ? (pathname.split(/[?#]/)[0] ?? '') : '';
  const segments = path.split('/').filter(Boolean);
  const trailing = segments.length > 0 && path.endsWith('/');
  if (segments.length > 0 && LANGUAGE_SEGMENT.test(segments[0]!)) segments.shift();
  if (lang) segments.unshift(lang);
  const joined = '/' + segments.join('/');
  return trailing && joined !== '/' ? joined + '/' : joined;
}

/** The language of a path: its first segment when it is one of the site's languages. */
export function languageFromPath(pathname: string): string | null {
  const first = (typeof pathname === 'string' ? pathname : '').split(/[?#]/)[0]?.split('/').filter(Boolean)[0];
  return first && LANGUAGE_SEGMENT.test(first) ? first.toLowerCase() : null;
}
