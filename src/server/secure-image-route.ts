/**
 * `GET /api/secure-image?path=…&public=true&t=…` (spec 002 section 7): a wall portrait the browser
 * cannot fetch itself, because the staff service wants its key. Never an open proxy: it fetches
 * only `{DIGITAL_WALL_ENDPOINT}/images/{path}` (digital-wall-client.ts), and `path` is checked
 * before anything is asked:
 *
 * - a path relative to the service's image store (`portraits/ana.jpg`, one leading `/` allowed),
 *   or an absolute URL under the service's own `{base}/images/` (what a member's Image may hold);
 * - at most 10 segments of letters (any script), digits and `._-()+@~ ` (spaces too), none empty,
 *   `.` or `..`;
 *   no backslash, control character or `%` left after the one decoding of the query string
 *   (double encoding is refused, not decoded again); at most 1024 characters;
 * - ending in an image type: jpg, jpeg, png, webp, avif, gif, svg; the service's answer must be
 *   that type (content type), non-empty and at most 5 MiB.
 *
 * `public=true` is required: the wall's portraits are public once approved, so they may be kept by
 * browsers and CDNs for an hour (and served stale for a day while revalidating); protected images
 * that would need a visitor's own rights are not served here at all. `t` (a timestamp the block
 * sends, digits only) only varies the cache key and is not passed on.
 *
 * Served with `nosniff`, a sandboxing Content-Security-Policy (an SVG opened on its own runs no
 * script) and `cross-origin-resource-policy: same-origin`. Failures answer
 * `{ error: code, message }` (errors.ts), `private, no-store`, with one log line.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SECURE_IMAGE_PATH } from '../lib/digital-wall.ts';
import { PRIVATE_CACHE_CONTROL } from './cache-control.ts';
import { type DigitalWallClient, WALL_IMAGE_TYPES } from './digital-wall-client.ts';
import { asDigitalWallError, DigitalWallError, type DigitalWallErrorCode } from './errors.ts';

export const SECURE_IMAGE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
export const MAX_IMAGE_PATH_LENGTH = 1024;
const MAX_SEGMENTS = 10;
const SEGMENT_PATTERN = /^[\p{L}\p{N}_][\p{L}\p{N}\p{M}._()+@~ -]{0,199}$/u;
const EXTENSIONS = new Set(Object.values(WALL_IMAGE_TYPES).flat());

export type ParsedImageQuery = { ok: true; segments: string[]; extension: string } | { ok: false; code: DigitalWallErrorCode; problem: string };

/**
 * The image a query asks for, as path segments under the service's `{base}/images/`, or the
 * refusal. `imagesBase` is the client's (an absolute `path` must lie under it).
 */
export function parseSecureImageQuery(query: unknown, imagesBase: string): ParsedImageQuery {
  const params = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const refuse = (code: DigitalWallErrorCode, problem: string): ParsedImageQuery => ({ ok: false, code, problem });
  const { path: rawPath, public: isPublic, t } = params;
  if (isPublic !== 'true') return refuse('SECURE_IMAGE_NOT_PUBLIC', 'public is not true');
  if (t !== undefined && (typeof t !== 'string' || !/^\d{1,13}$/.test(t))) return refuse('SECURE_IMAGE_BAD_TIMESTAMP', 't is not digits');
  if (typeof rawPath !== 'string' || rawPath === '') return refuse('SECURE_IMAGE_BAD_PATH', 'path is missing or repeated');
  if (rawPath.length > MAX_IMAGE_PATH_LENGTH) return refuse('SECURE_IMAGE_BAD_PATH', `path of ${rawPath.length} characters`);

  let relative = rawPath;
  if (/^[a-z][a-z0-9+.-]*:/i.test(rawPath) || rawPath.startsWith('//')) {
    // Only the service's own image URLs; everything else would make this an open proxy.
    let url: URL;
    let base: URL;
    try {
      url = new URL(rawPath);
      base = new URL(imagesBase);
    } catch {
      return refuse('SECURE_IMAGE_BAD_PATH', 'path is not a URL');
    }
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname) || url.search || url.hash || url.username || url.password) {
      return refuse('SECURE_IMAGE_BAD_PATH', 'absolute path outside the wall service');
    }
    try {
      relative = decodeURIComponent(url.pathname.slice(base.pathname.length));
    } catch {
      return refuse('SECURE_IMAGE_BAD_PATH', 'broken percent-encoding');
    }
  } else if (relative.startsWith('/')) {
    relative = relative.slice(1);
  }
  if (/[\u0000-\u001f\u007f\\%]/.test(relative)) return refuse('SECURE_IMAGE_BAD_PATH', 'control character, backslash or percent');
  const segments = relative.split('/');
  if (segments.length > MAX_SEGMENTS) return refuse('SECURE_IMAGE_BAD_PATH', `${segments.length} segments`);
  if (!segments.every((segment) => SEGMENT_PATTERN.test(segment) && !/^\.+$/.test(segment))) {
    return refuse('SECURE_IMAGE_BAD_PATH', 'a segment is empty, a dot segment or holds other characters');
  }
  const extension = /\.([a-z0-9]+)$/i.exec(segments.at(-1)!)?.[1]?.toLowerCase();
  if (!extension || !EXTENSIONS.has(extension)) return refuse('SECURE_IMAGE_BAD_PATH', 'not an image file name');
  return { ok: true, segments, extension };
}

export function registerSecureImageRoute(app: FastifyInstance, client: DigitalWallClient | undefined): void {
  app.get(SECURE_IMAGE_PATH, async (request, reply) => {
    if (!client) return sendImageError(request, reply, new DigitalWallError('WALL_NOT_CONFIGURED'));
    const parsed = parseSecureImageQuery(request.query, client.imagesBase);
    if (!parsed.ok) return sendImageError(request, reply, new DigitalWallError(parsed.code, parsed.problem));
    try {
      const image = await client.image(parsed.segments);
      if (!WALL_IMAGE_TYPES[image.contentType]!.includes(parsed.extension)) {
        throw new DigitalWallError('SECURE_IMAGE_NOT_AN_IMAGE', `${image.contentType} for .${parsed.extension}`);
      }
      return reply
        .header('cache-control', SECURE_IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        .type(image.contentType)
        .send(image.body);
    } catch (error) {
      return sendImageError(request, reply, error);
    }
  });
}

function sendImageError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const wallError = asDigitalWallError(error);
  const fields = { code: wallError.code, detail: wallError.detail };
  if (wallError.isRefusal) request.log.info(fields, 'secure image refused the request');
  else request.log.warn(fields, 'secure image: the wall service failed');
  return reply
    .status(wallError.status)
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send({ error: wallError.code, message: wallError.message });
}
