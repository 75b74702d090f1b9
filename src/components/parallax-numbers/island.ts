import type { IslandDeclaration } from '../../app/island.ts';

/** The numbers count up once a card is in view (the images' parallax is CSS). */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: [],
};
