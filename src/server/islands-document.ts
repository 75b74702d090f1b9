import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from './cache-control.ts';
import { describeError } from './errors.ts';
import type { CachedPage } from './page-cache.ts';
import { compressForCache, type PageMeta } from './page-fill.ts';

/**
 * A page's islands document (`<the page's address>?__islands=1`, docs/architecture.md#islands):
 * `{"<scope>":<props>,…}`, the props of every island of the page, which a visitor's page the page
 * cache keeps does not carry. Here: the document as a page-cache entry, and the JSON answers
 * for when there is none.
 */

export const ISLANDS_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The islands document as the page cache keeps it: the page's status, tags and cache policy, compressed once. */
export async function islandsCacheEntry(json: string, meta: PageMeta): Promise<Omit<CachedPage, 'storedAt'>> {
  return { ...meta, ...(await compressForCache(Buffer.from(json, 'utf8'))), scriptHashes: [], contentType: 'application/json' };
}

/**
 * No islands document: the page cache is off (every page carries its islands' props), the
 * request is an editor's or a preview (the same), or the address is not a page.
 */
export function sendNoIslandsDocument(reply: FastifyReply, why: string): FastifyReply {
  return reply
    .status(404)
    .header('content-type', ISLANDS_CONTENT_TYPE)
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .send(JSON.stringify({ error: 'NO_ISLANDS_DOCUMENT', message: why }));
}

/** The page could not be made (the CMS down, a render failure): the page's error, as JSON. */
export function sendIslandsError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { status, code, message } = describeError(error);
  if (status >= 500) request.log.error({ err: error, code }, 'islands document failed');
  else request.log.info({ code, url: request.url }, 'request refused');
  return reply
    .status(status)
    .header('content-type', ISLANDS_CONTENT_TYPE)
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .send(JSON.stringify({ error: code, message }));
}
