import styled from 'styled-components';
import { media } from '../theme.ts';
import { PROGRESS_BAR_DESKTOP_MIN_PX, PROGRESS_BAR_TOP_DESKTOP_PX, PROGRESS_BAR_TOP_MOBILE_PX } from './reading-progress.rules.ts';

/**
 * Visitors: fixed under the header, slid out of sight until the reader is past the threshold.
 * Edit mode: inline in the page, always shown (spec 001 section 4).
 */
export const ProgressRoot = styled.div<{ $inline: boolean; $shown: boolean }>`
  z-index: 40;
  inline-size: 100%;
  background: ${({ theme }) => theme.colors.background};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 4px 12px rgba(10, 30, 60, 0.08);
  ${({ $inline, $shown, theme }) =>
    $inline
      ? `position: relative;`
      : `
    position: fixed;
    inset-inline: 0;
    inset-block-start: ${PROGRESS_BAR_TOP_MOBILE_PX}px;
    visibility: ${$shown ? 'visible' : 'hidden'};
    opacity: ${$shown ? 1 : 0};
    transform: translateY(${$shown ? '0' : '-0.5rem'});
    transition: opacity ${theme.motion.base} ${theme.motion.easing}, transform ${theme.motion.base} ${theme.motion.easing}, visibility ${theme.motion.base};
    ${media.up(PROGRESS_BAR_DESKTOP_MIN_PX)} {
      inset-block-start: ${PROGRESS_BAR_TOP_DESKTOP_PX}px;
    }
    ${media.reducedMotion} {
      transition: none;
    }
  `}
  @media print {
    display: none;
  }
`;

export const ProgressInner = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  min-block-size: 3rem;
  padding-block: 0.625rem;
`;

export const ProgressLabel = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const ProgressTitle = styled.p`
  flex: 1;
  min-inline-size: 0;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Track = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-end: -1px;
  block-size: 3px;
  background: ${({ theme }) => theme.colors.surfaceStrong};
`;

/** The filled part: scaled from the start edge (the right one in Arabic). */
export const Fill = styled.div`
  block-size: 100%;
  background: ${({ theme }) => theme.colors.accent};
  transform-origin: left center;
  [dir='rtl'] & {
    transform-origin: right center;
  }
`;
