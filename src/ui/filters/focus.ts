import type { KeyboardEvent } from 'react';

/** Arrow Up/Down, Home and End move the focus between the option buttons of a list. */
export function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null): void {
  if (!list) return;
  const buttons = Array.from(list.querySelectorAll<HTMLElement>('button'));
  if (buttons.length === 0) return;
  const index = buttons.indexOf(document.activeElement as HTMLElement);
  let next: number;
  switch (event.key) {
    case 'ArrowDown':
      next = index < 0 ? 0 : Math.min(buttons.length - 1, index + 1);
      break;
    case 'ArrowUp':
      next = index <= 0 ? 0 : index - 1;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = buttons.length - 1;
      break;
    default:
      return;
  }
  event.preventDefault();
  buttons[next]?.focus();
}
