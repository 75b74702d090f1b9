/**
 * `POST /api/events/page-view` (spec 000 section 7): the browser's page-view event (src/app/
 * page-view.ts), passed on to the customer data platform at CDP_ENDPOINT. The browser never calls
 * the platform itself (CSP `connect-src 'self'`, and no third party learns visitors' addresses).
 *
 * The event is checked strictly (the spec's five fields, nothing else, 4 KiB at most, our own
 * Origin) and answered 202 at once: the visitor's page does not wait for the platform. Forwarding
 * happens in the background, at most MAX_FORWARDS_IN_FLIGHT at a time (beyond that events are
 * dropped rather than queued), with a short timeout. Its failures are logged at debug level only,
 * as the spec says of tracking errors. With no platform configured, events are accepted and dropped.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { API_ROUTES } from '../../routes.ts';
import { PAGE_VIEW_CHANNEL, PAGE_VIEW_CURRENCY, type PageViewEvent } from '../app/page-view.ts';
import { EventError } from './errors.ts';
import { requestOrigin } from './same-origin.ts';
import { createUpstreamPost, type UpstreamPost } from './upstream-post.ts';

export const PAGE_VIEW_ROUTE_PATH = API_ROUTES.pageView.path;
export const PAGE_VIEW_BODY_LIMIT = 4 * 1024;
export const CDP_TIMEOUT_MS = 5_000;
export const MAX_FORWARDS_IN_FLIGHT = 64;
/** `{item id}_{language}_{default | variant id}`, as Sitecore's CdpHelper.getPageVariantId writes it. */
const PAGE_VARIANT_ID = /^[0-9a-f]{32}_([a-z]{2,8}(?:_[a-z0-9]{1,8})*)_(default|[0-9a-f]{32})$/;

const EVENT_KEYS = ['channel', 'currency', 'page', 'pageVariantId', 'language'] as const;

/** What the platform receives: a Sitecore CDP-style VIEW event. */
export interface ForwardedPageView extends PageViewEvent {
  type: 'VIEW';
  /** Point of sale: the site's name. */
  pos: string;
  /** When our server received it. */
  requestedAt: string;
}

export interface PageViewRouteDeps {
  publicUrl: string;
  /** The site a page view is from (the event's point of sale): the one its host names (sites.ts). */
  siteNameOf(request: FastifyRequest): Promise<string>;
  /** Undefined: tracking is off, events are accepted and dropped. */
  cdpEndpoint: string | undefined;
  /** The page-views rate limit (rate-limits.ts), run first; none: not limited. */
  rateLimit?: onRequestAsyncHookHandler;
  /** For tests. */
  post?: UpstreamPost;
}

/** The body as a page-view event, or the reason it is not one (names keys, never values). */
export function parsePageViewEvent(body: unknown): PageViewEvent | { problem: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { problem: 'the body must be a JSON object' };
  const record = body as Record<string, unknown>;
  const keys = Object.keys(record);
  const unknown = keys.filter((key) => !(EVENT_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0)
    return {
      problem: `unknown keys ${unknown
        .slice(0, 5)
        .map((key) => JSON.stringify(key.slice(0, 40)))
        .join(', ')}`,
    };
  const { channel, currency, page, pageVariantId, language } = record;
  if (channel !== PAGE_VIEW_CHANNEL) return { problem: `channel must be ${PAGE_VIEW_CHANNEL}` };
  if (currency !== PAGE_VIEW_CURRENCY) return { problem: `currency must be ${PAGE_VIEW_CURRENCY}` };
  if (typeof page !== 'string' || page.length > 200) return { problem: 'page must be the route name (at most 200 characters)' };
  if (typeof language !== 'string' || !/^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(language)) {
    return { problem: 'language must be a language such as en or ar' };
  }
  // Sitecore's form (src/app/page-view.ts): the page's item id, its language, and the variant
  // shown: `default` or a page variant's id (issue 29).
  if (typeof pageVariantId !== 'string') return { problem: 'pageVariantId must be text' };
  const variant = PAGE_VARIANT_ID.exec(pageVariantId);
  if (!variant) return { problem: 'pageVariantId must be {item id}_{language}_{variant}: 32 hex digits, the language, then default or a variant id' };
  if (variant[1] !== language.toLowerCase().replace(/-/g, '_')) return { problem: "pageVariantId must name the event's language" };
  return { channel, currency, page, pageVariantId, language };
}

export function registerPageViewRoute(app: FastifyInstance, deps: PageViewRouteDeps): void {
  const post = deps.post ?? createUpstreamPost({ timeoutMs: CDP_TIMEOUT_MS, maxAnswerBytes: 16 * 1024 });
  app.addHook('onClose', () => post.close());
  let inFlight = 0;

  const forward = (event: ForwardedPageView, log: FastifyRequest['log']): void => {
    if (!deps.cdpEndpoint) return void log.debug('page view: no CDP_ENDPOINT, event dropped');
    if (inFlight >= MAX_FORWARDS_IN_FLIGHT) return void log.debug({ inFlight }, 'page view: too many events in flight, event dropped');
    inFlight += 1;
    const endpoint = deps.cdpEndpoint;
    post(endpoint, event, { 'user-agent': 'ports-render-host page-view' })
      .then((result) => {
        if (result.kind !== 'answered') log.debug({ kind: result.kind, detail: result.detail }, 'page view: not delivered');
        else if (result.status < 200 || result.status >= 300) log.debug({ status: result.status }, 'page view: the platform refused it');
      })
      .catch((error: unknown) => log.debug({ err: error }, 'page view: not delivered'))
      .finally(() => {
        inFlight -= 1;
      });
  };

  app.route({
    method: 'POST',
    url: PAGE_VIEW_ROUTE_PATH,
    bodyLimit: PAGE_VIEW_BODY_LIMIT,
    onRequest: [
      ...(deps.rateLimit ? [deps.rateLimit] : []),
      async (request) => {
        if (requestOrigin(request, deps.publicUrl) === 'foreign') throw new EventError('EVENT_ORIGIN_NOT_ALLOWED');
      },
    ],
    errorHandler: (error: FastifyError, request, reply) => sendEventError(request, reply, asEventError(error)),
    handler: async (request, reply) => {
      const event = parsePageViewEvent(request.body);
      if ('problem' in event) throw new EventError('EVENT_BAD_REQUEST', event.problem);
      forward({ type: 'VIEW', ...event, pos: await deps.siteNameOf(request), requestedAt: new Date().toISOString() }, request.log);
      return reply.status(202).header('cache-control', 'no-store').send({ status: 'accepted' });
    },
  });
  app.route({
    method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    url: PAGE_VIEW_ROUTE_PATH,
    handler: (request, reply) => sendEventError(request, reply.header('allow', 'POST'), new EventError('EVENT_METHOD_NOT_ALLOWED')),
  });
}

function sendEventError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof EventError)) {
    request.log.error({ err: error }, 'page view failed');
    return reply.status(500).header('cache-control', 'no-store').send({ error: 'INTERNAL', message: 'The event could not be handled.' });
  }
  request.log.debug({ code: error.code }, 'page view refused');
  return reply.status(error.status).header('cache-control', 'no-store').send({ error: error.code, message: error.message });
}

/** Fastify's own body errors in our words (their text may quote the body). */
function asEventError(error: FastifyError): unknown {
  if (error instanceof EventError) return error;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return new EventError('EVENT_TOO_LARGE');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new EventError('EVENT_BAD_REQUEST', 'send application/json');
  if (error.statusCode === 400 || error instanceof SyntaxError) return new EventError('EVENT_BAD_REQUEST', 'the body is not valid JSON');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new EventError('EVENT_BAD_REQUEST', `the body could not be read (${error.code ?? error.statusCode})`);
  }
  return error;
}
