/**
 * A horizontal strip of links that scrolls sideways under the header (the sub-navigation and the
 * anchor bar): where it sits and how it scrolls. Pure rules; `use-scroll-strip.ts` applies them.
 */

/** Spec 001 section 2: bars stick under the header, 57 px tall on mobile, 66 px on desktop. */
export const STICKY_TOP_MOBILE_PX = 57;
export const STICKY_TOP_DESKTOP_PX = 66;
/** Desktop starts where the spec's mobile ends ("widths up to 1024 as mobile", spec 001 section 9). */
export const DESKTOP_MIN_PX = 1025;
/** One arrow press or arrow key scrolls this share of the visible width. */
export const SCROLL_STEP_RATIO = 0.6;
/** Scroll positions this close to an end count as the end (sub-pixel rounding, zoom). */
export const EDGE_TOLERANCE_PX = 2;

export interface ScrollMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

export interface ScrollEdges {
  overflows: boolean;
  /** Scrolled to the reading start (left in English, right in Arabic). */
  atStart: boolean;
  atEnd: boolean;
}

/**
 * Where the list is. Right-to-left scrollLeft runs from 0 at the start to negative values (the
 * standard model Chromium, Firefox and Safari use), so the distance from the start is |scrollLeft|.
 */
export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: ScrollMetrics): ScrollEdges {
  const range = Math.max(0, scrollWidth - clientWidth);
  const overflows = range > EDGE_TOLERANCE_PX;
  const fromStart = Math.min(range, Math.abs(scrollLeft));
  return {
    overflows,
    atStart: !overflows || fromStart <= EDGE_TOLERANCE_PX,
    atEnd: !overflows || range - fromStart <= EDGE_TOLERANCE_PX,
  };
}

/** Which arrows and fade edges show: only on overflow, and not at their end. */
export function scrollControls(edges: ScrollEdges): { previous: boolean; next: boolean } {
  return { previous: edges.overflows && !edges.atStart, next: edges.overflows && !edges.atEnd };
}

/**
 * The horizontal scroll (scrollBy's `left`) for an arrow button or key. Buttons are logical
 * (previous goes towards the reading start); keys are physical, so ArrowRight scrolls the list
 * right in both directions, which mirrors the logical meaning in Arabic.
 */
export function scrollDelta(action: 'previous' | 'next' | 'ArrowLeft' | 'ArrowRight', clientWidth: number, dir: 'ltr' | 'rtl'): number {
  const step = Math.max(80, Math.round(clientWidth * SCROLL_STEP_RATIO));
  switch (action) {
    case 'ArrowLeft':
      return -step;
    case 'ArrowRight':
      return step;
    case 'previous':
      return dir === 'rtl' ? step : -step;
    case 'next':
      return dir === 'rtl' ? -step : step;
  }
}
