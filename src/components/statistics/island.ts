import type { IslandDeclaration } from '../../app/island.ts';

/** The numbers count up once in view. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: [],
};
