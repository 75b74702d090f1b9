/** The phrases the shared Carousel (Carousel.tsx) looks up: islands that render it declare them. */
export const CAROUSEL_PHRASES: readonly string[] = ['Carousel', 'CarouselNext', 'CarouselPrevious', 'CarouselSlide', 'CarouselSlideOf'];
