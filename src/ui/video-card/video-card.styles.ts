import styled, { css } from 'styled-components';
import { media } from '../theme.ts';
import { mediaLayer as layer, opacityFade as fade, posterImage } from '../video-layers.ts';

/**
 * Spec 000 section 9: "Card size 300x174 mobile and 381x221 desktop". Both are one proportion
 * (1.724:1). Cards sit in fluid columns (the card carousel's 1 / 2 / 3 columns), so a video card
 * takes that proportion at its column's width: 378 x 219 in a three-column row at 1280 px (the
 * spec's 381 x 221 within the container's rounding), 333 x 193 at 375 px. Desktop starts where
 * the row has three columns (1025 px, the theme's `m`).
 */
export const VIDEO_CARD_SIZE = {
  mobile: { width: 300, height: 174 },
  desktop: { width: 381, height: 221 },
} as const;

/** The frame of a card that holds a video card: the spec's proportion on phones and from desktop. */
export const videoCardFrame = css`
  aspect-ratio: ${VIDEO_CARD_SIZE.mobile.width} / ${VIDEO_CARD_SIZE.mobile.height};
  ${media.up('m')} {
    aspect-ratio: ${VIDEO_CARD_SIZE.desktop.width} / ${VIDEO_CARD_SIZE.desktop.height};
  }
`;

/** The video card fills its frame (a positioned box: the card's media slot). */
export const Stage = styled.div`
  ${layer}
  overflow: hidden;
  background: ${({ theme }) => theme.colors.ink};
`;

/** The thumbnail over the player; it fades out at the first play and stays out. */
export const Overlay = styled.div<{ $hidden: boolean }>`
  ${layer}
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
  ${fade}
  ${posterImage}
`;

/** The player under the thumbnail; never a target (no controls: the card's link lies above). */
export const VideoElement = styled.video`
  ${layer}
  object-fit: cover;
  pointer-events: none;
`;

export const EmbedFrame = styled.iframe`
  ${layer}
  border: 0;
  pointer-events: none;
`;

/**
 * The play/pause control, in the frame's end corner, above the card's stretched link (z-index 1),
 * so a click on it toggles the video and a click anywhere else follows the card's link. 44 px:
 * a finger's target, as touch devices play with it.
 */
export const Toggle = styled.button`
  position: absolute;
  inset-block-end: 0.75rem;
  inset-inline-end: 0.75rem;
  z-index: 2;
  display: grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  padding: 0;
  border: 2px solid rgba(255, 255, 255, 0.9);
  border-radius: 50%;
  background: rgba(7, 21, 41, 0.72);
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.3);
  color: #fff;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    background: ${({ theme }) => theme.colors.accent};
  }
  /* The card draws one ring for its link; the control, a second stop, shows its own. */
  &&:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Edit mode: the same mark, not a control (the editor's layout is not interactive). */
export const Badge = styled.span`
  position: absolute;
  inset-block-end: 0.75rem;
  inset-inline-end: 0.75rem;
  display: grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border-radius: 50%;
  background: rgba(7, 21, 41, 0.72);
  color: #fff;
  pointer-events: none;
`;
