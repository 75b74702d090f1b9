import styled, { css } from 'styled-components';
import { media } from '../../ui/theme.ts';
import { BAR_STRIP_PX, CENTRE_PADDING_SHARE, CENTRE_PADDING_SMALL_SHARE, GALLERY_SPEED_MS, SMALL_MAX_PX } from './media-gallery.rules.ts';

export const Figure = styled.figure`
  margin: 0;

  /* One picture alone (no slider) is shown at a reading width, centred. */
  [data-gallery-layout='single'] & {
    max-inline-size: 64rem;
    margin-inline: auto;
  }

  img {
    display: block;
    inline-size: 100%;
    aspect-ratio: 16 / 9;
    block-size: auto;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceStrong};
  }
`;

export const Caption = styled.figcaption`
  margin-block-start: 1rem;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: center;
`;

export const Stack = styled.div`
  display: grid;
  gap: 2.5rem;
  max-inline-size: 56rem;
  margin-inline: auto;
`;

export const Gallery = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 6px;
  }
`;

export const Viewport = styled.div`
  overflow: hidden;
  /* On phones the row bleeds into the page gutter: the neighbours peek in from the screen's edges. */
  ${media.atMost(SMALL_MAX_PX)} {
    margin-inline: calc(var(--layout-gutter, ${({ theme }) => theme.layout.gutter}) * -1);
  }
  touch-action: pan-y pinch-zoom;
  user-select: none;
`;

/**
 * The centred row: each slide is the width less the padding on both sides, and the row moves by
 * one slide per step, so the active slide sits in the middle with its neighbours peeking in. In
 * right-to-left the row runs from the right, so the move is mirrored.
 */
export const Track = styled.div`
  --gallery-pad: ${CENTRE_PADDING_SHARE * 100}%;
  --gallery-size: calc(100% - 2 * var(--gallery-pad));
  display: flex;
  transform: translateX(calc(var(--gallery-pad) - var(--gallery-index, 0) * var(--gallery-size)));
  transition: transform ${GALLERY_SPEED_MS}ms ${({ theme }) => theme.motion.easing};

  [dir='rtl'] & {
    transform: translateX(calc((var(--gallery-pad) - var(--gallery-index, 0) * var(--gallery-size)) * -1));
  }
  ${media.atMost(SMALL_MAX_PX)} {
    --gallery-pad: ${CENTRE_PADDING_SMALL_SHARE * 100}%;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Slide = styled.div<{ $clickable: boolean }>`
  flex: 0 0 var(--gallery-size);
  min-inline-size: 0;
  padding-inline: clamp(0.375rem, 0.2rem + 0.6vw, 0.75rem);
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  opacity: 0.45;
  transform: scale(0.94);
  transition:
    opacity ${GALLERY_SPEED_MS}ms ${({ theme }) => theme.motion.easing},
    transform ${GALLERY_SPEED_MS}ms ${({ theme }) => theme.motion.easing};

  &[data-active='true'] {
    opacity: 1;
    transform: none;
  }
  ${Caption} {
    opacity: 0;
    transition: opacity ${GALLERY_SPEED_MS}ms ease;
  }
  &[data-active='true'] ${Caption} {
    opacity: 1;
  }
  img {
    pointer-events: none;
  }
  ${media.reducedMotion} {
    transition: none;
    ${Caption} {
      transition: none;
    }
  }
`;

export const Bars = styled.div`
  display: flex;
  gap: 0.375rem;
  inline-size: min(${BAR_STRIP_PX}px, 100%);
  margin: 1.5rem auto 0;
`;

const activeBar = css`
  &::before {
    background: ${({ theme }) => theme.colors.accent};
  }
`;

export const Bar = styled.button`
  position: relative;
  flex: 1 1 0;
  min-inline-size: 0;
  block-size: 1.5rem;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-start: calc(50% - 2px);
    block-size: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.border};
    transition: background-color ${({ theme }) => theme.motion.base} ease;
  }
  &:hover::before {
    background: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-current='true'] {
    ${activeBar}
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-radius: 2px;
  }
`;
