import type { IslandDeclaration } from '../../app/island.ts';

/** The regions open and close (one at a time); countries are plain links. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['OpensInNewTab'],
};
