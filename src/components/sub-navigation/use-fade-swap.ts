import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';

/**
 * Shows `value` with a fade between changes (spec 001 section 4: fade out for `ms`, swap, fade in).
 * The first render shows `value` at once, so server HTML and hydration agree. Without `animate`
 * (edit mode) or with reduced motion the swap is immediate.
 */
export function useFadeSwap<T>(value: T, key: string, ms: number, animate: boolean): { shown: T; fading: boolean } {
  const [state, setState] = useState({ shown: value, key, fading: false });
  const latest = useRef({ value, key });
  latest.current = { value, key };

  useEffect(() => {
    if (state.key === key) {
      if (state.fading) setState((s) => ({ ...s, fading: false }));
      return;
    }
    if (!animate || prefersReducedMotion()) {
      setState({ shown: latest.current.value, key, fading: false });
      return;
    }
    setState((s) => (s.fading ? s : { ...s, fading: true }));
    const timer = setTimeout(() => {
      setState({ shown: latest.current.value, key: latest.current.key, fading: false });
    }, ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new key starts a swap (not the state it sets); the shown value is read from the ref when the fade ends
  }, [key, animate, ms]);

  return { shown: state.key === key && !state.fading ? value : state.shown, fading: state.fading };
}
