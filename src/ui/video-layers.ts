import { css } from 'styled-components';
import { media } from './theme.ts';

/**
 * The layers a video frame stacks, shared by the video block's player
 * (src/components/video/video.styles.ts) and the video card (src/ui/video-card/video-card.styles.ts).
 */

/** A layer over the whole frame: the player, the embed, the poster. */
export const mediaLayer = css`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
`;

/** Opacity changes fade, except with reduced motion. */
export const opacityFade = css`
  transition: opacity ${({ theme }) => theme.motion.base} ease;
  ${media.reducedMotion} {
    transition: none;
  }
`;

/** The poster's picture covers the frame. */
export const posterImage = css`
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    max-inline-size: none;
    object-fit: cover;
  }
`;
