import { useRef, type KeyboardEvent } from 'react';
import { useSiteHref } from '../../app/context/site-href.tsx';
import type { CountryOption } from '../../lib/countries.ts';
import { VisuallyHidden } from '../visually-hidden.tsx';
import { Flag } from './Flag.tsx';
import { Check, ItemButton, ItemDisabled, ItemLabel, ItemLink, List, moveFocus, usePageFacts } from './shared.tsx';

/** The name shown for an option: Global in the page language, countries as the CMS wrote them. */
export function useCountryName(): (option: CountryOption) => string {
  const { translate } = usePageFacts();
  return (option) => (option.code === 'global' ? translate('CountrySelectorGlobal', option.name || 'Global') : option.name);
}

export interface CountryListProps {
  options: CountryOption[];
  selected: CountryOption;
  onSelect(option: CountryOption): void;
  /**
   * Countries with a link are links (choosing one follows it, default). With `navigate: false`
   * they are buttons that only call onSelect (a sub-navigation swapping its links).
   */
  navigate?: boolean;
  /** Accessible name of the list. */
  label?: string;
  id?: string;
  /** Flag height in pixels (default 18; the overlay uses 24). */
  flagSize?: number;
  /** The current item takes the focus when the popover around it opens (`autofocus`, no script needed). */
  autoFocusCurrent?: boolean;
}

/** The countries, flag and name each; countries without a link are shown disabled. */
export function CountryList({ options, selected, onSelect, navigate = true, label, id, flagSize = 18, autoFocusCurrent = false }: CountryListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const name = useCountryName();
  const siteHref = useSiteHref();
  const { translate } = usePageFacts();
  return (
    <List
      ref={listRef}
      id={id}
      aria-label={label ?? translate('CountrySelectorList', 'Select your country')}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => moveFocus(event, listRef.current)}
    >
      {options.map((option) => {
        const current = option.id === selected.id || (option.code === 'global' && selected.code === 'global');
        const content = (
          <>
            <Flag code={option.code} size={flagSize} />
            <ItemLabel>{name(option)}</ItemLabel>
            {current && <Check />}
          </>
        );
        const common = {
          'data-selector-item': '',
          'data-country': option.code,
          ...(current ? { 'aria-current': 'true' as const } : {}),
          ...(current && autoFocusCurrent ? { autoFocus: true } : {}),
        };
        if (option.disabled || !option.href) {
          return (
            <li key={option.id}>
              <ItemDisabled {...common} role="link" aria-disabled="true">
                {content}
                <VisuallyHidden>{translate('CountrySelectorUnavailable', '(unavailable)')}</VisuallyHidden>
              </ItemDisabled>
            </li>
          );
        }
        if (!navigate) {
          return (
            <li key={option.id}>
              <ItemButton {...common} type="button" onClick={() => onSelect(option)}>
                {content}
              </ItemButton>
            </li>
          );
        }
        return (
          <li key={option.id}>
            <ItemLink {...common} href={siteHref(option.href)} onClick={() => onSelect(option)}>
              {content}
            </ItemLink>
          </li>
        );
      })}
    </List>
  );
}
