import type { RefObject } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { useCountUp as useSharedCountUp } from '../../ui/count-up/use-count-up.ts';
import { COUNTER_IN_VIEW_THRESHOLD, COUNTER_DURATION_MS, shouldCount } from './statistics.rules.ts';

/**
 * The statistics counter (src/ui/count-up/use-count-up.ts with the statistics block's rules):
 * `null` is the final value, which the server renders. After hydration, on desktop, outside
 * editing and without reduced motion, the counter drops to 0 and waits; the first time its element
 * is in view it counts up to the target over COUNTER_DURATION_MS, then returns to `null`.
 */
export function useCountUp(target: { value: number; decimals: number } | undefined, ref: RefObject<HTMLElement | null>, editing: boolean): number | null {
  return useSharedCountUp(target, ref, {
    durationMs: COUNTER_DURATION_MS,
    threshold: COUNTER_IN_VIEW_THRESHOLD,
    counts: () =>
      shouldCount({
        editing,
        reducedMotion: prefersReducedMotion(),
        // innerWidth counts the scrollbar, as CSS media queries do.
        viewportWidth: window.innerWidth,
      }),
  });
}
