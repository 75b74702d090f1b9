import { useEffect, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import {
  COUNTER_IN_VIEW_THRESHOLD,
  COUNTER_DURATION_MS,
  counterValueAt,
  shouldCount,
} from './statistics.rules.ts';

/**
 * The value a counter shows: `null` means "the final value", which is what the server renders and
 * the first client render repeats (no hydration mismatch). After hydration, on desktop, outside
 * editing and without reduced motion, the counter drops to 0 and waits; the first time its element
 * is in view it counts up to the target over COUNTER_DURATION_MS with requestAnimationFrame, then
 * returns to `null`. Elsewhere it never leaves `null`.
 */
export function useCountUp(
  target: { value: number; decimals: number } | undefined,
  ref: RefObject<HTMLElement | null>,
  editing: boolean,
): number | null {
  const [current, setCurrent] = useState<number | null>(null);
  const value = target?.value;
  const decimals = target?.decimals ?? 0;

  useEffect(() => {
    const element = ref.current;
    if (value === undefined || !element) return;
    if (typeof IntersectionObserver !== 'function' || typeof window.matchMedia !== 'function') return;
    const counts = shouldCount({
      editing,
      reducedMotion: prefersReducedMotion(),
      // innerWidth counts the scrollbar, as CSS media queries do.
      viewportWidth: window.innerWidth,
    });
    if (!counts) return;

    let frame = 0;
    setCurrent(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        let start: number | undefined;
        const step = (now: number) => {
          start ??= now;
          const elapsed = now - start;
          if (elapsed >= COUNTER_DURATION_MS) {
            setCurrent(null);
            return;
          }
          setCurrent(counterValueAt(elapsed, value, decimals));
          frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: COUNTER_IN_VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setCurrent(null);
    };
  }, [ref, value, decimals, editing]);

  return current;
}
