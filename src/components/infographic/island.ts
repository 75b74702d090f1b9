import type { IslandDeclaration } from '../../app/island.ts';
import { INFOGRAPHIC_PHRASES } from './infographic.rules.ts';

/**
 * Only the viewer needs code: the block hydrates on demand, when a visitor points at, touches
 * or focuses it (the island runtime holds a press of the expand button until then), so a page
 * with an infographic that nobody opens loads none of it.
 */
export const island: IslandDeclaration = {
  load: 'demand',
  phrases: [...INFOGRAPHIC_PHRASES],
};
