import type { IslandDeclaration } from '../../app/island.ts';

/**
 * The groups open and close (one at a time) when the visitor asks; the cards themselves are plain
 * links and text: hydrated when touched, the first tap replayed.
 */
export const island: IslandDeclaration = {
  load: 'interaction',
  phrases: ['ContactCardsAddress', 'ContactCardsEmail', 'ContactCardsPhone', 'ContactCardsViewOnMap', 'ContactCardsWorkingHours', 'OpensInNewTab'],
};
