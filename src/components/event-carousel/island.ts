import type { IslandDeclaration } from '../../app/island.ts';
import { CAROUSEL_PHRASES } from '../../ui/carousel.phrases.ts';
import { compactEventCarousel } from './event-carousel.rules.ts';

/** A carousel of upcoming events, hydrated when it comes near. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: CAROUSEL_PHRASES.concat(['EventCarouselLabel', 'EventLocation']),
  compactFields: compactEventCarousel,
};
