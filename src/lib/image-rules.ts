/**
 * The image optimiser's rules, shared by the endpoint (src/server/image-route.ts) and the Image
 * field helper (which builds `srcset` in the browser too): which sources may be optimised, which
 * widths and qualities exist, the quality a visitor's connection gets, the format a browser gets.
 * Pure: no I/O, no Node APIs.
 */
import { isHostAllowed } from './urls.ts';

/** The optimiser's own route. */
export const IMAGE_ENDPOINT = '/api/image';

/**
 * The only widths the endpoint makes. A fixed list keeps the number of variants per source small
 * (so the memory cache and the CDN hold few copies, and nobody can fill either by asking for
 * w=1, w=2, w=3…), and each width earns its place:
 * - 320, 480: phones at 1x and small phones at 1.5x;
 * - 640, 768, 1024, 1280, 1920: the theme's breakpoints xs, sm, m (1025), l and 2xl, so a
 *   full-width image at a breakpoint has a variant of its own;
 * - 1600: the common CMS source width of heroes (1600x900) and 1440-wide screens (xl);
 * - 2560: a full-width hero on a 1280 px screen at 2x; beyond it the extra bytes buy nothing
 *   visible, and sources are rarely larger.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 768, 1024, 1280, 1600, 1920, 2560] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The only qualities (spec 003 section 9): slow connections, default, high-density screens. */
export const IMAGE_QUALITIES = [70, 85, 90] as const;
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];

export const QUALITY_SLOW_CONNECTION: ImageQuality = 70;
export const QUALITY_DEFAULT: ImageQuality = 85;
export const QUALITY_HIGH_DENSITY: ImageQuality = 90;

/** Spec 003 section 9: "slow-2g, 2g, 3g" effective connection types count as slow. */
export const SLOW_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g', '3g'];
/** Spec 003 section 9: "downlink under 1.5" (Mbit/s) counts as slow. */
export const SLOW_DOWNLINK_MBPS = 1.5;
/** Spec 003 section 9: "90 when device pixel ratio is above 2". */
export const HIGH_DENSITY_DPR = 2;

/** The client hints the quality rule reads. Absent hints are undefined. */
export interface ImageClientHints {
  dpr?: number;
  /** Effective connection type: 'slow-2g', '2g', '3g', '4g'. */
  ect?: string;
  /** Estimated bandwidth, Mbit/s. */
  downlink?: number;
  saveData?: boolean;
}

/**
 * Spec 003 section 9, word for word: "Image quality: 70 on slow or data-saving connections
 * (slow-2g, 2g, 3g, saveData, downlink under 1.5); 90 when device pixel ratio is above 2;
 * otherwise 85." The slow-connection rule comes first: a retina phone on 3G still gets 70.
 */
export function imageQuality(hints: ImageClientHints): ImageQuality {
  const ect = hints.ect?.trim().toLowerCase();
  const slow =
    hints.saveData === true ||
    (ect !== undefined && SLOW_CONNECTION_TYPES.includes(ect)) ||
    (hints.downlink !== undefined && hints.downlink < SLOW_DOWNLINK_MBPS);
  if (slow) return QUALITY_SLOW_CONNECTION;
  if (hints.dpr !== undefined && hints.dpr > HIGH_DENSITY_DPR) return QUALITY_HIGH_DENSITY;
  return QUALITY_DEFAULT;
}

/** A header as Node gives it (string, repeated as an array, or missing). */
export type HeaderValue = string | readonly string[] | undefined;

/** The client hints sent to the server we ask browsers for, and vary on. */
export const CLIENT_HINT_HEADERS = ['Sec-CH-DPR', 'DPR', 'ECT', 'Downlink', 'Save-Data'] as const;

/**
 * Client hints from request headers (lower-case names, as Node gives them). `Sec-CH-DPR` is the
 * current name of the DPR hint and wins over the legacy `DPR`; junk values count as absent.
 */
export function readClientHints(headers: Readonly<Record<string, HeaderValue>>): ImageClientHints {
  const hints: ImageClientHints = {};
  const dpr = positiveNumber(first(headers['sec-ch-dpr'])) ?? positiveNumber(first(headers['dpr']));
  if (dpr !== undefined) hints.dpr = dpr;
  const ect = first(headers['ect'])?.trim().toLowerCase();
  if (ect) hints.ect = ect;
  const downlink = nonNegativeNumber(first(headers['downlink']));
  if (downlink !== undefined) hints.downlink = downlink;
  if (first(headers['save-data'])?.trim().toLowerCase() === 'on') hints.saveData = true;
  return hints;
}

function first(value: HeaderValue): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}

function nonNegativeNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^\s*\d+(?:\.\d+)?\s*$/.test(value)) return undefined;
  return Number(value);
}

function positiveNumber(value: string | undefined): number | undefined {
  const n = nonNegativeNumber(value);
  return n !== undefined && n > 0 ? n : undefined;
}

/** Formats the endpoint writes; `jpeg` and `png` only when the source was one. */
export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The format a browser gets: AVIF when its `Accept` names image/avif, else WebP when it names
 * image/webp, else the source's own. Wildcards (`image/*`, `*\/*`) do not count: browsers that
 * cannot show AVIF send them too. A type with `q=0` is refused, per RFC 9110.
 */
export function chooseImageFormat(accept: string | undefined, sourceFormat: ImageFormat): ImageFormat {
  const preferred = preferredImageFormat(accept);
  return preferred === 'original' ? sourceFormat : preferred;
}

/**
 * The format decision before the source is known: what the endpoint's cache keys carry, since
 * every browser that accepts neither AVIF nor WebP gets the same answer for one source.
 */
export function preferredImageFormat(accept: string | undefined): 'avif' | 'webp' | 'original' {
  const accepted = acceptedTypes(accept ?? '');
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'original';
}

function acceptedTypes(accept: string): Set<string> {
  const types = new Set<string>();
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!type) continue;
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    types.add(type);
  }
  return types;
}

/**
 * Paths on the CMS host that hold media: Sitecore's media library (`/-/media/`), its JSS alias
 * (`/-/jssmedia/`) and the shell-prefixed form some layouts carry. Relative sources under these
 * are the CMS's; any other relative path is not an image the endpoint fetches.
 */
export const CMS_MEDIA_PATH = /^\/(?:sitecore\/shell\/)?-\/(?:jss)?media\//i;

/** Raster types worth resizing, by extension. GIF may animate; SVGZ is compressed SVG, not rendered. */
const RASTER_EXTENSIONS = /\.(?:jpe?g|png|webp|avif)$/i;
const VECTOR_EXTENSIONS = /\.svg$/i;
const NEVER_OPTIMISED_EXTENSIONS = /\.(?:svgz|gif)$/i;

/**
 * The extension-based verdict on a path: raster, vector (SVG, which the endpoint renders to a raster),
 * never (GIF, SVGZ) or unknown (`.ashx`, none).
 */
export function sourceKindByPath(pathname: string): 'raster' | 'vector' | 'never' | 'unknown' {
  if (NEVER_OPTIMISED_EXTENSIONS.test(pathname)) return 'never';
  if (RASTER_EXTENSIONS.test(pathname)) return 'raster';
  if (VECTOR_EXTENSIONS.test(pathname)) return 'vector';
  return 'unknown';
}

/**
 * The narrowest SVG worth rendering to a raster, by its declared width: below it an SVG is an
 * icon or a logo, cheaper to paint than a raster is to fetch.
 */
export const MIN_VECTOR_ART_WIDTH = 320;

/**
 * Whether a priority image's SVG is rendered through the endpoint: art at least
 * MIN_VECTOR_ART_WIDTH wide (declared by the field). Unknown width: no, it may be an icon.
 */
export function isVectorArt(declaredWidth: number | undefined): boolean {
  return declaredWidth !== undefined && Number.isFinite(declaredWidth) && declaredWidth >= MIN_VECTOR_ART_WIDTH;
}

export interface OptimisableOptions {
  /**
   * Whether SVG art is offered as rendered rasters too. The Image helper asks it for a page's
   * largest image (the hero, its LCP): a raster decodes cheaply, while an SVG hero is parsed and
   * painted on the main thread. Small SVGs (icons, logos) are better as they are.
   */
  vector?: boolean;
}

/**
 * Whether the Image helper should offer optimised variants of `src` (spec 000 section 5: "Image
 * sources from hosts outside an allowed list are not optimised"). True for raster files (and SVG
 * files when `options.vector`) that are either relative CMS media paths (they live on the CMS
 * host, which is always allowed) or absolute http(s) URLs on one of `allowedHosts`. Unknown types
 * stay unoptimised: the endpoint would refuse them and the browser, given only a srcset, would
 * show nothing.
 */
export function isOptimisableSource(src: string, allowedHosts: readonly string[] = [], options: OptimisableOptions = {}): boolean {
  const value = src.trim();
  const accepted = (pathname: string) => {
    const kind = sourceKindByPath(pathname);
    return kind === 'raster' || (kind === 'vector' && options.vector === true);
  };
  if (value.startsWith('/') && !value.startsWith('//')) {
    const pathname = value.split(/[?#]/, 1)[0] ?? '';
    return CMS_MEDIA_PATH.test(pathname) && accepted(pathname);
  }
  if (!/^https?:\/\//i.test(value) || allowedHosts.length === 0) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return isHostAllowed(url, allowedHosts) && accepted(url.pathname);
}

/** The endpoint's URL for one variant; `url` is the source exactly as the field gave it. */
export function imageVariantUrl(src: string, width: ImageWidth): string {
  return `${IMAGE_ENDPOINT}?url=${encodeURIComponent(src.trim())}&w=${width}`;
}

/**
 * The widths worth offering for a source `sourceWidth` pixels wide: the list's widths up to it,
 * plus the next one up when the source falls between two (the endpoint never enlarges, so that
 * variant is the full-size source re-encoded). Unknown width: every width.
 */
export function srcsetWidths(sourceWidth?: number): ImageWidth[] {
  if (sourceWidth === undefined || !Number.isFinite(sourceWidth) || sourceWidth <= 0) return [...IMAGE_WIDTHS];
  const widths: ImageWidth[] = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  const next = IMAGE_WIDTHS.find((width) => width > sourceWidth);
  if (next !== undefined && widths[widths.length - 1] !== sourceWidth) widths.push(next);
  return widths;
}

/** A `srcset` of endpoint variants (`/api/image?url=…&w=640 640w, …`). */
export function buildSrcset(src: string, sourceWidth?: number): string {
  return srcsetWidths(sourceWidth)
    .map((width) => `${imageVariantUrl(src, width)} ${width}w`)
    .join(', ');
}

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

export function isImageQuality(value: number): value is ImageQuality {
  return (IMAGE_QUALITIES as readonly number[]).includes(value);
}
