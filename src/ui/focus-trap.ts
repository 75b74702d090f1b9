import type { KeyboardEvent } from 'react';

/**
 * Keeps Tab inside a modal panel (DESIGN section 7: focus management for dialogs): Tab on the last
 * focusable element goes to the first, Shift+Tab on the first (or on the panel itself) goes to the
 * last; with nothing focusable, Tab stays where it is. The caller says what counts as focusable in
 * its panel (`focusable`, in document order). Used by the modal dialog and the form slide-in.
 */
export function wrapTab(event: KeyboardEvent<HTMLElement>, panel: HTMLElement | null, focusable: (panel: HTMLElement) => HTMLElement[]): void {
  if (event.key !== 'Tab' || !panel) return;
  const elements = focusable(panel);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
