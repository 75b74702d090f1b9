import { buildHref, isNewTabLink } from '../../fields/link.rules.ts';
import { isRecord, readBoolean, readImage, readLink, readList, readText, type ImageValue } from '../../fields/read.ts';
import type { LinkFieldValue } from '../../fields/types.ts';
import { formatDate, parseDate } from '../../lib/dates.ts';

/**
 * The site header's rules (spec 001 sections 2, 3, 4 and 9). Sitecore sends the header's fields in
 * many shapes (multilists as arrays or `{ value: [] }`, links as `{ value: { href } }` or bare
 * `{ href }`, items whose `fields` is an SXA array): everything here tolerates any input and never
 * throws.
 */

/** Spec 001 section 9: the header is 57 px high on mobile and 66 px on desktop. */
export const HEADER_OFFSET_MOBILE_PX = 57;
export const HEADER_OFFSET_DESKTOP_PX = 66;
/** Desktop navigation from the m breakpoint (1025 px): the spec treats widths up to 1024 as mobile. */
export const DESKTOP_MIN_WIDTH_PX = 1025;
/** Spec 001 section 3: featured card image defaults. */
export const FEATURED_IMAGE_WIDTH = 355;
export const FEATURED_IMAGE_HEIGHT = 240;
export const DEFAULT_CONTACT_TEXT = 'Contact Us';

export type HeaderTheme = 'dark' | 'light';

export interface NavLink {
  id: string;
  label: string;
  href: string;
  newTab: boolean;
  active: boolean;
}

export interface NavColumn {
  id: string;
  title: string;
  /** The column title as a link, when the column has one. */
  href: string;
  newTab: boolean;
  links: NavLink[];
}

export interface FeaturedCard {
  id: string;
  image: ImageValue | undefined;
  title: string;
  description: string;
  /** Formatted for the page language ('' when missing or unparsable). */
  eventDate: string;
  eventLocation: string;
  cta: { text: string; href: string; newTab: boolean } | undefined;
}

export interface MegaMenu {
  title: string;
  columns: NavColumn[];
  featured: FeaturedCard[];
}

export interface NavItem {
  id: string;
  label: string;
  href: string;
  newTab: boolean;
  active: boolean;
  /** Present when the item opens a mega menu instead of being a direct link. */
  mega: MegaMenu | undefined;
}

/** 'News & Ebents' (a typo in the CMS) is shown as 'News & Events', wherever it appears. */
export function correctLabel(label: string): string {
  return label.replace(/(News\s*&(?:amp;)?\s*)(E)bents\b/gi, (_whole, lead: string, e: string) => `${lead}${e}vents`).trim();
}

const pick = (fields: Record<string, unknown>, names: readonly string[]): unknown => {
  for (const name of names) {
    const value = fields[name];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
};

/** An item's field map: `{}` when the item has none or sends them as an SXA array. */
function fieldsOfItem(item: unknown): Record<string, unknown> {
  if (!isRecord(item)) return {};
  return isRecord(item.fields) ? item.fields : {};
}

function itemId(item: unknown, fallback: string): string {
  if (isRecord(item)) {
    for (const key of ['id', 'itemId', 'name'] as const) {
      const v = item[key];
      if (typeof v === 'string' && v.trim() !== '') return v;
    }
  }
  return fallback;
}

function itemName(item: unknown): string {
  if (!isRecord(item)) return '';
  const v = item.displayName ?? item.name;
  return typeof v === 'string' ? v : '';
}

/** Path without the locale prefix and trailing slash, lower case: '/ar/About/' -> '/about'. */
export function comparablePath(href: string): string {
  let path = href.trim();
  if (path === '') return '';
  try {
    path = new URL(path, 'http://local.invalid').pathname;
  } catch {
    return '';
  }
  path = path.toLowerCase().replace(/^\/(en|ar)(?=\/|$)/, '');
  path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** A link is active when it points at the current page (case-insensitive, locale prefix ignored). */
export function isActiveHref(href: string, currentPath: string): boolean {
  if (href === '' || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return false;
  const target = comparablePath(href);
  return target !== '' && target === comparablePath(currentPath);
}

interface LinkPick {
  value: LinkFieldValue | undefined;
  href: string;
}

function linkFrom(field: unknown): LinkPick {
  const value = readLink(field);
  return { value, href: buildHref(value) };
}

/**
 * One entry of a column's links: a link field (`{ value: { href, text } }` or bare), or an item
 * with a link field (`link`, `navigationLink`, `cta`) and an optional title.
 */
export function readNavLink(entry: unknown, index: number, currentPath: string): NavLink | undefined {
  const fields = fieldsOfItem(entry);
  const linkField = pick(fields, ['link', 'Link', 'navigationLink', 'NavigationLink', 'cta', 'url']) ?? entry;
  const { value, href } = linkFrom(linkField);
  const label = correctLabel(readText(pick(fields, ['title', 'Title', 'label', 'linkText', 'text'])) || value?.text || value?.title || itemName(entry));
  if (label === '' || href === '') return undefined;
  const explicitActive = readBoolean(pick(fields, ['active', 'isActive']));
  return {
    id: itemId(entry, `link-${index}`),
    label,
    href,
    newTab: isNewTabLink(value, href),
    active: explicitActive || isActiveHref(href, currentPath),
  };
}

function readColumn(entry: unknown, index: number, currentPath: string): NavColumn | undefined {
  const fields = fieldsOfItem(entry);
  const { value, href } = linkFrom(pick(fields, ['navigationLink', 'link', 'titleLink']));
  const title = correctLabel(readText(pick(fields, ['title', 'Title', 'secondaryNavigationTitle', 'heading'])) || value?.text || itemName(entry));
  const rawLinks = readList(pick(fields, ['links', 'Links', 'navigationLinks', 'secondaryNavigation', 'items', 'children']));
  const links = rawLinks.map((link, i) => readNavLink(link, i, currentPath)).filter((link): link is NavLink => link !== undefined);
  if (links.length === 0 && title === '') return undefined;
  return { id: itemId(entry, `column-${index}`), title, href, newTab: isNewTabLink(value, href), links };
}

export function readFeaturedCard(entry: unknown, index: number, language: string): FeaturedCard | undefined {
  const fields = fieldsOfItem(entry);
  const image = readImage(pick(fields, ['image', 'Image', 'cardImage']));
  if (image) {
    image.width ??= FEATURED_IMAGE_WIDTH;
    image.height ??= FEATURED_IMAGE_HEIGHT;
  }
  const title = correctLabel(readText(pick(fields, ['headline', 'title', 'Title', 'heading'])));
  const description = readText(pick(fields, ['description', 'Description', 'shortDescription']));
  const rawDate = readText(pick(fields, ['eventDate', 'EventDate', 'date']));
  const date = rawDate && !rawDate.startsWith('0001') ? parseDate(rawDate) : null;
  const eventLocation = readText(pick(fields, ['eventLocation', 'EventLocation', 'location']));
  const ctaLink = linkFrom(pick(fields, ['cta', 'Cta', 'link', 'ctaLink']));
  const ctaText = readText(pick(fields, ['ctaText', 'CtaText'])) || ctaLink.value?.text || '';
  const cta =
    ctaLink.href !== '' && ctaText.trim() !== ''
      ? { text: correctLabel(ctaText), href: ctaLink.href, newTab: isNewTabLink(ctaLink.value, ctaLink.href) }
      : undefined;
  if (!image && title === '' && !cta) return undefined;
  return {
    id: itemId(entry, `featured-${index}`),
    image,
    title,
    description,
    eventDate: date ? formatDate(date, language) : '',
    eventLocation,
    cta,
  };
}

/** One primary navigation entry: a direct link, or a mega menu when it has columns or featured cards. */
export function readNavItem(entry: unknown, index: number, currentPath: string, language: string): NavItem | undefined {
  const fields = fieldsOfItem(entry);
  const { value, href } = linkFrom(pick(fields, ['navigationLink', 'NavigationLink', 'link', 'Link']));
  const label = correctLabel(readText(pick(fields, ['title', 'Title', 'label', 'navigationTitle'])) || value?.text || itemName(entry));
  if (label === '') return undefined;
  const columns = readList(pick(fields, ['secondaryNavigation', 'columns', 'megaMenu', 'SecondaryNavigation']))
    .map((column, i) => readColumn(column, i, currentPath))
    .filter((column): column is NavColumn => column !== undefined);
  const featured = readList(pick(fields, ['relatedContent', 'featuredContent', 'featured', 'RelatedContent']))
    .map((card, i) => readFeaturedCard(card, i, language))
    .filter((card): card is FeaturedCard => card !== undefined);
  const hasMega = columns.length > 0 || featured.length > 0;
  if (!hasMega && href === '') return undefined;
  const childActive = columns.some((column) => column.links.some((link) => link.active));
  return {
    id: itemId(entry, `nav-${index}`),
    label,
    href,
    newTab: isNewTabLink(value, href),
    active: readBoolean(fields.active) || isActiveHref(href, currentPath) || childActive,
    mega: hasMega
      ? {
          title: correctLabel(readText(pick(fields, ['secondaryNavigationTitle', 'megaMenuTitle'])) || label),
          columns,
          featured,
        }
      : undefined,
  };
}

/**
 * Menus already read, by the navigation field (the CMS cache hands every request the same
 * object) and page: every page render read the whole menu tree again (1.6 % of a render). At most
 * MAX_MENUS_PER_FIELD pages are kept per field; the oldest goes first.
 */
const menus = new WeakMap<object, Map<string, readonly NavItem[]>>();
const MAX_MENUS_PER_FIELD = 256;

/** The header's menu for a page. Shared by every render of that page: read it, never change it. */
export function readPrimaryNavigation(field: unknown, currentPath: string, language: string): NavItem[] {
  if (typeof field !== 'object' || field === null) return readMenu(field, currentPath, language);
  let byPage = menus.get(field);
  if (!byPage) menus.set(field, (byPage = new Map()));
  const key = `${language} ${currentPath}`;
  let menu = byPage.get(key);
  if (!menu) {
    if (byPage.size >= MAX_MENUS_PER_FIELD) byPage.delete(byPage.keys().next().value!);
    menu = readMenu(field, currentPath, language);
    byPage.set(key, menu);
  }
  return menu as NavItem[];
}

function readMenu(field: unknown, currentPath: string, language: string): NavItem[] {
  const seen = new Set<string>();
  const items: NavItem[] = [];
  readList(field).forEach((entry, index) => {
    const item = readNavItem(entry, index, currentPath, language);
    if (!item) return;
    // Ids become element ids (aria-controls): keep them unique.
    let id = safeId(item.id);
    while (seen.has(id)) id = `${id}-${index}`;
    seen.add(id);
    items.push({ ...item, id });
  });
  return items;
}

/** An id usable in `id`/`aria-controls` attributes. */
export function safeId(raw: string): string {
  const id = raw
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id === '' ? 'item' : /^[a-z]/.test(id) ? id : `n-${id}`;
}

/** The value of a text-ish or droplink-ish field/param ('' when none). */
function choiceText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return '';
  if (typeof value.value === 'string') return value.value;
  if (isRecord(value.value)) return choiceText(value.value);
  if (isRecord(value.fields)) return choiceText(value.fields.value ?? value.fields.Value ?? value.name);
  return typeof value.name === 'string' ? value.name : '';
}

/**
 * Spec 001 section 4: dark when the page's header theme option equals dark (a route field, or the
 * rendering parameter, `headerTheme` / `HeaderTheme`); otherwise light.
 */
export function headerThemeFor(routeFields: unknown, params: Record<string, unknown> | undefined): HeaderTheme {
  const route = isRecord(routeFields) ? routeFields : {};
  const candidates = [route.headerTheme, route.HeaderTheme, params?.headerTheme, params?.HeaderTheme];
  for (const candidate of candidates) {
    const text = choiceText(candidate).trim().toLowerCase();
    if (text !== '') return text === 'dark' ? 'dark' : 'light';
  }
  return 'light';
}

/**
 * Dark theme picks the light logo, otherwise the dark one; if that one is missing the other is
 * used. No logo at all: undefined (the header renders nothing).
 */
export function logoFor(fields: Record<string, unknown>, theme: HeaderTheme): { image: ImageValue; field: unknown } | undefined {
  const light = readImage(fields.logoLight);
  const dark = readImage(fields.logoDark);
  if (theme === 'dark') {
    if (light) return { image: light, field: fields.logoLight };
    if (dark) return { image: dark, field: fields.logoDark };
  } else {
    if (dark) return { image: dark, field: fields.logoDark };
    if (light) return { image: light, field: fields.logoLight };
  }
  return undefined;
}

/** The contact entry of the mobile menu: only when the contact link has an address. */
export function contactLinkOf(field: unknown): { href: string; text: string; newTab: boolean } | undefined {
  const { value, href } = linkFrom(field);
  if (href === '') return undefined;
  return { href, text: correctLabel(value?.text?.trim() || DEFAULT_CONTACT_TEXT), newTab: isNewTabLink(value, href) };
}

export function logoHrefOf(field: unknown, language: string): string {
  const href = linkFrom(field).href;
  if (href !== '') return href;
  return language === 'ar' ? '/ar' : '/';
}
