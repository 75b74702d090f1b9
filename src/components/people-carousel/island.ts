import type { IslandDeclaration } from '../../app/island.ts';
import { CAROUSEL_PHRASES } from '../../ui/carousel.phrases.ts';
import { compactPeopleCarousel } from './people-carousel.rules.ts';

/** 'Other leaders': a carousel below the leader's page, hydrated when it comes near. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: CAROUSEL_PHRASES.concat(['PeopleCarouselLabel', 'OpensInNewTab']),
  compactFields: compactPeopleCarousel,
};
