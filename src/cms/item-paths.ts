import type { GraphqlClient } from './graphql-client.ts';
import { pick } from './json-shape.ts';

/**
 * Where items sit in the content tree, by id: what a publish webhook needs to know which site an
 * item belongs to (src/server/purge-sites.ts), since Edge's webhook names items, not sites. Asked
 * in batches, one aliased `item(path:)` per id (Edge takes an id as the path), never cached: a
 * publish must see the tree as it is now.
 */

/** Ids asked per query. */
export const ITEM_PATHS_BATCH = 50;

/** `query ItemPathsQuery($language: String!, $i0: String!, …) { i0: item(path: $i0, language: $language) { path } … }` */
export function itemPathsQuery(count: number): string {
  const indexes = Array.from({ length: count }, (_, i) => i);
  const variables = indexes.map((i) => `$i${i}: String!`).join(', ');
  const fields = indexes.map((i) => `i${i}: item(path: $i${i}, language: $language) { path }`).join(' ');
  return `query ItemPathsQuery($language: String!, ${variables}) { ${fields} }`;
}

export type ItemPathsSource = (ids: readonly string[], language: string, signal?: AbortSignal) => Promise<Map<string, string | null>>;

/**
 * Each id's path (`/sitecore/content/drydocks/Home/About`), or null when the CMS has no such item
 * in that language (deleted, unpublished, never in it). Rejects when the CMS cannot say.
 */
export function createItemPaths(graphql: GraphqlClient): ItemPathsSource {
  return async (ids, language, signal) => {
    const paths = new Map<string, string | null>();
    const unique = [...new Set(ids)];
    for (let start = 0; start < unique.length; start += ITEM_PATHS_BATCH) {
      const batch = unique.slice(start, start + ITEM_PATHS_BATCH);
      const variables: Record<string, unknown> = { language };
      batch.forEach((id, i) => (variables[`i${i}`] = id));
      const { data } = await graphql.query(itemPathsQuery(batch.length), variables, signal);
      batch.forEach((id, i) => {
        const path = pick(data, `i${i}`, 'path');
        paths.set(id, typeof path === 'string' && path.startsWith('/') ? path : null);
      });
    }
    return paths;
  };
}
