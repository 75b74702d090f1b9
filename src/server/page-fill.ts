import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { text } from 'node:stream/consumers';
import type { PageContext } from '../app/page-context.ts';
import type { RenderOptions } from '../../entry-server.tsx';
import type { CachedPage } from './page-cache.ts';
import type { Renderer } from './renderer.ts';
import { sealDocument } from './script-hashes.ts';
import { createNonce } from './security-headers.ts';

const brotli = promisify(brotliCompress);

/**
 * Brotli quality of stored pages. Measured on the home page (180 KiB): quality 11 gives 25.7 KiB
 * in 425 ms of CPU, 9 gives 28.0 KiB in 151 ms, 6 gives 28.3 KiB in 16 ms. A hot page is rendered
 * again every CACHE_TTL_S, so 10 % fewer bytes are not worth 25 times the CPU.
 */
export const BROTLI_QUALITY = 6;
const gzipAsync = promisify(gzip);

export interface FillDeps {
  renderer: Renderer;
  blockData: RenderOptions['blockData'];
  abortAfterMs: number;
  blockMemoMaxBytes: number;
}

/** What the page route knows of a page besides its data. */
export interface PageMeta {
  status: 200 | 404;
  tags: readonly string[];
  cacheControl: string;
  language: string;
  /** A page with variants (page-cache.ts, CachedPage.variants). */
  variants?: CachedPage['variants'];
}

export type FillLogger = RenderOptions['logger'];

/**
 * Renders a page for the page cache: the complete document (every block resolved and written in
 * place, as crawlers get it), its trusted inline scripts hashed (script-hashes.ts), compressed
 * once with brotli and gzip at their best settings (off the event loop, in libuv's pool).
 * Undefined when the render may not be shared: a block failed, or it was aborted. (Site snippets
 * that load a file are written as inline loaders for this render; should any other trusted
 * script still load a file, which a hash cannot vouch for, the page is not kept either.)
 */
export async function renderForCache(deps: FillDeps, page: PageContext, meta: PageMeta, logger: FillLogger): Promise<Omit<CachedPage, 'storedAt'> | undefined> {
  const marker = createNonce();
  const rendered = await deps.renderer.renderPage(page, {
    assets: deps.renderer.assets,
    isBot: true,
    logger,
    blockData: deps.blockData,
    abortAfterMs: deps.abortAfterMs,
    blockMemoMaxBytes: deps.blockMemoMaxBytes,
    nonce: marker,
    forCache: true,
    // A page the cache keeps sends its islands' props apart: its islands document.
    islandProps: 'deferred',
  });
  const html = await text(rendered.body);
  const { errors, aborted } = rendered.outcome;
  if (errors > 0 || aborted) {
    logger.info({ path: page.path, errors, aborted }, 'page not cached: the render had failed blocks or was aborted');
    return undefined;
  }
  const sealed = sealDocument(html, marker);
  if (sealed.externalScripts.length > 0) {
    logger.warn(
      { path: page.path, scripts: sealed.externalScripts.slice(0, 5) },
      'page not cached: a script that loads a file carries the nonce, which a cached page cannot',
    );
    return undefined;
  }
  return {
    ...meta,
    ...(await compressForCache(Buffer.from(sealed.html, 'utf8'))),
    scriptHashes: sealed.hashes,
  };
}

/** A stored body, compressed once with both encodings, with its validator and length. */
export type CompressedBody = Pick<CachedPage, 'br' | 'gzip' | 'etag' | 'length'>;

/** Compresses a body for the page cache, off the event loop (libuv's pool): brotli at BROTLI_QUALITY, gzip at its best. */
export async function compressForCache(body: Buffer): Promise<CompressedBody> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz, etag: createHash('sha256').update(body).digest('base64url').slice(0, 32), length: body.length };
}
