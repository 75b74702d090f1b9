import type { IslandDeclaration } from '../../app/island.ts';

/** The number counts up once near the viewport centre. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: [],
};
