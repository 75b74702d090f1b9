import type { IslandDeclaration } from '../../app/island.ts';
import { SHARE_ACTIONS_PHRASES } from '../../ui/share-actions/share-actions.phrases.ts';

/** The action bar moves (listen, copy link, the share panel). */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: [...SHARE_ACTIONS_PHRASES, 'News'],
  routeFields: ['title', 'shortDescription', 'newsDate', 'heroImage'],
};
