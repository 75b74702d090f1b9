export { useSelectedCountry, COUNTRY_CHANGE_EVENT, COUNTRY_NAVIGATION_CHANGE_EVENT, type CountryChangeDetail } from './use-selected-country.ts';
export { Flag, FlagSourceProvider, type FlagSource } from './Flag.tsx';
export { hasFlag, flagPath } from './flag-files.ts';
export { CountryList, useCountryName, type CountryListProps } from './CountryList.tsx';
export { CountryDropdown, COUNTRY_DROPDOWN_WIDTH, COUNTRY_LIST_MAX_HEIGHT, type CountryDropdownProps } from './CountryDropdown.tsx';
export { LanguageList, navigateToLanguage, languageUrl, type LanguageListProps } from './LanguageList.tsx';
export { LanguageDropdown, LANGUAGE_DROPDOWN_WIDTH, LANGUAGE_DROPDOWN_MAX_HEIGHT, type LanguageDropdownProps } from './LanguageDropdown.tsx';
export { SelectorOverlay, type SelectorOverlayProps } from './SelectorOverlay.tsx';
