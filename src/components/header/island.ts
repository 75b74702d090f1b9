import type { IslandDeclaration } from '../../app/island.ts';
import { compactCountries } from '../../lib/countries.ts';
import { compactPrimaryNavigation } from './compact-navigation.ts';

/**
 * The menus open with HTML and CSS alone (popovers, `<details>`): the island loads when touched and
 * adds what only script can (arrow keys, focus, remembering the country).
 */
export const island: IslandDeclaration = {
  load: 'interaction',
  phrases: [
    'CountrySelectorCountry',
    'CountrySelectorGlobal',
    'CountrySelectorList',
    'CountrySelectorUnavailable',
    'HeaderCloseMenu',
    'HeaderHome',
    'HeaderLanguages',
    'HeaderLocations',
    'HeaderMainNavigation',
    'HeaderOpenMenu',
    'HeaderSearch',
    'HeaderSelectLanguage',
    'HeaderSelectLocation',
    'LanguageSelectorLanguage',
    'LanguageSelectorList',
    'OpensInNewTab',
    'SelectorBack',
    'SelectorClose',
  ],
  // The header's theme (light or dark logo) is a route field.
  routeFields: ['headerTheme', 'HeaderTheme'],
  // The navigation and the country list, as the header reads them (a third of the bytes).
  compactFields: (fields) => ({
    ...fields,
    primaryNavigation: compactPrimaryNavigation(fields.primaryNavigation),
    countries: compactCountries(fields.countries),
  }),
};
