/**
 * CMS-authored script snippets for the page shell (spec 000 section 2: "Script snippets are
 * injected from page and site settings without duplicates: head scripts, body-start scripts,
 * body-end scripts, tag manager, cookie consent. None of them are injected in editing mode. The
 * site-level ones are also skipped when the page sets disableSiteScripts.").
 *
 * The snippets are HTML written by the site's administrators and go into the document verbatim:
 * `head` before `</head>`, `bodyStart` right after `<body…>`, `bodyEnd` before `</body>`.
 * Pure and isomorphic: no Node APIs, never throws.
 */
import type { PageContext } from '../app/page-context.ts';
import { fieldChecked, fieldNamed, fieldString, routeFields } from './seo-fields.ts';

export interface SiteScripts {
  head: string;
  bodyStart: string;
  bodyEnd: string;
}

type Area = keyof SiteScripts;
type Source = { level: 'site' | 'page'; field: string };

/**
 * Where each source goes, in order. Cookie consent comes first so it loads before any tracker can
 * fire, then the tag manager, then the other head scripts; in every area the site-wide snippets
 * come before the page's own.
 */
export const SCRIPT_SOURCES: Readonly<Record<Area, readonly Source[]>> = {
  head: [
    { level: 'site', field: 'cookieScripts' },
    { level: 'site', field: 'gtmScripts' },
    { level: 'site', field: 'headSiteScripts' },
    { level: 'page', field: 'headScripts' },
  ],
  bodyStart: [
    { level: 'site', field: 'bodyStartSiteScripts' },
    { level: 'page', field: 'bodyStartScripts' },
  ],
  bodyEnd: [
    { level: 'site', field: 'bodyEndSiteScripts' },
    { level: 'page', field: 'bodyEndScripts' },
  ],
};

const NONE: SiteScripts = { head: '', bodyStart: '', bodyEnd: '' };

/**
 * Editing mode (spec 000 sections 2 and 6, docs/architecture.md#editing-and-preview): the page state
 * `edit`, or a layout the editor asked for (`pageEditing`). Preview is not editing: it shows what
 * visitors get.
 */
export function isEditingMode(page: PageContext): boolean {
  const context = page?.layout?.sitecore?.context;
  // Spec 000 section 6: editors, in the editing *or preview* state, never get site scripts, so
  // trackers and consent banners only ever see visitors. Section 2 names editing mode; section 6
  // widens it to both editor states, and that is the rule we keep.
  const states = [page?.pageState, context?.pageState];
  return states.includes('edit') || states.includes('preview') || context?.pageEditing === true;
}

/** Two snippets are the same script when they match after trimming and collapsing whitespace. */
function sameScriptKey(snippet: string): string {
  return snippet.trim().replace(/\s+/g, ' ');
}

export function collectSiteScripts(page: PageContext): SiteScripts {
  if (isEditingMode(page)) return { ...NONE };
  const fields = routeFields(page);
  const settings: Record<string, unknown> = { ...page?.siteSettings };
  const withSite = !fieldChecked(fieldNamed(fields, 'disableSiteScripts'));

  // One set for the whole document: a snippet runs once even if two areas or levels carry it.
  const seen = new Set<string>();
  const collect = (area: Area): string =>
    SCRIPT_SOURCES[area]
      .filter((source) => source.level === 'page' || withSite)
      .map(({ level, field }) => fieldNamed(level === 'page' ? fields : settings, field))
      .map(fieldString)
      .filter((snippet): snippet is string => {
        if (snippet === undefined) return false;
        const key = sameScriptKey(snippet);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((snippet) => snippet.trim())
      .join('\n');

  return { head: collect('head'), bodyStart: collect('bodyStart'), bodyEnd: collect('bodyEnd') };
}
