import styled from 'styled-components';
import { StripFrame, StripList, StripScrollButton } from '../../ui/scroll-strip/scroll-strip.styles.ts';
import { media } from '../../ui/theme.ts';

/** 54 px: with its border the bar ends at 121 px on desktop (66 + 55), inside the spec's 126 px offset. */
const LINK_HEIGHT = '3.375rem';

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 1.5rem;
  inline-size: 100%;
  max-inline-size: calc(${({ theme }) => theme.layout.maxWidth} + 2 * ${({ theme }) => theme.layout.gutter});
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter};
`;

export const Nav = styled.nav`
  position: relative;
  flex: 1 1 auto;
  min-inline-size: 0;
`;

/** Tablet (sm up to m): touch scrolling only, so no arrows and the fades sit at the very edges. */
export const Frame = styled(StripFrame)`
  ${media.between('sm', 'm')} {
    &::before {
      inset-inline-start: 0;
    }
    &::after {
      inset-inline-end: 0;
    }
  }
`;

export const ScrollButton = styled(StripScrollButton)`
  ${media.between('sm', 'm')} {
    display: none;
  }
`;

export const List = styled(StripList)`
  gap: 0.5rem;
`;

export const Item = styled.li`
  display: flex;
  flex: none;
`;

export const AnchorLink = styled.a<{ $active: boolean; $highlight: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-block-size: ${LINK_HEIGHT};
  padding-inline: 0.875rem;
  color: ${({ theme, $active, $highlight }) => ($highlight ? theme.colors.accent : $active ? theme.colors.ink : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $active, $highlight }) => ($active || $highlight ? theme.fontWeights.semibold : theme.fontWeights.medium)};
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
    background: ${({ theme }) => theme.colors.accent};
    transform: scaleX(${({ $active }) => ($active ? 1 : 0)});
    transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
  &:hover::after {
    transform: scaleX(1);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -4px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  /* highlightAnchorTitle: the link the editor wants noticed (a call to action among the sections). */
  &[data-highlight='true'] {
    margin-inline-start: 0.25rem;
    &::before {
      content: '';
      inline-size: 0.4375rem;
      block-size: 0.4375rem;
      margin-inline-end: 0.5rem;
      border-radius: 50%;
      background: currentColor;
    }
  }

  ${media.reducedMotion} {
    transition: none;
    &::after {
      transition: none;
    }
  }
`;

/** Edit mode only: no usable link. */
export const EditorNotice = styled.p`
  margin: 0;
  padding: 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.editing};
  color: ${({ theme }) => theme.colors.editing};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
