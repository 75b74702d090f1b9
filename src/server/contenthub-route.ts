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
 * Upstream: content-hub-client.ts (CONTENT_HUB_ENDPOINT with CONTENT_HUB_TOKEN as `X-GQL-Token`, or
 * the embedded content server's, within CONTENT_HUB_TIMEOUT_MS, through upstream-post.ts: no
 * redirects, answer size capped). Never cached: the documents table's first page is rendered on
 * the server from a cached answer (content-hub-documents.ts); this route serves Load more, and
 * the first page when the server had none. Answers, each `no-store` and with one log line on failure (never the token, never the
 * body):
 * - 200 `{ allM_Asset: { total, pageInfo { hasNext endCursor }, results[] } }` (checked and
 *   reduced: only http(s) or site-relative file addresses, the first rendition only);
 * - 400 `{ error: 'CONTENT_HUB_BAD_REQUEST', message }` for a body that is not what we take;
 * - 502 CONTENT_HUB_BAD_RESPONSE: not JSON, not the shape, GraphQL errors, a 4xx (a wrong token);
 * - 503 CONTENT_HUB_UNAVAILABLE: not configured, unreachable, 5xx, a broken connection;
 * - 504 CONTENT_HUB_TIMEOUT: no answer in time.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_HUB_ASSETS_PATH, parseAssetRequest } from '../lib/content-hub.ts';
import type { ContentHubAssets } from './content-hub-client.ts';
import { CONTENT_HUB_ERRORS, type ContentHubErrorCode } from './errors.ts';

export const CONTENT_HUB_BODY_LIMIT = 16 * 1024;
/** A page is at most 50 assets: far below this. */
export const CONTENT_HUB_MAX_ANSWER_BYTES = 512 * 1024;
export const CONTENT_HUB_CACHE_CONTROL = 'no-store';

export function registerContentHubRoute(app: FastifyInstance, assets: ContentHubAssets): void {
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
      handler: (request, reply) => getAssets(request, reply, assets),
    });
    scope.route({
      method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
      url: CONTENT_HUB_ASSETS_PATH,
      handler: (request, reply) => fail(request, reply.header('allow', 'POST'), 'CONTENT_HUB_METHOD_NOT_ALLOWED', request.method),
    });
  });
}

async function getAssets(request: FastifyRequest, reply: FastifyReply, assets: ContentHubAssets): Promise<FastifyReply> {
  const parsed = parseAssetRequest(request.body);
  if (!parsed.ok) return fail(request, reply, 'CONTENT_HUB_BAD_REQUEST', parsed.problem);
  const outcome = await assets(parsed.value);
  if (!outcome.ok) return fail(request, reply, outcome.code, outcome.detail, undefined, outcome.ms);
  const { page, ms } = outcome;
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
