import type { IslandDeclaration } from '../../app/island.ts';
import { compactAwards } from './awards.rules.ts';

/** Awards by year with "Load more": hydrated when it comes near (or at the first tap on the button). */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['loadMore', 'AwardsLabel'],
  compactFields: compactAwards,
};
