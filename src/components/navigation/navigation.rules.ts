import { buildHref } from '../../fields/link.rules.ts';
import { isRecord, readText } from '../../fields/read.ts';
import { styleClasses } from '../../lib/sxa-params.ts';
import type { LinkFieldValue } from '../../fields/types.ts';

/**
 * SXA navigation (spec 000 sections 2 and 3): "nested navigation menu with a mobile toggle"; a
 * navigation item is `Id, Title, NavigationTitle, DisplayName, Href, Querystring, Styles,
 * Children`. Sitecore sends the rendering's `fields` as an ARRAY of root items (or, from some
 * versions, an object keyed "0", "1", …), each with its `Children` to any depth.
 */

/** Deeper levels than this are not shown (a guard against runaway or cyclic data, not a design). */
export const MAX_NAVIGATION_DEPTH = 6;
/** Below this width (the `m` breakpoint, as the site header) the menu folds behind its toggle. */
export const NAVIGATION_DESKTOP_MIN_PX = 1025;

export interface NavItem {
  key: string;
  /** The visible text: NavigationTitle, else Title, else DisplayName. */
  title: string;
  /** The field the title came from (its editing markup is shown in edit mode), if a field. */
  titleField?: unknown;
  /** A link field value for the Link helper: Href, Querystring and the title as its text. */
  link: LinkFieldValue;
  href: string;
  /** 1 for the root items. */
  level: number;
  /** This item is the page being shown (`aria-current="page"`). */
  current: boolean;
  /** This item is an ancestor of the page being shown. */
  inTrail: boolean;
  children: NavItem[];
}

/** The root items, whatever container Sitecore used for them. */
export function navigationEntries(fields: unknown): unknown[] {
  if (Array.isArray(fields)) return fields;
  if (!isRecord(fields)) return [];
  // An object of items keyed "0", "1", … (Object.values in Sitecore's own starter); a plain
  // datasource map (fields with `value`) is not navigation.
  return Object.values(fields).filter((entry) => isRecord(entry) && ('Href' in entry || 'Children' in entry || 'Id' in entry));
}

function pick(entry: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) if (entry[name] !== undefined && entry[name] !== null) return entry[name];
  return undefined;
}

function styleList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((s): s is string => typeof s === 'string');
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  return [];
}

function titleOf(entry: Record<string, unknown>): { title: string; field?: unknown } {
  for (const name of ['NavigationTitle', 'Title', 'DisplayName'] as const) {
    const field = entry[name];
    const title = readText(field).trim();
    if (title) return isRecord(field) ? { title, field } : { title };
  }
  return { title: '' };
}

/** A path to compare pages by: no origin, no locale prefix, no trailing slash, lower case. */
export function comparablePath(href: string): string {
  if (href === '' || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return '';
  let path: string;
  try {
    path = new URL(href, 'http://local.invalid').pathname;
  } catch {
    return '';
  }
  path = decodeSafe(path)
    .toLowerCase()
    .replace(/^\/(en|ar)(?=\/|$)/, '')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

function decodeSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

interface Draft extends NavItem {
  sxaActive: boolean;
}

function readEntry(entry: unknown, index: number, level: number, parentKey: string, current: string): Draft | undefined {
  if (!isRecord(entry) || level > MAX_NAVIGATION_DEPTH) return undefined;
  const { title, field } = titleOf(entry);
  const rawHref = typeof entry.Href === 'string' ? entry.Href.trim() : '';
  const querystring = typeof entry.Querystring === 'string' ? entry.Querystring.trim() : '';
  const link: LinkFieldValue = { href: rawHref, text: title };
  if (querystring) link.querystring = querystring;
  // No `title` attribute: it would repeat the link text to screen readers.
  const href = buildHref(link);
  const id = typeof entry.Id === 'string' && entry.Id.trim() ? entry.Id.trim() : `${index}`;
  const key = parentKey ? `${parentKey}/${id}` : id;
  const childEntries = pick(entry, ['Children', 'children']);
  const children = (Array.isArray(childEntries) ? childEntries : [])
    .map((child, i) => readEntry(child, i, level + 1, key, current))
    .filter((child): child is Draft => child !== undefined);
  // Nothing to show and nothing below it: dropped. A title without an address still heads its
  // children (shown as text, as the Link helper shows a link with text and no address).
  if (!title && href === '' && children.length === 0) return undefined;
  const item: Draft = {
    key,
    title: title || href,
    link,
    href,
    level,
    current: href !== '' && comparablePath(href) !== '' && comparablePath(href) === current,
    inTrail: false,
    children,
    sxaActive: styleList(entry.Styles).includes('active'),
  };
  if (field !== undefined) item.titleField = field;
  return item;
}

/**
 * The menu as data. The current page is the item whose address is the page's path; when none
 * is, Sitecore's own marking is used: the deepest item with the `active` style (SXA marks the
 * current page and its ancestors so). Ancestors of the current page are `inTrail`.
 */
export function readNavigation(fields: unknown, currentPath: string): NavItem[] {
  const current = comparablePath(currentPath || '/');
  const drafts = navigationEntries(fields)
    .map((entry, i) => readEntry(entry, i, 1, '', current))
    .filter((item): item is Draft => item !== undefined);
  const found = markTrail(drafts);
  if (!found) {
    const deepest = deepestActive(drafts);
    if (deepest) {
      deepest.current = true;
      markTrail(drafts);
    }
  }
  return drafts.map(strip);
}

/**
 * Keeps only the first current item (in reading order) current and marks its ancestors as the
 * trail; true when there is one.
 */
function markTrail(items: Draft[]): boolean {
  let chosen: Draft[] | undefined;
  const walk = (item: Draft, path: Draft[]) => {
    const here = [...path, item];
    if (item.current) {
      if (chosen) item.current = false;
      else chosen = here;
    }
    for (const child of item.children as Draft[]) walk(child, here);
  };
  for (const item of items) walk(item, []);
  if (!chosen) return false;
  for (const ancestor of chosen.slice(0, -1)) ancestor.inTrail = true;
  return true;
}

function deepestActive(items: Draft[]): Draft | undefined {
  let best: Draft | undefined;
  const visit = (item: Draft) => {
    if (item.sxaActive && item.href !== '' && (!best || item.level > best.level)) best = item;
    for (const child of item.children as Draft[]) visit(child);
  };
  items.forEach(visit);
  return best;
}

function strip(item: Draft): NavItem {
  const { sxaActive: _sxaActive, children, ...rest } = item;
  return { ...rest, children: (children as Draft[]).map(strip) };
}

export type NavigationPosition = 'start' | 'center' | 'end';

export interface NavigationLayout {
  /** `navigation-horizontal` (or SXA's `navigation-main-horizontal`): a row with dropdowns. */
  horizontal: boolean;
  /** `position-left|center|right`: left and right are the line's start and end (mirrored in Arabic). */
  position: NavigationPosition;
  /** The editor's style classes, kept on the block for site CSS (valid class names only). */
  classes: string[];
}

export function navigationLayout(styles: unknown): NavigationLayout {
  const classes = styleClasses(styles);
  const lower = classes.map((c) => c.toLowerCase());
  const horizontal = lower.includes('navigation-horizontal') || lower.includes('navigation-main-horizontal');
  const position: NavigationPosition = lower.includes('position-right') ? 'end' : lower.includes('position-center') ? 'center' : 'start';
  return { horizontal, position, classes };
}
