import type { IslandDeclaration } from '../../app/island.ts';

/** The groups open and close (one at a time); the cards themselves are plain links and text. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['ContactCardsAddress', 'ContactCardsEmail', 'ContactCardsPhone', 'ContactCardsViewOnMap', 'ContactCardsWorkingHours', 'OpensInNewTab'],
};
