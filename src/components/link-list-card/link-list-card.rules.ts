/**
 * Link-list card (spec 002 sections 2, 3 and 9): image, headline, cta and a list of links. Pure:
 * which links show and whether they stack as one list or spread into a grid.
 */
import { buildHref } from '../../fields/link.rules.ts';
import { fieldsOf, isRecord, readLink, readList } from '../../fields/read.ts';
import { breakpoints, type Breakpoint } from '../../ui/theme.ts';

/** Spec 002 section 9: "Link card grid threshold: more than 5 links". */
export const LINK_GRID_THRESHOLD = 5;

export type LinkListLayout = 'list' | 'grid';

/** Five links or fewer show as a single list, more than five as a grid (spec 002 section 2). */
export function linkListLayout(linkCount: number): LinkListLayout {
  return Number.isFinite(linkCount) && linkCount > LINK_GRID_THRESHOLD ? 'grid' : 'list';
}

/**
 * Spec 000 section 9: "Quick links grid: 1 column, 2 from the xs breakpoint, 3 from the l
 * breakpoint." The card's grid (more than five links) is where its links are laid out as quick
 * links; the single list stays one column. Breakpoints are the viewport's, as everywhere in the spec.
 */
export const QUICK_LINK_COLUMNS: readonly { from: Breakpoint; columns: number }[] = [
  { from: 'xs', columns: 2 },
  { from: 'l', columns: 3 },
];

/** Columns of the quick links grid at a viewport width (1 below the first breakpoint). */
export function quickLinkColumnsAt(width: number): number {
  let columns = 1;
  for (const step of QUICK_LINK_COLUMNS) if (width >= breakpoints[step.from]) columns = step.columns;
  return columns;
}

export interface CardLink {
  key: string;
  /** The General Link field the entry renders (its text, target and editing markup). */
  field: unknown;
}

/** The link field names an item of the `links` list may use, in the order they are tried. */
const LINK_FIELD_NAMES = ['link', 'cta', 'Link', 'Cta'];

/**
 * The entries of `links`: a multilist of link items (`{ id, fields: { link } }`, or `cta`), or
 * General Link fields given directly (`{ value: { href, text } }`). Visitors get the entries that
 * lead somewhere; editors get every item, to fill it in.
 */
export function readCardLinks(field: unknown, editing: boolean): CardLink[] {
  const links: CardLink[] = [];
  readList(field).forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const own = fieldsOf(entry.fields);
    const name = LINK_FIELD_NAMES.find((candidate) => candidate in own);
    const linkField = name ? own[name] : 'value' in entry || 'href' in entry ? entry : undefined;
    if (linkField === undefined) return;
    if (!editing && buildHref(readLink(linkField)) === '') return;
    const id = typeof entry.id === 'string' && entry.id !== '' ? entry.id : `link-${index}`;
    links.push({ key: id, field: linkField });
  });
  return links;
}
