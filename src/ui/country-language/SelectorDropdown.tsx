import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '../Icon.tsx';
import { focusCurrent, Panel, Root, Toggle } from './shared.tsx';

export interface SelectorDropdownProps {
  /** `country` or `language`: names the root (`data-country-dropdown`) for styles and tests. */
  kind: 'country' | 'language';
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Id of the list inside; the toggle's aria-controls. */
  id: string;
  /** What the toggle shows before its chevron. */
  label: ReactNode;
  width: number;
  maxHeight: number;
  /** The list; `close(true)` closes the dropdown and returns focus to the toggle. */
  children(close: (returnFocus: boolean) => void): ReactNode;
}

/**
 * The desktop selector both dropdowns share: a toggle and the list under it. Keyboard: Arrow Down
 * or Up on the toggle opens and enters the list (on the current item), Escape closes and returns
 * to the toggle, Tab out of it closes it.
 */
export function SelectorDropdown({ kind, open, onOpenChange, id, label, width, maxHeight, children }: SelectorDropdownProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusListOnOpen = useRef(false);

  useEffect(() => {
    if (open && focusListOnOpen.current) {
      focusListOnOpen.current = false;
      focusCurrent(panelRef.current);
    }
  }, [open]);

  const close = (returnFocus: boolean) => {
    onOpenChange(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  return (
    <Root
      {...{ [`data-${kind}-dropdown`]: '' }}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) onOpenChange(false);
      }}
    >
      <Toggle
        ref={toggleRef}
        type="button"
        $open={open}
        aria-expanded={open}
        aria-controls={id}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          onOpenChange(!open);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          if (open) focusCurrent(panelRef.current);
          else {
            focusListOnOpen.current = true;
            onOpenChange(true);
          }
        }}
      >
        {label}
        <span data-chevron="" style={{ display: 'inline-flex' }}>
          <Icon name="chevron-down" size={16} />
        </span>
      </Toggle>
      <Panel ref={panelRef} hidden={!open} $width={width} $maxHeight={maxHeight}>
        {children(close)}
      </Panel>
    </Root>
  );
}
