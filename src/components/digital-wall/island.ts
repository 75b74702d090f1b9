import type { IslandDeclaration } from '../../app/island.ts';

/**
 * The wall fetches, shuffles and moves its portraits in the browser. Its fields are three short
 * ones (headline, description, cta) and a sectionId: nothing to compact.
 */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: [
    'DigitalWallLabel',
    'DigitalWallRoleDescription',
    'DigitalWallLoading',
    'DigitalWallEmpty',
    'DigitalWallFailed',
    'DigitalWallEditing',
    'DigitalWallPrevious',
    'DigitalWallNext',
    'DigitalWallPortraitOf',
    // The call to action's link (src/fields/Link.tsx) says when it opens a new tab.
    'OpensInNewTab',
  ],
};
