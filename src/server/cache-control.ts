/**
 * Cache policy of pages (decision record docs/decisions/001-cache-policy.md). Visitors' pages may
 * be kept by a CDN briefly, served stale while it revalidates, and kept through our outages.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';
/** A page rendered without its dictionary or site settings: kept briefly, so it heals soon. */
export const DEGRADED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** Edit and preview, and every failure: never stored anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/**
 * A visitor's page of a page with variants (issue 29): which variant it is depends on the
 * visitor's inputs, so no shared cache may keep it (docs/personalisation.md, "Caching"); the
 * browser may, revalidating with its ETag.
 */
export const PERSONALIZED_PAGE_CACHE_CONTROL = 'private, no-cache';
/**
 * Client hints the image endpoint chooses quality by (spec 003 section 9); browsers only send
 * them after the page itself asked.
 */
export const ACCEPT_CH = 'Sec-CH-DPR, DPR, ECT, Downlink, Save-Data';
