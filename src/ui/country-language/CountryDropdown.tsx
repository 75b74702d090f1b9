import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { CountryOption } from '../../lib/countries.ts';
import { Icon } from '../Icon.tsx';
import { VisuallyHidden } from '../visually-hidden.tsx';
import { CountryList, useCountryName } from './CountryList.tsx';
import { Flag } from './Flag.tsx';
import { focusCurrent, Panel, Root, Toggle, usePageFacts } from './shared.tsx';

export { CountryList, useCountryName, type CountryListProps } from './CountryList.tsx';

/** Spec 001 section 9: country list max height 325 px, dropdown 192 px wide. */
export const COUNTRY_DROPDOWN_WIDTH = 192;
export const COUNTRY_LIST_MAX_HEIGHT = 325;

export interface CountryDropdownProps {
  options: CountryOption[];
  selected: CountryOption;
  onSelect(option: CountryOption): void;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Id of the list; the toggle's aria-controls. */
  id: string;
  navigate?: boolean;
}

/**
 * Desktop country selector: a toggle showing the selected flag and name, and under it the list.
 * Keyboard: Arrow Down on the toggle opens and enters the list, arrows/Home/End move, Escape closes
 * and returns to the toggle, Tab out of it closes it.
 */
export function CountryDropdown({ options, selected, onSelect, open, onOpenChange, id, navigate }: CountryDropdownProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusListOnOpen = useRef(false);
  const name = useCountryName();
  const { translate } = usePageFacts();

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

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) focusCurrent(panelRef.current);
      else {
        focusListOnOpen.current = true;
        onOpenChange(true);
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) onOpenChange(false);
  };

  return (
    <Root onKeyDown={onKeyDown} onBlur={onBlur} data-country-dropdown="">
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
        onKeyDown={onToggleKeyDown}
      >
        <Flag code={selected.code} size={16} />
        <VisuallyHidden>{translate('CountrySelectorCountry', 'Country')}: </VisuallyHidden>
        <span>{name(selected)}</span>
        <span data-chevron="" style={{ display: 'inline-flex' }}>
          <Icon name="chevron-down" size={16} />
        </span>
      </Toggle>
      <Panel ref={panelRef} hidden={!open} $width={COUNTRY_DROPDOWN_WIDTH} $maxHeight={COUNTRY_LIST_MAX_HEIGHT}>
        <CountryList
          id={id}
          options={options}
          selected={selected}
          navigate={navigate}
          onSelect={(option) => {
            onSelect(option);
            close(true);
          }}
        />
      </Panel>
    </Root>
  );
}
