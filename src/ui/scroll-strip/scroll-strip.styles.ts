import styled, { css } from 'styled-components';
import { media } from '../theme.ts';
import { DESKTOP_MIN_PX, STICKY_TOP_DESKTOP_PX, STICKY_TOP_MOBILE_PX } from './scroll-strip.rules.ts';

/**
 * The pieces of a sideways-scrolling link strip under the header (sub-navigation, anchor bar):
 * the sticky bar, the frame with its fade edges, the list and the two arrow buttons.
 */

/** The bar: sticky under the header for visitors, static in edit mode (spec 001 section 2). */
export const StripBar = styled.div<{ $sticky: boolean }>`
  z-index: 20;
  background: ${({ theme }) => theme.colors.background};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 6px 16px -12px rgba(10, 30, 60, 0.35);
  scroll-margin-block-start: ${STICKY_TOP_DESKTOP_PX}px;
  ${({ $sticky }) =>
    $sticky
      ? css`
          position: sticky;
          inset-block-start: ${STICKY_TOP_MOBILE_PX}px;
          ${media.up(DESKTOP_MIN_PX)} {
            inset-block-start: ${STICKY_TOP_DESKTOP_PX}px;
          }
        `
      : css`
          position: relative;
        `}
`;

const fadeEdge = css`
  content: '';
  position: absolute;
  inset-block: 0;
  z-index: 1;
  inline-size: 3rem;
  pointer-events: none;
  opacity: 0;
  transition: opacity ${({ theme }) => theme.motion.fast} ease;
`;

/**
 * The scrolling frame. Fade edges show where more links hide (data-fade-start / data-fade-end,
 * set from the scroll position); both are off at the ends and when nothing overflows.
 */
export const StripFrame = styled.div`
  position: relative;

  &::before {
    ${fadeEdge}
    inset-inline-start: 2.25rem;
    background: linear-gradient(to right, ${({ theme }) => theme.colors.background} 35%, transparent);
  }
  &::after {
    ${fadeEdge}
    inset-inline-end: 2.25rem;
    background: linear-gradient(to left, ${({ theme }) => theme.colors.background} 35%, transparent);
  }
  [dir='rtl'] &::before {
    background: linear-gradient(to left, ${({ theme }) => theme.colors.background} 35%, transparent);
  }
  [dir='rtl'] &::after {
    background: linear-gradient(to right, ${({ theme }) => theme.colors.background} 35%, transparent);
  }
  &[data-fade-start='true']::before,
  &[data-fade-end='true']::after {
    opacity: 1;
  }
`;

/** The list itself: one row that scrolls sideways, without a scrollbar (arrows, keys, touch). */
export const StripList = styled.ul`
  display: flex;
  align-items: stretch;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  -webkit-overflow-scrolling: touch;

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const StripScrollButton = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  inset-block: 0;
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  z-index: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.25rem;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;

  &[hidden] {
    display: none;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;
