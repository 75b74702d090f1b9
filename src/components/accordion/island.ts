import type { IslandDeclaration } from '../../app/island.ts';

/** Opening and closing the items (one at a time) by pointer and keyboard. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['OpensInNewTab'],
};
