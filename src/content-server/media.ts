/**
 * The media library: `GET /-/media/{path}` answers files of `content/media/`. Files are looked up
 * in the map loaded at start (never on disk), and suspicious paths are refused before the lookup
 * anyway, so an encoded `..`, a backslash or a NUL byte gets a 400 rather than a search.
 * Sitecore's media query (`?h=900&w=1600&hash=…`) is accepted and ignored, and lookups are
 * case-insensitive, as in Sitecore.
 *
 * Single byte ranges are answered (206), as Sitecore's media handler does: browsers fetch video by
 * range, and Chromium will not seek or loop-seek a video whose server ignores ranges.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ContentServerError } from './errors.ts';
import { type ContentServerState, sendError } from './server-state.ts';

export const MEDIA_PREFIX = '/-/media/';

/**
 * The map key of a raw request URL under MEDIA_PREFIX, or a ContentServerError. Works on the raw
 * URL (not the router's decoded parameter) so every encoding trick is seen exactly once.
 */
export function mediaKey(rawUrl: string): string | ContentServerError {
  const rawPath = rawUrl.split('?', 1)[0] ?? '';
  if (!rawPath.startsWith(MEDIA_PREFIX)) return new ContentServerError('CONTENT_MEDIA_NOT_FOUND');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath.slice(MEDIA_PREFIX.length));
  } catch {
    return new ContentServerError('CONTENT_BAD_PATH', 'broken percent-encoding');
  }
  // Control characters (NUL included) and backslashes never name a media item.
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return new ContentServerError('CONTENT_BAD_PATH');
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return new ContentServerError('CONTENT_BAD_PATH');
  }
  return segments.join('/').toLowerCase();
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * The one byte range of a `Range` header (RFC 9110 section 14) over a body of `size` bytes:
 * a range, 'unsatisfiable' (answer 416), or undefined to send the whole body (no header, another
 * unit, several ranges or a malformed one: all allowed to be ignored).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

export function registerMedia(app: FastifyInstance, state: ContentServerState): void {
  app.get('/-/media/*', async (request, reply): Promise<FastifyReply> => {
    state.stats.media += 1;
    const key = mediaKey(request.raw.url ?? '');
    if (key instanceof ContentServerError) return sendError(reply, key);
    const file = state.content().media.get(key);
    if (!file) return sendError(reply, new ContentServerError('CONTENT_MEDIA_NOT_FOUND', key));

    reply
      .header('cache-control', 'public, max-age=3600')
      .header('etag', file.etag)
      .header('x-content-type-options', 'nosniff')
      // Media is shown, never run: an SVG opened on its own may not execute script.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    reply.header('accept-ranges', 'bytes');
    // If-Range with another validator: the file changed, send it whole.
    const ifRange = request.headers['if-range'];
    const range = ifRange === undefined || ifRange === file.etag ? parseByteRange(request.headers.range, file.body.length) : undefined;
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${file.body.length}`).send();
    }
    if (range) {
      return reply
        .code(206)
        .type(file.contentType)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.body.length}`)
        .send(file.body.subarray(range.start, range.end + 1));
    }
    return reply.type(file.contentType).send(file.body);
  });
}
