import type { IslandDeclaration } from '../../app/island.ts';
import { LEADER_ROUTE_FIELDS } from './leader-detail.rules.ts';

/**
 * The leader's page reads the route's own fields. It is an island for one thing: a page shown
 * again from the back/forward cache is a page change too, and its portrait skeleton starts again
 * (the first load's 2000 ms are pure CSS and need no script). So it loads no code until then, or
 * until touched.
 */
export const island: IslandDeclaration = {
  load: 'interaction',
  pageShows: true,
  phrases: ['linkedin', 'twitter', 'LeaderBack', 'LeaderSocialLinks', 'OpensInNewTab'],
  routeFields: LEADER_ROUTE_FIELDS,
};
