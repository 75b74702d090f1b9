import type { IslandDeclaration } from '../../app/island.ts';

/** Locks the scroll at once and leaves after 3 s: it hydrates first. */
export const island: IslandDeclaration = {
  load: 'eager',
  phrases: ['Loading'],
};
