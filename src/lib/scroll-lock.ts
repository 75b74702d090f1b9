/**
 * Page scroll lock for modal panels (the enquiry slide-in; spec 000 section 4: "while open the
 * page body does not scroll"). Browser only: call it from an effect.
 *
 * The root element gets `overflow: hidden`, which stops scrolling without moving the page: the
 * scroll position stays where the visitor was (no `position: fixed` + `top: -scrollY` dance, which
 * jumps on iOS and has to undo horizontal offsets in right-to-left pages). When the page had a
 * scrollbar, `scrollbar-gutter: stable` keeps its space, so nothing shifts sideways; the gutter
 * sits on the scrollbar's own side, left in right-to-left pages. Locks nest: the page scrolls again
 * when the last one is released. Every lock returns its own release (calling it twice is harmless).
 */

let count = 0;
let saved: { overflow: string; scrollbarGutter: string } | undefined;

export function lockPageScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  if (count === 0) {
    saved = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
    const view = doc.defaultView;
    const hasScrollbar = view ? view.innerWidth > root.clientWidth : false;
    if (hasScrollbar) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
    root.dataset.scrollLocked = 'true';
  }
  count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    count -= 1;
    if (count > 0) return;
    count = 0;
    root.style.overflow = saved?.overflow ?? '';
    root.style.scrollbarGutter = saved?.scrollbarGutter ?? '';
    delete root.dataset.scrollLocked;
    saved = undefined;
  };
}

export function isPageScrollLocked(): boolean {
  return count > 0;
}
