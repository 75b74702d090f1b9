import type { IslandDeclaration } from '../../app/island.ts';
import { CAROUSEL_PHRASES } from '../../ui/carousel.phrases.ts';

/** A carousel whose video cards play while hovered. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: CAROUSEL_PHRASES.concat(['CardCarouselLabel', 'LearnMore', 'OpensInNewTab']),
};
