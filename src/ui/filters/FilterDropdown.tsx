import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStableId } from '../../app/context/stable-id.tsx';
import { Icon } from '../Icon.tsx';
import { moveFocus } from './focus.ts';
import type { FilterTag } from './filters.rules.ts';
import { Check, DesktopOptionList, DropdownPanel, DropdownRoot, DropdownToggle, OptionButton, ToggleText, ToggleType, ToggleValue } from './filters.styles.ts';

export interface FilterDropdownProps {
  /** Unique within the block: names the element ids. */
  name: string;
  label: string;
  options: readonly FilterTag[];
  selectedId: string | undefined;
  /** Called with the option chosen; selecting the selected one clears it (the caller's rule). */
  onSelect(tagId: string): void;
}

/**
 * One desktop filter: a toggle naming the type and its choice, and the list of options under it
 * (max height 342 px, spec 002 section 9). It closes on a selection, on a press outside it, on
 * Escape (focus back on the toggle) and when focus leaves it.
 */
export function FilterDropdown({ name, label, options, selectedId, onSelect }: FilterDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useStableId(`filter-${name}`);
  const selected = options.find((o) => o.id === selectedId);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (id: string) => {
    onSelect(id);
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <DropdownRoot
      ref={rootRef}
      data-filter-dropdown={name}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <DropdownToggle
        ref={toggleRef}
        type="button"
        $open={open}
        $active={selected !== undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('button')?.focus());
        }}
      >
        {selected ? (
          <ToggleText>
            <ToggleType>{label}</ToggleType>
            <ToggleValue data-filter-value="">{selected.label}</ToggleValue>
          </ToggleText>
        ) : (
          <ToggleValue>{label}</ToggleValue>
        )}
        <span data-chevron="">
          <Icon name="chevron-down" size={16} />
        </span>
      </DropdownToggle>
      <DropdownPanel hidden={!open}>
        <DesktopOptionList
          ref={listRef}
          id={listId}
          aria-label={label}
          onKeyDown={(event: KeyboardEvent<HTMLUListElement>) => moveFocus(event, listRef.current)}
        >
          {options.map((option) => (
            <li key={option.id}>
              <OptionButton type="button" aria-pressed={option.id === selectedId} data-filter-option={option.name} onClick={() => choose(option.id)}>
                {option.label}
                <Check aria-hidden="true" />
              </OptionButton>
            </li>
          ))}
        </DesktopOptionList>
      </DropdownPanel>
    </DropdownRoot>
  );
}
