import type { IslandDeclaration } from '../../app/island.ts';

/**
 * Scroll arrows and the country or port picker; sticky under the header, so on screen at load. Its
 * links scroll by touch and its picker opens (a popover) without script: it loads when touched.
 */
export const island: IslandDeclaration = {
  load: 'interaction',
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
