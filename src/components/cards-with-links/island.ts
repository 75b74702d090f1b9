import type { IslandDeclaration } from '../../app/island.ts';

/** Load more on mobile. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['LoadMore', 'LearnMore', 'OpensInNewTab'],
};
