import styled, { css } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { media } from '../../ui/theme.ts';
import {
  DESKTOP_MIN_PX,
  STICKY_TOP_DESKTOP_PX,
  STICKY_TOP_MOBILE_PX,
  SUB_NAVIGATION_FADE_MS,
} from './sub-navigation.rules.ts';

/** Live items (showAsLive): a green that keeps 4.5:1 on white for the text and underline. */
const LIVE_GREEN = '#137A3E';
const BAR_HEIGHT = '3.5rem';

/** The bar: sticky under the header for visitors, static in edit mode (spec 001 section 2). */
export const Bar = styled.div<{ $sticky: boolean }>`
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

export const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  inline-size: 100%;
  max-inline-size: calc(${({ theme }) => theme.layout.maxWidth} + 2 * ${({ theme }) => theme.layout.gutter});
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter};

  ${media.up('sm')} {
    flex-direction: row;
    align-items: center;
    gap: 1.5rem;
  }
`;

/** The country or port dropdown: its own row on phones, at the start of the bar from tablet on. */
export const DropdownSlot = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding-block: 0.625rem 0.25rem;
  border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceStrong};

  ${media.up('sm')} {
    flex: none;
    padding-block: 0;
    padding-inline-end: 1.5rem;
    border-block-end: 0;
    border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
    align-self: stretch;
  }
`;

export const DropdownLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;

  [dir='rtl'] & {
    letter-spacing: 0;
  }
`;

export const Nav = styled.nav`
  position: relative;
  flex: 1 1 auto;
  min-inline-size: 0;
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
export const Frame = styled.div`
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

export const List = styled.ul<{ $fading: boolean; $animate: boolean }>`
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
  opacity: ${({ $fading }) => ($fading ? 0 : 1)};
  transition: ${({ $animate }) => ($animate ? `opacity ${SUB_NAVIGATION_FADE_MS}ms ease` : 'none')};

  &::-webkit-scrollbar {
    display: none;
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Item = styled.li`
  display: flex;
  flex: none;
`;

export const NavLink = styled(Link)<{ $active: boolean; $live: boolean; $highlight: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: ${BAR_HEIGHT};
  padding-inline: 0.875rem;
  color: ${({ theme, $active, $live }) => ($active ? ($live ? LIVE_GREEN : theme.colors.ink) : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $active }) => ($active ? theme.fontWeights.semibold : theme.fontWeights.medium)};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  transition: color ${({ theme }) => theme.motion.fast} ease;

  &::after {
    content: '';
    position: absolute;
    inset-inline: 0.875rem;
    inset-block-end: 0;
    block-size: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ theme, $live }) => ($live ? LIVE_GREEN : theme.colors.accent)};
    transform: scaleX(${({ $active }) => ($active ? 1 : 0)});
    transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }

  &:hover {
    color: ${({ theme, $live }) => ($live ? LIVE_GREEN : theme.colors.ink)};
  }
  &:hover::after {
    transform: scaleX(1);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -4px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  ${({ $highlight, theme }) =>
    $highlight
      ? css`
          color: ${theme.colors.accent};
          font-weight: ${theme.fontWeights.semibold};
        `
      : ''}

  ${media.reducedMotion} {
    &::after {
      transition: none;
    }
  }
`;

/** The 'live' marker before a showAsLive link's text. */
export const LiveDot = styled.span`
  inline-size: 0.5rem;
  block-size: 0.5rem;
  border-radius: 50%;
  background: ${LIVE_GREEN};
  box-shadow: 0 0 0 3px color-mix(in srgb, ${LIVE_GREEN} 22%, transparent);
`;

export const ScrollButton = styled.button<{ $side: 'start' | 'end' }>`
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

/** Edit mode only: the Links field is empty. */
export const EditorNotice = styled.p`
  margin: 0;
  padding: 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.editing};
  color: ${({ theme }) => theme.colors.editing};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
