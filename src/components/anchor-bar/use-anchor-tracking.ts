import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { historyState } from '../../lib/history-state.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import {
  HASH_UPDATE_DELAY_MS,
  INTERSECTION_THRESHOLD,
  TRACKING_PAUSE_MS,
  activeAnchor,
  anchorIdOfHash,
  isSectionShown,
  scrollOffsetFor,
  shouldUpdateHash,
  targetScrollTop,
  type AnchorLink,
} from './anchor-bar.rules.ts';

/**
 * Observation steps: the spec's 0.5, plus finer steps so a section taller than twice the
 * viewport (never half visible) is still seen filling half of it (isSectionShown).
 */
const THRESHOLDS = Array.from(new Set([0, 0.1, 0.2, 0.3, 0.4, INTERSECTION_THRESHOLD, 0.6, 0.7, 0.8, 0.9, 1])).sort();

export interface AnchorTracking {
  /** The anchor id of the active link, or null before any section has been seen. */
  active: string | null;
  onLinkClick(event: MouseEvent<HTMLAnchorElement>, anchorId: string): void;
}

/**
 * Spec 003 section 4: the active link follows the section that is at least half visible (settling
 * 50 ms after the last change); a click scrolls to its section under the sticky header and bar,
 * writes the hash as a new history entry (unless editing or the disabling cookie says 'true') and
 * pauses tracking for 500 ms; Back and Forward (popstate, hashchange) go back to the hash's
 * section. Smooth scrolling only when animations are allowed (not editing, no reduced motion).
 */
export function useAnchorTracking(links: readonly AnchorLink[], editing: boolean): AnchorTracking {
  const [active, setActive] = useState<string | null>(null);
  const paused = useRef(false);
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const linksRef = useRef(links);
  linksRef.current = links;
  // The hash this bar last acted on: a popstate that leaves it unchanged (a dialog closing with
  // Back) is not a move between sections.
  const lastHash = useRef<string | null>(null);
  const idsKey = links.map((link) => link.anchorId).join('\n');

  const pause = useCallback(() => {
    paused.current = true;
    clearTimeout(pauseTimer.current);
    pauseTimer.current = setTimeout(() => {
      paused.current = false;
    }, TRACKING_PAUSE_MS);
  }, []);

  /** Scrolls to a section of the bar; false when the page has no element with that id. */
  const scrollToSection = useCallback(
    (anchorId: string, animate: boolean): HTMLElement | null => {
      if (!linksRef.current.some((link) => link.anchorId === anchorId)) return null;
      const section = document.getElementById(anchorId);
      if (!section) return null;
      const top = targetScrollTop(section.getBoundingClientRect().top, window.scrollY, scrollOffsetFor(window.innerWidth));
      const smooth = animate && !editing && !prefersReducedMotion();
      window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
      setActive(anchorId);
      pause();
      return section;
    },
    [editing, pause],
  );

  // Tracking: one observer over the linked sections, its top edge moved down by the offset so
  // the part under the sticky header and bar does not count as visible.
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function') return;
    const shown = new Set<string>();
    let settle: ReturnType<typeof setTimeout> | undefined;
    let observer: IntersectionObserver | undefined;
    let offset = -1;

    const onEntries = (entries: IntersectionObserverEntry[]) => {
      for (const entry of entries) {
        const view = {
          ratio: entry.intersectionRatio,
          visibleHeight: entry.intersectionRect.height,
          viewportHeight: entry.rootBounds?.height ?? window.innerHeight,
        };
        if (entry.isIntersecting && isSectionShown(view)) shown.add(entry.target.id);
        else shown.delete(entry.target.id);
      }
      clearTimeout(settle);
      settle = setTimeout(() => {
        if (paused.current) return;
        setActive((current) => activeAnchor(linksRef.current, shown, current));
      }, HASH_UPDATE_DELAY_MS);
    };

    const observe = () => {
      const next = scrollOffsetFor(window.innerWidth);
      if (next === offset) return;
      offset = next;
      observer?.disconnect();
      shown.clear();
      observer = new IntersectionObserver(onEntries, { rootMargin: `-${offset}px 0px 0px 0px`, threshold: THRESHOLDS });
      for (const id of idsKey.split('\n')) {
        const section = id ? document.getElementById(id) : null;
        if (section) observer.observe(section);
      }
    };

    observe();
    window.addEventListener('resize', observe);
    return () => {
      window.removeEventListener('resize', observe);
      observer?.disconnect();
      clearTimeout(settle);
    };
  }, [idsKey]);

  // A page opened on a section's hash: the browser jumped to it before the bar hydrated,
  // without the offset, so the bar covers its top. Go there again, at once.
  // Until the load event the browser may jump to the fragment again (it keeps trying while the
  // page loads), so the correction is repeated then.
  useEffect(() => {
    lastHash.current = window.location.hash;
    const id = anchorIdOfHash(window.location.hash);
    if (!id) return;
    scrollToSection(id, false);
    if (document.readyState === 'complete') return;
    const again = () => {
      if (anchorIdOfHash(window.location.hash) === id) scrollToSection(id, false);
    };
    window.addEventListener('load', again, { once: true });
    return () => window.removeEventListener('load', again);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the bar starts: only the address the page opened with is corrected
  }, []);

  // Back and Forward between sections (and plain '#id' links elsewhere on the page).
  useEffect(() => {
    const onNavigate = () => {
      const hash = window.location.hash;
      if (hash === lastHash.current) return;
      lastHash.current = hash;
      const id = anchorIdOfHash(hash);
      // After the browser's own jump to the fragment (which does not know the bar), in the next frame.
      if (id) requestAnimationFrame(() => scrollToSection(id, true));
    };
    window.addEventListener('popstate', onNavigate);
    window.addEventListener('hashchange', onNavigate);
    return () => {
      window.removeEventListener('popstate', onNavigate);
      window.removeEventListener('hashchange', onNavigate);
    };
  }, [scrollToSection]);

  useEffect(() => () => clearTimeout(pauseTimer.current), []);

  const onLinkClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, anchorId: string) => {
      // A new tab or window keeps the browser's own behaviour.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const section = scrollToSection(anchorId, true);
      if (!section) return;
      event.preventDefault();
      const hash = `#${encodeURIComponent(anchorId)}`;
      if (shouldUpdateHash({ editing, cookies: document.cookie }) && window.location.hash !== hash) {
        window.history.pushState(historyState(), '', hash);
        lastHash.current = window.location.hash;
      }
      // Keyboard and screen-reader users continue from the section, as after a native jump.
      if (!section.matches('a[href], button, input, select, textarea, [tabindex]')) section.setAttribute('tabindex', '-1');
      section.focus({ preventScroll: true });
    },
    [editing, scrollToSection],
  );

  return { active, onLinkClick };
}
