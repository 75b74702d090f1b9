import type { PlaceholderItem, PlaceholdersData } from '../cms/types.ts';
import { isComponentRendering } from '../lib/renderings.ts';

/**
 * Which placeholder of a rendering (or route) answers to a requested name.
 *
 * SXA dynamic placeholders come in two shapes, and both must work:
 * - the Layout Service resolved the key (`container-1`) and the block asks for
 *   `container-${params.DynamicPlaceholderId}`: an exact match;
 * - the Layout Service kept the wildcard (`container-{*}`, `column-1-{*}`, as in headlessSxa.json
 *   and the column splitter fixture) and the block asks for `container-1` or `column-1-{*}`:
 *   `{*}` in a key stands for any one id.
 * A requested name may itself carry `{*}` or `{DynamicPlaceholderId}`; both are filled from the
 * parent's `DynamicPlaceholderId` param before matching.
 */
export function resolvePlaceholderKey(
  placeholders: PlaceholdersData | undefined | null,
  name: string,
  params?: Record<string, unknown> | undefined,
): string | undefined {
  if (!placeholders || typeof placeholders !== 'object' || !name) return undefined;
  const keys = Object.keys(placeholders);
  const candidates = requestedNames(name, params);

  for (const candidate of candidates) if (keys.includes(candidate)) return candidate;
  for (const candidate of candidates) {
    const key = keys.find((k) => k.includes('{*}') && wildcardPattern(k).test(candidate));
    if (key) return key;
  }
  // The block asked with a wildcard and the key was resolved: `column-1-{*}` finds `column-1-7`.
  if (name.includes('{*}')) {
    const pattern = wildcardPattern(name);
    return keys.find((k) => pattern.test(k));
  }
  return undefined;
}

function requestedNames(name: string, params: Record<string, unknown> | undefined): string[] {
  const names = [name];
  const id = params?.DynamicPlaceholderId;
  if ((typeof id === 'string' && id !== '') || typeof id === 'number') {
    const filled = name.replace(/\{\*\}|\{DynamicPlaceholderId\}/g, String(id));
    if (filled !== name) names.push(filled);
  }
  return names;
}

const patternCache = new Map<string, RegExp>();

/** `container-{*}` -> /^container-(?:[^{}]+|\{[^{}]*\})$/: one id, plain or in braces. */
function wildcardPattern(key: string): RegExp {
  let pattern = patternCache.get(key);
  if (!pattern) {
    const source = key
      .split('{*}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(?:[^{}\\s]+|\\{[^{}]*\\})');
    pattern = new RegExp(`^${source}$`);
    patternCache.set(key, pattern);
  }
  return pattern;
}

/** The items of a placeholder, or [] when missing or malformed. */
export function placeholderItems(placeholders: PlaceholdersData | undefined | null, key: string | undefined): PlaceholderItem[] {
  if (!key || !placeholders) return [];
  const items = placeholders[key];
  return Array.isArray(items) ? items.filter((item) => typeof item === 'object' && item !== null) : [];
}

/**
 * Whether a rendering's placeholder holds at least one rendering (chrome elements do not count):
 * layout blocks (containers, splitter columns) render nothing for visitors around an empty one.
 */
export function placeholderHasRenderings(
  rendering: { placeholders?: PlaceholdersData | undefined; params?: Record<string, unknown> | undefined } | undefined,
  name: string,
): boolean {
  const placeholders = rendering?.placeholders;
  const items = placeholderItems(placeholders, resolvePlaceholderKey(placeholders, name, rendering?.params));
  return items.some(isComponentRendering);
}

/** Rendering params as strings (the Layout Service sends strings; hand-edited data may not). */
export function paramsOf(params: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!params || typeof params !== 'object' || Array.isArray(params)) return out;
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}

const TAG_NAME = /^[a-z][a-z0-9-]*$/i;
const ATTRIBUTE_NAME = /^[a-z_:][a-z0-9_:.-]*$/i;

/** Props for a chrome element (`HtmlElementRendering`): React names for class/for, bad names dropped. */
export function chromeElementProps(attributes: unknown): Record<string, string> {
  const props: Record<string, string> = {};
  if (!attributes || typeof attributes !== 'object') return props;
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value !== 'string' || !ATTRIBUTE_NAME.test(name) || /^on/i.test(name)) continue;
    const lower = name.toLowerCase();
    if (lower === 'style') continue; // React wants an object; chromes do not need it
    props[lower === 'class' ? 'className' : lower === 'for' ? 'htmlFor' : lower] = value;
  }
  return props;
}

export function isValidTagName(name: unknown): name is string {
  return typeof name === 'string' && TAG_NAME.test(name) && name.toLowerCase() !== 'script';
}
