/**
 * `GET /api/image?url=…&w=…[&q=…]`: the image optimiser behind the Image field helper's `srcset`
 * (issue 3 item 7). It fetches an image from an allowed host, resizes it with sharp and re-encodes
 * it as AVIF or WebP (by `Accept`) or in the source's own format, at the quality the visitor's
 * connection calls for (spec 003 section 9, from client hints). SVG art is rendered to a raster of
 * the width asked for (issue 26 item 4), so a hero drawn in SVG reaches the browser as a
 * photographed hero does.
 *
 * Decisions:
 * - Hosts: the CMS origin's, the embedded content server's and IMAGE_HOSTS; nothing else (spec 000
 *   section 5). Relative sources are CMS media paths and resolve against the CMS origin. The list
 *   is checked on the parsed URL that is then fetched, so the check and the fetch cannot disagree.
 * - The source is fetched with undici: 10 s budget, redirects never followed (a redirect could
 *   leave the allow-list), at most 20 MiB, `image/*` only. No API key and no visitor header is
 *   sent: IMAGE_HOSTS may be third parties.
 * - Output is always re-encoded by sharp, never the source's bytes passed on, so whatever a
 *   source hides (scripts in an SVG, a polyglot file, EXIF with a location) never reaches a
 *   browser from our origin. GIF (may be animated) and SVGZ are refused with 415; the Image
 *   helper uses them as they are.
 * - SVG (issue 26 item 4) is rendered by librsvg through sharp and only ever leaves as WebP (for
 *   every browser that takes AVIF or WebP: for flat drawings WebP is as small and three times
 *   faster to make) or, for a browser that takes neither, PNG. It is rendered only when the host declared it
 *   `image/svg+xml` and the bytes are SVG (an SVG served as image/png stays a 415), and is at most
 *   4 MiB. The render runs in a child process killed after 10 s (src/server/svg-render.ts: a few
 *   KB of filters can keep librsvg busy for minutes, and sharp cannot stop a render in progress),
 *   with no environment. librsvg loads nothing outside the document (no http(s), `file:` or paths
 *   in `<image>`, `<use>`, `feImage` or CSS `@import`; no external entities). The density is
 *   computed from the width asked for, and the render and the result must each fit the pixel
 *   budget (src/server/svg-render-plan.ts): an SVG declaring a gigantic size is refused (422)
 *   before anything is rendered. A vector source is resolution-free, so it is rendered at the
 *   width asked for, larger than its declared size if need be. A malformed SVG is a 422
 *   `IMAGE_UNDECODABLE`, a too costly one a 422 `IMAGE_RENDER_TIMEOUT`, each with a log line.
 * - Results are cached in memory by bytes (64 MiB, 24 h). Concurrent misses for one variant share
 *   one job, and the downloaded source is kept for a minute, so a cold CDN asking for every width
 *   of a hero at once fetches it once. Sharp jobs run a few at a time: each decode can hold a
 *   large bitmap.
 * - Cache-Control: a day in browsers, a year at the CDN, a day of stale-while-revalidate. Long CDN
 *   caching is safe because a changed media item gets a new URL (Sitecore appends its revision,
 *   `?rev=`, to media links), so a new version is a new variant rather than a stale one.
 * - Responses vary on `Accept` and the client hints; `Accept-CH` asks for them. (Browsers honour
 *   Accept-CH from the page's own response, so the page should send it too.)
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { Agent, type Dispatcher } from 'undici';
import {
  CLIENT_HINT_HEADERS,
  CMS_MEDIA_PATH,
  IMAGE_CONTENT_TYPES,
  IMAGE_ENDPOINT,
  imageQuality,
  isImageQuality,
  isImageWidth,
  preferredImageFormat,
  readClientHints,
  sourceKindByPath,
  type ImageFormat,
  type ImageQuality,
  type ImageWidth,
} from '../lib/image-rules.ts';
import { isHostAllowed } from '../lib/urls.ts';
import { ImageError, isImageError } from './errors.ts';
import { renderSvg } from './svg-render.ts';
import { planSvgRender } from './svg-render-plan.ts';
import type { ServerContext } from './server-context.ts';

export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, s-maxage=31536000, stale-while-revalidate=86400';
export const IMAGE_VARY = ['Accept', ...CLIENT_HINT_HEADERS].join(', ');
export const IMAGE_ACCEPT_CH = CLIENT_HINT_HEADERS.join(', ');

export interface ImageOptimiserOptions {
  /** Largest source accepted, bytes. */
  maxSourceBytes?: number;
  /** Largest source accepted, pixels (width x height), checked before decoding. */
  maxInputPixels?: number;
  /** Budget for fetching one source: connect, headers and body together. */
  timeoutMs?: number;
  /** Memory for finished variants, bytes. */
  cacheMaxBytes?: number;
  cacheTtlMs?: number;
  /** Sharp jobs running at once. */
  concurrency?: number;
  /** Largest SVG source accepted, bytes. */
  maxSvgBytes?: number;
  /** Budget for rendering one SVG (its child process), ms. */
  svgTimeoutMs?: number;
}

/** 20 MiB: a large camera JPEG; anything bigger is not web media. */
const DEFAULT_MAX_SOURCE_BYTES = 20 * 1024 * 1024;
/** 40 megapixels (8000 x 5000): one decode of that is 160 MB of RGBA, so bigger is refused. */
const DEFAULT_MAX_INPUT_PIXELS = 40_000_000;
const DEFAULT_TIMEOUT_MS = 10_000;
/** 4 MiB: hero art is tens of KB; an exported illustration a few hundred. More is not web art. */
const DEFAULT_MAX_SVG_BYTES = 4 * 1024 * 1024;
/** A 2560-wide AVIF of the sample heroes takes under 3 s on one loaded core; 10 s is far beyond art. */
const DEFAULT_SVG_TIMEOUT_MS = 10_000;
const SVG_CONTENT_TYPE = 'image/svg+xml';
const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Sources are kept briefly, only so that the widths of one image asked at once fetch it once. */
const SOURCE_CACHE_MAX_BYTES = 48 * 1024 * 1024;
const SOURCE_CACHE_TTL_MS = 60_000;
const MAX_SOURCE_URL_LENGTH = 2048;
/** AVIF at sharp's default effort (4) takes seconds for a hero; 2 is about 3x faster, a bit larger. */
const AVIF_EFFORT = 2;
const SOURCE_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg;q=0.9,image/svg+xml;q=0.8,image/*;q=0.8';

/** One variant: a source at a width, quality and format ('original': the source's own). */
export interface ImageJob {
  source: URL;
  width: ImageWidth;
  quality: ImageQuality;
  format: 'avif' | 'webp' | 'original';
}

export interface ImageVariant {
  body: Buffer;
  contentType: string;
  format: ImageFormat;
  width: number;
  height: number;
  quality: ImageQuality;
  etag: string;
}

interface SourceImage {
  bytes: Buffer;
  /** The type the host declared (`image/png`…), lower case, without parameters. */
  contentType: string;
}

/** What a transform may spend. */
interface TransformLimits {
  maxInputPixels: number;
  maxSvgBytes: number;
  svgTimeoutMs: number;
}

export interface ImageOptimiser {
  /** The variant, from the cache or made now; `status.fetch` says which ('hit', 'miss', 'inflight'). */
  variant(job: ImageJob, status?: LRUCache.Status<string, ImageVariant, ImageJob>): Promise<ImageVariant>;
  close(): Promise<void>;
}

export function createImageOptimiser(options: ImageOptimiserOptions = {}): ImageOptimiser {
  const maxSourceBytes = options.maxSourceBytes ?? DEFAULT_MAX_SOURCE_BYTES;
  const limits: TransformLimits = {
    maxInputPixels: options.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS,
    maxSvgBytes: options.maxSvgBytes ?? DEFAULT_MAX_SVG_BYTES,
    svgTimeoutMs: options.svgTimeoutMs ?? DEFAULT_SVG_TIMEOUT_MS,
  };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limit = createLimit(options.concurrency ?? Math.min(4, availableParallelism()));
  // undici never follows redirects unless told to; its timeouts are per phase, ours is overall.
  const agent = new Agent({
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 10_000,
    connections: 16,
  });

  const sources = new LRUCache<string, SourceImage, URL>({
    maxSize: SOURCE_CACHE_MAX_BYTES,
    sizeCalculation: (source) => Math.max(1, source.bytes.length),
    ttl: SOURCE_CACHE_TTL_MS,
    fetchMethod: (_key, _stale, { context, signal }) => downloadSource(agent, context, { maxBytes: maxSourceBytes, timeoutMs, signal }),
  });

  const variants = new LRUCache<string, ImageVariant, ImageJob>({
    maxSize: options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES,
    sizeCalculation: (variant, key) => variant.body.length + key.length,
    ttl: options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS,
    fetchMethod: async (_key, _stale, { context: job }) => {
      const source = await sources.fetch(job.source.href, { context: job.source });
      if (!source) throw new ImageError('IMAGE_UPSTREAM_NETWORK', `${job.source.host}: no source`);
      return limit(() => transform(source, job, limits));
    },
  });

  return {
    async variant(job, status) {
      const key = `${job.format}|${job.quality}|${job.width}|${job.source.href}`;
      const variant = await variants.fetch(key, { context: job, ...(status ? { status } : {}) });
      if (!variant) throw new ImageError('IMAGE_UPSTREAM_NETWORK', `${job.source.host}: fetch aborted`);
      return variant;
    },
    close: () => agent.close(),
  };
}

async function downloadSource(
  agent: Dispatcher,
  url: URL,
  { maxBytes, timeoutMs, signal }: { maxBytes: number; timeoutMs: number; signal: AbortSignal },
): Promise<SourceImage> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const abort = AbortSignal.any([signal, timeout]);
  const where = `${url.host}${url.pathname}`;
  const failed = (error: unknown): ImageError =>
    isImageError(error)
      ? error
      : timeout.aborted || isTimeout(error)
        ? new ImageError('IMAGE_UPSTREAM_TIMEOUT', `${timeoutMs} ms for ${where}`, { cause: error })
        : new ImageError('IMAGE_UPSTREAM_NETWORK', where, { cause: error });

  let response: Dispatcher.ResponseData;
  try {
    response = await agent.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { accept: SOURCE_ACCEPT },
      signal: abort,
    });
  } catch (error) {
    throw failed(error);
  }
  const { statusCode, headers, body } = response;
  const refuse = async (error: ImageError): Promise<never> => {
    await body.dump().catch(() => undefined);
    throw error;
  };
  if (statusCode >= 300 && statusCode < 400) return refuse(new ImageError('IMAGE_UPSTREAM_REDIRECT', `${statusCode} from ${where}`));
  if (statusCode === 404 || statusCode === 410) return refuse(new ImageError('IMAGE_SOURCE_NOT_FOUND', `${statusCode} from ${where}`));
  if (statusCode !== 200) return refuse(new ImageError('IMAGE_UPSTREAM_STATUS', `${statusCode} from ${where}`));

  const contentType = String(headers['content-type'] ?? '')
    .split(';', 1)[0]!
    .trim()
    .toLowerCase();
  if (!contentType.startsWith('image/') || contentType === 'image/gif') {
    return refuse(new ImageError('IMAGE_TYPE_NOT_SUPPORTED', `'${contentType || 'no type'}' from ${where}`));
  }
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    return refuse(new ImageError('IMAGE_SOURCE_TOO_LARGE', `${declared} bytes from ${where}`));
  }

  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > maxBytes) {
        body.destroy();
        throw new ImageError('IMAGE_SOURCE_TOO_LARGE', `over ${maxBytes} bytes from ${where}`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw failed(error);
  }
  return { bytes: Buffer.concat(chunks), contentType };
}

function isTimeout(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  return name === 'TimeoutError' || /TIMEOUT/.test(code ?? '');
}

/** The source's format as the endpoint names it, or undefined for anything it does not make. */
function rasterFormat(metadata: Metadata): ImageFormat | undefined {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return metadata.format;
    case 'heif':
      // HEIF is a container: AV1 inside is AVIF; HEVC (iPhone photos) no browser shows.
      return metadata.compression === 'av1' ? 'avif' : undefined;
    default:
      return undefined;
  }
}

async function transform(source: SourceImage, job: ImageJob, limits: TransformLimits): Promise<ImageVariant> {
  const { bytes } = source;
  const { maxInputPixels } = limits;
  const where = job.source.host;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageError('IMAGE_UNDECODABLE', where, { cause: error });
  }
  // SVG only when both the host and the bytes say so; the rest is decided by the bytes, not the
  // name or the declared type: an SVG served as image/png is still refused.
  const declaredSvg = source.contentType === SVG_CONTENT_TYPE;
  if (metadata.format === 'svg' && declaredSvg) return transformSvg(bytes, metadata, job, limits);
  if (declaredSvg) throw new ImageError('IMAGE_TYPE_NOT_SUPPORTED', `${metadata.format} declared as ${SVG_CONTENT_TYPE} from ${where}`);
  const sourceFormat = rasterFormat(metadata);
  if (!sourceFormat) throw new ImageError('IMAGE_TYPE_NOT_SUPPORTED', `${metadata.format} from ${where}`);
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > maxInputPixels) {
    throw new ImageError('IMAGE_SOURCE_TOO_LARGE', `${metadata.width}x${metadata.height} from ${where}`);
  }

  const format = job.format === 'original' ? sourceFormat : job.format;
  // failOn 'error': truncated or corrupt files fail; mere warnings (stray bytes browsers ignore)
  // do not. Metadata is stripped by default (sharp keeps none unless asked), after autoOrient has
  // applied the EXIF rotation to the pixels.
  let pipeline = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', autoOrient: true }).resize({
    width: job.width,
    withoutEnlargement: true,
  });
  const quality = job.quality;
  switch (format) {
    case 'avif':
      pipeline = pipeline.avif({ quality, effort: AVIF_EFFORT });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality });
      break;
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality, mozjpeg: true });
      break;
    case 'png':
      // PNG is lossless: the quality has nothing to act on, so only compression effort is set.
      pipeline = pipeline.png({ compressionLevel: 9 });
      break;
  }
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await pipeline.toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageError('IMAGE_UNDECODABLE', where, { cause: error });
  }
  const { data, info } = output;
  return variantOf(data, format, info.width, info.height, quality);
}

/**
 * An SVG source rendered at the width asked for and encoded as WebP for every browser that takes
 * AVIF or WebP, or PNG for one that takes neither (a drawing's flat colours and edges are what PNG
 * keeps losslessly). Not AVIF: for flat drawings WebP is as small or smaller (the sample heroes at
 * 480 and 768 px: 10-25% smaller; at 1280 within 10% either way) and three times faster to
 * encode, which is the cost of a cold variant (docs/performance.md, SVG heroes as rasters).
 */
async function transformSvg(bytes: Buffer, metadata: Metadata, job: ImageJob, limits: TransformLimits): Promise<ImageVariant> {
  const where = job.source.host;
  if (bytes.length > limits.maxSvgBytes) throw new ImageError('IMAGE_SOURCE_TOO_LARGE', `${bytes.length} bytes of SVG from ${where}`);
  const plan = planSvgRender(metadata, job.width, limits.maxInputPixels, where);
  const format = job.format === 'original' ? 'png' : 'webp';
  const data = await renderSvg(
    bytes,
    plan,
    { format, quality: job.quality, avifEffort: AVIF_EFFORT },
    { timeoutMs: limits.svgTimeoutMs, maxPixels: limits.maxInputPixels, where },
  );
  return variantOf(data, format, plan.width, plan.height, job.quality);
}

function variantOf(data: Buffer, format: ImageFormat, width: number, height: number, quality: ImageQuality): ImageVariant {
  return {
    body: data,
    contentType: IMAGE_CONTENT_TYPES[format],
    format,
    width,
    height,
    quality,
    etag: `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`,
  };
}

/** Runs at most `max` tasks at once; the rest wait their turn in order. */
function createLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * The source a `url` parameter names, checked: a CMS media path (resolved on the CMS origin) or an
 * absolute http(s) URL without credentials, on an allowed host, not a GIF or SVGZ by name.
 */
export function resolveImageSource(raw: unknown, cmsOrigin: string, allowedHosts: readonly string[]): URL {
  if (raw === undefined || raw === '') throw new ImageError('IMAGE_URL_MISSING');
  if (typeof raw !== 'string') throw new ImageError('IMAGE_URL_INVALID', 'url given more than once');
  const value = raw.trim();
  if (value === '') throw new ImageError('IMAGE_URL_MISSING');
  if (value.length > MAX_SOURCE_URL_LENGTH) throw new ImageError('IMAGE_URL_INVALID', `${value.length} characters`);

  let url: URL;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    const cms = new URL(cmsOrigin);
    try {
      url = new URL(value, cms);
    } catch {
      throw new ImageError('IMAGE_URL_INVALID', value.slice(0, 200));
    }
    // Checked after the URL parser has resolved `..` and `%2e%2e`, so nothing climbs out of media.
    if (url.origin !== cms.origin) throw new ImageError('IMAGE_URL_INVALID', value.slice(0, 200));
    if (!CMS_MEDIA_PATH.test(url.pathname)) throw new ImageError('IMAGE_PATH_NOT_MEDIA', url.pathname.slice(0, 200));
  } else {
    if (!/^https?:\/\//i.test(value)) throw new ImageError('IMAGE_URL_INVALID', value.slice(0, 40));
    try {
      url = new URL(value);
    } catch {
      throw new ImageError('IMAGE_URL_INVALID', value.slice(0, 200));
    }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageError('IMAGE_URL_INVALID', url.protocol);
  if (url.username || url.password) throw new ImageError('IMAGE_URL_INVALID', 'credentials in the url');
  if (!isHostAllowed(url, allowedHosts)) throw new ImageError('IMAGE_HOST_NOT_ALLOWED', url.host);
  if (sourceKindByPath(url.pathname) === 'never') throw new ImageError('IMAGE_TYPE_NOT_SUPPORTED', url.pathname.slice(-60));
  url.hash = '';
  return url;
}

function parseWidth(raw: unknown): ImageWidth {
  const width = typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!isImageWidth(width)) throw new ImageError('IMAGE_WIDTH_NOT_ALLOWED', String(raw).slice(0, 20));
  return width;
}

function parseQuality(raw: unknown): ImageQuality {
  const quality = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!isImageQuality(quality)) throw new ImageError('IMAGE_QUALITY_NOT_ALLOWED', String(raw).slice(0, 20));
  return quality;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  504: 'Gateway Timeout',
};

/** The one place an image failure is answered and logged (once per request). */
function sendImageError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const known = isImageError(error);
  const status = known ? error.status : 500;
  const code = known ? error.code : 'IMAGE_INTERNAL';
  const message = known ? error.message : 'The image could not be made.';
  const detail = known ? error.detail : undefined;
  // A render that ran out of time is refused (422) but costs the server 10 s: operators should see it.
  if (status >= 500 || code === 'IMAGE_RENDER_TIMEOUT') request.log.warn({ err: error, code, detail }, 'image optimiser: failed');
  else request.log.info({ code, detail }, 'image optimiser: refused');
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ error: STATUS_TEXT[status] ?? 'Error', code, message });
}

export function registerImageRoute(app: FastifyInstance, ctx: ServerContext): void {
  const allowedHosts = [new URL(ctx.cmsOrigin).host, ...(ctx.contentOrigin ? [new URL(ctx.contentOrigin).host] : []), ...ctx.config.imageHosts];
  const optimiser = createImageOptimiser();
  app.addHook('onClose', () => optimiser.close());

  app.get(IMAGE_ENDPOINT, async (request, reply) => {
    try {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const source = resolveImageSource(query.url, ctx.cmsOrigin, allowedHosts);
      const width = parseWidth(query.w);
      const quality = query.q === undefined ? imageQuality(readClientHints(request.headers)) : parseQuality(query.q);
      const format = preferredImageFormat(request.headers.accept);
      const status: LRUCache.Status<string, ImageVariant, ImageJob> = {};
      const variant = await optimiser.variant({ source, width, quality, format }, status);

      reply
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('vary', IMAGE_VARY)
        .header('accept-ch', IMAGE_ACCEPT_CH)
        .header('etag', variant.etag)
        .header('x-content-type-options', 'nosniff')
        .header('x-image-quality', String(variant.quality))
        .header('x-image-cache', status.fetch === 'hit' ? 'hit' : status.fetch === 'inflight' ? 'shared' : 'miss');
      if (matchesEtag(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
      return reply.type(variant.contentType).send(variant.body);
    } catch (error) {
      return sendImageError(request, reply, error);
    }
  });
}
