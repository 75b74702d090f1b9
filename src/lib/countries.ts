/**
 * Country selection rules (spec 001 sections 3, 4, 5 and 9; spec 002 section 3): the options built
 * from the header's `countries` multilist, the flag code of a country name, and the selected
 * country from the path. Pure: no React, no DOM.
 */

export interface CountryOption {
  id: string;
  name: string;
  /** ISO 3166 alpha-2, lower-case, or 'global'. */
  code: string;
  href: string | null;
  /** No link: shown, but cannot be chosen (spec 001 section 5). */
  disabled: boolean;
}

/** Session storage key; the value is 'global' or a country code (spec 002 section 3). */
export const SELECTED_COUNTRY_STORAGE_KEY = 'selectedCountry';

export const GLOBAL_COUNTRY: CountryOption = Object.freeze({
  id: 'global',
  name: 'Global',
  code: 'global',
  href: '/',
  disabled: false,
});

/**
 * Spec 001 section 9: the list shown when no country is configured. The spec gives names only;
 * the links are ours, language-neutral so they match a path in either language.
 */
export const FALLBACK_COUNTRIES: readonly CountryOption[] = Object.freeze([
  GLOBAL_COUNTRY,
  fallback('AU - BRISBANE', 'au', '/australia/brisbane'),
  fallback('Canada', 'ca', '/canada'),
  fallback('United Arab Emirates', 'ae', '/uae'),
  fallback('USA', 'us', '/usa'),
]);

function fallback(name: string, code: string, href: string): CountryOption {
  return Object.freeze({ id: `fallback-${code}`, name, code, href, disabled: false });
}

/**
 * Names editors write for a country, mapped to its official name (spec 001 section 5). Keys are
 * normalised (see `normalise`).
 */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  uk: 'United Kingdom',
  'great britain': 'United Kingdom',
  britain: 'United Kingdom',
  england: 'United Kingdom',
  scotland: 'United Kingdom',
  wales: 'United Kingdom',
  'northern ireland': 'United Kingdom',
  us: 'United States',
  usa: 'United States',
  'u s a': 'United States',
  america: 'United States',
  'united states of america': 'United States',
  uae: 'United Arab Emirates',
  'u a e': 'United Arab Emirates',
  emirates: 'United Arab Emirates',
  russia: 'Russian Federation',
  'south korea': 'Korea, Republic of',
  korea: 'Korea, Republic of',
  'republic of korea': 'Korea, Republic of',
  'north korea': "Korea, Democratic People's Republic of",
  turkey: 'Türkiye',
  turkiye: 'Türkiye',
  vietnam: 'Viet Nam',
  'viet nam': 'Viet Nam',
  'czech republic': 'Czechia',
  czech: 'Czechia',
  holland: 'Netherlands',
  'the netherlands': 'Netherlands',
  ksa: 'Saudi Arabia',
  'kingdom of saudi arabia': 'Saudi Arabia',
  'ivory coast': "Côte d'Ivoire",
  'cote divoire': "Côte d'Ivoire",
  'dr congo': 'Congo, Democratic Republic of the',
  drc: 'Congo, Democratic Republic of the',
  'democratic republic of congo': 'Congo, Democratic Republic of the',
  'democratic republic of the congo': 'Congo, Democratic Republic of the',
  'republic of the congo': 'Congo',
  'hong kong sar': 'Hong Kong',
  macau: 'Macao',
  'east timor': 'Timor-Leste',
  burma: 'Myanmar',
  swaziland: 'Eswatini',
  'cape verde': 'Cabo Verde',
  macedonia: 'North Macedonia',
  iran: 'Iran, Islamic Republic of',
  syria: 'Syrian Arab Republic',
  laos: "Lao People's Democratic Republic",
  tanzania: 'Tanzania, United Republic of',
  moldova: 'Moldova, Republic of',
  bolivia: 'Bolivia',
  venezuela: 'Venezuela',
});

/**
 * Official names (the ISO 3166 short names the aliases point to) with their codes. Written out
 * rather than taken from `Intl.DisplayNames`, whose English names differ between ICU versions
 * (Turkey/Türkiye, Czech Republic/Czechia).
 */
const OFFICIAL_CODES: Readonly<Record<string, string>> = {
  'United Kingdom': 'gb',
  'United States': 'us',
  'United Arab Emirates': 'ae',
  'Russian Federation': 'ru',
  'Korea, Republic of': 'kr',
  "Korea, Democratic People's Republic of": 'kp',
  Türkiye: 'tr',
  'Viet Nam': 'vn',
  Czechia: 'cz',
  Netherlands: 'nl',
  'Saudi Arabia': 'sa',
  "Côte d'Ivoire": 'ci',
  'Congo, Democratic Republic of the': 'cd',
  Congo: 'cg',
  'Hong Kong': 'hk',
  Macao: 'mo',
  'Timor-Leste': 'tl',
  Myanmar: 'mm',
  Eswatini: 'sz',
  'Cabo Verde': 'cv',
  'North Macedonia': 'mk',
  'Iran, Islamic Republic of': 'ir',
  'Syrian Arab Republic': 'sy',
  "Lao People's Democratic Republic": 'la',
  'Tanzania, United Republic of': 'tz',
  'Moldova, Republic of': 'md',
  Bolivia: 'bo',
  Venezuela: 've',
};

/** Lower-case, no accents, '&' as 'and', punctuation as single spaces, no leading 'the'. */
export function normalise(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

let regionTable: Map<string, string> | undefined;
let regionCodes: Set<string> | undefined;

function isCanonicalRegion(code: string): boolean {
  try {
    return Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
  } catch {
    return false;
  }
}

/** Every region name Intl knows in English and Arabic, normalised, to its code; built once. */
function regions(): { byName: Map<string, string>; codes: Set<string> } {
  if (!regionTable || !regionCodes) {
    const byName = new Map<string, string>();
    const codes = new Set<string>();
    const namers = (['en', 'ar'] as const).flatMap((lang) => {
      try {
        return [new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' })];
      } catch {
        return [];
      }
    });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        if (!isCanonicalRegion(code)) continue; // deprecated codes (DD -> DE, ZR -> CD)
        for (const namer of namers) {
          let name: string | undefined;
          try {
            name = namer.of(code);
          } catch {
            name = undefined;
          }
          if (!name || name === code) continue;
          codes.add(code.toLowerCase());
          const key = normalise(name);
          if (!byName.has(key)) byName.set(key, code.toLowerCase());
        }
      }
    }
    for (const [official, code] of Object.entries(OFFICIAL_CODES)) byName.set(normalise(official), code);
    regionTable = byName;
    regionCodes = codes;
  }
  return { byName: regionTable, codes: regionCodes };
}

function lookup(name: string): string | undefined {
  const key = normalise(name);
  if (!key) return undefined;
  const official = COUNTRY_ALIASES[key];
  if (official) return OFFICIAL_CODES[official] ?? regions().byName.get(normalise(official));
  return regions().byName.get(key);
}

/**
 * The flag code of a country name: alias -> official name -> code; 'AU - BRISBANE' style names
 * by their leading code; else the first two letters, lower-cased (spec 001 section 5).
 */
export function countryCodeFor(name: string): string {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) return '';
  if (normalise(text) === 'global') return 'global';
  const direct = lookup(text);
  if (direct) return direct;
  // "AU - BRISBANE", "UAE - Jebel Ali", "Canada (Vancouver)": the country part alone.
  const head = text.split(/\s+[-–—|/]\s+|\s*[(,]/)[0]?.trim() ?? '';
  if (head && head !== text) {
    if (/^[a-z]{2}$/i.test(head) && regions().codes.has(head.toLowerCase()) && !COUNTRY_ALIASES[normalise(head)]) {
      return head.toLowerCase();
    }
    const byHead = lookup(head);
    if (byHead) return byHead;
  }
  const letters = normalise(text).replace(/[^a-z]/g, '');
  return letters.slice(0, 2);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ value: 'x' }` or 'x' as a trimmed string. */
function text(value: unknown): string {
  const v = isRecord(value) ? value.value : value;
  return typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
}

/** A link field's href (`{ value: { href } }`, `{ href }` or a plain string). */
function href(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (!isRecord(value)) return '';
  const source = isRecord(value.value) ? value.value : value;
  const h = source.href ?? source.url;
  return typeof h === 'string' ? h.trim() : '';
}

/** The fields of an item (`{ fields }`, `{ value: { fields } }`), else the item itself. */
function fieldsOf(item: unknown): Record<string, unknown> {
  if (!isRecord(item)) return {};
  if (isRecord(item.fields)) return item.fields;
  if (isRecord(item.value) && isRecord(item.value.fields)) return item.value.fields;
  return item;
}

function listOf(field: unknown): unknown[] {
  if (Array.isArray(field)) return field;
  if (isRecord(field) && Array.isArray(field.value)) return field.value;
  if (isRecord(field) && Array.isArray(field.targetItems)) return field.targetItems;
  return [];
}

/**
 * One country entry of the multilist. Content shape (spec 001 section 3): `country` (a reference
 * with countryName, name, countryFlag, maybe countryCode), `link`; flat variants are accepted too.
 */
function toOption(entry: unknown, index: number): CountryOption | undefined {
  if (!isRecord(entry)) return undefined;
  const fields = fieldsOf(entry);
  const country = fieldsOf(fields.country);
  const name =
    text(country.countryName) ||
    text(fields.countryName) ||
    text(country.name) ||
    text(fields.name) ||
    text(fields.title) ||
    text(entry.displayName) ||
    text(entry.name);
  if (!name) return undefined;
  const explicitCode = (text(country.countryCode) || text(fields.countryCode) || text(fields.code)).toLowerCase();
  const code = /^[a-z]{2}$/.test(explicitCode) ? explicitCode : countryCodeFor(name);
  const link = href(fields.link) || href(fields.href) || href(entry.href);
  const id = text(entry.id) || `country-${index}`;
  return { id, name, code, href: link || null, disabled: !link };
}

/**
 * Options from the header's `countries` field; [] or junk gives the fallback list. Global is
 * prepended when `includeGlobal` (default) and not already there; without it, Global is removed.
 */
export function buildCountryOptions(field: unknown, opts: { includeGlobal?: boolean } = {}): CountryOption[] {
  const includeGlobal = opts.includeGlobal ?? true;
  const built = listOf(field)
    .map((entry, i) => toOption(entry, i))
    .filter((o): o is CountryOption => o !== undefined);
  const seen = new Set<string>();
  const unique = built.filter((o) => (seen.has(o.id) ? false : (seen.add(o.id), true)));
  const countries = (unique.length > 0 ? unique : FALLBACK_COUNTRIES.map((o) => ({ ...o }))).filter((o) => o.code !== 'global');
  return includeGlobal ? [{ ...GLOBAL_COUNTRY }, ...countries] : countries;
}

const LANGUAGE_SEGMENT = /^(en|ar)(-[a-z]{2})?$/i;

/** Path segments without the leading language segment, lower-cased, empty ones dropped. */
function segmentsWithoutLanguage(path: string): string[] {
  let p = path;
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(p)) p = new URL(p).pathname;
  } catch {
    /* keep as is */
  }
  p = p.split(/[?#]/)[0] ?? '';
  const segments = p
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s).toLowerCase();
      } catch {
        return s.toLowerCase();
      }
    });
  if (segments.length > 0 && LANGUAGE_SEGMENT.test(segments[0]!)) segments.shift();
  return segments;
}

/**
 * The country whose link is a prefix (by whole segments, ignoring the language segment and case)
 * of the path; the longest such link wins; else Global. Global's '/' matches nothing on its own.
 */
export function selectedCountryFromPath(pathname: string, options: CountryOption[]): CountryOption {
  const path = segmentsWithoutLanguage(typeof pathname === 'string' ? pathname : '');
  let best: CountryOption | undefined;
  let bestLength = 0;
  for (const option of options) {
    if (option.disabled || !option.href || option.code === 'global') continue;
    const link = segmentsWithoutLanguage(option.href);
    if (link.length === 0 || link.length > path.length) continue;
    if (link.every((s, i) => s === path[i]) && link.length > bestLength) {
      best = option;
      bestLength = link.length;
    }
  }
  return best ?? options.find((o) => o.code === 'global') ?? GLOBAL_COUNTRY;
}

/** The option stored under a session value ('global', a code or an id); undefined if none. */
export function countryFromStoredValue(value: unknown, options: CountryOption[]): CountryOption | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'global') return options.find((o) => o.code === 'global') ?? GLOBAL_COUNTRY;
  return options.find((o) => o.code === v && !o.disabled) ?? options.find((o) => o.id.toLowerCase() === v && !o.disabled);
}

/**
 * The country list in the fewest bytes that `buildCountryOptions` reads the same (the header
 * island's data): each option's id (a visitor's stored choice may name it), name, flag code and
 * link, instead of the CMS's country items with their references and link values.
 */
export function compactCountries(field: unknown): unknown[] {
  const options = buildCountryOptions(field, { includeGlobal: false });
  // Nothing but Global: one Global entry keeps the reader from falling back to its own list.
  if (options.length === 0) return [{ id: GLOBAL_COUNTRY.id, fields: { countryName: GLOBAL_COUNTRY.name } }];
  return options.map((option) => ({
    id: option.id,
    fields: { countryName: option.name, countryCode: option.code, link: option.href ?? '' },
  }));
}
