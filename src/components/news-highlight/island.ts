import type { IslandDeclaration } from '../../app/island.ts';
import { CAROUSEL_PHRASES } from '../../ui/carousel.phrases.ts';

/** The news list is a swipe carousel on phones; its feed is read on the server and travels beside it. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: CAROUSEL_PHRASES.concat(['LatestNews', 'LoadingNews', 'NewsHighlightNoFields', 'NoNewsFound', 'OpensInNewTab']),
};
