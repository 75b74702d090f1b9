import type { IslandDeclaration } from '../../app/island.ts';

/**
 * The background video: created when the banner nears view. The island wakes when the banner is
 * 200 px away (the runtime's 'visible'); the video itself waits for its own, wider root margin.
 */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: ['BannerPauseVideo', 'BannerPlayVideo', 'OpensInNewTab'],
};
