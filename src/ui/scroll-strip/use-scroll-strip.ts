import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { scrollControls, scrollDelta, scrollEdges } from './scroll-strip.rules.ts';

export interface ScrollStrip {
  listRef: React.RefObject<HTMLUListElement | null>;
  /** Which arrows (and fade edges) show. */
  controls: { previous: boolean; next: boolean };
  /** Scroll one step towards the reading start or end (the arrow buttons). */
  step(action: 'previous' | 'next'): void;
  /** Left and Right arrow keys scroll the list (physically, so mirrored in Arabic). */
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  /** Bring an item of the list into view sideways, without moving the page vertically. */
  reveal(item: HTMLElement | null): void;
}

/**
 * The behaviour of a sideways link strip: measures overflow and position (on scroll, resize,
 * late fonts and whenever `resetKey` changes), scrolls by a step, smoothly unless `animate` is
 * off (edit mode) or the visitor prefers reduced motion.
 */
export function useScrollStrip({ animate, dir, resetKey }: { animate: boolean; dir: 'ltr' | 'rtl'; resetKey: string }): ScrollStrip {
  const listRef = useRef<HTMLUListElement>(null);
  const [controls, setControls] = useState({ previous: false, next: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = scrollControls(scrollEdges(list));
    setControls((current) => (current.previous === next.previous && current.next === next.next ? current : next));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(list);
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
    // A new link set starts its own measurement.
  }, [measure, resetKey]);

  // Fonts arriving late change the widths.
  useEffect(() => {
    if (typeof document === 'undefined' || !document.fonts) return;
    let live = true;
    void document.fonts.ready.then(() => live && measure());
    return () => {
      live = false;
    };
  }, [measure]);

  const scroll = useCallback(
    (left: number) => {
      const list = listRef.current;
      if (!list) return;
      const behavior: ScrollBehavior = animate && !prefersReducedMotion() ? 'smooth' : 'auto';
      if (typeof list.scrollBy === 'function') list.scrollBy({ left, behavior });
      else list.scrollLeft += left;
    },
    [animate],
  );

  const step = useCallback((action: 'previous' | 'next') => scroll(scrollDelta(action, listRef.current?.clientWidth ?? 0, dir)), [scroll, dir]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const list = listRef.current;
      if (!list) return;
      event.preventDefault();
      scroll(scrollDelta(event.key, list.clientWidth, dir));
    },
    [scroll, dir],
  );

  const reveal = useCallback((item: HTMLElement | null) => {
    const list = listRef.current;
    if (!list || !item) return;
    const listBox = list.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    if (itemBox.left < listBox.left || itemBox.right > listBox.right) {
      list.scrollLeft += itemBox.left - listBox.left - (listBox.width - itemBox.width) / 2;
    }
  }, []);

  return { listRef, controls, step, onKeyDown, reveal };
}
