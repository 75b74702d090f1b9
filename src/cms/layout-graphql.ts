import type { GraphqlClient } from './graphql-client.ts';
import { pick } from './json-shape.ts';
import { toLayout, toRoutePath, type LayoutSource } from './layout-data.ts';

const LAYOUT_QUERY = `query LayoutQuery($site: String!, $routePath: String!, $language: String!) {
  layout(site: $site, routePath: $routePath, language: $language) { item { rendered } }
}`;

/** Experience Edge `layout` query; `rendered` is the same JSON the REST service sends. */
export function createGraphqlLayout(siteName: string, graphql: GraphqlClient): LayoutSource {
  return async (routePath, language, signal) => {
    const variables = { site: siteName, routePath: toRoutePath(routePath), language };
    const { data, bytes } = await graphql.query(LAYOUT_QUERY, variables, signal);
    const rendered = pick(data, 'layout', 'item', 'rendered');
    // A missing route is `layout: null` or `item: null`.
    if (rendered === undefined || rendered === null) return { data: null, bytes };
    return { data: toLayout(rendered, 'the layout query'), bytes };
  };
}
