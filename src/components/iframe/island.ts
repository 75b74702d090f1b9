import type { IslandDeclaration } from '../../app/island.ts';
import { IFRAME_PHRASES } from './iframe.phrases.ts';
import { mobileListChangesMoreThanSize } from './iframe.rules.ts';

/**
 * The iframe is a small island: it only swaps the desktop attributes for the mobile ones below
 * 768 px. Its box is sized by CSS from both lists, so nothing moves when it runs. When the mobile
 * list changes more than the size (`allow`, `referrerpolicy`, `name`, `loading`...), it loads on
 * idle, which is still before a frame below the fold comes near enough to load; a frame in the
 * first screen may have started loading with the desktop list's load-time attributes, which then
 * apply from its next load. A mobile list of sizes alone needs nothing CSS does not do: the island
 * then waits for the visitor (no React before input for it).
 */
export const island: IslandDeclaration = {
  load: (_params, fields) => (mobileListChangesMoreThanSize(fields) ? 'idle' : 'interaction'),
  phrases: [...IFRAME_PHRASES],
};
