import type { CmsConfig } from './cms-config.ts';
import type { CmsLog } from './cms-log.ts';
import { CmsError } from './errors.ts';
import type { HttpClient } from './http-client.ts';
import { isObject, pick } from './json-shape.ts';

/** A GraphQL answer's `data`, and the size of the body it came in (the cache's weight). */
export interface GraphqlResult {
  data: Record<string, unknown>;
  bytes: number;
}

export interface GraphqlClient {
  query(query: string, variables: Record<string, unknown>, signal?: AbortSignal): Promise<GraphqlResult>;
}

export function createGraphqlClient(config: CmsConfig, http: HttpClient, log: CmsLog): GraphqlClient {
  // With an Edge context id the endpoint's query string authenticates; a key would be refused.
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!config.edgeContextId) headers.sc_apikey = config.apiKey;

  return {
    async query(query, variables, signal) {
      const body = JSON.stringify({ query, variables });
      const response = await http.requestJson(config.graphqlEndpoint, { method: 'POST', headers, body, signal });
      if (response.status === 404) {
        throw new CmsError('CMS_BAD_RESPONSE', 'the GraphQL endpoint answered 404');
      }
      const data = pick(response.json, 'data');
      const errors = pick(response.json, 'errors');
      const firstError = Array.isArray(errors) && errors.length > 0 ? errorMessage(errors[0]) : undefined;
      if (!isObject(data)) {
        throw new CmsError('CMS_BAD_RESPONSE', firstError ?? 'GraphQL answer without data');
      }
      // Partial data is normal GraphQL (one resolver failed); use it, but let operators see why.
      if (firstError !== undefined) log.warn({ graphqlError: firstError }, 'CMS GraphQL answered with errors');
      return { data, bytes: response.bytes };
    },
  };
}

function errorMessage(error: unknown): string {
  const message = pick(error, 'message');
  return typeof message === 'string' ? message : 'GraphQL error';
}
