import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type ToggleEvent } from 'react';
import { Icon } from '../Icon.tsx';
import { isPopoverOpen, setPopoverOpen } from '../popover.ts';
import { anchorNameOf, focusCurrent, Panel, Root, Toggle } from './shared.tsx';

export interface SelectorDropdownProps {
  /** `country` or `language`: names the root (`data-country-dropdown`) for styles and tests. */
  kind: 'country' | 'language';
  /**
   * Optional: a parent that wants to close (or open) the dropdown sets it; the dropdown itself
   * opens and closes natively (a popover), and tells `onOpenChange` each time.
   */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Id of the list inside; the toggle's aria-controls. */
  id: string;
  /** What the toggle shows before its chevron. */
  label: ReactNode;
  width: number;
  maxHeight: number;
  /** The list; `close(true)` closes the dropdown and returns focus to the toggle. */
  children(close: (returnFocus: boolean) => void): ReactNode;
}

/** The popover's id: the list's id with a suffix. */
export const selectorPopoverId = (id: string) => `${id}-popover`;

const anchorPositioning = () => typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('position-area: block-end');

/**
 * The desktop selector both dropdowns share: a toggle and the list under it, a `popover="auto"`
 * its toggle opens with `popovertarget`, so it opens, closes on an outside click or Escape, and
 * closes another open auto popover (a mega menu) before any script has loaded; CSS anchor
 * positioning puts it under its toggle. Script adds: Arrow Down or Up on the toggle opens and
 * enters the list (on the current item), arrow keys move in the list, Escape returns the focus to
 * the toggle, Tab out of it closes it, and choosing closes it. The open state stays the popover's:
 * React follows its toggle events and, on mount, takes it as it is.
 */
export function SelectorDropdown({ kind, open, onOpenChange, id, label, width, maxHeight, children }: SelectorDropdownProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // undefined until mounted: the server's toggle has no aria-expanded (the popover's own state shows).
  const [shown, setShown] = useState<boolean | undefined>(undefined);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const popoverId = selectorPopoverId(id);
  const anchorName = anchorNameOf(popoverId);

  // On mount: the popover as it is (a visitor may have opened it before hydration).
  const mounted = useRef(false);
  useEffect(() => {
    const actual = isPopoverOpen(panelRef.current);
    setShown(actual);
    if (actual) onOpenChangeRef.current?.(true);
  }, []);

  // A parent that sets `open` moves the popover (after the first render, which takes the DOM's state).
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (open !== undefined) setPopoverOpen(panelRef.current, open, toggleRef.current);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setPopoverOpen(panelRef.current, false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const next = event.newState === 'open';
    setShown(next);
    onOpenChangeRef.current?.(next);
    if (next) placeWithoutAnchors(panelRef.current, toggleRef.current);
  };

  return (
    <Root
      {...{ [`data-${kind}-dropdown`]: '' }}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape' && isPopoverOpen(panelRef.current)) {
          // Handled here (not by the browser's light dismiss) so the focus always lands on the toggle.
          event.preventDefault();
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) close(false);
      }}
    >
      <Toggle
        ref={toggleRef}
        type="button"
        popoverTarget={popoverId}
        aria-expanded={shown}
        aria-controls={id}
        style={{ anchorName }}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setPopoverOpen(panelRef.current, true, toggleRef.current);
          focusCurrent(panelRef.current);
        }}
      >
        {label}
        <span data-chevron="" style={{ display: 'inline-flex' }}>
          <Icon name="chevron-down" size={16} />
        </span>
      </Toggle>
      <Panel
        ref={panelRef}
        id={popoverId}
        popover="auto"
        $width={width}
        $maxHeight={maxHeight}
        style={{ positionAnchor: anchorName }}
        onBeforeToggle={(event: ToggleEvent<HTMLDivElement>) => setShown(event.newState === 'open')}
        onToggle={onToggle}
      >
        {children(close)}
      </Panel>
    </Root>
  );
}

/** Where anchor positioning is missing: under the toggle, aligned with its inline end. */
function placeWithoutAnchors(panel: HTMLElement | null, toggle: HTMLElement | null): void {
  if (!panel || !toggle || anchorPositioning()) return;
  const box = toggle.getBoundingClientRect();
  const rtl = getComputedStyle(toggle).direction === 'rtl';
  panel.style.insetBlockStart = `${box.bottom + 8}px`;
  panel.style.insetInlineEnd = `${rtl ? box.left : document.documentElement.clientWidth - box.right}px`;
}
