import type { IslandDeclaration } from '../../app/island.ts';
import { compactStripFields } from './country-selector-strip.rules.ts';

/**
 * The regions open and close (one at a time) when the visitor asks; countries are plain links:
 * hydrated when touched, the first tap replayed.
 */
export const island: IslandDeclaration = {
  load: 'interaction',
  phrases: ['OpensInNewTab'],
  // A region list carries whole country items (names, paths, references): about half is dropped.
  compactFields: compactStripFields,
};
