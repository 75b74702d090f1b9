/**
 * The filter rules shared by the tools and people lists (spec 002 sections 4, 5 and 9). Pure: no
 * React, no DOM; the components in this folder render what these functions decide.
 *
 * - A tag is an item of a multilist: `{ id, name, displayName | fields.value }`.
 * - A filter type is an item of the section's `filtersToBeShown` / `filtersToDisplay` multilist;
 *   its `filterType` names the tag field of the listed items (`country`, `port`, `function`).
 * - A selection maps a filter type's key to the id of its one selected tag.
 */

import { isRecord, readText } from '../../fields/read.ts';

export interface FilterTag {
  /** The tag item's id (its name when the id is missing). */
  id: string;
  /** The tag item's name (`india`), stable across languages. */
  name: string;
  /** What visitors read: `displayName`, else `fields.value`, else the name. */
  label: string;
}

export interface FilterType {
  /** The tag field the type filters on (`country`). */
  key: string;
  /** The heading visitors read (`filterNameToDisplay`, else `displayName`, else `name`). */
  label: string;
}

/** The one selected tag id per filter type key. */
export type FilterSelection = Readonly<Record<string, string>>;

/** Anything with tag lists under the filter types' keys (a tool card's `country`, `port`). */
export type FilterableItem = object;

/** Spec 002 section 8: the debug-only message when no filter type applies. */
export const NO_ACTIVE_FILTER_TYPES = 'No active filter types found. Check your data structure.';

function nonEmpty(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A tag from a multilist entry as the Layout Service or the content graph sends it; undefined when
 * it has neither an id nor a name.
 */
export function readTag(raw: unknown): FilterTag | undefined {
  if (!isRecord(raw)) return undefined;
  const fields = isRecord(raw.fields) ? raw.fields : {};
  const name = nonEmpty(raw.name);
  const id = nonEmpty(raw.id) || name;
  if (!id) return undefined;
  const label = nonEmpty(raw.displayName) || readText(fields.value).trim() || nonEmpty(fields.value) || name || id;
  return { id, name: name || id, label };
}

/**
 * The tags of a multilist field: an array, `{ value: [...] }` or `{ jsonValue: ... }` (the content
 * graph); undefined when the field is not a list at all (the item has no such tag field), `[]` when
 * it is an empty one. Duplicate ids are kept once.
 */
export function readTagList(field: unknown): FilterTag[] | undefined {
  let list: unknown = field;
  if (isRecord(list) && 'jsonValue' in list) list = list.jsonValue;
  if (isRecord(list) && 'value' in list) list = list.value;
  if (!Array.isArray(list)) return undefined;
  const tags: FilterTag[] = [];
  const seen = new Set<string>();
  for (const entry of list) {
    const tag = readTag(entry);
    if (tag && !seen.has(tag.id)) {
      seen.add(tag.id);
      tags.push(tag);
    }
  }
  return tags;
}

/** The filter types of the section's multilist, in the editor's order, each key once. */
export function readFilterTypes(field: unknown): FilterType[] {
  const list = Array.isArray(field) ? field : isRecord(field) && Array.isArray(field.value) ? field.value : [];
  const types: FilterType[] = [];
  const seen = new Set<string>();
  for (const raw of list) {
    if (!isRecord(raw)) continue;
    const fields = isRecord(raw.fields) ? raw.fields : {};
    const key = readText(fields.filterType).trim();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const label =
      readText(fields.filterNameToDisplay).trim() ||
      readText(fields.displayName).trim() ||
      readText(fields.name).trim() ||
      nonEmpty(raw.displayName) ||
      nonEmpty(raw.name) ||
      key;
    types.push({ key, label });
  }
  return types;
}

/** The item's tags under a filter type key; undefined when it has no such field. */
export function tagsOf(item: FilterableItem, key: string): readonly FilterTag[] | undefined {
  const value = (item as Record<string, unknown>)[key];
  return Array.isArray(value) ? (value as FilterTag[]) : undefined;
}

/**
 * Spec 002 section 5: a filter type counts only if the items have a tag field of that type and
 * at least one item has tags in it.
 */
export function activeFilterTypes(types: readonly FilterType[], items: readonly FilterableItem[]): FilterType[] {
  return types.filter((type) => items.some((item) => (tagsOf(item, type.key)?.length ?? 0) > 0));
}

/** The label as it sorts: lower case, without punctuation or symbols, spaces collapsed. */
export function sortKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec 002 section 5: options sorted alphabetically, ignoring case and punctuation. */
export function compareTags(a: FilterTag, b: FilterTag): number {
  const ka = sortKey(a.label);
  const kb = sortKey(b.label);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function matchesSelection(item: FilterableItem, selection: FilterSelection): boolean {
  for (const [key, tagId] of Object.entries(selection)) {
    const tags = tagsOf(item, key);
    if (!tags || !tags.some((tag) => tag.id === tagId)) return false;
  }
  return true;
}

/** The items that match every selected tag, in their own order. */
export function filterItems<T extends FilterableItem>(items: readonly T[], selection: FilterSelection): T[] {
  return items.filter((item) => matchesSelection(item, selection));
}

function without(selection: FilterSelection, key: string): FilterSelection {
  const rest: Record<string, string> = { ...selection };
  delete rest[key];
  return rest;
}

/**
 * The options of one filter type, narrowed by the other types' selections (spec 002 section 4):
 * the tags of that type found on the items that match the rest of the selection, sorted. The
 * type's own selected tag stays listed even when nothing else would show it, so it can always be
 * cleared by selecting it again.
 */
export function optionsFor(key: string, items: readonly FilterableItem[], selection: FilterSelection): FilterTag[] {
  const others = without(selection, key);
  const byId = new Map<string, FilterTag>();
  for (const item of items) {
    const tags = tagsOf(item, key);
    if (!tags || !matchesSelection(item, others)) continue;
    for (const tag of tags) if (!byId.has(tag.id)) byId.set(tag.id, tag);
  }
  const selectedId = selection[key];
  if (selectedId && !byId.has(selectedId)) {
    const tag = items.flatMap((item) => tagsOf(item, key) ?? []).find((t) => t.id === selectedId);
    if (tag) byId.set(tag.id, tag);
  }
  return [...byId.values()].sort(compareTags);
}

/** At most one option per type; selecting the selected option clears it (spec 002 section 4). */
export function toggleOption(selection: FilterSelection, key: string, tagId: string): FilterSelection {
  if (selection[key] === tagId) return without(selection, key);
  return { ...selection, [key]: tagId };
}

/** The selection with one type cleared. */
export function clearType(selection: FilterSelection, key: string): FilterSelection {
  return key in selection ? without(selection, key) : selection;
}

/**
 * The selection a list starts with (the people list's default country): only for active types and
 * only tags some item carries, so a stale default never opens the list empty.
 */
export function initialSelection(
  preset: Readonly<Record<string, string | undefined>>,
  types: readonly FilterType[],
  items: readonly FilterableItem[],
): FilterSelection {
  const selection: Record<string, string> = {};
  for (const type of types) {
    const wanted = preset[type.key];
    if (!wanted) continue;
    const tag = items.flatMap((item) => tagsOf(item, type.key) ?? []).find((t) => t.id === wanted || t.name === wanted);
    if (tag) selection[type.key] = tag.id;
  }
  return selection;
}

/** The label of the selected tag of a type, if any. */
export function selectedLabel(key: string, items: readonly FilterableItem[], selection: FilterSelection): string | undefined {
  const id = selection[key];
  if (!id) return undefined;
  for (const item of items) {
    const tag = tagsOf(item, key)?.find((t) => t.id === id);
    if (tag) return tag.label;
  }
  return undefined;
}

export interface PageSizes {
  desktop: number;
  mobile: number;
}

/** A page size from a CMS number field: a positive whole number, else the default. */
export function pageSizeOf(value: unknown, fallback: number): number {
  const raw = isRecord(value) ? value.value : value;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : fallback;
}

/**
 * How many cards show after `loads` loads (1 at first; each load more adds the page size,
 * spec 002 section 4), on each layout, never more than there are.
 */
export function visibleCounts(loads: number, sizes: PageSizes, total: number): PageSizes {
  const n = Math.max(1, Math.floor(loads));
  return { desktop: Math.min(total, n * sizes.desktop), mobile: Math.min(total, n * sizes.mobile) };
}

/** Whether a load more button is useful on each layout. */
export function hasMore(loads: number, sizes: PageSizes, total: number): { desktop: boolean; mobile: boolean } {
  const shown = visibleCounts(loads, sizes, total);
  return { desktop: shown.desktop < total, mobile: shown.mobile < total };
}
