import type { CachedPage } from '../page-cache.ts';

/**
 * A cached page as one buffer for the shared level: a 4-byte big-endian length, a JSON header
 * (everything but the bodies, with the brotli body's length), then the brotli and gzip bodies as
 * they are (already compressed: compressing them again would gain nothing).
 */
const VERSION = 1;

interface Header extends Omit<CachedPage, 'br' | 'gzip'> {
  v: number;
  brLength: number;
}

export function encodePage(page: CachedPage): Buffer {
  const { br, gzip, ...rest } = page;
  const header = Buffer.from(JSON.stringify({ ...rest, v: VERSION, brLength: br.length } satisfies Header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, br, gzip]);
}

/** The page, or undefined for anything that is not a page this version wrote (never throws). */
export function decodePage(raw: Buffer): CachedPage | undefined {
  try {
    if (raw.length < 4) return undefined;
    const headerLength = raw.readUInt32BE(0);
    if (4 + headerLength > raw.length) return undefined;
    const header = JSON.parse(raw.subarray(4, 4 + headerLength).toString('utf8')) as Partial<Header>;
    const bodies = raw.subarray(4 + headerLength);
    if (header.v !== VERSION || typeof header.brLength !== 'number' || header.brLength > bodies.length) return undefined;
    if ((header.status !== 200 && header.status !== 404) || typeof header.etag !== 'string' || typeof header.storedAt !== 'number') return undefined;
    if (!Array.isArray(header.tags) || !Array.isArray(header.scriptHashes) || typeof header.cacheControl !== 'string') return undefined;
    if (typeof header.language !== 'string' || typeof header.length !== 'number') return undefined;
    if (header.contentType !== undefined && header.contentType !== 'application/json') return undefined;
    const variants = header.variants;
    if (
      variants !== undefined &&
      (typeof variants !== 'object' ||
        variants === null ||
        typeof variants.pageId !== 'string' ||
        !Array.isArray(variants.variantIds) ||
        !variants.variantIds.every((id) => typeof id === 'string'))
    ) {
      return undefined;
    }
    return {
      status: header.status,
      etag: header.etag,
      tags: header.tags,
      scriptHashes: header.scriptHashes,
      cacheControl: header.cacheControl,
      language: header.language,
      length: header.length,
      storedAt: header.storedAt,
      ...(header.contentType ? { contentType: header.contentType } : {}),
      ...(variants ? { variants: { pageId: variants.pageId, variantIds: [...variants.variantIds] } } : {}),
      // Copies: the pages live on in the page cache, and must not pin the whole Redis answer.
      br: Buffer.from(bodies.subarray(0, header.brLength)),
      gzip: Buffer.from(bodies.subarray(header.brLength)),
    };
  } catch {
    return undefined;
  }
}
