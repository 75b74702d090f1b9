import type { IslandDeclaration } from '../../app/island.ts';

/**
 * 'visible': the overlay covers the viewport, so when it is there its code loads at once (and
 * locks the scroll); when no loader animation is set the block renders nothing and loads nothing.
 * The overlay leaves after 3 s by CSS too, so it never outstays its time without code.
 */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['Loading'],
};
