/**
 * Tolerant readers for the route and site-settings fields the page shell uses (SEO tags, site
 * scripts). CMS data is hand-edited: a field may be missing, null, a bare value instead of
 * `{ value }`, or of the wrong type. Every reader returns `undefined`/`false` then, never throws.
 * Runs on server and client: no Node APIs.
 */
import type { PageContext } from '../app/page-context.ts';

export type RouteFields = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The current route's fields, or `{}` when the route, or its fields, is missing or not a map. */
export function routeFields(page: PageContext): RouteFields {
  const fields: unknown = page?.layout?.sitecore?.route?.fields;
  return isRecord(fields) ? fields : {};
}

/**
 * The field called `name`: the exact name first, else the same name in another case (Sitecore's
 * field names are case-insensitive; SXA templates spell them `BrowserTitle`).
 */
export function fieldNamed(fields: RouteFields, name: string): unknown {
  if (Object.hasOwn(fields, name)) return fields[name];
  const lower = name.toLowerCase();
  const key = Object.keys(fields).find((candidate) => candidate.toLowerCase() === lower);
  return key === undefined ? undefined : fields[key];
}

/** A field's raw value: `{ value }` unwrapped, anything else as it is. */
export function fieldValue(field: unknown): unknown {
  return isRecord(field) && 'value' in field ? field.value : field;
}

/** A string, trimmed; `undefined` when blank or not a string. */
function trimmedString(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : undefined;
}

/**
 * A text field (`{ value: 'x' }` or a bare `'x'`; numbers are accepted, e.g. an app id), trimmed;
 * `undefined` when empty or of another type.
 */
export function fieldText(field: unknown): string | undefined {
  const value = fieldValue(field);
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : trimmedString(value);
}

/**
 * A string field kept verbatim (script snippets): `{ value: string }` or a bare string; blank and
 * other types give `undefined`.
 */
export function fieldString(field: unknown): string | undefined {
  const value = fieldValue(field);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export interface FieldLink {
  url: string;
  alt?: string;
}

/**
 * The address an image, link or text field points at: image `{ value: { src, alt } }`, link
 * `{ value: { href } }`, or a plain text/URL value.
 */
export function fieldLink(field: unknown): FieldLink | undefined {
  const value = fieldValue(field);
  if (isRecord(value)) {
    const url = trimmedString(value.src) ?? trimmedString(value.href) ?? trimmedString(value.url);
    if (!url) return undefined;
    const alt = trimmedString(value.alt);
    return alt ? { url, alt } : { url };
  }
  const url = trimmedString(value);
  return url ? { url } : undefined;
}

/** A checkbox: `{ value: true }`, `true`, `'1'` or `'true'` (any case); everything else is off. */
export function fieldChecked(field: unknown): boolean {
  const value = fieldValue(field);
  if (value === true || value === 1) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim().toLowerCase();
  return text === '1' || text === 'true';
}
