import type { IslandDeclaration } from '../../app/island.ts';
import { READING_PROGRESS_PHRASES } from '../../ui/reading-progress/reading-progress.phrases.ts';

/** Follows the scroll from the first one; it shows only after half a viewport, so idle is early enough. */
export const island: IslandDeclaration = {
  load: 'idle',
  phrases: [...READING_PROGRESS_PHRASES],
  routeFields: ['newsProgressBarTitle'],
};
