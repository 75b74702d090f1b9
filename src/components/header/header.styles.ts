import styled, { css, keyframes } from 'styled-components';
import { media } from '../../ui/theme.ts';
import { HEADER_OFFSET_DESKTOP_PX, HEADER_OFFSET_MOBILE_PX, DESKTOP_MIN_WIDTH_PX } from './header.rules.ts';
import { cardTextClamp } from '../../ui/Card.tsx';

const desktop = media.up(DESKTOP_MIN_WIDTH_PX);
const mobileOnly = media.down(DESKTOP_MIN_WIDTH_PX);

type Tone = { $tone: 'dark' | 'light' };

/** The ids the header's CSS names (index.tsx renders them). */
export const MOBILE_MENU_ID = 'site-header-mobile-menu';
export const MENU_TOGGLE_ID = 'site-header-menu-toggle';

const scrolledShadow = '0 6px 24px rgba(10, 30, 60, 0.14)';
const scrolled = keyframes`
  to {
    box-shadow: ${scrolledShadow};
    border-block-end-color: transparent;
  }
`;

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Root = styled.div`
  display: contents;
`;

/** Keeps the page content out from under the fixed bar (spec 001 section 9: 57 / 66 px). */
export const Spacer = styled.div`
  block-size: ${HEADER_OFFSET_MOBILE_PX}px;
  ${desktop} {
    block-size: ${HEADER_OFFSET_DESKTOP_PX}px;
  }
`;

export const Bar = styled.div<Tone & { $editing: boolean }>`
  position: ${({ $editing }) => ($editing ? 'relative' : 'fixed')};
  inset-block-start: 0;
  inset-inline: 0;
  z-index: 900;
  background: ${({ $tone, theme }) => ($tone === 'dark' ? theme.colors.ink : theme.colors.background)};
  color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.colors.textOnDark : theme.colors.text)};
  border-block-end: 1px solid ${({ $tone, theme }) => ($tone === 'dark' ? 'rgba(255, 255, 255, 0.12)' : theme.colors.surfaceStrong)};
  transition: box-shadow ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  &[data-scrolled='true'] {
    box-shadow: ${scrolledShadow};
    border-block-end-color: transparent;
  }
  /* Before script writes data-scrolled: the same look, driven by the page's scroll position. */
  @supports (animation-timeline: scroll()) {
    &:not([data-scrolled]) {
      animation: ${scrolled} linear both;
      animation-timeline: scroll(root block);
      animation-range: 0 1px;
    }
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const BarInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  block-size: ${HEADER_OFFSET_MOBILE_PX - 1}px;
  max-inline-size: calc(${({ theme }) => theme.layout.maxWidth} + 2 * ${({ theme }) => theme.layout.gutter});
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter};
  ${desktop} {
    block-size: ${HEADER_OFFSET_DESKTOP_PX - 1}px;
    gap: ${({ theme }) => theme.space(6)};
  }
`;

export const LogoLink = styled.a`
  display: inline-flex;
  align-items: center;
  flex: none;
  ${focusRing}
  img {
    display: block;
    block-size: 30px;
    inline-size: auto;
    ${desktop} {
      block-size: 34px;
    }
  }
`;

export const DesktopNav = styled.nav`
  display: none;
  ${desktop} {
    display: flex;
    align-self: stretch;
    flex: 1 1 auto;
    min-inline-size: 0;
  }
`;

export const NavList = styled.ul`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NavEntry = styled.li`
  display: flex;
  align-items: stretch;
`;

const navItemStyle = css<Tone>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset-inline: ${({ theme }) => theme.space(3)};
    inset-block-end: 0;
    block-size: 3px;
    background: ${({ $tone, theme }) => ($tone === 'dark' ? theme.colors.accentOnDark : theme.colors.accent)};
    transform: scaleX(0);
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
  &:hover::after,
  &[aria-current='page']::after,
  &[data-active='true']::after {
    transform: scaleX(1);
  }
  /* Open: the state is its mega menu's own (a popover, the next sibling), before any script too. */
  &:has(+ :popover-open)::after {
    transform: scaleX(1);
  }
  &:hover {
    color: inherit;
  }
  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &:has(+ :popover-open) svg {
    transform: rotate(180deg);
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -4px;
  }
  ${media.reducedMotion} {
    &::after,
    svg {
      transition: none;
    }
  }
`;

export const NavAnchor = styled.a<Tone>`
  ${navItemStyle}
`;

export const NavToggle = styled.button<Tone>`
  ${navItemStyle}
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-inline-start: auto;
`;

export const DesktopOnly = styled.div`
  display: none;
  ${desktop} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  color: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: rgba(127, 140, 160, 0.16);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  ${focusRing}
`;

/**
 * The hamburger: its icon and its name (Open menu, Close menu) follow the mobile menu's popover
 * state by CSS (a hidden span leaves the accessible name), before any script.
 */
export const MenuToggle = styled(IconButton)`
  [data-when-closed] {
    display: inline-flex;
  }
  [data-when-open] {
    display: none;
  }
  :root:has(#${MOBILE_MENU_ID}:popover-open) & {
    [data-when-open] {
      display: inline-flex;
    }
    [data-when-closed] {
      display: none;
    }
  }
  ${desktop} {
    display: none;
  }
`;

/* ---------- Mega menu (desktop) ---------- */

/** A popover under the fixed bar (over its bottom border, as before), the full width. */
export const MegaPanel = styled.div`
  position: fixed;
  inset: ${HEADER_OFFSET_DESKTOP_PX - 1}px 0 auto;
  inline-size: auto;
  block-size: auto;
  max-inline-size: none;
  max-block-size: calc(100vh - ${HEADER_OFFSET_DESKTOP_PX}px);
  margin: 0;
  padding: 0;
  border: 0;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  box-shadow: 0 24px 48px rgba(10, 30, 60, 0.18);
  ${mobileOnly} {
    display: none;
  }
`;

export const MegaInner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(10)};
  max-inline-size: calc(${({ theme }) => theme.layout.maxWidth} + 2 * ${({ theme }) => theme.layout.gutter});
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space(12)};
`;

export const MegaTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(8)};
`;

export const ColumnTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding-block-end: ${({ theme }) => theme.space(2)};
  border-block-end: 2px solid ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: inherit;
    text-decoration: none;
  }
`;

export const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MenuLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding-block: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.base};
  text-decoration: none;
  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  ${focusRing}
`;

export const FeaturedList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(6)};
`;

export const FeaturedCardBox = styled.article`
  display: flex;
  flex-direction: column;
  inline-size: 300px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 355 / 240;
    object-fit: cover;
  }
`;

export const FeaturedBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
`;

export const FeaturedTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
  ${cardTextClamp}
`;

export const FeaturedText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  ${cardTextClamp}
`;

export const FeaturedMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

export const FeaturedCta = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-block-start: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  ${focusRing}
`;

/* ---------- Mobile menu ---------- */

/**
 * A popover under the fixed bar (which stays visible and usable) down to the bottom of the screen.
 * While it is open the page does not scroll, by CSS alone, below the desktop breakpoint (there the
 * menu is not shown): a rule on the root element that names the panel's class inside `:has()`, so
 * it travels with the panel's styles (a `<style>` element of the header's own would be invalid
 * in the body).
 */
export const MobilePanel = styled.div`
  ${mobileOnly} {
    :root:has(&:popover-open) {
      overflow: hidden;
    }
  }
  position: fixed;
  inset-block: ${HEADER_OFFSET_MOBILE_PX}px 0;
  inset-inline: 0;
  inline-size: auto;
  block-size: auto;
  max-inline-size: none;
  max-block-size: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  ${desktop} {
    display: none;
  }
`;

export const MobileList = styled.ul`
  margin: 0;
  padding: 0 ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space(10)};
  list-style: none;
  > li {
    border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
    scroll-margin-block-start: ${({ theme }) => theme.space(2)};
  }
`;

const mobileRow = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: 100%;
  min-block-size: 56px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
  > span:first-of-type {
    flex: 1 1 auto;
  }
`;

export const MobileRowButton = styled.button`
  ${mobileRow}
`;

export const MobileRowLink = styled.a`
  ${mobileRow}
`;

/** An accordion section's row: the summary of its details element (the marker hidden, a chevron instead). */
export const MobileRowSummary = styled.summary`
  ${mobileRow}
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &::marker {
    content: '';
  }
  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
  ${media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

export const MobileRowHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export const AccordionPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding-block: 0 ${({ theme }) => theme.space(5)};
`;

export const MobileUtilities = styled.li`
  &&& {
    border-block-end: 0;
  }
  padding-block-start: ${({ theme }) => theme.space(4)};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  }
`;
