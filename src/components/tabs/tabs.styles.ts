import styled, { css, keyframes } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { media } from '../../ui/theme.ts';
import { TAB_LAYOUT_BREAKPOINT } from './tabs.rules.ts';

/*
 * The layout switch at the tablet breakpoint (spec 000 section 4, sm 768 px):
 * - below it, the tabs are compact pills in a strip that scrolls sideways (with its arrows when it
 *   overflows), and a panel stacks its image above its text;
 * - from it, the tabs are underlined labels on a rule across the section, and a panel sets its
 *   text and image side by side.
 * The strip stays one horizontal row at every width: a phone visitor swipes or uses the arrows,
 * and every tab keeps the same keyboard and screen-reader behaviour.
 */

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export const Frame = styled.div`
  position: relative;
  margin-block-end: clamp(1.5rem, 1rem + 2vw, 2.5rem);

  ${media.up(TAB_LAYOUT_BREAKPOINT)} {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Strip = styled.div`
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scrollbar-width: none;
  /* A focused tab scrolls clear of the arrow that covers the strip's edge. */
  scroll-padding-inline: 3rem;
  /* Room for the focus ring inside the clipping box. */
  padding: 4px;
  margin: -4px;

  &::-webkit-scrollbar {
    display: none;
  }

  ${media.up(TAB_LAYOUT_BREAKPOINT)} {
    gap: clamp(0.5rem, 2vw, 2rem);
    padding-block-end: 0;
    margin-block-end: 0;
  }
`;

export const TabButton = styled.button`
  flex: none;
  position: relative;
  padding: 0.5rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.3;
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.motion.fast} ease,
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.text};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
    color: #fff;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  ${media.up(TAB_LAYOUT_BREAKPOINT)} {
    padding: 1rem 0.25rem 1.125rem;
    border: 0;
    border-radius: 0;
    background: transparent;
    font-size: ${({ theme }) => theme.fontSizes.md};

    &::after {
      content: '';
      position: absolute;
      inset-inline: 0;
      inset-block-end: 0;
      block-size: 3px;
      border-radius: 3px 3px 0 0;
      background: transparent;
      transition: background-color ${({ theme }) => theme.motion.fast} ease;
    }
    &:hover {
      border: 0;
    }
    &[aria-selected='true'] {
      background: transparent;
      color: ${({ theme }) => theme.colors.text};
    }
    &[aria-selected='true']::after {
      background: ${({ theme }) => theme.colors.accent};
    }
    &:focus-visible {
      outline-offset: -3px;
    }
  }
`;

/** Pointer users' arrows over the strip's ends, each shown only when the strip overflows that way. */
export const ScrollButton = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  inset-block: 0;
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: ${({ $side }) => ($side === 'start' ? 'flex-start' : 'flex-end')};
  inline-size: 4rem;
  padding: 0;
  border: 0;
  /* The arrow sits on the page colour, fading into the tabs it covers. */
  background: linear-gradient(${({ $side }) => ($side === 'start' ? 'to right' : 'to left')}, ${({ theme }) => theme.colors.background} 50%, transparent);
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;

  [dir='rtl'] & {
    background: linear-gradient(${({ $side }) => ($side === 'start' ? 'to left' : 'to right')}, ${({ theme }) => theme.colors.background} 50%, transparent);
  }
  &[hidden] {
    display: none;
  }
`;

export const ArrowDisc = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease;

  button:hover > & {
    background: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
    color: #fff;
  }
`;

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

export const Panel = styled.div<{ $animate: boolean }>`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  ${({ $animate, theme }) =>
    $animate
      ? css`
          animation: ${fadeIn} ${theme.motion.base} ${theme.motion.easing};
          @media (prefers-reduced-motion: reduce) {
            animation: none;
          }
        `
      : ''}
`;

export const PanelGrid = styled.div<{ $withImage: boolean }>`
  display: grid;
  gap: 1.5rem;

  ${media.up(TAB_LAYOUT_BREAKPOINT)} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    gap: clamp(2rem, 1rem + 3vw, 4.5rem);
    align-items: center;
  }
`;

export const PanelText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
  max-inline-size: 40rem;

  ${media.down(TAB_LAYOUT_BREAKPOINT)} {
    order: 2;
  }
`;

export const PanelHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text};
`;

export const PanelBody = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  p + p,
  p + ul,
  ul + p {
    margin-block-start: 0.75rem;
  }
  ul {
    padding-inline-start: 1.25rem;
    list-style: disc;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
  }
`;

export const PanelMedia = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }

  ${media.down(TAB_LAYOUT_BREAKPOINT)} {
    order: 1;
  }
`;

/* Edit mode: every tab in turn, its title as an editable label above its fields. */
export const EditingList = styled.div`
  display: grid;
  gap: 2rem;
`;

export const EditingTab = styled.div`
  padding: 1.25rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const EditingTitle = styled.p`
  margin-block-end: 1rem;
  padding-block-end: 0.75rem;
  border-block-end: 3px solid ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
