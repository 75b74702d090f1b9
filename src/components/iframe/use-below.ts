import { useEffect, useState } from 'react';

/**
 * Whether the viewport matches a media query, following changes. False on the server and in the
 * first browser render (so hydration matches the server's markup), then the real answer.
 */
export function useMediaMatch(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
