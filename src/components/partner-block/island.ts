import type { IslandDeclaration } from '../../app/island.ts';

/** Keyboard focus on a card scrolls it into the pinned row. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['OpensInNewTab', 'PartnerVisit'],
};
