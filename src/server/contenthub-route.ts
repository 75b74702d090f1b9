/**
 * `POST /api/contenthub/get-assets` (spec 002 section 7): the document list for the browser, which
 * never sees Content Hub's token.
 *
 * Body: `{ query?, variables: { categoryIds, brandId, count, endCursor? } }`, at most 16 KiB of
 * JSON, checked strictly by parseAssetRequest (src/lib/content-hub.ts; unknown keys are refused).
 * The body's `query` is NOT forwarded, nor read: the spec's body carries one, so a string is
 * tolerated, but the server always sends its own DOCUMENT_ASSETS_QUERY with the checked variables.
 * A visitor can therefore ask for pages of documents, and nothing else Content Hub knows.
 *
 * Upstream: CONTENT_HUB_ENDPOINT with CONTENT_HUB_TOKEN as `X-GQL-Token` (or the embedded content
 * server's), within CONTENT_HUB_TIMEOUT_MS, through upstream-post.ts (no redirects, answer size
 * capped). Answers, each `no-store` and with one log line on failure (never the token, never the
 * body):
 * - 200 `{ allM_Asset: { total, pageInfo { hasNext endCursor }, results[] } }` (checked and
 *   reduced: only http(s) or site-relative file addresses, the first rendition only);
 * - 400 `{ error: 'CONTENT_HUB_BAD_REQUEST', message }` for a body that is not what we take;
 * - 502 CONTENT_HUB_BAD_RESPONSE: not JSON, not the shape, GraphQL errors, a 4xx (a wrong token);
 * - 503 CONTENT_HUB_UNAVAILABLE: not configured, unreachable, 5xx, a broken connection;
 * - 504 CONTENT_HUB_TIMEOUT: no answer in time.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_HUB_ASSETS_PATH, DOCUMENT_ASSETS_QUERY, parseAssetAnswer, parseAssetRequest } from '../lib/content-hub.ts';
import { CONTENT_HUB_ERRORS, type ContentHubErrorCode } from './errors.ts';
import type { UpstreamPost } from './upstream-post.ts';

export const CONTENT_HUB_BODY_LIMIT = 16 * 1024;
/** A page is at most 50 assets: far below this. */
export const CONTENT_HUB_MAX_ANSWER_BYTES = 512 * 1024;
export const CONTENT_HUB_CACHE_CONTROL = 'no-store';

export interface ContentHubRouteOptions {
  /** Undefined: no Content Hub (a CMS without CONTENT_HUB_ENDPOINT); every request answers 503. */
  endpoint: string | undefined;
  token: string | undefined;
  post: UpstreamPost;
}

export function registerContentHubRoute(app: FastifyInstance, options: ContentHubRouteOptions): void {
  void app.register(async (scope) => {
    scope.route({
      method: 'POST',
      url: CONTENT_HUB_ASSETS_PATH,
      bodyLimit: CONTENT_HUB_BODY_LIMIT,
      // Fastify's own body errors (size, type, syntax), in our words: their text may quote the body.
      errorHandler: (error: FastifyError, request, reply) => {
        const problem =
          error.statusCode === 413
            ? `the body is larger than ${CONTENT_HUB_BODY_LIMIT} bytes`
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'send application/json'
              : (error.statusCode ?? 500) < 500
                ? 'the body is not valid JSON'
                : undefined;
        if (problem === undefined) {
          request.log.error({ err: error }, 'content hub route failed');
          return fail(request, reply, 'CONTENT_HUB_UNAVAILABLE', 'internal error');
        }
        return fail(request, reply, 'CONTENT_HUB_BAD_REQUEST', problem, error.statusCode === 413 ? 413 : error.statusCode === 415 ? 415 : 400);
      },
      handler: (request, reply) => getAssets(request, reply, options),
    });
    scope.route({
      method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
      url: CONTENT_HUB_ASSETS_PATH,
      handler: (request, reply) => fail(request, reply.header('allow', 'POST'), 'CONTENT_HUB_METHOD_NOT_ALLOWED', request.method),
    });
  });
}

async function getAssets(request: FastifyRequest, reply: FastifyReply, options: ContentHubRouteOptions): Promise<FastifyReply> {
  const parsed = parseAssetRequest(request.body);
  if (!parsed.ok) return fail(request, reply, 'CONTENT_HUB_BAD_REQUEST', parsed.problem);
  if (!options.endpoint) return fail(request, reply, 'CONTENT_HUB_UNAVAILABLE', 'CONTENT_HUB_ENDPOINT is not set');

  const started = performance.now();
  const headers = options.token ? { 'x-gql-token': options.token } : undefined;
  const result = await options.post(options.endpoint, { query: DOCUMENT_ASSETS_QUERY, variables: parsed.value }, headers);
  const ms = Math.round(performance.now() - started);
  switch (result.kind) {
    case 'timeout':
      return fail(request, reply, 'CONTENT_HUB_TIMEOUT', result.detail, undefined, ms);
    case 'failed':
      if (result.detail.includes('answered more than')) return fail(request, reply, 'CONTENT_HUB_BAD_RESPONSE', result.detail, undefined, ms);
      return fail(request, reply, 'CONTENT_HUB_UNAVAILABLE', result.detail, undefined, ms);
    case 'not-sent':
      return fail(request, reply, 'CONTENT_HUB_UNAVAILABLE', result.detail, undefined, ms);
    case 'answered':
      break;
  }
  if (result.status >= 500) return fail(request, reply, 'CONTENT_HUB_UNAVAILABLE', `HTTP ${result.status}`, undefined, ms);
  if (result.status < 200 || result.status >= 300) {
    // 401/403: our token is wrong; 3xx: the endpoint moved. Neither is the visitor's fault.
    return fail(request, reply, 'CONTENT_HUB_BAD_RESPONSE', `HTTP ${result.status}`, undefined, ms);
  }
  let json: unknown;
  try {
    json = JSON.parse(result.body);
  } catch {
    return fail(request, reply, 'CONTENT_HUB_BAD_RESPONSE', 'not JSON', undefined, ms);
  }
  const errors = (json as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const first = errors[0] as { message?: unknown } | null;
    const message = typeof first?.message === 'string' ? first.message.slice(0, 200) : 'GraphQL errors';
    return fail(request, reply, 'CONTENT_HUB_BAD_RESPONSE', `GraphQL: ${message}`, undefined, ms);
  }
  const page = parseAssetAnswer(json);
  if (!page) return fail(request, reply, 'CONTENT_HUB_BAD_RESPONSE', 'no allM_Asset with pageInfo and results', undefined, ms);
  request.log.debug({ ms, total: page.total, count: page.results.length }, 'content hub answered');
  return reply
    .header('cache-control', CONTENT_HUB_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ allM_Asset: page }));
}

function fail(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ContentHubErrorCode,
  detail: string,
  status: number = CONTENT_HUB_ERRORS[code].status,
  ms?: number,
): FastifyReply {
  const level = status >= 500 ? 'warn' : 'info';
  request.log[level]({ code, detail, ...(ms === undefined ? {} : { ms }) }, 'content hub assets request failed');
  const message = status === 400 ? `${CONTENT_HUB_ERRORS[code].message} ${detail}` : CONTENT_HUB_ERRORS[code].message;
  return reply
    .status(status)
    .header('cache-control', CONTENT_HUB_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send({ error: code, message });
}
