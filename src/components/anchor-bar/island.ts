import type { IslandDeclaration } from '../../app/island.ts';

/**
 * Tracks the section in view, scrolls on click, arrows on overflow. Sticky under the header, so
 * on screen whenever the page has scrolled past it: hydrated when visible.
 */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['AnchorBar', 'AnchorBarNext', 'AnchorBarPrevious'],
};
