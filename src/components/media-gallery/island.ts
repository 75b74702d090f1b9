import type { IslandDeclaration } from '../../app/island.ts';

/** The centred slider: bar navigation, clicks, keys and swipes. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['Carousel', 'CarouselSlide', 'CarouselSlideOf', 'MediaGalleryLabel', 'MediaGalleryNavigation', 'MediaGalleryShow'],
};
