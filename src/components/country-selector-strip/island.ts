import type { IslandDeclaration } from '../../app/island.ts';
import { compactStripFields } from './country-selector-strip.rules.ts';

/** The regions open and close (one at a time); countries are plain links. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['OpensInNewTab'],
  // A region list carries whole country items (names, paths, references): about half is dropped.
  compactFields: compactStripFields,
};
