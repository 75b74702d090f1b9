import type { IslandDeclaration } from '../../app/island.ts';
import { READING_PROGRESS_PHRASES } from '../../ui/reading-progress/reading-progress.phrases.ts';

/** Follows the scroll and shows only after half a viewport: it loads at the visitor's first scroll. */
export const island: IslandDeclaration = {
  load: 'scroll',
  phrases: [...READING_PROGRESS_PHRASES],
  routeFields: ['articleProgressBarTitle'],
};
