import type { Field, FileFieldValue, ImageFieldValue, ItemFieldValue, LinkFieldValue } from './types.ts';

/**
 * Tolerant readers: take whatever arrived and return a clean value or undefined. Nothing here
 * throws, whatever the input.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `{ value, editable, metadata }` envelope, or undefined when it is not one. */
export function asField(field: unknown): Field<unknown> | undefined {
  return isRecord(field) ? (field as Field<unknown>) : undefined;
}

/** A text value as a string ('' when missing); numbers become strings. */
export function readText(field: unknown): string {
  const value = isRecord(field) ? field.value : field;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function hasText(field: unknown): boolean {
  return readText(field).trim() !== '';
}

export function readEditable(field: unknown): string | undefined {
  return isRecord(field) && typeof field.editable === 'string' && field.editable !== '' ? field.editable : undefined;
}

export function readMetadata(field: unknown): Record<string, unknown> | undefined {
  return isRecord(field) && isRecord(field.metadata) ? field.metadata : undefined;
}

function stringProps<T>(source: Record<string, unknown>, keys: readonly (keyof T & string)[]): T {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const v = source[key];
    if (typeof v === 'string') out[key] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) out[key] = String(v);
  }
  return out as T;
}

const LINK_KEYS = ['href', 'text', 'linktype', 'target', 'title', 'class', 'anchor', 'querystring', 'url', 'id'] as const;

/** A link value from `{ value: { href… } }`, or from a bare `{ href… }` as some APIs send. */
export function readLink(field: unknown): LinkFieldValue | undefined {
  if (!isRecord(field)) return undefined;
  const source = isRecord(field.value) ? field.value : 'href' in field || 'text' in field ? field : undefined;
  if (!source) return undefined;
  return stringProps<LinkFieldValue>(source, LINK_KEYS);
}

export interface ImageValue {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** An image with a source; width/height as positive numbers when they parse. */
export function readImage(field: unknown): ImageValue | undefined {
  if (!isRecord(field)) return undefined;
  const source = isRecord(field.value) ? field.value : 'src' in field ? field : undefined;
  if (!source) return undefined;
  const raw = stringProps<ImageFieldValue & { src?: string; alt?: string }>(source, ['src', 'alt']);
  const src = raw.src?.trim();
  if (!src) return undefined;
  const image: ImageValue = { src, alt: raw.alt ?? '' };
  const width = toPositiveNumber(source.width);
  const height = toPositiveNumber(source.height);
  if (width) image.width = width;
  if (height) image.height = height;
  return image;
}

export function readFile(field: unknown): FileFieldValue | undefined {
  if (!isRecord(field) || !isRecord(field.value)) return undefined;
  const file = stringProps<FileFieldValue>(field.value, ['src', 'name', 'displayName', 'title', 'description', 'extension', 'mimeType', 'size']);
  return file.src ? file : undefined;
}

export function toPositiveNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Checkbox fields: `true`, `"1"`, `"true"`. */
export function readBoolean(field: unknown): boolean {
  const value = isRecord(field) ? field.value : field;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value === '1' || value.toLowerCase() === 'true';
  if (typeof value === 'number') return value === 1;
  return false;
}

export function readNumber(field: unknown): number | undefined {
  const value = isRecord(field) ? field.value : field;
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** A single referenced item (droplink/droptree), from `{ id, fields }` or `{ value: { … } }`. */
export function readItem<F = Record<string, unknown>>(field: unknown): ItemFieldValue<F> | undefined {
  if (!isRecord(field)) return undefined;
  const source = isRecord(field.value) && !('fields' in field) ? field.value : field;
  if (!('fields' in source) && !('id' in source) && !('url' in source)) return undefined;
  const item = stringProps<ItemFieldValue<F>>(source, ['id', 'url', 'name', 'displayName']);
  if (isRecord(source.fields)) item.fields = source.fields as F;
  return item;
}

/** A multilist/content list: an array of items (or `{ value: [...] }`); non-items are dropped. */
/**
 * The entries of a list field, whatever wraps them: an array (a multilist as the Layout Service
 * sends it), `{ value: [...] }`, `{ items: [...] }`, `{ results: [...] }` (a GraphQL search
 * or children result) or `{ targetItems: [...] }` (an Edge multilist); anything else is empty.
 */
export function readList(field: unknown): unknown[] {
  if (Array.isArray(field)) return field;
  if (isRecord(field)) {
    if (Array.isArray(field.value)) return field.value;
    if (Array.isArray(field.items)) return field.items;
    if (Array.isArray(field.results)) return field.results;
    if (Array.isArray(field.targetItems)) return field.targetItems;
  }
  return [];
}

export function readItems<F = Record<string, unknown>>(field: unknown): ItemFieldValue<F>[] {
  const list = Array.isArray(field) ? field : isRecord(field) && Array.isArray(field.value) ? field.value : [];
  const items: ItemFieldValue<F>[] = [];
  for (const entry of list) {
    const item = readItem<F>(entry);
    if (item) items.push(item);
  }
  return items;
}

/** The datasource fields of a rendering as a map (SXA navigation sends an array: no map). */
export function fieldsOf(fields: unknown): Record<string, unknown> {
  return isRecord(fields) ? fields : {};
}
