import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useIsEditing } from '../../app/context/index.ts';
import { useStableId } from '../../app/context/stable-id.tsx';
import { headerFocusTarget, initialOpenIndex, isItemOpen, toggledIndex, type OpenIndex } from './accordion.rules.ts';

/** What the accordion pieces (Accordion.tsx) need from the state of one accordion. */
export interface AccordionControl {
  editing: boolean;
  count: number;
  /** Whether a visitor has toggled an item yet: the server's first open panel does not animate in. */
  toggled: boolean;
  isOpen(index: number): boolean;
  headerId(index: number): string;
  panelId(index: number): string;
  toggle(index: number): void;
  onHeaderKeyDown(event: KeyboardEvent<HTMLElement>, index: number): void;
  headerRef(index: number): (element: HTMLElement | null) => void;
}

/**
 * The state of one accordion of `count` items (accordion.rules.ts): the first open, one at a
 * time, all open and inert in editing mode. `name` makes the element ids unique within the block
 * (useStableId: the same on the server and in the island).
 */
export function useAccordion(name: string, count: number): AccordionControl {
  const editing = useIsEditing();
  const base = useStableId(name);
  const [open, setOpen] = useState<OpenIndex>(() => initialOpenIndex(count));
  const [toggled, setToggled] = useState(false);
  const headers = useRef<(HTMLElement | null)[]>([]);

  const toggle = useCallback(
    (index: number) => {
      // Spec 003 section 4: "In editing mode … clicking does nothing."
      if (editing) return;
      setOpen((current) => toggledIndex(current, index, count));
      setToggled(true);
    },
    [editing, count],
  );

  const onHeaderKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, index: number) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = headerFocusTarget(event.key, index, count);
      if (target === null) return;
      event.preventDefault();
      headers.current[target]?.focus();
    },
    [count],
  );

  return {
    editing,
    count,
    toggled,
    isOpen: (index) => isItemOpen(open, index, editing),
    headerId: (index) => `${base}-header-${index}`,
    panelId: (index) => `${base}-panel-${index}`,
    toggle,
    onHeaderKeyDown,
    headerRef: (index) => (element) => {
      headers.current[index] = element;
    },
  };
}
