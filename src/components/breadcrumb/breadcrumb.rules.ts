/**
 * Breadcrumb rules (spec 003 section 2, spec 001 sections 7-9): the trail is the current page's
 * ancestors that are pages (Experience Edge `ancestors(hasLayout: true)`), home first, then the
 * page itself. Titles: breadcrumbTitle, else browserTitle, else navigation title, display name,
 * name; shown shortened to 4 words with an ellipsis; structured data keeps the whole title and
 * says 'Untitled' when there is none.
 */

import { BREADCRUMB_TITLE_WORDS, UNTITLED, shortenTitle } from '../../lib/page-titles.ts';

export { BREADCRUMB_TITLE_WORDS, UNTITLED, shortenTitle };
export const LOADER_NAME = 'breadcrumb';

/**
 * The content-graph query (spec 001 section 7: inputs contextItem and language; reads
 * breadcrumbTitle, browserTitle, url path and url, id, ancestors restricted to pages with a layout).
 */
export const BREADCRUMB_QUERY = /* GraphQL */ `
  query BreadcrumbQuery($contextItem: String!, $language: String!) {
    item(path: $contextItem, language: $language) {
      ...BreadcrumbItem
      ancestors(hasLayout: true) {
        ...BreadcrumbItem
      }
    }
  }
  fragment BreadcrumbItem on Item {
    id
    name
    displayName
    url {
      path
      url
    }
    breadcrumbTitle: field(name: "breadcrumbTitle") {
      value
    }
    browserTitle: field(name: "browserTitle") {
      value
    }
    navigationTitle: field(name: "NavigationTitle") {
      value
    }
  }
`;

export interface BreadcrumbArgs {
  /** The route's item id (or item path): the query's contextItem. */
  contextItem: string;
  language: string;
}

/** One step of the trail, as the block renders it and the browser receives it. */
export interface Crumb {
  id: string;
  /** The whole title ('' when the page has none). */
  title: string;
  /** Site path without the language prefix: '/', '/about'. */
  path: string;
}

export interface BreadcrumbData {
  crumbs: Crumb[];
}

export function dataKey(args: BreadcrumbArgs): string {
  return `breadcrumb:${args.language}:${args.contextItem.toLowerCase()}`;
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const fieldValue = (value: unknown): string => str(record(value).value);

/**
 * A browser title names the site after a separator ('About us | Meridian Ports & Logistics');
 * a breadcrumb is already inside the site, so only the part before the last separator is kept.
 */
export function stripSiteName(browserTitle: string): string {
  const parts = browserTitle.split(/\s+[|–—]\s+/);
  return parts.length > 1 ? parts.slice(0, -1).join(' | ').trim() : browserTitle.trim();
}

/** The whole title of a graph item: breadcrumbTitle, browserTitle, navigation title, display name, name. */
export function crumbTitle(item: unknown): string {
  const it = record(item);
  return fieldValue(it.breadcrumbTitle) || stripSiteName(fieldValue(it.browserTitle)) || fieldValue(it.navigationTitle) || str(it.displayName) || str(it.name);
}

/** The site path of a graph item: `url.path`, without a language prefix or trailing slash. */
export function crumbPath(item: unknown): string | undefined {
  const raw = str(record(record(item).url).path);
  if (!raw.startsWith('/')) return undefined;
  const path = raw.replace(/^\/(en|ar)(?=\/|$)/i, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * The trail from the graph answer: ancestors farthest first (Edge lists them nearest first; we
 * sort by depth so either order works), then the current item. Items without a path are skipped;
 * a missing item gives an empty trail.
 */
export function trailFromGraph(data: unknown): Crumb[] {
  const item = record(record(data).item);
  if (Object.keys(item).length === 0) return [];
  const ancestors = Array.isArray(item.ancestors) ? item.ancestors : [];
  const toCrumb = (raw: unknown): Crumb | undefined => {
    const path = crumbPath(raw);
    return path === undefined ? undefined : { id: str(record(raw).id), title: crumbTitle(raw), path };
  };
  const depth = (crumb: Crumb) => (crumb.path === '/' ? 0 : crumb.path.split('/').length - 1);
  const trail = ancestors
    .map(toCrumb)
    .filter((c): c is Crumb => c !== undefined)
    .sort((a, b) => depth(a) - depth(b));
  const current = toCrumb(item);
  if (current) trail.push(current);
  // One crumb per path (a CMS answering the current page among its ancestors, say).
  const seen = new Set<string>();
  return trail.filter((crumb) => (seen.has(crumb.path) ? false : (seen.add(crumb.path), true)));
}

/** The href of a crumb on a page of this locale (`/ar/about` on Arabic pages). */
export function crumbHref(path: string, locale: string): string {
  if (locale === 'en' || locale === 'ar') return path === '/' ? `/${locale}` : `/${locale}${path}`;
  return path;
}

/** Spec 003: the route's hideBreadcrumb checkbox ({ value: true } or '1' as Sitecore sends it). */
export function isBreadcrumbHidden(routeFields: unknown): boolean {
  const value = record(record(routeFields).hideBreadcrumb).value;
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** schema.org BreadcrumbList with 1-based positions and absolute URLs on the public origin. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], publicUrl: string, locale: string): Record<string, unknown> {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title || UNTITLED,
      item: `${origin}${crumbHref(crumb.path, locale)}`,
    })),
  };
}
