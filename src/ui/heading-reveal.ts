import { HIDDEN_CLIP, REVEAL_SELECTOR, lineCount, lineExtents, revealDurationMs, revealKeyframes, revealsLines } from './heading-reveal.rules.ts';

/**
 * The browser's side of the heading animation (heading-reveal.rules.ts says what it is). The
 * page's script calls it once for visitors (not in edit mode, not with reduced motion), and again
 * for content the server streams later.
 *
 * One IntersectionObserver for every large heading. Its first report about a heading says where
 * the heading was when the script started: in view, it is left alone; out of view, it is hidden
 * (a clip through the Web Animations API) until a later report says it has entered the view, and
 * then revealed. Animations change no attribute and no node, so React, whose islands hydrate
 * around these headings, never sees a difference from the server's markup, and no layout moves.
 */
export interface HeadingReveal {
  /** Watches the large headings in this subtree (and the node itself) that are not watched yet. */
  discover(root: ParentNode): void;
}

export function revealHeadingsOnView(): HeadingReveal {
  if (typeof IntersectionObserver !== 'function' || typeof Element.prototype.animate !== 'function') return { discover: () => {} };

  const watched = new WeakSet<Element>();
  const hidden = new Map<HTMLElement, Animation>();

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const heading = entry.target as HTMLElement;
      const hiding = hidden.get(heading);
      if (hiding === undefined) {
        // The first report: where the heading was when the script started.
        if (entry.isIntersecting) observer.unobserve(heading);
        else hidden.set(heading, heading.animate({ clipPath: [HIDDEN_CLIP, HIDDEN_CLIP] }, { duration: 0, fill: 'forwards' }));
      } else if (entry.isIntersecting) {
        observer.unobserve(heading);
        hidden.delete(heading);
        reveal(heading);
        hiding.cancel();
      }
    }
  });

  // Printed pages show every heading whole: every hiding and every reveal under way is dropped.
  window.addEventListener('beforeprint', () => {
    observer.disconnect();
    hidden.clear();
    for (const animation of document.getAnimations()) {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      if (target?.matches(REVEAL_SELECTOR)) animation.cancel();
    }
  });

  return {
    discover(root) {
      const headings = [...root.querySelectorAll<HTMLElement>(REVEAL_SELECTOR)];
      if (root instanceof HTMLElement && root.matches(REVEAL_SELECTOR)) headings.push(root);
      for (const heading of headings) {
        if (watched.has(heading)) continue;
        watched.add(heading);
        observer.observe(heading);
      }
    },
  };
}

/** Uncovers the heading line by line; a heading of more lines than the spec's five shows at once. */
function reveal(heading: HTMLElement): void {
  const style = getComputedStyle(heading);
  const paddingTop = parseFloat(style.paddingTop) || 0;
  const contentTop = paddingTop + (parseFloat(style.borderTopWidth) || 0);
  const lineHeight = parseFloat(style.lineHeight);
  const lines = lineCount(heading.clientHeight - paddingTop - (parseFloat(style.paddingBottom) || 0), lineHeight);
  if (!revealsLines(lines)) return;
  // Where each line's text runs, read from the layout (the text itself is not touched).
  const origin = heading.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(heading);
  const rects = [...range.getClientRects()].map((rect) => ({
    top: rect.top - origin.top,
    bottom: rect.bottom - origin.top,
    left: rect.left - origin.left,
    right: rect.right - origin.left,
  }));
  const width = heading.offsetWidth;
  const box = {
    lineHeight,
    contentTop,
    width,
    height: heading.offsetHeight,
    rtl: style.direction === 'rtl',
    rows: lineExtents(rects, { lines, lineHeight, contentTop, width }),
  };
  const animation = heading.animate(revealKeyframes(box), { duration: revealDurationMs(lines), easing: 'linear' });
  // Once uncovered, no clip is left on the heading.
  animation.onfinish = () => animation.cancel();
}
