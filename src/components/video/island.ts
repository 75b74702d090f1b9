import type { IslandDeclaration } from '../../app/island.ts';

/** The player: play in view, controls, errors. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: [
    'OpensInNewTab',
    'Video',
    'VideoLoading',
    'VideoNoSource',
    'VideoPause',
    'VideoPlay',
    'VideoProgress',
    'VideoTimeOf',
    'VideoTryAgain',
    'VideoUnavailable',
  ],
};
