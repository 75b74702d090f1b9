import type { IslandDeclaration } from '../../app/island.ts';
import { FILTER_PHRASES } from '../../ui/filters/filters.phrases.ts';
import { compactPeopleFields } from './people-cards-list.rules.ts';

/**
 * The filters and load more answer the visitor only (the first page of cards is in the server's
 * markup): hydrated when touched, the first tap replayed. The leader items travel compacted to
 * what the cards show.
 */
export const island: IslandDeclaration = {
  load: 'interaction',
  phrases: [...FILTER_PHRASES, 'noLeadersFound', 'viewDetailsFor'],
  routeFields: [],
  compactFields: compactPeopleFields,
};
