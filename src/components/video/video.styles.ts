import styled, { css } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Section } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { eyebrowStyle, leadStyle, lineClamp, revealLines, sectionHeadingStyle } from '../../ui/typography.ts';
import type { VideoTheme } from './video.rules.ts';
import { mediaLayer, opacityFade as fade, posterImage } from '../../ui/video-layers.ts';

/**
 * The Black theme (spec 000 section 3: "Styles (White or Black theme)"): the palette has no black,
 * so the section takes a near-black that keeps the navy's hue; white text on it is 19:1.
 */
export const BLACK_SURFACE = '#070B12';

export const VideoSection = styled(Section)<{ $theme: VideoTheme }>`
  ${({ $theme, theme }) =>
    $theme === 'black'
      ? css`
          background: ${BLACK_SURFACE};
          color: ${theme.colors.textOnDark};
        `
      : ''}
`;

/** VideoContent: texts above a wide frame, or beside a tall one from the m breakpoint. */
export const Layout = styled.div<{ $layout: 'above' | 'beside' }>`
  display: flex;
  flex-direction: column;
  gap: clamp(1.75rem, 1.25rem + 2vw, 3rem);

  ${({ $layout }) =>
    $layout === 'beside'
      ? css`
          ${media.up('m')} {
            display: grid;
            grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
            align-items: center;
            gap: clamp(2.5rem, 1rem + 4vw, 5rem);
          }
        `
      : ''}
`;

export const Texts = styled.div<{ $layout: 'above' | 'beside' }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
  max-inline-size: 46rem;

  ${({ $layout }) =>
    $layout === 'above'
      ? css`
          ${media.up('m')} {
            flex-direction: row;
            flex-wrap: wrap;
            align-items: flex-end;
            justify-content: space-between;
            max-inline-size: none;
            column-gap: 3rem;

            > :first-child {
              flex: 0 1 46rem;
            }
          }
        `
      : ''}
`;

export const TextIntro = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  min-inline-size: 0;
  max-inline-size: 46rem;
`;

export const Eyebrow = styled.p<{ $theme: VideoTheme }>`
  ${eyebrowStyle}
  color: ${({ theme, $theme }) => ($theme === 'black' ? theme.colors.accentOnDark : theme.colors.accent)};
`;

export const Headline = styled.h2.attrs(revealLines)<{ $clamp?: boolean; $theme: VideoTheme }>`
  ${sectionHeadingStyle}
  ${({ $theme, theme }) => ($theme === 'black' ? `color: ${theme.colors.textOnDark};` : '')}
  ${({ $clamp }) => ($clamp ? lineClamp(2) : '')}
`;

export const Description = styled.div<{ $clamp?: boolean; $theme: VideoTheme }>`
  ${leadStyle}
  ${({ $theme, theme }) => ($theme === 'black' ? `color: ${theme.colors.textMutedOnDark};` : '')}
  ${({ $clamp }) => ($clamp ? lineClamp(2) : '')}
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  flex: none;
`;

export const MediaColumn = styled.div<{ $aspect: string }>`
  inline-size: 100%;
  ${({ $aspect }) =>
    $aspect === 'portrait'
      ? css`
          max-inline-size: min(26rem, 100%);
          margin-inline: auto;
        `
      : $aspect === 'square'
        ? css`
            max-inline-size: min(36rem, 100%);
            margin-inline: auto;
          `
        : ''}
`;

/** The frame keeps its ratio whatever is inside: thumbnail, player, spinner or a message. */
export const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  isolation: isolate;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: radial-gradient(circle at 30% 25%, #1b3a63 0%, ${({ theme }) => theme.colors.ink} 70%);
  color: #fff;
`;

/** Everything the player draws, over the whole frame; it takes the pointer and focus events. */
export const Stage = styled.div<{ $idle: boolean }>`
  position: absolute;
  inset: 0;
  ${({ $idle }) => ($idle ? 'cursor: none;' : '')}
`;

export const Poster = styled.div<{ $hidden: boolean }>`
  position: absolute;
  inset: 0;
  z-index: 1;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
  pointer-events: ${({ $hidden }) => ($hidden ? 'none' : 'auto')};
  ${fade}
  ${posterImage}
`;

export const MediaLayer = css`
  ${mediaLayer}
  border: 0;
`;

export const VideoElement = styled.video`
  ${MediaLayer}
  object-fit: cover;
  background: transparent;
`;

export const EmbedFrame = styled.iframe`
  ${MediaLayer}
`;

/** The spinner over the frame: src/ui/Spinner.ts (shared with the video highlight's modal). */
export { Spinner } from '../../ui/Spinner.ts';

/** The play/pause toggle: the whole frame is its click area; the disc shows the state. */
export const Toggle = styled.button<{ $visible: boolean; $corner: boolean; $busy: boolean }>`
  position: absolute;
  z-index: 2;
  display: grid;
  place-items: center;
  padding: 0;
  border: 0;
  background: transparent;
  color: #fff;
  cursor: pointer;
  ${({ $corner }) =>
    $corner
      ? css`
          inset-block-end: 1rem;
          inset-inline-end: 1rem;
        `
      : css`
          inset: 0;
        `}

  > span {
    display: grid;
    place-items: center;
    inline-size: clamp(3.5rem, 2.75rem + 3vw, 4.75rem);
    block-size: clamp(3.5rem, 2.75rem + 3vw, 4.75rem);
    border: 2px solid rgba(255, 255, 255, 0.9);
    border-radius: 50%;
    background: rgba(7, 21, 41, 0.72);
    box-shadow: 0 6px 24px rgba(0, 0, 0, 0.35);
    opacity: ${({ $visible, $busy }) => ($visible && !$busy ? 1 : 0)};
    ${fade}
  }

  &:hover > span {
    background: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible > span {
    opacity: 1;
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

/** The progress bar: a slider read left to right in both languages (media timelines never mirror). */
export const Progress = styled.div<{ $visible: boolean }>`
  position: absolute;
  inset-inline: 1rem;
  inset-block-end: 0.75rem;
  z-index: 3;
  display: flex;
  align-items: center;
  block-size: 1.5rem;
  cursor: pointer;
  touch-action: none;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  ${fade}

  &:focus-visible {
    opacity: 1;
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const ProgressTrack = styled.span`
  position: relative;
  flex: 1;
  block-size: 4px;
  overflow: hidden;
  border-radius: 2px;
  background: rgba(255, 255, 255, 0.35);
`;

export const ProgressFill = styled.span`
  position: absolute;
  inset: 0;
  background: #fff;
  transform-origin: left center;
`;

/** 'Video temporarily unavailable' and 'No video source available' over the frame. */
export const Message = styled.div`
  position: absolute;
  inset: 0;
  z-index: 4;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  padding: 1.5rem;
  background: rgba(7, 21, 41, 0.82);
  color: #fff;
  text-align: center;

  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const RetryButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/** Edit mode only: which source plays, and the source fields to edit. */
export const EditorNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin-block-start: 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px dashed ${({ theme }) => theme.colors.editing};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.editing};
  background: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
