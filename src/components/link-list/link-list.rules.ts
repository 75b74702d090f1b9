import { planLink } from '../../fields/link.rules.ts';
import { hasText, isRecord, readLink } from '../../fields/read.ts';
import { styleClasses } from '../../lib/sxa-params.ts';

/**
 * SXA link list (spec 000 sections 2 and 3): "a datasource whose children each hold a link, plus
 * a title". Sitecore sends it in one of these shapes, all read here:
 *
 * - the integrated GraphQL result of Sitecore's own Link List rendering:
 *   `fields.data.datasource.field.title` and `fields.data.datasource.children.results[].field.link`,
 *   each a field (`{ value }`), or wrapped as `{ jsonValue: { value } }` by queries that select
 *   `jsonValue` (`datasource.title.jsonValue`, `results[].link.jsonValue`);
 * - a plain datasource: `Title` (or `title`) and the children as an array (`items`, `children`,
 *   `links`, or as `{ results }`), each child an item `{ fields: { Link } }`, `{ field: { link } }`,
 *   `{ link }`, or the link field itself.
 */

export interface LinkListEntry {
  key: string;
  /** The link field as sent (the Link helper shows its editing markup in edit mode). */
  field: unknown;
}

export interface LinkListModel {
  title: unknown;
  hasTitle: boolean;
  links: LinkListEntry[];
}

const TITLE_NAMES = ['title', 'Title', 'heading', 'Heading'] as const;
const LIST_NAMES = ['children', 'items', 'Items', 'Children', 'links', 'Links', 'list'] as const;
const LINK_NAMES = ['link', 'Link', 'cta', 'url'] as const;

/** `{ jsonValue: x }` -> x (GraphQL), anything else as it is. */
function unwrap(value: unknown): unknown {
  return isRecord(value) && 'jsonValue' in value ? value.jsonValue : value;
}

function first(source: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) if (source[name] !== undefined && source[name] !== null) return source[name];
  return undefined;
}

/** The datasource: the GraphQL `data.datasource` (or `datasource`), else the fields themselves. */
function datasourceOf(fields: Record<string, unknown>): Record<string, unknown> {
  const data = isRecord(fields.data) ? fields.data : undefined;
  const datasource = data?.datasource ?? fields.datasource;
  return isRecord(datasource) ? datasource : fields;
}

function titleOf(datasource: Record<string, unknown>): unknown {
  // Sitecore's query aliases the Title field under `field { title: jsonValue }`.
  const aliased = isRecord(datasource.field) ? first(datasource.field, TITLE_NAMES) : undefined;
  return unwrap(aliased ?? first(datasource, TITLE_NAMES));
}

function childrenOf(datasource: Record<string, unknown>): unknown[] {
  const list = first(datasource, LIST_NAMES);
  if (Array.isArray(list)) return list;
  if (isRecord(list) && Array.isArray(list.results)) return list.results;
  return [];
}

/** A child's link field, from any of the shapes above. */
export function linkFieldOf(child: unknown): unknown {
  if (!isRecord(child)) return undefined;
  for (const holder of [child.field, child.fields, child]) {
    if (!isRecord(holder)) continue;
    const field = first(holder, LINK_NAMES);
    if (field !== undefined) return unwrap(field);
  }
  // The child is the link field itself (`{ value: { href } }`, `{ jsonValue: … }`, bare `{ href }`).
  const self = unwrap(child);
  return readLink(self) ? self : undefined;
}

/**
 * The title and links to show. Outside editing, a child whose link would show nothing (no
 * address, no text: spec 000 section 5) is left out, so the list has no empty items; editors keep
 * every child so they can fill it in.
 */
export function readLinkList(fields: Record<string, unknown>, editing: boolean): LinkListModel {
  const datasource = datasourceOf(fields);
  const title = titleOf(datasource);
  const links: LinkListEntry[] = [];
  childrenOf(datasource).forEach((child, index) => {
    const field = linkFieldOf(child);
    if (field === undefined && !editing) return;
    if (!editing && planLink({ value: readLink(field) }).kind === 'none') return;
    const id = isRecord(child) && typeof child.id === 'string' && child.id ? child.id : `${index}`;
    links.push({ key: `${id}-${index}`, field });
  });
  return { title, hasTitle: hasText(title), links };
}

export interface LinkListLayout {
  /** `list-horizontal` / `link-list-horizontal` (or any style with "horizontal"): a row. */
  horizontal: boolean;
  classes: string[];
}

export function linkListLayout(styles: unknown): LinkListLayout {
  const classes = styleClasses(styles);
  return { horizontal: classes.some((c) => /horizontal/i.test(c)), classes };
}
