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
import type { OpenMenu } from './header.rules.ts';
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

export function DesktopSelectors({
  selections,
  openMenu,
  onOpenChange,
}: {
  selections: HeaderSelections;
  openMenu: OpenMenu;
  onOpenChange: (kind: 'country' | 'language', open: boolean) => void;
}) {
  return (
    <>
      {selections.countries.length > 0 && (
        <DesktopCountry options={selections.countries} open={openMenu?.kind === 'country'} onOpenChange={(open) => onOpenChange('country', open)} />
      )}
      {selections.languages.length > 0 && (
        <LanguageDropdown
          id="site-header-language"
          options={selections.languages}
          current={selections.currentLanguage}
          // The list itself navigates to the page in the chosen language.
          onSelect={() => onOpenChange('language', false)}
          open={openMenu?.kind === 'language'}
          onOpenChange={(open: boolean) => onOpenChange('language', open)}
        />
      )}
    </>
  );
}

function DesktopCountry({ options, open, onOpenChange }: { options: CountryOption[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [selected, choose] = useCountryChoice(options);
  return (
    <CountryDropdown
      id="site-header-country"
      options={options}
      selected={selected}
      onSelect={(option: CountryOption) => {
        choose(option);
        onOpenChange(false);
      }}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
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
  selections: HeaderSelections;
  open: boolean;
  onBack: () => void;
  onClose: () => void;
}

export function CountryOverlay({ selections, open, onBack, onClose }: OverlayProps) {
  const t = useTranslate();
  return (
    <SelectorOverlay name="country-overlay" title={t('HeaderSelectLocation', 'Select your location')} open={open} onBack={onBack} onClose={onClose}>
      {open && <CountryOverlayList options={selections.countries} onChosen={onBack} />}
    </SelectorOverlay>
  );
}

function CountryOverlayList({ options, onChosen }: { options: CountryOption[]; onChosen: () => void }) {
  const [selected, choose] = useCountryChoice(options);
  return (
    <CountryList
      options={options}
      flagSize={24}
      selected={selected}
      onSelect={(option: CountryOption) => {
        choose(option);
        onChosen();
      }}
    />
  );
}

export function LanguageOverlay({ selections, open, onBack, onClose }: OverlayProps) {
  const t = useTranslate();
  return (
    <SelectorOverlay name="language-overlay" title={t('HeaderSelectLanguage', 'Select language')} open={open} onBack={onBack} onClose={onClose}>
      {open && <LanguageList options={selections.languages} current={selections.currentLanguage} onSelect={() => onClose()} />}
    </SelectorOverlay>
  );
}
