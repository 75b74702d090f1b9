import type { IslandDeclaration } from '../../app/island.ts';
import { CAROUSEL_PHRASES } from '../../ui/carousel.phrases.ts';

/** A carousel of document cards (buttons, swipe). */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: CAROUSEL_PHRASES.concat(['DocumentHighlightsLabel', 'DownloadNow', 'LearnMore', 'OpensInNewTab']),
};
