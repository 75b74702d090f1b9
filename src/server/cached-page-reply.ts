import { gunzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { CachedPage, PageState } from './page-cache.ts';
import { pageCsp } from './security-headers.ts';
import { ACCEPT_CH } from './cache-control.ts';

type Encoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];
/** One strong validator per representation (RFC 9110 8.8.3): the encoding is part of the bytes. */
const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };

/** The representation a client takes: brotli, else gzip, else the plain document. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  return negotiate(acceptEncoding, ENCODINGS) ?? 'identity';
}

export function etagOf(page: Pick<CachedPage, 'etag'>, encoding: Encoding): string {
  return `"${page.etag}${SUFFIX[encoding]}"`;
}

/**
 * Whether `If-None-Match` names this page (RFC 9110 13.1.2, weak comparison): any of its
 * encodings' tags, weak or strong, or `*`. The document is the same whichever encoding the
 * client validated, so a 304 is right for all of them.
 */
export function notModified(ifNoneMatch: string | undefined, page: Pick<CachedPage, 'etag'>): boolean {
  if (!ifNoneMatch) return false;
  const ours = new Set(ENCODINGS.map((e) => etagOf(page, e)));
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || ours.has(tag);
  });
}

/** Answers from the page cache (a page, or a page's islands document): the stored bytes as they are, or a 304 for a matching validator. */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: PageState | 'shared',
  config: Pick<Config, 'cspScriptHosts'>,
  /** CDN tags besides the page's own (PageTarget.alsoTagged). */
  alsoTagged: readonly string[] = [],
  /** More Server-Timing entries (`personalize;desc="cache"`). */
  timing = '',
): FastifyReply {
  const tags = [...page.tags, ...alsoTagged];
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply
    .header('etag', etagOf(page, encoding))
    .header('vary', 'Accept-Encoding')
    .header('cache-control', page.cacheControl)
    .header('cache-tag', tags.join(','))
    .header('surrogate-key', tags.join(' '))
    .header('server-timing', `page;desc="${state === 'fresh' ? 'hit' : state}"${timing ? `, ${timing}` : ''}`);
  if (notModified(request.headers['if-none-match'], page)) return reply.status(304).send();
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : gunzipSync(page.gzip);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.status(page.status).header('content-length', body.length);
  // An islands document is data: no page policy, no client hints.
  if (page.contentType === 'application/json') return reply.header('content-type', 'application/json; charset=utf-8').send(body);
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', pageCsp({ hashes: page.scriptHashes }, config))
    .header('accept-ch', ACCEPT_CH)
    .send(body);
}
