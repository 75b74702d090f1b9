import type { IslandDeclaration } from '../../app/island.ts';
import { SHARE_ACTIONS_PHRASES } from '../../ui/share-actions/share-actions.phrases.ts';

/** The action bar (listen, copy link, the share panel) answers a visitor: it loads when touched. */
export const island: IslandDeclaration = {
  load: 'interaction',
  phrases: [...SHARE_ACTIONS_PHRASES, 'News'],
  routeFields: ['title', 'shortDescription', 'newsDate', 'heroImage'],
};
