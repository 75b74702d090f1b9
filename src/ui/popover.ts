import { useEffect, useState } from 'react';

/**
 * The Popover API as the header and the selectors use it: the open or closed truth lives in the
 * DOM (a `popover` element opened by a `popovertarget` button, before any script), and script only
 * reads it, follows it and moves it. Where the API is missing (jsdom, very old browsers) these
 * helpers answer "closed" and do nothing.
 */

/** Whether a popover element is showing. */
export function isPopoverOpen(element: Element | null | undefined): boolean {
  if (!element) return false;
  try {
    return element.matches(':popover-open');
  } catch {
    return false; // ':popover-open' unknown: no Popover API
  }
}

/** Shows or hides a popover (nothing when it is already so); `source` is the control that opens it. */
export function setPopoverOpen(element: HTMLElement | null | undefined, open: boolean, source?: HTMLElement | null): void {
  if (!element || typeof element.showPopover !== 'function' || isPopoverOpen(element) === open) return;
  if (!open) {
    element.hidePopover();
    return;
  }
  // `source` ties the popover to its control (nesting, focus return) where the browser knows it.
  try {
    (element.showPopover as (options?: { source?: HTMLElement }) => void).call(element, source ? { source } : undefined);
  } catch {
    element.showPopover();
  }
}

/**
 * The state of the popover with this id, for a control's `aria-expanded`: `undefined` on the
 * server and in the first render in the browser (so hydration matches the server's markup, and a
 * `popovertarget` button keeps exposing its native expanded state), then the popover's state as it
 * is (a visitor may have opened it before hydration), following its toggle events.
 */
export function usePopoverOpen(id: string): boolean | undefined {
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const follow = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    setOpen(isPopoverOpen(element));
    // beforetoggle: the control says so in the same task as the change; toggle: the settled state.
    element.addEventListener('beforetoggle', follow);
    element.addEventListener('toggle', follow);
    return () => {
      element.removeEventListener('beforetoggle', follow);
      element.removeEventListener('toggle', follow);
    };
  }, [id]);
  return open;
}
