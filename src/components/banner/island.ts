import type { IslandDeclaration } from '../../app/island.ts';
import { bannerMedia } from './banner.rules.ts';

/**
 * The background video: created when the banner nears view. The island wakes when the banner is
 * 200 px away (the runtime's 'visible'); the video itself waits for its own, wider root margin.
 * A banner without a video is all server markup (image, text, links): its island waits for the
 * visitor, so it loads no React before input.
 */
export const island: IslandDeclaration = {
  load: (_params, fields) => (bannerMedia(fields).kind === 'video' ? 'visible' : 'interaction'),
  phrases: ['BannerPauseVideo', 'BannerPlayVideo', 'OpensInNewTab'],
};
