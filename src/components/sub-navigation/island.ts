import type { IslandDeclaration } from '../../app/island.ts';

/** Scroll arrows and the country or port picker; sticky under the header, so on screen at load. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: [
    'CountrySelectorCountry',
    'CountrySelectorGlobal',
    'CountrySelectorList',
    'CountrySelectorUnavailable',
    'OpensInNewTab',
    'SubNavigation',
    'SubNavigationCountry',
    'SubNavigationNext',
    'SubNavigationPort',
    'SubNavigationPrevious',
  ],
};
