/**
 * The site's CMS-managed redirects (SXA redirect maps), as `site.json` lists them under
 * "redirects" and Experience Edge answers them in `siteInfo.redirects`: pattern, target,
 * redirectType, isQueryStringPreserved, isLanguagePreserved, locale. They are checked once when the
 * content loads, so a typo in the file stops the server with the file and entry named instead of
 * reaching a render host as an answer Edge would never give.
 */
import { ContentServerError } from './errors.ts';

export const REDIRECT_TYPES = ['REDIRECT_301', 'REDIRECT_302', 'SERVER_TRANSFER'] as const;
export type RedirectType = (typeof REDIRECT_TYPES)[number];

export interface SiteRedirect {
  /** A path ('/company') or a regular expression ('^/leadership/(.*)$'), as the editor wrote it. */
  pattern: string;
  /** A path on the site, with `$1`-style groups for regex patterns, or an absolute URL. */
  target: string;
  redirectType: RedirectType;
  isQueryStringPreserved: boolean;
  isLanguagePreserved: boolean;
  /**
   * null for a redirect-map rule, which applies in every language; a language for a rule that
   * applies to that language only (the SDK matches those by exact path, not as patterns).
   */
  locale: string | null;
}

const FIELDS = ['pattern', 'target', 'redirectType', 'isQueryStringPreserved', 'isLanguagePreserved', 'locale'];

/**
 * Reads `raw` (the file's "redirects", undefined when absent) for a site of `languages`. Patterns
 * are not compiled or judged here: Edge hands out whatever the editors saved, including regular
 * expressions that do not compile or backtrack badly, and the render host must cope with those.
 */
export function parseRedirects(raw: unknown, languages: readonly string[], file: string): SiteRedirect[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw invalid(file, '"redirects" must be an array');
  return raw.map((entry: unknown, index) => parseRedirect(entry, languages, `${file}: redirects[${index}]`));
}

function parseRedirect(entry: unknown, languages: readonly string[], where: string): SiteRedirect {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw invalid(where, `expected { ${FIELDS.join(', ')} }`);
  }
  const record = entry as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) throw invalid(where, `unknown field "${unknown}" (fields: ${FIELDS.join(', ')})`);
  const text = (key: string): string => {
    const value = record[key];
    if (typeof value !== 'string' || value.trim() === '') throw invalid(where, `"${key}" must be a non-empty string`);
    return value;
  };
  const flag = (key: string): boolean => {
    const value = record[key];
    if (typeof value !== 'boolean') throw invalid(where, `"${key}" must be true or false`);
    return value;
  };
  const redirectType = record.redirectType;
  if (!REDIRECT_TYPES.includes(redirectType as RedirectType)) {
    throw invalid(where, `"redirectType" must be one of ${REDIRECT_TYPES.join(', ')}`);
  }
  const locale = record.locale ?? null;
  if (locale !== null && (typeof locale !== 'string' || !languages.includes(locale))) {
    throw invalid(where, `"locale" must be null or one of the site's languages (${languages.join(', ')})`);
  }
  return {
    pattern: text('pattern'),
    target: text('target'),
    redirectType: redirectType as RedirectType,
    isQueryStringPreserved: flag('isQueryStringPreserved'),
    isLanguagePreserved: flag('isLanguagePreserved'),
    locale,
  };
}

function invalid(where: string, problem: string): ContentServerError {
  return new ContentServerError('CONTENT_INVALID_FILE', `${where}: ${problem}`);
}
