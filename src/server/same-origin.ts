import type { FastifyRequest } from 'fastify';

/**
 * Is a browser's POST from one of our own pages? The guard of the form and page-view routes
 * against cross-site requests (a page elsewhere posting enquiries or events in a visitor's name):
 * browsers always send `Origin` with a POST and scripts cannot forge it.
 *
 * Ours: PUBLIC_URL's origin, or an origin naming the host the request was sent to (the `Host`
 * header), whatever its scheme, since a TLS-terminating load balancer hands us plain HTTP for an
 * https page. No `Origin` at all (curl, a server) is not a browser's cross-site request and
 * passes; `Origin: null` (sandboxed frames, privacy redirects) does not.
 */
export type OriginVerdict = 'absent' | 'own' | 'foreign';

export function judgeOrigin(origin: string | string[] | undefined, host: string | undefined, publicUrl: string): OriginVerdict {
  if (origin === undefined) return 'absent';
  if (typeof origin !== 'string' || origin === '' || origin === 'null') return 'foreign';
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return 'foreign';
  }
  // A browser serialises an Origin exactly (scheme://host[:port], nothing else): anything else is not one.
  if (parsed.origin !== origin || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return 'foreign';
  if (parsed.origin === new URL(publicUrl).origin) return 'own';
  if (host !== undefined && parsed.host === host.trim().toLowerCase()) return 'own';
  return 'foreign';
}

export function requestOrigin(request: FastifyRequest, publicUrl: string): OriginVerdict {
  return judgeOrigin(request.headers.origin, request.headers.host, publicUrl);
}
