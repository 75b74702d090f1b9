import { hasText, isRecord } from '../../fields/read.ts';
import { languageFromPath, switchLanguagePath } from '../../lib/languages.ts';

/**
 * SXA title (spec 000 section 2 "title"): a heading that links to its page.
 *
 * Where the text comes from, first with text wins:
 * 1. the datasource in SXA's GraphQL shape, `data.datasource.field.jsonValue`, linking to
 *    `data.datasource.url.path`;
 * 2. a plain `Title` field on the datasource (hand-made or Layout Service data), linking to the
 *    current page;
 * 3. the page itself: `data.contextItem.field.jsonValue` (GraphQL) or the route's `Title` field,
 *    linking to the current page.
 * The page's own title is the page heading, so it is an h1; a datasource's title heads a section
 * of the page, an h2 (our decision: SXA's markup has no heading at all, which helps nobody who
 * navigates by headings). A link to the page being shown carries `aria-current="page"`.
 * Empty: nothing for visitors, the 'Title field' placeholder for editors (spec 000 section 8).
 */
export type TitleSource = 'datasource' | 'page';

export interface TitlePlan {
  /** The text field to render (`{ value, editable?, metadata? }`), or undefined when empty. */
  field: unknown;
  /** Where the heading links: a site path, or '' for no link. */
  href: string;
  /** True when `href` is the page being shown. */
  current: boolean;
  source: TitleSource;
}

export interface TitleContext {
  routeFields: unknown;
  /** The current page's path without locale prefix ('/about'). */
  path: string;
  locale: string;
}

export function titlePlan(fields: Record<string, unknown>, context: TitleContext): TitlePlan {
  const here = localisedPath(context.path, context.locale);
  const data = isRecord(fields.data) ? fields.data : undefined;
  const datasource = graphItem(data?.datasource);
  const contextItem = graphItem(data?.contextItem);
  const routeTitle = isRecord(context.routeFields) ? context.routeFields.Title : undefined;

  const candidates: { field: unknown; path: string | undefined; source: TitleSource }[] = [
    { field: datasource?.field, path: datasource?.path, source: 'datasource' },
    { field: fields.Title, path: undefined, source: 'datasource' },
    { field: contextItem?.field, path: contextItem?.path, source: 'page' },
    { field: routeTitle, path: undefined, source: 'page' },
  ];
  const chosen = candidates.find((candidate) => hasText(candidate.field));
  if (!chosen) {
    // Editors edit the datasource's field when the rendering has one, else the page's.
    const editable = candidates.find((candidate) => isRecord(candidate.field));
    return { field: editable?.field, href: '', current: false, source: editable?.source ?? 'page' };
  }
  const href = chosen.path ? localisedPath(chosen.path, context.locale) : here;
  return { field: chosen.field, href, current: samePath(href, here), source: chosen.source };
}

function graphItem(value: unknown): { field: unknown; path: string | undefined } | undefined {
  if (!isRecord(value)) return undefined;
  const field = isRecord(value.field) ? value.field.jsonValue : undefined;
  const url = isRecord(value.url) ? value.url.path : undefined;
  const path = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : undefined;
  return { field, path };
}

/** A site path in the current locale: `/about` in Arabic is `/ar/about`; prefixed paths stay. */
export function localisedPath(path: string, locale: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'default' || languageFromPath(clean) !== null) return clean;
  return switchLanguagePath(clean, locale);
}

function samePath(a: string, b: string): boolean {
  const norm = (p: string) => (p.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase() || '/';
  return norm(a) === norm(b);
}
