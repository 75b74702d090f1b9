import type { LayoutEditing } from './cms.ts';
import type { GraphqlClient } from './graphql-client.ts';
import { pick } from './json-shape.ts';
import { toLayout, toRoutePath, type LayoutSource } from './layout-data.ts';

const LAYOUT_QUERY = `query LayoutQuery($site: String!, $routePath: String!, $language: String!) {
  layout(site: $site, routePath: $routePath, language: $language) { item { rendered } }
}`;

/** Sitecore's editing query: the opened item by id, in a version, rendered in the requested mode. */
const EDITING_QUERY = `query EditingQuery($itemId: String!, $language: String!, $version: String) {
  item(path: $itemId, language: $language, version: $version) { rendered }
}`;

/**
 * The headers that make Experience Edge's preview endpoint answer in edit or preview mode, as
 * Sitecore's EditingService sends them.
 */
export function editingHeaders(editing: LayoutEditing): Record<string, string> {
  return {
    sc_editMode: String(editing.mode === 'edit'),
    sc_previewMode: String(editing.mode === 'preview'),
    sc_layoutKind: editing.layoutKind ?? 'final',
  };
}

/**
 * Experience Edge `layout` query; `rendered` is the same JSON the REST service sends. Editors' reads
 * go through `editingClient` (the same pool with the editing headers) and, when the editor named
 * an item, ask for that item by id and version.
 */
export function createGraphqlLayout(
  siteName: string,
  graphql: GraphqlClient,
  editingClient: (headers: Record<string, string>) => GraphqlClient = () => graphql,
) {
  const source = async (routePath: string, language: string, signal?: AbortSignal, editing?: LayoutEditing) => {
    let result;
    let rendered: unknown;
    if (editing?.itemId) {
      const variables = { itemId: editing.itemId, language, version: editing.version === undefined ? null : String(editing.version) };
      result = await editingClient(editingHeaders(editing)).query(EDITING_QUERY, variables, signal);
      rendered = pick(result.data, 'item', 'rendered');
    } else {
      const variables = { site: siteName, routePath: toRoutePath(routePath), language };
      const client = editing ? editingClient(editingHeaders(editing)) : graphql;
      result = await client.query(LAYOUT_QUERY, variables, signal);
      rendered = pick(result.data, 'layout', 'item', 'rendered');
    }
    // A missing route is `layout: null` or `item: null`.
    if (rendered === undefined || rendered === null) return { data: null, bytes: result.bytes };
    return { data: toLayout(rendered, editing ? 'the editing query' : 'the layout query'), bytes: result.bytes };
  };
  return source satisfies LayoutSource;
}
