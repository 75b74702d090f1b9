/**
 * Builds Layout Service answers (`{ sitecore: { context, route } }`) from stored routes, for the
 * REST route and for GraphQL's `rendered`. The context is made per request, as Sitecore does for a
 * visitor: never editing, page state normal.
 */
import type { LayoutContext, LayoutServiceData } from '../cms/types.ts';
import type { StoredRoute } from './content-store.ts';

export function layoutContext(siteName: string, language: string, itemPath: string): LayoutContext {
  return { pageEditing: false, site: { name: siteName }, pageState: 'normal', language, itemPath };
}

/** The answer as an object (GraphQL `rendered`). Routes are frozen, so sharing them is safe. */
export function layoutData(siteName: string, language: string, itemPath: string, stored: StoredRoute | undefined): LayoutServiceData {
  return {
    sitecore: {
      context: layoutContext(siteName, language, stored?.path ?? itemPath),
      route: stored?.route ?? null,
    },
  };
}

/** The same answer as JSON text, splicing in the route serialised at load time (REST). */
export function layoutJson(siteName: string, language: string, itemPath: string, stored: StoredRoute | undefined): string {
  const context = JSON.stringify(layoutContext(siteName, language, stored?.path ?? itemPath));
  return `{"sitecore":{"context":${context},"route":${stored?.json ?? 'null'}}}`;
}
