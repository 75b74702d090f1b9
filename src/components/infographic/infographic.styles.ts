import styled, { css } from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Link } from '../../fields/Link.tsx';
import { eyebrowStyle, leadStyle, revealLines, sectionHeadingStyle } from '../../ui/typography.ts';
import { media } from '../../ui/theme.ts';
import { EXPAND_BELOW, type InfographicStyle } from './infographic.rules.ts';

const onBlue = css`
  color: ${({ theme }) => theme.colors.textOnDark};
`;

export const InfographicSection = styled.section<{ $style: InfographicStyle }>`
  padding-block: ${({ theme }) => theme.layout.sectionSpace};
  scroll-margin-block-start: 5rem;
  background: ${({ theme, $style }) => ($style === 'Blue' ? theme.colors.brand : $style === 'Grey' ? theme.colors.surface : theme.colors.background)};
  color: ${({ theme }) => theme.colors.text};
  ${({ $style }) => ($style === 'Blue' ? onBlue : '')}
`;

export const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  max-inline-size: 46rem;
  margin-block-end: clamp(1.75rem, 1.25rem + 2vw, 3rem);
`;

export const Eyebrow = styled.p<{ $style: InfographicStyle }>`
  ${eyebrowStyle}
  margin: 0;
  color: ${({ theme, $style }) => ($style === 'Blue' ? theme.colors.accentOnDark : theme.colors.accent)};
`;

export const Heading = styled.h2.attrs(revealLines)<{ $style: InfographicStyle }>`
  ${sectionHeadingStyle}
  margin: 0;
  ${({ theme, $style }) => ($style === 'Blue' ? `color: ${theme.colors.textOnDark};` : '')}
`;

export const Description = styled.div<{ $style: InfographicStyle }>`
  ${leadStyle}
  ${({ theme, $style }) => ($style === 'Blue' ? `color: ${theme.colors.textMutedOnDark};` : '')}
  p {
    margin: 0 0 0.75rem;
  }
  p:last-child {
    margin-block-end: 0;
  }
`;

export const Figure = styled.figure<{ $style: InfographicStyle }>`
  position: relative;
  margin: 0;
  padding: clamp(1rem, 0.5rem + 2vw, 2rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme, $style }) => ($style === 'White' ? `inset 0 0 0 1px ${theme.colors.border}` : theme.shadows.card)};

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
`;

export const SubHeading = styled.h3`
  margin: 0 0 1rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

/** Offered below 1025 px only (infographic.rules.ts: "on tablet"); the page decides by CSS. */
export const ExpandButton = styled.button`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  inline-size: fit-content;
  min-block-size: 2.75rem;
  margin-block-start: 1rem;
  margin-inline-start: auto;
  padding: 0.5rem 1.125rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.inkSoft};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${media.up(EXPAND_BELOW)} {
    display: none;
  }
`;

export const Actions = styled.div`
  margin-block-start: clamp(1.5rem, 1rem + 1.5vw, 2.5rem);
`;

export const Cta = styled(Link)<ButtonStyleProps & { $onBlue: boolean }>`
  ${buttonStyles}
  ${({ theme, $onBlue }) =>
    $onBlue
      ? `background: ${theme.colors.textOnDark}; border-color: ${theme.colors.textOnDark}; color: ${theme.colors.brand};
         &:hover { background: ${theme.colors.surface}; border-color: ${theme.colors.surface}; color: ${theme.colors.ink}; }`
      : ''}
`;

/* The viewer. */

export const Viewer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  background: rgba(6, 16, 32, 0.96);
  color: #fff;

  &:focus {
    outline: none;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 0.5rem;
  padding: 0.75rem;
`;

export const ViewerTitle = styled.h2`
  flex: 1;
  margin: 0;
  padding-inline: 0.5rem;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.08);
  color: #fff;
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: rgba(255, 255, 255, 0.2);
  }
  &[aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid #8fb4ff;
    outline-offset: 2px;
  }
`;

export const ZoomLevel = styled.output`
  min-inline-size: 3.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Stage = styled.div<{ $zoomed: boolean }>`
  position: relative;
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: 0;
  padding: 0 0.75rem 0.75rem;
  overflow: hidden;
  touch-action: none;
  user-select: none;
  cursor: ${({ $zoomed }) => ($zoomed ? 'grab' : 'zoom-in')};

  img {
    max-inline-size: 100%;
    max-block-size: 100%;
    inline-size: auto;
    block-size: auto;
    object-fit: contain;
    background: #fff;
    border-radius: ${({ theme }) => theme.radii.sm};
    transform-origin: center;
    will-change: transform;
    -webkit-user-drag: none;
  }
  &[data-animate='true'] img {
    transition: transform 150ms ease-out;
  }
  ${media.reducedMotion} {
    &[data-animate='true'] img {
      transition: none;
    }
  }
`;
