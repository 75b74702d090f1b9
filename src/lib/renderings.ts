import type { ComponentRendering, HtmlElementRendering } from '../cms/types.ts';

/**
 * Which kind of placeholder item this is. Pure checks over the Layout Service JSON, used on both
 * server and browser, so they live here and not in the server-only src/cms.
 */
export function isComponentRendering(item: unknown): item is ComponentRendering {
  return typeof item === 'object' && item !== null && typeof (item as { componentName?: unknown }).componentName === 'string';
}

export function isHtmlElementRendering(item: unknown): item is HtmlElementRendering {
  return typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string' && !('componentName' in item);
}
