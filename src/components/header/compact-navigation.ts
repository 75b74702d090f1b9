import { isRecord, readList } from '../../fields/read.ts';
import { readNavItem, safeId, type NavColumn, type NavLink } from './header.rules.ts';

/**
 * The header island's navigation in the fewest bytes that read the same (islands contract,
 * decision record 009: an island carries its own data). The CMS sends every navigation item with
 * its name, display name, template fields and full link values (url, anchor, querystring, link
 * type…); the header reads only a label, an address and whether it opens a new tab. This writes
 * each item back in the plainest shape the header's rules accept, with the ids, labels and
 * addresses they derived, so `readPrimaryNavigation` gives the same menu from it for any page,
 * but for the ids of columns and links, which only key lists (compact-navigation.test.ts). Featured cards are kept as sent: they are
 * few, and their dates are formatted per language.
 */
export function compactPrimaryNavigation(field: unknown): unknown[] {
  const seen = new Set<string>();
  const items: unknown[] = [];
  readList(field).forEach((entry, index) => {
    // With no current page, `active` is only what the CMS set explicitly.
    const item = readNavItem(entry, index, '', 'en');
    if (!item) return;
    // The same unique element ids readPrimaryNavigation gives (it is idempotent on them).
    let id = safeId(item.id);
    while (seen.has(id)) id = `${id}-${index}`;
    seen.add(id);
    const raw = isRecord(entry) && isRecord(entry.fields) ? entry.fields : {};
    const fields: Record<string, unknown> = { title: { value: item.label } };
    if (item.href !== '') fields.navigationLink = linkValue(item.href, item.newTab);
    if (item.active) fields.active = { value: true };
    if (item.mega) {
      fields.secondaryNavigationTitle = { value: item.mega.title };
      fields.secondaryNavigation = item.mega.columns.map(compactColumn);
      fields.relatedContent = readList(raw.relatedContent ?? raw.featuredContent ?? raw.featured ?? raw.RelatedContent);
    }
    items.push({ id, fields });
  });
  return items;
}

/** Columns and links keep no id: theirs only key React's lists, and their position does that. */
function compactColumn(column: NavColumn): unknown {
  const fields: Record<string, unknown> = { title: { value: column.title }, links: column.links.map(compactLink) };
  if (column.href !== '') fields.navigationLink = linkValue(column.href, column.newTab);
  return { fields };
}

function compactLink(link: NavLink): unknown {
  const fields: Record<string, unknown> = { link: { ...linkValue(link.href, link.newTab), text: link.label } };
  if (link.active) fields.active = { value: true };
  return { fields };
}

/** An address already built (query and anchor in it); `_blank` stands for every new-tab rule. */
function linkValue(href: string, newTab: boolean): { href: string; target?: string } {
  return newTab ? { href, target: '_blank' } : { href };
}
