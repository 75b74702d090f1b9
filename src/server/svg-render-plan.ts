/**
 * How an SVG source is rendered to a raster of the width asked for (`GET /api/image`): the density
 * librsvg renders at and the size of the result, within a pixel budget. Pure: no I/O.
 *
 * librsvg renders an SVG at its intrinsic size (its width and height, or its viewBox, as sharp's
 * metadata reports them at 72 DPI) times density / 72. The density is chosen so that the render is
 * as wide as asked; an SVG is resolution-free, so it is rendered at that width whatever size it
 * declares (a 16-wide icon made 1280 wide is as sharp as a 1600-wide drawing). sharp accepts
 * densities from 1 to 100000: an SVG declaring a gigantic size cannot be rendered smaller than
 * size / 72, and that render (not only the result) must fit the budget; a tiny one is rendered as
 * large as the density allows and resized up. The budget is checked on both before anything is
 * rendered, and given to sharp as `limitInputPixels` too.
 */
import { ImageError } from './errors.ts';

/** sharp's range for `density` (DPI). */
export const MIN_SVG_DENSITY = 1;
export const MAX_SVG_DENSITY = 100_000;
/** The largest width or height of a result: WebP's own limit (16383), which AVIF shares in sharp. */
export const MAX_SVG_DIMENSION = 16_383;

export interface SvgRenderPlan {
  /** DPI for sharp's `density`. */
  density: number;
  /** The result's size, pixels. */
  width: number;
  height: number;
  /** The size librsvg renders at before the resize, pixels (the budget applies to it too). */
  renderWidth: number;
  renderHeight: number;
}

/**
 * The plan for rendering an SVG of intrinsic size `intrinsic` (72 DPI pixels) at `targetWidth`,
 * or an ImageError: `IMAGE_UNDECODABLE` when the SVG has no usable size, `IMAGE_SOURCE_TOO_LARGE`
 * when the render or the result would exceed `maxPixels` or a side would exceed MAX_SVG_DIMENSION.
 */
export function planSvgRender(intrinsic: { width?: number; height?: number }, targetWidth: number, maxPixels: number, where = 'svg'): SvgRenderPlan {
  const { width, height } = intrinsic;
  if (!isPositive(width) || !isPositive(height)) throw new ImageError('IMAGE_UNDECODABLE', `${where}: no width and height`);
  const density = clamp((72 * targetWidth) / width, MIN_SVG_DENSITY, MAX_SVG_DENSITY);
  const renderWidth = Math.max(1, Math.round((width * density) / 72));
  const renderHeight = Math.max(1, Math.round((height * density) / 72));
  const resultHeight = Math.max(1, Math.round((targetWidth * height) / width));
  const tooLarge = (w: number, h: number) => w * h > maxPixels || w > MAX_SVG_DIMENSION || h > MAX_SVG_DIMENSION;
  if (tooLarge(renderWidth, renderHeight) || tooLarge(targetWidth, resultHeight)) {
    throw new ImageError('IMAGE_SOURCE_TOO_LARGE', `${where}: ${width}x${height} at ${targetWidth} px wide`);
  }
  return { density, width: targetWidth, height: resultHeight, renderWidth, renderHeight };
}

function isPositive(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value > 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
