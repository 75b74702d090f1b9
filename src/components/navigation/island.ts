import type { IslandDeclaration } from '../../app/island.ts';

/** The Menu toggle below 1025 px and the dropdowns. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['NavigationLabel', 'NavigationMenu', 'NavigationSubmenu', 'OpensInNewTab'],
};
