/**
 * Article loader overlay (spec 001 sections 3, 4 and 9): shown only when the site settings
 * configure a loader animation, for 3 s, with the page scroll locked; widths up to 1024 px are
 * mobile.
 */

/** Spec 001 section 9: "loader 3 s". */
export const LOADER_DURATION_MS = 3000;
/** Spec 001 section 9: "The loader treats widths up to 1024 as mobile". */
export const LOADER_MOBILE_MAX_PX = 1024;

export type LoaderMedia = { kind: 'video'; src: string } | { kind: 'image'; src: string } | { kind: 'mark' };

/**
 * How the animation file is shown: videos play muted in a loop, images (SVG, GIF, APNG, WebP)
 * show as they are; a Lottie JSON file (which needs a player we do not ship) and anything unsafe
 * fall back to the site's own animated mark.
 */
export function loaderMedia(file: unknown): LoaderMedia | undefined {
  if (typeof file !== 'string') return undefined;
  const src = file.trim();
  if (src === '') return undefined;
  if (/^(javascript|data|vbscript):/i.test(src)) return { kind: 'mark' };
  const path = src.split(/[?#]/)[0]!.toLowerCase();
  if (/\.(mp4|webm|ogv|mov)$/.test(path)) return { kind: 'video', src };
  if (/\.json$|\.lottie$/.test(path)) return { kind: 'mark' };
  return { kind: 'image', src };
}

/** How long the overlay still has to stay, counted from the navigation start (`performance.now()`). */
export function remainingMs(sinceNavigationMs: number): number {
  const since = Number.isFinite(sinceNavigationMs) && sinceNavigationMs > 0 ? sinceNavigationMs : 0;
  return Math.max(0, LOADER_DURATION_MS - since);
}
