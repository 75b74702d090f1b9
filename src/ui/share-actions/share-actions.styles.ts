import styled, { css } from 'styled-components';
import { media } from '../theme.ts';
import { SHARE_PANEL_BELOW_PX } from './share-actions.rules.ts';

export const Bar = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

export const Group = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const round = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  text-decoration: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    object-fit: contain;
  }
`;

export const RoundButton = styled.button`
  ${round}
`;

export const RoundLink = styled.a`
  ${round}
`;

export const ListenButton = styled.button<{ $reading: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  block-size: 2.5rem;
  padding-inline: 1rem 1.25rem;
  border: 1px solid ${({ theme, $reading }) => ($reading ? theme.colors.accent : theme.colors.ink)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $reading }) => ($reading ? theme.colors.accent : theme.colors.ink)};
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.accentStrong};
    border-color: ${({ theme }) => theme.colors.accentStrong};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Divider = styled.span`
  inline-size: 1px;
  block-size: 1.5rem;
  background: ${({ theme }) => theme.colors.border};
`;

export const CopyWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

/** The 'Link copied' confirmation above the copy button; a click hides it. */
export const Copied = styled.button`
  position: absolute;
  inset-block-end: calc(100% + 0.5rem);
  inset-inline-start: 50%;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.375rem 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  cursor: pointer;
  transform: translateX(-50%);
  [dir='rtl'] & {
    transform: translateX(50%);
  }
`;

/** The share toggle: shown below the desktop breakpoint only. */
export const ShareToggle = styled.button`
  ${round}
  ${media.up(SHARE_PANEL_BELOW_PX)} {
    display: none;
  }
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

/**
 * The share icons: in the bar on desktop; below it a panel under the toggle, shown while open.
 */
export const ShareList = styled.ul<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.down(SHARE_PANEL_BELOW_PX)} {
    position: absolute;
    inset-block-start: calc(100% + 0.5rem);
    inset-inline-end: 0;
    z-index: 3;
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    padding: 0.625rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    box-shadow: ${({ theme }) => theme.shadows.cardHover};
  }
`;

export const ShareArea = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  ${media.up(SHARE_PANEL_BELOW_PX)} {
    position: static;
  }
`;
