import { isRecord, readBoolean, readImage, readLink, readList, readText, type ImageValue } from '../../fields/read.ts';
import { countryCodeFor } from '../../lib/countries.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';

// The strip's scrolling and sticky rules are shared with the anchor bar (src/ui/scroll-strip).
export {
  DESKTOP_MIN_PX,
  EDGE_TOLERANCE_PX,
  SCROLL_STEP_RATIO,
  STICKY_TOP_DESKTOP_PX,
  STICKY_TOP_MOBILE_PX,
  scrollControls,
  scrollDelta,
  scrollEdges,
  type ScrollEdges,
  type ScrollMetrics,
} from '../../ui/scroll-strip/scroll-strip.rules.ts';

/**
 * Sub-navigation bar (spec 001 sections 2, 3, 4 and 9): the pure rules. The component renders
 * what these decide.
 *
 * ## Content shape (what the CMS sends; see content/…/routes/solutions.json and locations.json)
 *
 * ```
 * SubNavigation fields {
 *   sectionId: { value: string }
 *   links:     LinkItem[]        the link set when there is no dropdown (and the fallback set)
 *   countries: CountryEntry[]    optional: a country dropdown, each country with its own links
 *   ports:     PortEntry[]       optional: a port dropdown, each port with its own links
 * }
 * LinkItem     { id, name, fields: { link: { value: { href, text, linktype, … } },
 *                                    showAsLive: { value: boolean }, highlightLink: { value: boolean } } }
 * CountryEntry { id, name, fields: {
 *                  country: { id, name, fields: { countryName: { value }, name: { value: ISO code },
 *                                                 countryFlag: { value: image } } },
 *                  link: { value: link },                  the country's own page
 *                  defaultActiveCountryPage: { value: boolean },
 *                  countryLinks: LinkItem[] } }
 * PortEntry    { id, name, fields: {
 *                  port: { id, name, fields: { countryCode: { value: ISO code }, portName: { value },
 *                                              associatedCountry: { id, name, fields: { countryName, name } } } },
 *                  defaultActivePortPage: { value: boolean },
 *                  links: LinkItem[] } }
 * ```
 *
 * Odd shapes are tolerated: lists wrapped in `{ value: [...] }`, referenced items sent as
 * `{ value: item }` or as a one-item list, bare link fields in place of link items, SXA items
 * whose `fields` is an array of `{ name, value }`, checkboxes as '1'/'true', and junk anywhere.
 */

/** Spec 001 section 9: switching country fades the list out for 300 ms, swaps, fades in. */
export const SUB_NAVIGATION_FADE_MS = 300;
/** What the editor sees when the Links field is empty (spec 001 section 4). */
export const EMPTY_LINKS_MESSAGE = '0 links selected in Links Field | SubNavigation Component';

export interface SubNavigationLink {
  key: string;
  /** The link field as it arrived (for the editing-aware Link helper). */
  field: unknown;
  href: string;
  text: string;
  showAsLive: boolean;
  highlightLink: boolean;
}

export interface SubNavigationEntry {
  /** 'country' or 'port' dropdown. */
  kind: DropdownKind;
  id: string;
  /** Shown in the dropdown: country name or port name. */
  name: string;
  /** Two-letter country code, lower case ('' when unknown): selection by country and the flag. */
  code: string;
  /** The country's own page, when it has one (countries only). */
  href: string | null;
  flag: ImageValue | undefined;
  isDefault: boolean;
  links: SubNavigationLink[];
}

export type DropdownKind = 'country' | 'port';

export interface SubNavigationModel {
  sectionId: string | undefined;
  links: SubNavigationLink[];
  dropdown: DropdownKind | null;
  entries: SubNavigationEntry[];
}

/** An item's fields as a map: `{ fields: {...} }`, SXA's `{ fields: [{ name, value }] }`. */
export function itemFields(item: unknown): Record<string, unknown> {
  if (!isRecord(item)) return {};
  const fields = item.fields;
  if (isRecord(fields)) return fields;
  if (Array.isArray(fields)) {
    const map: Record<string, unknown> = {};
    for (const entry of fields) {
      if (isRecord(entry) && typeof entry.name === 'string') map[entry.name] = 'jsonValue' in entry ? entry.jsonValue : entry;
    }
    return map;
  }
  return {};
}

/** A referenced item: the item itself, `{ value: item }`, `{ jsonValue: item }` or `[item]`. */
export function readReference(field: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(field)) return readReference(field[0]);
  if (!isRecord(field)) return undefined;
  if ('fields' in field || 'id' in field) return field;
  if (isRecord(field.value)) return readReference(field.value);
  if (isRecord(field.jsonValue)) return readReference(field.jsonValue);
  return undefined;
}

function idOf(item: unknown, fallback: string): string {
  if (isRecord(item)) {
    for (const key of ['id', 'name']) {
      const value = item[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return fallback;
}

/**
 * The links of a Links field, in order. An item is `{ fields: { link, showAsLive, highlightLink } }`
 * or a bare link field; links without an href are dropped (visitors cannot follow them).
 */
export function readSubNavigationLinks(field: unknown): SubNavigationLink[] {
  const links: SubNavigationLink[] = [];
  readList(field).forEach((item, index) => {
    const fields = itemFields(item);
    const linkField = 'link' in fields ? fields.link : isRecord(item) && !('fields' in item) ? item : undefined;
    const value = readLink(linkField);
    const href = value?.href?.trim() ?? '';
    if (!href) return;
    const text = value?.text?.trim() || value?.title?.trim() || readText(fields.title).trim() || href;
    const key = `${idOf(item, 'link')}-${index}`;
    links.push({
      key,
      field: linkField,
      href,
      text,
      showAsLive: readBoolean(fields.showAsLive),
      highlightLink: readBoolean(fields.highlightLink),
    });
  });
  return links;
}

/**
 * A country's two-letter code, lower case (as src/lib/countries.ts and the countryChange events
 * use it): an explicit two-letter value wins; else the name through the country aliases.
 */
export function countryCodeOf(codes: readonly string[], name: string): string {
  for (const candidate of codes) {
    const value = candidate.trim();
    if (/^[a-z]{2}$/i.test(value)) return value.toLowerCase();
  }
  return name.trim() ? countryCodeFor(name.trim()) : '';
}

export function readCountryEntries(field: unknown): SubNavigationEntry[] {
  const entries: SubNavigationEntry[] = [];
  readList(field).forEach((item, index) => {
    const fields = itemFields(item);
    const country = readReference(fields.country);
    const countryFields = itemFields(country);
    const countryName = readText(countryFields.countryName).trim();
    const shortName = readText(countryFields.name).trim();
    const name = countryName || shortName || readText(fields.title).trim() || (isRecord(country) ? readText(country.name) : '');
    if (!name) return;
    const href = readLink(fields.link)?.href?.trim() || null;
    entries.push({
      kind: 'country',
      id: idOf(item, `country-${index}`),
      name,
      code: countryCodeOf([readText(countryFields.countryCode), readText(countryFields.code)], countryName || shortName),
      href,
      flag: readImage(countryFields.countryFlag),
      isDefault: readBoolean(fields.defaultActiveCountryPage),
      links: readSubNavigationLinks(fields.countryLinks ?? fields.links),
    });
  });
  return entries;
}

export function readPortEntries(field: unknown): SubNavigationEntry[] {
  const entries: SubNavigationEntry[] = [];
  readList(field).forEach((item, index) => {
    const fields = itemFields(item);
    const port = readReference(fields.port);
    const portFields = itemFields(port);
    const name = readText(portFields.portName).trim() || readText(fields.portName).trim() || (isRecord(port) ? readText(port.name).trim() : '');
    if (!name) return;
    const countryFields = itemFields(readReference(portFields.associatedCountry));
    entries.push({
      kind: 'port',
      id: idOf(item, `port-${index}`),
      name,
      code: countryCodeOf(
        [readText(portFields.countryCode), readText(countryFields.countryCode)],
        readText(countryFields.countryName) || readText(countryFields.name),
      ),
      href: null,
      flag: readImage(countryFields.countryFlag),
      isDefault: readBoolean(fields.defaultActivePortPage),
      links: readSubNavigationLinks(fields.links ?? fields.portLinks),
    });
  });
  return entries;
}

/**
 * Everything the block needs from its fields (and, for the anchor id, its params: `sectionIdOf`);
 * a country list wins over a port list.
 */
export function readSubNavigation(fields: Record<string, unknown>, params?: Record<string, string>): SubNavigationModel {
  const countries = readCountryEntries(fields.countries);
  const ports = countries.length > 0 ? [] : readPortEntries(fields.ports);
  const entries = countries.length > 0 ? countries : ports;
  return {
    sectionId: sectionIdOf(fields, params),
    links: readSubNavigationLinks(fields.links),
    dropdown: countries.length > 0 ? 'country' : ports.length > 0 ? 'port' : null,
    entries,
  };
}

const LANGUAGE_PREFIX = /^\/(?:en|ar)(?=\/|$)/i;

/**
 * A path as the active-link rule compares it: no origin, query or hash, no language prefix,
 * no trailing slash, lower case ('/' for the home page).
 */
export function comparablePath(href: string): string {
  let path = href.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
    try {
      path = new URL(path, 'http://x').pathname;
    } catch {
      return '';
    }
  }
  path = path.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) return '';
  path = path.replace(LANGUAGE_PREFIX, '');
  path = path.replace(/\/+$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep it encoded
  }
  return (path || '/').toLowerCase();
}

/** Spec 001 section 4: the link whose path, without language prefix and case, is the current one. */
export function isActiveHref(href: string, currentPath: string): boolean {
  const link = comparablePath(href);
  return link !== '' && link === comparablePath(currentPath);
}

/** The index of the active link, or -1. */
export function activeLinkIndex(links: readonly SubNavigationLink[], currentPath: string): number {
  return links.findIndex((link) => isActiveHref(link.href, currentPath));
}

/**
 * The entry to show. In order: the one whose code is the selected country's; the one whose own
 * page (or one of whose links) is the current page; the one marked default; the first.
 */
export function chooseEntry(
  entries: readonly SubNavigationEntry[],
  { selectedCode, selectedId, currentPath }: { selectedCode?: string | null; selectedId?: string | null; currentPath: string },
): SubNavigationEntry | undefined {
  if (entries.length === 0) return undefined;
  if (selectedId) {
    const byId = entries.find((entry) => entry.id === selectedId);
    if (byId) return byId;
  }
  const code = selectedCode?.trim().toLowerCase();
  if (code) {
    const byCode = entries.find((entry) => entry.code === code);
    if (byCode) return byCode;
  }
  const byPage =
    entries.find((entry) => entry.href !== null && isActiveHref(entry.href, currentPath)) ??
    entries.find((entry) => entry.links.some((link) => isActiveHref(link.href, currentPath)));
  if (byPage) return byPage;
  return entries.find((entry) => entry.isDefault) ?? entries[0];
}

/** The link set for an entry: its own links, else the block's general links. */
export function linksFor(model: SubNavigationModel, entry: SubNavigationEntry | undefined): SubNavigationLink[] {
  if (entry && entry.links.length > 0) return entry.links;
  return model.links;
}
