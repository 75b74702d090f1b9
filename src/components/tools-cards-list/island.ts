import type { IslandDeclaration } from '../../app/island.ts';
import { FILTER_PHRASES } from '../../ui/filters/filters.phrases.ts';

/** The filters and load more move; the cards themselves are links. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: [...FILTER_PHRASES, 'noToolsFound', 'viewDetailsFor', 'Common.OpensInNewTab'],
  routeFields: [],
};
