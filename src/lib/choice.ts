import { readItem, readText } from '../fields/read.ts';

/**
 * The value an editor chose in a droplist (its text) or a droplink (the item's `value` field,
 * else its display name or name): '' when none. Blocks of spec 002 read their options this way
 * (a feature card's imageAlignment, a video card's videoType, the isSingleCard width).
 */
export function readChoice(field: unknown): string {
  const text = readText(field).trim();
  if (text) return text;
  const item = readItem<Record<string, unknown>>(field);
  if (!item) return '';
  const own = item.fields ? readText(item.fields.value ?? item.fields.Value ?? item.fields.name).trim() : '';
  return own || item.displayName?.trim() || item.name?.trim() || '';
}
