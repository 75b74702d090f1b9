/**
 * Navigation link card (spec 001 sections 2 and 3: "Navigation link card items: link with text"):
 * a headline and a list of items, each with a `link` field.
 */
import { buildHref } from '../../fields/link.rules.ts';
import { fieldsOf, readItems, readLink } from '../../fields/read.ts';

export interface NavigationLinkModel {
  key: string;
  link: unknown;
}

/** Items with a usable link (href and text); editors see every item. */
export function navigationLinks(field: unknown, editing: boolean): NavigationLinkModel[] {
  const links: NavigationLinkModel[] = [];
  readItems(field).forEach((item, index) => {
    const link = fieldsOf(item.fields).link;
    const value = readLink(link);
    if (!editing && (buildHref(value) === '' || !(value?.text ?? '').trim())) return;
    links.push({ key: item.id || `link-${index}`, link });
  });
  return links;
}
