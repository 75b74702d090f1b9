import type { Payload } from './cache.ts';
import { CmsError } from './errors.ts';
import { isObject, pick } from './json-shape.ts';
import type { LayoutServiceData } from './types.ts';

/** Reads one route's layout; `data` is null when the CMS has no such route. */
export type LayoutSource = (routePath: string, language: string, signal?: AbortSignal) => Promise<Payload<LayoutServiceData | null>>;

/** Sitecore item paths are site-relative and absolute: `about` and `/about` are one route. */
export function toRoutePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Checks only what the host relies on before rendering (a context object, a route object or null);
 * everything inside a route is hand-edited content that the renderer tolerates on its own.
 */
export function toLayout(json: unknown, source: string): LayoutServiceData | null {
  const context = pick(json, 'sitecore', 'context');
  const route = pick(json, 'sitecore', 'route');
  if (!isObject(context) || !(route === null || isObject(route))) {
    throw new CmsError('CMS_BAD_RESPONSE', `${source} is not Layout Service JSON`);
  }
  return route === null ? null : (json as LayoutServiceData);
}
