import styled, { css } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { StripBar, StripFrame, StripList, StripScrollButton } from '../../ui/scroll-strip/scroll-strip.styles.ts';
import { media } from '../../ui/theme.ts';
import { SUB_NAVIGATION_FADE_MS } from './sub-navigation.rules.ts';

/** The sticky bar, the frame with its fade edges and the arrows are the shared strip's. */
export { StripBar as Bar, StripFrame as Frame, StripScrollButton as ScrollButton };

/** Live items (showAsLive): a green that keeps 4.5:1 on white for the text and underline. */
const LIVE_GREEN = '#137A3E';
const BAR_HEIGHT = '3.5rem';

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

export const List = styled(StripList)<{ $fading: boolean; $animate: boolean }>`
  opacity: ${({ $fading }) => ($fading ? 0 : 1)};
  transition: ${({ $animate }) => ($animate ? `opacity ${SUB_NAVIGATION_FADE_MS}ms ease` : 'none')};

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

/** Edit mode only: the Links field is empty. */
export const EditorNotice = styled.p`
  margin: 0;
  padding: 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.editing};
  color: ${({ theme }) => theme.colors.editing};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
