import type { IslandDeclaration } from '../../app/island.ts';
import { CAROUSEL_PHRASES } from '../../ui/carousel.phrases.ts';

/** Thumbnails in a carousel that open the full-screen video modal. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: CAROUSEL_PHRASES.concat([
    'Video',
    'VideoHighlightLabel',
    'VideoHighlightPlay',
    'VideoLoading',
    'VideoModalClose',
    'VideoModalError',
    'VideoModalNext',
    'VideoModalPrevious',
    'OpensInNewTab',
  ]),
};
