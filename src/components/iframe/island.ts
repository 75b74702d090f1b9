import type { IslandDeclaration } from '../../app/island.ts';
import { IFRAME_PHRASES } from './iframe.phrases.ts';

/**
 * The iframe is a small island: it only swaps the desktop attributes for the mobile ones below
 * 768 px. Its box is sized by CSS, so nothing moves when it runs. On idle, not eager (the header
 * is the page's one eager island), which is still before a frame below the fold comes near
 * enough to load; a frame in the first screen may have started loading with the desktop list's
 * load-time attributes (`allow`, `referrerpolicy`, `name`), which then apply from its next load.
 */
export const island: IslandDeclaration = {
  load: 'idle',
  phrases: [...IFRAME_PHRASES],
};
