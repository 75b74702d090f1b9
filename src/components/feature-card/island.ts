import type { IslandDeclaration } from '../../app/island.ts';

/**
 * The tap highlight on phones (spec 002 section 4: a tap adds the active state, a tap outside
 * removes it) needs a listener on the page while the card is active, so the block is a small
 * island. CSS alone cannot do it: :focus-within follows focus, which a tap on a card's text or
 * image does not move in every mobile browser (iOS Safari focuses only controls), and :hover
 * sticks after a tap until something else is tapped, which is not the rule either.
 */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['OpensInNewTab'],
};
