import styled, { css } from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Container } from '../../ui/layout.tsx';
import { BLOCK_SPACE } from '../../ui/sxa-grid.ts';
import { media } from '../../ui/theme.ts';
import { NAVIGATION_DESKTOP_MIN_PX, type NavigationPosition } from './navigation.rules.ts';

/**
 * Below the desktop width the menu folds behind its toggle and every level is an indented list;
 * from it, the menu is always shown: a row with dropdowns (navigation-horizontal) or a vertical
 * tree. Edit mode is static: everything shown at every width, no toggle, no dropdowns.
 *
 * Colours read the band's `--surface-*` (src/ui/sxa-grid.ts toneStyle), so the menu stays
 * readable in a `container-dark-background` container or row; a desktop dropdown is its own white
 * card and takes the page's colours again.
 */
const desktop = media.up(NAVIGATION_DESKTOP_MIN_PX);
const mobile = media.down(NAVIGATION_DESKTOP_MIN_PX);
const hoverDesktop = `@media (hover: hover) and (pointer: fine) and (min-width: ${NAVIGATION_DESKTOP_MIN_PX}px)`;

const justify: Record<NavigationPosition, string> = { start: 'flex-start', center: 'center', end: 'flex-end' };

interface Mode {
  $horizontal: boolean;
  $position: NavigationPosition;
  $editing: boolean;
}

export const Root = styled(Container)<{ $placement: string }>`
  padding-block: ${BLOCK_SPACE};
  scroll-margin-block-start: 5rem;
  ${({ $placement }) => $placement}
`;

export const Nav = styled.nav<Mode>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $position }) => justify[$position]};
  gap: ${({ theme }) => theme.space(3)};
`;

export const Toggle = styled.button<ButtonStyleProps & { $editing: boolean }>`
  ${buttonStyles}
  border-color: var(--surface-link, ${({ theme }) => theme.colors.accent});
  color: var(--surface-link, ${({ theme }) => theme.colors.accent});
  ${desktop} {
    display: none;
  }
  ${({ $editing }) => ($editing ? 'display: none;' : '')}
`;

export const Panel = styled.div<{ $open: boolean; $editing: boolean }>`
  inline-size: 100%;
  ${mobile} {
    ${({ $open, $editing }) => ($open || $editing ? '' : 'display: none;')}
    padding-block: ${({ theme }) => theme.space(2)};
    border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  }
`;

export const List = styled.ul<Mode>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${desktop} {
    ${({ $horizontal, $position }) =>
      $horizontal
        ? css`
            flex-direction: row;
            flex-wrap: wrap;
            align-items: center;
            justify-content: ${justify[$position]};
            gap: ${({ theme }) => theme.space(2)};
          `
        : ''}
  }
`;

export const Item = styled.li`
  position: relative;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const linkStyles = css<{ $level: number }>`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: var(--surface-text, ${({ theme }) => theme.colors.text});
  font-size: ${({ $level, theme }) => ($level === 1 ? theme.fontSizes.base : theme.fontSizes.sm)};
  font-weight: ${({ $level, theme }) => ($level === 1 ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  line-height: 1.3;
  text-decoration: none;
  ${focusRing}
  /* 44 px touch targets on phones; a denser tree with a pointer. */
  ${desktop} {
    min-block-size: ${({ $level }) => ($level === 1 ? '2.5rem' : '2.125rem')};
    padding-block: ${({ theme }) => theme.space(1.5)};
  }

  a& {
    transition:
      color ${({ theme }) => theme.motion.fast} ease,
      background-color ${({ theme }) => theme.motion.fast} ease;
    ${media.reducedMotion} {
      transition: none;
    }
  }
  /* The hover pill is light in every band, so the page's own accent reads on it. */
  a&:hover {
    color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
  }
  &[data-trail='true'] {
    color: var(--surface-link, ${({ theme }) => theme.colors.brand});
  }
  /* The current page: accent text and a bar on the line's start side (mirrored in Arabic). */
  border-inline-start: 3px solid transparent;
  &[aria-current='page'] {
    color: var(--surface-link, ${({ theme }) => theme.colors.accent});
    border-inline-start-color: var(--surface-link, ${({ theme }) => theme.colors.accent});
  }
`;

export const SubToggle = styled.button`
  display: none;
  align-items: center;
  justify-content: center;
  inline-size: 2rem;
  block-size: 2rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: var(--surface-text, ${({ theme }) => theme.colors.text});
  cursor: pointer;
  ${focusRing}
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  svg {
    transition: transform ${({ theme }) => theme.motion.fast} ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${media.reducedMotion} {
    svg {
      transition: none;
    }
  }
  ${desktop} {
    display: inline-flex;
  }
`;

/**
 * A nested level: indented under its parent, or, for a root item of a horizontal menu on the
 * desktop, a dropdown shown when its toggle opens it or the pointer rests on the item.
 */
export const SubList = styled.ul<{ $dropdown: boolean; $open: boolean; $position: NavigationPosition }>`
  margin: 0;
  padding: 0;
  padding-inline-start: ${({ theme }) => theme.space(4)};
  list-style: none;
  border-inline-start: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  margin-inline-start: ${({ theme }) => theme.space(3)};

  ${({ $dropdown, $open, $position }) =>
    $dropdown
      ? css`
          ${desktop} {
            display: ${$open ? 'block' : 'none'};
            position: absolute;
            inset-block-start: 100%;
            /* A menu at the end of the line opens its dropdowns towards the start, so they stay on screen. */
            ${$position === 'end' ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;'}
            z-index: 50;
            min-inline-size: 15rem;
            margin: 0;
            padding: ${({ theme }) => theme.space(2)};
            border: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
            border-radius: ${({ theme }) => theme.radii.md};
            background: ${({ theme }) => theme.colors.background};
            box-shadow: ${({ theme }) => theme.shadows.cardHover};
            /* A white card even in a dark band: back to the page's colours (the fallbacks). */
            --surface-text: initial;
            --surface-text-muted: initial;
            --surface-link: initial;
          }
          ${hoverDesktop} {
            ${Item}:hover > & {
              display: block;
            }
          }
        `
      : ''}
`;

export const ToggleLabel = styled.span`
  display: inline-block;
`;
