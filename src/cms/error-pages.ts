import type { Payload } from './cache.ts';
import type { GraphqlClient } from './graphql-client.ts';
import { pick } from './json-shape.ts';
import { toLayout } from './layout-data.ts';
import type { LayoutServiceData } from './types.ts';

export interface ErrorPages {
  notFound: LayoutServiceData | null;
}

export type ErrorPagesSource = (language: string, signal?: AbortSignal) => Promise<Payload<ErrorPages>>;

const ERROR_PAGES_QUERY = `query ErrorPagesQuery($site: String!, $language: String!) {
  site { siteInfo(site: $site) { errorHandling(language: $language) {
    notFoundPage { rendered } notFoundPagePath serverErrorPage { rendered } serverErrorPagePath
  } } }
}`;

/** The site's error pages as configured in the CMS, in both layout modes. */
export function createErrorPages(siteName: string, graphql: GraphqlClient): ErrorPagesSource {
  return async (language, signal) => {
    const { data, bytes } = await graphql.query(ERROR_PAGES_QUERY, { site: siteName, language }, signal);
    const rendered = pick(data, 'site', 'siteInfo', 'errorHandling', 'notFoundPage', 'rendered');
    // No not-found page configured: the host renders its own plain 404.
    const notFound = rendered === undefined || rendered === null ? null : toLayout(rendered, 'the not-found page');
    return { data: { notFound }, bytes };
  };
}
