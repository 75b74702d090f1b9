/**
 * The digital wall's routes for the browser (spec 002 section 7), in front of the staff service
 * (DIGITAL_WALL_ENDPOINT with DIGITAL_WALL_API_KEY, else the embedded content server's
 * `/digital-wall`), so the browser never sees the service or its key:
 *
 * - `GET /api/digital-wall/members` → `{ success: true, data: WallMember[] }`, approved members
 *   as the service sent them (unknown fields dropped), kept by CDNs for a minute.
 * - `GET /api/digital-wall/member/{id}` → `{ success: true, data: WallMember }`; 404 when the
 *   service does not have it (missing or not approved); 400 for an id that is not 1 to 64 of
 *   `[A-Za-z0-9_-]`, before anything is asked.
 * - `GET /api/secure-image` (secure-image-route.ts).
 *
 * Failures answer `{ success: false, error: code, message }` (errors.ts DIGITAL_WALL_ERRORS:
 * 503 no service or unreachable, 504 too slow, 502 nonsense), `private, no-store`, with one log
 * line naming the code and what the service did. The client's timeout bounds every wait.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DIGITAL_WALL_MEMBERS_PATH, DIGITAL_WALL_MEMBER_PATH, MEMBER_ID_PATTERN } from '../lib/digital-wall.ts';
import { PRIVATE_CACHE_CONTROL } from './cache-control.ts';
import { createDigitalWallClient, type DigitalWallClient } from './digital-wall-client.ts';
import { asDigitalWallError, DigitalWallError } from './errors.ts';
import { registerSecureImageRoute } from './secure-image-route.ts';
import type { ServerContext } from './server-context.ts';
import { DIGITAL_WALL_PREFIX } from '../content-server/digital-wall.ts';

/**
 * A CDN keeps the list a minute; a browser keeps it 30 s, so two walls on one page (or a reload)
 * make one request, and never revalidates it in the background after the page has settled.
 */
export const WALL_CACHE_CONTROL = 'public, max-age=30, s-maxage=60, stale-while-revalidate=60';

/** DIGITAL_WALL_ENDPOINT and its key, else the embedded server's with the content key, else none. */
export function digitalWallClientFor(ctx: Pick<ServerContext, 'config' | 'contentOrigin' | 'cmsApiKey'>): DigitalWallClient | undefined {
  const { digitalWallEndpoint, digitalWallApiKey, digitalWallTimeoutMs } = ctx.config;
  if (digitalWallEndpoint) return createDigitalWallClient({ endpoint: digitalWallEndpoint, apiKey: digitalWallApiKey, timeoutMs: digitalWallTimeoutMs });
  if (ctx.contentOrigin) {
    return createDigitalWallClient({ endpoint: `${ctx.contentOrigin}${DIGITAL_WALL_PREFIX}`, apiKey: ctx.cmsApiKey, timeoutMs: digitalWallTimeoutMs });
  }
  return undefined;
}

export function registerDigitalWallRoutes(app: FastifyInstance, ctx: ServerContext, given?: DigitalWallClient): void {
  const client = given ?? digitalWallClientFor(ctx);
  if (client && !given) app.addHook('onClose', () => client.close());
  if (!client) ctx.logger.warn('DIGITAL_WALL_ENDPOINT is not set: the digital wall answers 503 until it is');
  const endpoint = ctx.config.digitalWallEndpoint;
  if (endpoint && ctx.config.digitalWallApiKey && isPlainHttpToAnotherHost(endpoint)) {
    ctx.logger.warn({ DIGITAL_WALL_ENDPOINT: new URL(endpoint).origin }, 'DIGITAL_WALL_ENDPOINT is plain http to another host: its key is readable on the way');
  }

  app.get(DIGITAL_WALL_MEMBERS_PATH, async (request, reply) => {
    if (!client) return sendWallError(request, reply, new DigitalWallError('WALL_NOT_CONFIGURED'));
    try {
      return sendWallData(reply, await client.members());
    } catch (error) {
      return sendWallError(request, reply, error);
    }
  });

  app.get<{ Params: { id: string } }>(`${DIGITAL_WALL_MEMBER_PATH}/:id`, async (request, reply) => {
    const { id } = request.params;
    if (!MEMBER_ID_PATTERN.test(id)) return sendWallError(request, reply, new DigitalWallError('WALL_BAD_MEMBER_ID'));
    if (!client) return sendWallError(request, reply, new DigitalWallError('WALL_NOT_CONFIGURED'));
    try {
      const member = await client.member(id);
      if (!member) return sendWallError(request, reply, new DigitalWallError('WALL_MEMBER_NOT_FOUND', id));
      return sendWallData(reply, member);
    } catch (error) {
      return sendWallError(request, reply, error);
    }
  });

  registerSecureImageRoute(app, client);
}

function isPlainHttpToAnotherHost(href: string): boolean {
  const url = new URL(href);
  return url.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function sendWallData(reply: FastifyReply, data: unknown): FastifyReply {
  return reply
    .header('cache-control', WALL_CACHE_CONTROL)
    .header('vary', 'accept-encoding')
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ success: true, data }));
}

function sendWallError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const wallError = asDigitalWallError(error);
  const fields = { code: wallError.code, detail: wallError.detail };
  if (wallError.isRefusal) request.log.info(fields, 'digital wall refused the request');
  else request.log.warn(fields, 'digital wall: the staff service failed');
  return reply
    .status(wallError.status)
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send({ success: false, error: wallError.code, message: wallError.message });
}
