import type { IslandDeclaration } from '../../app/island.ts';
import { SHARE_ACTIONS_PHRASES } from '../../ui/share-actions/share-actions.phrases.ts';

/** The action bar (listen, print, copy link, the share panel) answers a visitor; the rest is the page's own text. */
export const island: IslandDeclaration = {
  load: 'interaction',
  phrases: [...SHARE_ACTIONS_PHRASES, 'SiteName'],
  routeFields: ['title', 'shortDescription', 'type', 'heroImage', 'articleDate', 'author'],
};
