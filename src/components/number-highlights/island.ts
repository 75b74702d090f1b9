import type { IslandDeclaration } from '../../app/island.ts';

/** The numbers count up once 75 % of a card is in view. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['OpensInNewTab'],
};
