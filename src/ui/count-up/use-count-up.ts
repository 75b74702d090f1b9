import { useEffect, useState, type RefObject } from 'react';
import { countUpValueAt } from './count-up.rules.ts';

export interface CountUpOptions {
  /** How long the count takes, from 0 to the target. */
  durationMs: number;
  /** The share of the element that must be on screen before it counts (0 to 1). */
  threshold: number;
  /**
   * Whether this visitor sees the count, asked once after hydration (browser only: it may read
   * matchMedia and the viewport). False keeps the final value.
   */
  counts: () => boolean;
  /**
   * How the count avoids a flash. `false` (the statistics block): after hydration the number
   * drops to 0 at once and waits to be seen. `true`: the number drops to 0 only while it is off
   * screen (nobody sees the drop); a number that is already on screen when the block hydrates
   * keeps its final value and never counts, so a visitor never sees "1,250" turn into "0".
   */
  onlyFromOffscreen?: boolean;
}

/**
 * The value a counter shows: `null` means "the final value", which is what the server renders and
 * the first client render repeats (no hydration mismatch, and visitors without JavaScript and
 * crawlers read the real number). When `counts()` allows, the counter drops to 0 (see
 * `onlyFromOffscreen`) and the first time the share `threshold` of its element is in view it
 * counts up to the target over `durationMs` with requestAnimationFrame, then returns to `null`.
 * Without IntersectionObserver or matchMedia it never leaves `null`.
 */
export function useCountUp(
  target: { value: number; decimals: number } | undefined,
  ref: RefObject<HTMLElement | null>,
  { durationMs, threshold, counts, onlyFromOffscreen = false }: CountUpOptions,
): number | null {
  const [current, setCurrent] = useState<number | null>(null);
  const value = target?.value;
  const decimals = target?.decimals ?? 0;

  useEffect(() => {
    const element = ref.current;
    if (value === undefined || !element) return;
    if (typeof IntersectionObserver !== 'function' || typeof window.matchMedia !== 'function') return;
    if (!counts()) return;

    let frame = 0;
    let armed = !onlyFromOffscreen;
    let first = true;
    if (armed) setCurrent(0);
    const start = () => {
      let started: number | undefined;
      const step = (now: number) => {
        started ??= now;
        const elapsed = now - started;
        if (elapsed >= durationMs) {
          setCurrent(null);
          return;
        }
        setCurrent(countUpValueAt(elapsed, value, decimals, durationMs));
        frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (first && !armed) {
          first = false;
          // Already (partly) on screen when the block woke up: the visitor has seen the final
          // value, keep it.
          if (entry.isIntersecting) {
            observer.disconnect();
            return;
          }
          armed = true;
          setCurrent(0);
          return;
        }
        first = false;
        if (onlyFromOffscreen) {
          // Observed at [0, threshold]: wait for the threshold itself (a little slack for rounding).
          if (!entry.isIntersecting || entry.intersectionRatio < threshold * 0.99) return;
        } else if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { threshold: onlyFromOffscreen ? [0, threshold] : threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setCurrent(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `counts` is read once per mount; a new function each render must not restart the count
  }, [ref, value, decimals, durationMs, threshold, onlyFromOffscreen]);

  return current;
}
