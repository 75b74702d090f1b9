import { useEffect, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { counterValueAt, isNearViewportCentre, type CounterTarget } from './article-statistic.rules.ts';

/**
 * The counter's current value; `null` means the final value, which the server renders and the
 * first browser render repeats (no hydration mismatch). After hydration, without reduced motion,
 * the value drops to 0 until the element comes within 150 px of the viewport centre, counts up for
 * 2.5 s and returns to `null`. It counts once.
 */
export function useCentreCount(target: CounterTarget | undefined, ref: RefObject<HTMLElement | null>): number | null {
  const [current, setCurrent] = useState<number | null>(null);
  const value = target?.value;
  const decimals = target?.decimals ?? 0;

  useEffect(() => {
    const element = ref.current;
    if (value === undefined || !element || prefersReducedMotion()) return;
    const goal = { value, decimals };
    let frame = 0;
    let started = false;
    const run = () => {
      started = true;
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      let start: number | undefined;
      const step = (now: number) => {
        start ??= now;
        const elapsed = now - start;
        const next = counterValueAt(elapsed, goal);
        if (next === goal.value) {
          setCurrent(null);
          return;
        }
        setCurrent(next);
        frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    function check() {
      if (started || !element) return;
      if (isNearViewportCentre(element.getBoundingClientRect(), window.innerHeight)) run();
    }
    setCurrent(0);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      cancelAnimationFrame(frame);
      setCurrent(null);
    };
  }, [ref, value, decimals]);

  return current;
}
