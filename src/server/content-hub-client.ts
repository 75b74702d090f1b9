/**
 * One page of documents from Content Hub's GraphQL delivery endpoint (spec 002 section 7), as both
 * of its readers ask for it: the browser's route (contenthub-route.ts: Load more, and the first
 * page when the server had none) and the documents table's block loader on the server
 * (content-hub-documents.ts caches the first page). The query text is always ours
 * (DOCUMENT_ASSETS_QUERY); the token goes as `X-GQL-Token` and never leaves the server.
 *
 * An answer is checked and reduced (parseAssetAnswer); everything else is a coded failure:
 * - CONTENT_HUB_TIMEOUT: no answer within CONTENT_HUB_TIMEOUT_MS;
 * - CONTENT_HUB_UNAVAILABLE: not configured, unreachable, a 5xx, a broken connection;
 * - CONTENT_HUB_BAD_RESPONSE: too large, not JSON, GraphQL errors, not the shape, a 3xx or 4xx
 *   (a wrong token: not the visitor's fault).
 */
import { DOCUMENT_ASSETS_QUERY, parseAssetAnswer, type AssetPage, type AssetQueryVariables } from '../lib/content-hub.ts';
import type { ContentHubErrorCode } from './errors.ts';
import type { UpstreamPost } from './upstream-post.ts';

export interface ContentHubClientOptions {
  /** Undefined: no Content Hub (a CMS without CONTENT_HUB_ENDPOINT); every read fails UNAVAILABLE. */
  endpoint: string | undefined;
  token: string | undefined;
  post: UpstreamPost;
}

export type AssetsOutcome =
  | { ok: true; page: AssetPage; ms: number }
  | { ok: false; code: Exclude<ContentHubErrorCode, 'CONTENT_HUB_BAD_REQUEST' | 'CONTENT_HUB_METHOD_NOT_ALLOWED'>; detail: string; ms?: number };

export type ContentHubAssets = (variables: AssetQueryVariables) => Promise<AssetsOutcome>;

export function createContentHubAssets({ endpoint, token, post }: ContentHubClientOptions): ContentHubAssets {
  const headers = token ? { 'x-gql-token': token } : undefined;
  return async (variables) => {
    if (!endpoint) return { ok: false, code: 'CONTENT_HUB_UNAVAILABLE', detail: 'CONTENT_HUB_ENDPOINT is not set' };
    const started = performance.now();
    const result = await post(endpoint, { query: DOCUMENT_ASSETS_QUERY, variables }, headers);
    const ms = Math.round(performance.now() - started);
    switch (result.kind) {
      case 'timeout':
        return { ok: false, code: 'CONTENT_HUB_TIMEOUT', detail: result.detail, ms };
      case 'failed':
        return {
          ok: false,
          code: result.detail.includes('answered more than') ? 'CONTENT_HUB_BAD_RESPONSE' : 'CONTENT_HUB_UNAVAILABLE',
          detail: result.detail,
          ms,
        };
      case 'not-sent':
        return { ok: false, code: 'CONTENT_HUB_UNAVAILABLE', detail: result.detail, ms };
      case 'answered':
        break;
    }
    if (result.status >= 500) return { ok: false, code: 'CONTENT_HUB_UNAVAILABLE', detail: `HTTP ${result.status}`, ms };
    if (result.status < 200 || result.status >= 300) {
      // 401/403: our token is wrong; 3xx: the endpoint moved. Neither is the visitor's fault.
      return { ok: false, code: 'CONTENT_HUB_BAD_RESPONSE', detail: `HTTP ${result.status}`, ms };
    }
    let json: unknown;
    try {
      json = JSON.parse(result.body);
    } catch {
      return { ok: false, code: 'CONTENT_HUB_BAD_RESPONSE', detail: 'not JSON', ms };
    }
    const errors = (json as { errors?: unknown } | null)?.errors;
    if (Array.isArray(errors) && errors.length > 0) {
      const first = errors[0] as { message?: unknown } | null;
      const message = typeof first?.message === 'string' ? first.message.slice(0, 200) : 'GraphQL errors';
      return { ok: false, code: 'CONTENT_HUB_BAD_RESPONSE', detail: `GraphQL: ${message}`, ms };
    }
    const page = parseAssetAnswer(json);
    if (!page) return { ok: false, code: 'CONTENT_HUB_BAD_RESPONSE', detail: 'no allM_Asset with pageInfo and results', ms };
    return { ok: true, page, ms };
  };
}
