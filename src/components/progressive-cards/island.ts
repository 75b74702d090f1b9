import type { IslandDeclaration } from '../../app/island.ts';

/** Load more on phones (mobileCardCount per load); the hover reveal itself is CSS. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['LoadMore', 'LearnMore', 'OpensInNewTab'],
};
