import { useMemo } from 'react';
import { useTranslate } from '../../app/context/index.ts';
import { buildCountryOptions, type CountryOption } from '../../lib/countries.ts';
import { buildLanguageOptions, type LanguageOption } from '../../lib/languages.ts';
import {
  CountryDropdown,
  CountryList,
  LanguageDropdown,
  LanguageList,
  SelectorOverlay,
  useCountryName,
  useSelectedCountry,
} from '../../ui/country-language/index.ts';
import { setPopoverOpen } from '../../ui/popover.ts';
import { MobileRowHint } from './header.styles.ts';

/**
 * The header's country and language selection. The remembered country is read from session
 * storage after hydration, which changes state: that happens only in these leaves (each calls
 * `useSelectedCountry`; the instances stay in step through its `countryChange` event), never in
 * the Header itself (docs/architecture.md#known-traps).
 */
export interface HeaderSelections {
  countries: CountryOption[];
  languages: LanguageOption[];
  currentLanguage: string;
}

export function useHeaderSelections(fields: Record<string, unknown>, language: string): HeaderSelections {
  return useMemo(
    () => ({
      countries: buildCountryOptions(fields.countries, { includeGlobal: true }),
      languages: buildLanguageOptions(fields.siteLanguages),
      currentLanguage: language,
    }),
    [fields.countries, fields.siteLanguages, language],
  );
}

/** Country choice: remember it (the list's link then takes the visitor to the country's page). */
function useCountryChoice(options: CountryOption[]): [CountryOption, (option: CountryOption) => void] {
  const [selected, setSelected] = useSelectedCountry(options);
  return [
    selected,
    (option: CountryOption) => {
      if (option.disabled) return;
      setSelected(option);
    },
  ];
}

/**
 * The desktop dropdowns: popovers that open and close by themselves (SelectorDropdown); opening
 * one closes an open mega menu, as auto popovers do.
 */
export function DesktopSelectors({ selections }: { selections: HeaderSelections }) {
  return (
    <>
      {selections.countries.length > 0 && <DesktopCountry options={selections.countries} />}
      {selections.languages.length > 0 && (
        <LanguageDropdown
          id="site-header-language"
          options={selections.languages}
          current={selections.currentLanguage}
          // The list itself navigates to the page in the chosen language.
          onSelect={() => {}}
        />
      )}
    </>
  );
}

function DesktopCountry({ options }: { options: CountryOption[] }) {
  const [selected, choose] = useCountryChoice(options);
  return <CountryDropdown id="site-header-country" options={options} selected={selected} onSelect={choose} />;
}

/** The selected country's name beside the mobile Locations entry. */
export function LocationsHint({ selections }: { selections: HeaderSelections }) {
  const [selected] = useSelectedCountry(selections.countries);
  const name = useCountryName();
  return <MobileRowHint>{name(selected)}</MobileRowHint>;
}

export function LanguagesHint({ selections }: { selections: HeaderSelections }) {
  const current = selections.languages.find((option) => option.code === selections.currentLanguage);
  return current ? <MobileRowHint>{current.label}</MobileRowHint> : null;
}

interface OverlayProps {
  /** The overlay's id (its entry's popovertarget). */
  id: string;
  /** The mobile menu's id: Close hides it, and the overlay nested in it. */
  menuId: string;
  selections: HeaderSelections;
}

/** The countries are in the markup from the start (links: choosing one works without script). */
export function CountryOverlay({ id, menuId, selections }: OverlayProps) {
  const t = useTranslate();
  return (
    <SelectorOverlay id={id} closeTargetId={menuId} name="country-overlay" title={t('HeaderSelectLocation', 'Select your location')}>
      <CountryOverlayList overlayId={id} options={selections.countries} />
    </SelectorOverlay>
  );
}

function CountryOverlayList({ overlayId, options }: { overlayId: string; options: CountryOption[] }) {
  const [selected, choose] = useCountryChoice(options);
  return (
    <CountryList
      options={options}
      flagSize={24}
      selected={selected}
      autoFocusCurrent
      onSelect={(option: CountryOption) => {
        choose(option);
        // Spec 001 section 4: choosing a country in the overlay closes the overlay.
        setPopoverOpen(document.getElementById(overlayId), false);
      }}
    />
  );
}

export function LanguageOverlay({ id, menuId, selections }: OverlayProps) {
  const t = useTranslate();
  return (
    <SelectorOverlay id={id} closeTargetId={menuId} name="language-overlay" title={t('HeaderSelectLanguage', 'Select language')}>
      <LanguageList
        options={selections.languages}
        current={selections.currentLanguage}
        autoFocusCurrent
        onSelect={() => setPopoverOpen(document.getElementById(menuId), false)}
      />
    </SelectorOverlay>
  );
}
