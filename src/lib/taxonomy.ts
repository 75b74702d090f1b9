import { readItem, readItems } from '../fields/read.ts';

/**
 * Taxonomy values (topic, industry, region, type) as the CMS sends them: items whose `name` (a
 * lower-case slug) is the facet value id everywhere (docs/articles-and-news.md).
 */

function nameOf(item: { name?: unknown } | undefined): string {
  return item && typeof item.name === 'string' ? item.name.trim() : '';
}

/** The ids of a multilist of taxonomy items, blanks and repeats dropped, order kept. */
export function taxonomyIds(field: unknown): string[] {
  const ids: string[] = [];
  for (const item of readItems(field)) {
    const name = nameOf(item);
    if (name !== '' && !ids.includes(name)) ids.push(name);
  }
  return ids;
}

/** The id of a droplink's taxonomy item, or '' when none is set. */
export function taxonomyId(field: unknown): string {
  return nameOf(readItem(field));
}
