import styled from 'styled-components';
import { Carousel } from '../../ui/Carousel.tsx';
import { media } from '../../ui/theme.ts';
import { cardTextClamp } from '../../ui/Card.tsx';
import { CAROUSEL_GAP_PX, DESKTOP_MIN_PX, MID_MIN_PX } from './video-highlight.rules.ts';

/** 3 / 2 / 1 thumbnails per page (video-highlight.rules.ts) as the carousel's custom properties. */
export const Thumbs = styled(Carousel)`
  --carousel-gap: ${CAROUSEL_GAP_PX}px;
  --carousel-columns: 1;
  --carousel-slide-size: 100%;

  ${media.up(MID_MIN_PX)} {
    --carousel-columns: 2;
    --carousel-slide-size: 50%;
  }
  ${media.up(DESKTOP_MIN_PX)} {
    --carousel-columns: 3;
    --carousel-slide-size: calc(100% / 3);
  }
`;

export const Thumb = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  block-size: 100%;
`;

export const ThumbMedia = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgba(7, 21, 41, 0) 55%, rgba(7, 21, 41, 0.45) 100%);
    pointer-events: none;
  }
`;

export const PlayBadge = styled.span`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-start: 50%;
  z-index: 1;
  display: grid;
  place-items: center;
  inline-size: 4rem;
  block-size: 4rem;
  margin-block-start: -2rem;
  margin-inline-start: -2rem;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: 0 6px 24px rgba(7, 21, 41, 0.35);
  transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};

  svg {
    margin-inline-start: 3px;
  }
`;

export const ThumbTitle = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${cardTextClamp}
`;

export const ThumbButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  inline-size: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  ${media.hover} {
    &:hover img {
      transform: scale(1.04);
    }
    &:hover ${PlayBadge} {
      transform: scale(1.08);
    }
  }
  ${media.reducedMotion} {
    img,
    ${PlayBadge} {
      transition: none;
    }
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible ${ThumbMedia} {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

export const EditorNote = styled.span`
  color: ${({ theme }) => theme.colors.editing};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  word-break: break-all;
`;

// --- Modal ---------------------------------------------------------------------------------------

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  background: #040c1a;
  color: #fff;
`;

export const Dialog = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;
`;

export const ModalBar = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem clamp(1rem, 0.5rem + 2vw, 2rem);
`;

export const ModalTitle = styled.h2`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Counter = styled.span`
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  direction: ltr;
`;

export const ModalButton = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  inline-size: 3rem;
  block-size: 3rem;
  padding: 0;
  border: 2px solid rgba(255, 255, 255, 0.6);
  border-radius: 50%;
  background: transparent;
  color: #fff;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    opacity ${({ theme }) => theme.motion.fast} ease;

  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.16);
  }
  &:disabled {
    opacity: 0.3;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accentOnDark};
    outline-offset: 2px;
  }
`;

export const Stage = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  min-block-size: 0;
  padding: 0 clamp(0.75rem, 0.25rem + 2vw, 2rem) clamp(1rem, 0.5rem + 2vw, 2rem);
  touch-action: pan-y;

  ${media.atMost(MID_MIN_PX - 1)} {
    flex-wrap: wrap;
    align-content: center;
  }
`;

export const StepButton = styled(ModalButton)<{ $side: 'start' | 'end' }>`
  ${media.atMost(MID_MIN_PX - 1)} {
    order: 2;
  }
`;

/** The 16:9 frame, as large as the stage allows. */
export const Frame = styled.div`
  position: relative;
  inline-size: min(100%, calc((100vh - 9rem) * 16 / 9), 1280px);
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #000;

  ${media.atMost(MID_MIN_PX - 1)} {
    flex-basis: 100%;
    order: 1;
  }
  iframe,
  video {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    border: 0;
  }
`;

export const ErrorText = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: 1rem;
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: center;
`;
