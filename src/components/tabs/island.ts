import type { IslandDeclaration } from '../../app/island.ts';

/** Tab selection by pointer and keyboard, and the strip's scroll arrows. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['OpensInNewTab', 'Tab', 'TabsLabel', 'TabsScrollNext', 'TabsScrollPrevious'],
};
