import type { IslandDeclaration } from '../../app/island.ts';
import { FILTER_PHRASES } from '../../ui/filters/filters.phrases.ts';
import { compactPeopleFields } from './people-cards-list.rules.ts';

/** The filters and load more move; the leader items travel compacted to what the cards show. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: [...FILTER_PHRASES, 'noLeadersFound', 'viewDetailsFor'],
  routeFields: [],
  compactFields: compactPeopleFields,
};
