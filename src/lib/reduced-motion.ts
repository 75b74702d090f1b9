/**
 * Whether the visitor asked the system for less motion (DESIGN section 7: reduced motion turns
 * animations off). CSS reads it with `media.reducedMotion` (src/ui/theme.ts); scripts that choose
 * a scroll behaviour or start motion read it here, once, the same way.
 */

/** The media query, for the few places that listen for its changes (the video player). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

type MatchMediaWindow = { matchMedia?: unknown } | undefined;

/**
 * True when `prefers-reduced-motion: reduce` matches. Browser only (call it in effects and event
 * handlers): without a window (server render) or without `matchMedia` (old browsers, test DOMs)
 * it answers false, never throws.
 */
export function prefersReducedMotion(win: MatchMediaWindow = typeof window === 'undefined' ? undefined : window): boolean {
  if (!win || typeof win.matchMedia !== 'function') return false;
  try {
    return (win.matchMedia as (query: string) => { matches?: unknown })(REDUCED_MOTION_QUERY)?.matches === true;
  } catch {
    return false;
  }
}
