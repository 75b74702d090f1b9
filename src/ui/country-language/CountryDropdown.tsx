import type { CountryOption } from '../../lib/countries.ts';
import { VisuallyHidden } from '../visually-hidden.tsx';
import { CountryList, useCountryName } from './CountryList.tsx';
import { Flag } from './Flag.tsx';
import { usePageFacts } from './shared.tsx';
import { SelectorDropdown } from './SelectorDropdown.tsx';

export { CountryList, useCountryName, type CountryListProps } from './CountryList.tsx';

/** Spec 001 section 9: country list max height 325 px, dropdown 192 px wide. */
export const COUNTRY_DROPDOWN_WIDTH = 192;
export const COUNTRY_LIST_MAX_HEIGHT = 325;

export interface CountryDropdownProps {
  options: CountryOption[];
  selected: CountryOption;
  onSelect(option: CountryOption): void;
  /** Optional: the dropdown opens and closes by itself (a popover); a parent may close it with `open={false}`. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Id of the list; the toggle's aria-controls. */
  id: string;
  navigate?: boolean;
}

/** Desktop country selector: the selected flag and name, and under it the list (SelectorDropdown). */
export function CountryDropdown({ options, selected, onSelect, open, onOpenChange, id, navigate }: CountryDropdownProps) {
  const name = useCountryName();
  const { translate } = usePageFacts();
  return (
    <SelectorDropdown
      kind="country"
      open={open}
      onOpenChange={onOpenChange}
      id={id}
      width={COUNTRY_DROPDOWN_WIDTH}
      maxHeight={COUNTRY_LIST_MAX_HEIGHT}
      label={
        <>
          <Flag code={selected.code} size={16} />
          <VisuallyHidden>{translate('CountrySelectorCountry', 'Country')}: </VisuallyHidden>
          <span>{name(selected)}</span>
        </>
      }
    >
      {(close) => (
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
      )}
    </SelectorDropdown>
  );
}
