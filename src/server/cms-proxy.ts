import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import type { ServerContext } from './server-context.ts';

/** The CMS's own paths, forwarded as they are (routes.ts: the `cmsProxy` rewrite). */
export const CMS_PROXY_ROUTES = [
  // Media: read-only.
  { prefix: '/-', methods: ['GET', 'HEAD'] },
  // Layout Service, dictionary, GraphQL (which is POST).
  { prefix: '/sitecore/api', methods: ['GET', 'HEAD', 'POST'] },
  { prefix: '/sitecore/service', methods: ['GET', 'HEAD'] },
] as const;

/** Largest request body forwarded (GraphQL queries are small). */
export const CMS_PROXY_BODY_LIMIT = 256 * 1024;

/** Hop-by-hop headers (RFC 9110 section 7.6.1) and what the CMS has no business receiving. */
const DROPPED_REQUEST_HEADERS = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // Visitors' cookies and credentials stay with us; the key below is the CMS credential.
  'cookie',
  'authorization',
  'sc_apikey',
];

/** Request headers as the CMS gets them: no hop-by-hop ones, no visitor credentials, our key. */
export function cmsRequestHeaders(headers: IncomingHttpHeaders, apiKey: string): IncomingHttpHeaders {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (DROPPED_REQUEST_HEADERS.includes(lower) || listed.includes(lower)) continue;
    out[lower] = value;
  }
  if (apiKey) out.sc_apikey = apiKey;
  return out;
}

/**
 * `/-/*`, `/sitecore/api/*` and `/sitecore/service/*` to the CMS host. The API key is added here,
 * on the server; browsers never see it. Upstream failures answer 502 (504 on timeout) with a JSON
 * body that says so, and a log line.
 */
export async function registerCmsProxy(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  for (const { prefix, methods } of CMS_PROXY_ROUTES) {
    await app.register(httpProxy, {
      upstream: ctx.cmsOrigin,
      prefix,
      rewritePrefix: prefix,
      httpMethods: [...methods],
      proxyPayloads: true,
      // The same budget as the server's own CMS calls (CMS_TIMEOUT_MS).
      undici: { headersTimeout: ctx.config.cms.timeoutMs, bodyTimeout: ctx.config.cms.timeoutMs, connectTimeout: 5_000 },
      config: { bodyLimit: CMS_PROXY_BODY_LIMIT },
      replyOptions: {
        retriesCount: 0,
        rewriteRequestHeaders: (_request, headers) => cmsRequestHeaders(headers as IncomingHttpHeaders, ctx.cmsApiKey),
        onError: (reply, { error }) => sendProxyError(reply as FastifyReply, error),
      },
    });
  }
}

function sendProxyError(reply: FastifyReply, error: Error & { statusCode?: number; code?: string }): void {
  const timedOut = error.statusCode === 504 || /TIMEOUT/i.test(error.code ?? '');
  const status = timedOut ? 504 : 502;
  reply.log.warn({ err: error, url: reply.request.url.split('?', 1)[0] }, 'CMS proxy: upstream failed');
  void reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({
      error: timedOut ? 'CMS_TIMEOUT' : 'CMS_UNAVAILABLE',
      message: timedOut ? 'The CMS did not answer in time.' : 'The CMS could not be reached.',
    });
}
