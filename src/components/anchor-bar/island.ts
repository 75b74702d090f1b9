import type { IslandDeclaration } from '../../app/island.ts';

/**
 * Tracks the section in view, scrolls on click, arrows on overflow. What it tracks only changes
 * when the page scrolls: hydrated at the first scroll (a page opened on a section's hash has
 * scrolled by then, so the bar corrects the jump at once) or when touched, its first tap replayed.
 */
export const island: IslandDeclaration = {
  load: 'scroll',
  phrases: ['AnchorBar', 'AnchorBarNext', 'AnchorBarPrevious'],
};
