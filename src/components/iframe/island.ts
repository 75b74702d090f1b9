import type { IslandDeclaration } from '../../app/island.ts';
import { IFRAME_PHRASES } from './iframe.phrases.ts';

/**
 * The iframe is a small island: it only swaps the desktop attributes for the mobile ones below
 * 768 px. Eager, so the swap happens before a lazy frame near the fold starts loading.
 */
export const island: IslandDeclaration = {
  load: 'eager',
  phrases: [...IFRAME_PHRASES],
};
