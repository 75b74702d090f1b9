import type { ComponentRendering, LayoutServiceData, PlaceholdersData } from '../cms/types.ts';
import { isComponentRendering } from '../lib/renderings.ts';
import type { PageContext } from './page-context.ts';
import { toKebabCase } from './component-names.ts';

/**
 * Fragments: one part of a page (a placeholder such as `headless-header`, or one rendering) that
 * another site embeds and hydrates on its own page. Shared by the server render
 * (`renderFragment` in entry-server.tsx) and the fragment client entry (entry-fragment.tsx), so
 * both pick the same part of the same context and the markup cannot differ.
 */

/** What to render: one placeholder of the route, or the first rendering with this componentName. */
export interface FragmentTarget {
  placeholder?: string | undefined;
  componentName?: string | undefined;
}

/** Serialised next to the fragment's markup; the client hydrates from exactly this. */
export interface FragmentPayload {
  page: PageContext;
  target: FragmentTarget;
}

/** The wrapper element: `<div data-fragment="header" lang dir>`; also the CSS namespace. */
export const FRAGMENT_ATTRIBUTE = 'data-fragment';
/** Every style rule of a fragment is scoped under this, so the embedding page keeps its own styles. */
export const FRAGMENT_NAMESPACE = `[${FRAGMENT_ATTRIBUTE}]`;
/** The element React renders into (a child of the wrapper, beside the style and script tags). */
export const FRAGMENT_ROOT_ATTRIBUTE = 'data-fragment-root';
/** The `<script type="application/json">` that carries the FragmentPayload. */
export const FRAGMENT_CONTEXT_ATTRIBUTE = 'data-fragment-context';
/** Set on the wrapper once React has hydrated it (tests and monitoring). */
export const FRAGMENT_HYDRATED_ATTRIBUTE = 'data-fragment-hydrated';
/** The placeholder a single rendering is put in when a layout is trimmed to it. */
export const FRAGMENT_PLACEHOLDER = 'fragment';

/**
 * Does a CMS componentName answer to a name from a URL? `hero-banner`, `HeroBanner` and
 * `heroBanner` all name `HeroBanner`; comparison is by kebab case, so case and separators in
 * the URL do not matter beyond word boundaries.
 */
export function matchesComponentName(componentName: unknown, wanted: string): boolean {
  if (typeof componentName !== 'string' || componentName === '') return false;
  const want = toKebabCase(wanted);
  return want !== '' && toKebabCase(componentName) === want;
}

/**
 * The first rendering whose componentName matches, depth first in the order the Layout Service
 * sent the placeholders (nested placeholders before later siblings), or undefined.
 */
export function findRendering(layout: LayoutServiceData | null | undefined, wanted: string): ComponentRendering | undefined {
  let found: ComponentRendering | undefined;
  const visit = (placeholders: PlaceholdersData | undefined, depth: number) => {
    if (found || !placeholders || typeof placeholders !== 'object' || depth > 50) return;
    for (const items of Object.values(placeholders)) {
      if (!Array.isArray(items)) continue;
      for (const item of items) {
        if (found) return;
        if (!isComponentRendering(item)) continue;
        if (matchesComponentName(item.componentName, wanted)) {
          found = item;
          return;
        }
        visit(item.placeholders, depth + 1);
      }
    }
  };
  visit(layout?.sitecore?.route?.placeholders ?? undefined, 0);
  return found;
}

/**
 * The page shell's route fields (spec 000 section 3: titles, meta, Open Graph, Twitter, script
 * snippets): the document's, which a fragment does not have, so they are not sent with it.
 */
const PAGE_SHELL_FIELD =
  /^(browserTitle|metaTitle|metaDescription|description|customMetaData|openGraph\w*|twitter\w*|headScripts|bodyStartScripts|bodyEndScripts|disableSiteScripts)$/;

/**
 * The layout reduced to what the fragment renders: the context and the route's own fields stay
 * (blocks and the theme choice may read them), minus the page shell's; its placeholders become
 * only the target's. A fragment so carries no other content of the page in its serialised
 * context. `undefined` when the target is not there.
 */
export function trimLayoutTo(layout: LayoutServiceData, target: FragmentTarget): LayoutServiceData | undefined {
  const route = layout.sitecore?.route;
  if (!route) return undefined;
  let placeholders: PlaceholdersData;
  if (target.componentName !== undefined) {
    const rendering = findRendering(layout, target.componentName);
    if (!rendering) return undefined;
    placeholders = { [FRAGMENT_PLACEHOLDER]: [rendering] };
  } else if (target.placeholder !== undefined) {
    const items = route.placeholders?.[target.placeholder];
    placeholders = { [target.placeholder]: Array.isArray(items) ? items : [] };
  } else {
    return undefined;
  }
  const fields =
    route.fields && typeof route.fields === 'object' && !Array.isArray(route.fields)
      ? Object.fromEntries(Object.entries(route.fields).filter(([name]) => !PAGE_SHELL_FIELD.test(name)))
      : route.fields;
  return { ...layout, sitecore: { ...layout.sitecore, route: { ...route, fields, placeholders } } };
}
