/**
 * The page cache's key (docs/decisions/011-page-cache.md): site, locale, path and the query
 * string with its parameters sorted and the tracking parameters left out.
 *
 * The query a page is rendered with is this same normalised query, so a key fully determines
 * its document: two visitors whose URLs differ only in tracking parameters or parameter order
 * share one cached page, and its canonical and alternate links (which carry the query string
 * over, spec 000) never show one visitor's campaign parameters to another. The browser's own
 * address bar keeps the full URL, so analytics in the page still read the campaign.
 */

/** Campaign and click-id parameters: they never change what a page shows. */
export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || lower === 'gclid' || lower === 'fbclid';
}

/**
 * `?b=2&utm_source=x&a=1` -> `?a=1&b=2`; '' when nothing is left. Parameters are sorted by name,
 * then value (a stable order for repeated names), and re-encoded the one way URLSearchParams
 * writes them.
 */
export function normaliseQuery(search: string): string {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (raw === '') return '';
  const pairs = [...new URLSearchParams(raw)].filter(([name]) => name !== '' && !isTrackingParameter(name));
  pairs.sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const query = new URLSearchParams(pairs).toString();
  return query ? `?${query}` : '';
}

export interface PageKeyParts {
  site: string;
  locale: string;
  /** The page path without the locale prefix, as the routing table gives it. */
  path: string;
  /** Already normalised (normaliseQuery). */
  query: string;
}

/** `page|site|locale|path|query`: the same `kind|site|…` shape as the CMS cache's keys. */
export function pageKey({ site, locale, path, query }: PageKeyParts): string {
  return `page|${site}|${locale}|${path}|${query}`;
}
