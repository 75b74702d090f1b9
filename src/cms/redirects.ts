import type { Payload } from './cache.ts';
import type { CmsLog } from './cms-log.ts';
import { CmsError } from './errors.ts';
import type { GraphqlClient } from './graphql-client.ts';
import { isObject, pick } from './json-shape.ts';

/**
 * The site's redirect map as editors manage it in Sitecore (Experience Edge
 * `site.siteInfo(site).redirects`, the query Sitecore's Content SDK sends). What each field means
 * to the host, and how a rule is matched, is src/server/redirect-map.ts.
 */

export const REDIRECT_TYPES = ['REDIRECT_301', 'REDIRECT_302', 'SERVER_TRANSFER'] as const;
export type RedirectType = (typeof REDIRECT_TYPES)[number];

/** One rule, as Edge answers it, checked. */
export interface RedirectRule {
  /** A plain path (`/company`, maybe with `?a=1`) or a regular expression (`^/leadership/(.*)$`). */
  pattern: string;
  /** A path on the site (`/about/leadership/$1`), or an absolute URL the editor wrote. */
  target: string;
  redirectType: RedirectType;
  isQueryStringPreserved: boolean;
  isLanguagePreserved: boolean;
  /** A language (`ar`) for a rule that applies in that language only; null for every language. */
  locale: string | null;
}

export type SiteRedirectsSource = (signal?: AbortSignal) => Promise<Payload<RedirectRule[]>>;

export const REDIRECTS_QUERY = `query RedirectsQuery($siteName: String!) {
  site { siteInfo(site: $siteName) {
    redirects { pattern target redirectType isQueryStringPreserved isLanguagePreserved locale }
  } }
}`;

/** Rules read from one answer; a map this large is a mistake, and matching stays bounded. */
export const MAX_REDIRECTS = 5_000;
/** Longer patterns or targets are not something an editor writes; they are skipped. */
export const MAX_PATTERN_LENGTH = 1_000;
export const MAX_TARGET_LENGTH = 2_000;

/**
 * The redirect map of the site, in the CMS's order (the first rule that matches wins). Entries
 * that are not rules (a missing pattern or target, an unknown type) are left out, with one log
 * line per answer saying how many and the first few; an unknown site or no map is an empty list.
 */
export function createSiteRedirects(siteName: string, graphql: GraphqlClient, log: Pick<CmsLog, 'warn'>): SiteRedirectsSource {
  return async (signal) => {
    const { data, bytes } = await graphql.query(REDIRECTS_QUERY, { siteName }, signal);
    const siteInfo = pick(data, 'site', 'siteInfo');
    if (siteInfo === null || siteInfo === undefined) return { data: [], bytes };
    const raw = pick(siteInfo, 'redirects');
    if (raw === null || raw === undefined) return { data: [], bytes };
    if (!Array.isArray(raw)) throw new CmsError('CMS_BAD_RESPONSE', 'siteInfo.redirects is not a list');

    const rules: RedirectRule[] = [];
    const skipped: string[] = [];
    for (const [index, entry] of raw.entries()) {
      if (rules.length >= MAX_REDIRECTS) {
        skipped.push(`${raw.length - index} rules past the first ${MAX_REDIRECTS}`);
        break;
      }
      const rule = toRule(entry);
      if (typeof rule === 'string') skipped.push(`#${index}: ${rule}`);
      else rules.push(rule);
    }
    if (skipped.length > 0) {
      log.warn({ site: siteName, skipped: skipped.length, first: skipped.slice(0, 5) }, 'CMS redirect map: entries left out');
    }
    return { data: rules, bytes };
  };
}

/** The rule, or why the entry is not one. */
function toRule(entry: unknown): RedirectRule | string {
  if (!isObject(entry)) return 'not an object';
  const { pattern, target, redirectType, isQueryStringPreserved, isLanguagePreserved, locale } = entry;
  if (typeof pattern !== 'string' || pattern.trim() === '') return 'no pattern';
  if (typeof target !== 'string' || target.trim() === '') return 'no target';
  if (pattern.length > MAX_PATTERN_LENGTH) return 'pattern too long';
  if (target.length > MAX_TARGET_LENGTH) return 'target too long';
  if (typeof redirectType !== 'string' || !(REDIRECT_TYPES as readonly string[]).includes(redirectType)) {
    return `unknown redirectType ${JSON.stringify(String(redirectType)).slice(0, 40)}`;
  }
  if (locale !== null && locale !== undefined && (typeof locale !== 'string' || !/^[A-Za-z]{0,8}(-[A-Za-z0-9]{1,8})*$/.test(locale))) {
    return 'locale is not a language';
  }
  return {
    pattern: pattern.trim(),
    target: target.trim(),
    redirectType: redirectType as RedirectType,
    // Edge answers booleans; anything else reads as "no", the safer choice for both.
    isQueryStringPreserved: isQueryStringPreserved === true,
    isLanguagePreserved: isLanguagePreserved === true,
    // An empty locale is Edge's way of saying "every language" too.
    locale: typeof locale === 'string' && locale !== '' ? locale.toLowerCase() : null,
  };
}
