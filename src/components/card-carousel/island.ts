import type { IslandDeclaration } from '../../app/island.ts';
import { CAROUSEL_PHRASES } from '../../ui/carousel.phrases.ts';

/** A carousel whose video cards play by their control, and while hovered. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: CAROUSEL_PHRASES.concat(['CardCarouselLabel', 'LearnMore', 'OpensInNewTab', 'Video', 'VideoLoading', 'VideoPause', 'VideoPlay']),
};
