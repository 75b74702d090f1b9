import styled, { css, keyframes } from 'styled-components';
import { media } from '../theme.ts';

/*
 * The site's one accordion look: items between hairlines, a title on the start side and a round
 * plus/minus mark on the end side (logical properties, so it mirrors in Arabic), the panel fading
 * in when a visitor opens it (not in edit mode, not with reduced motion).
 */

export const AccordionList = styled.div`
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export const AccordionItem = styled.div`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Heading = styled.h3`
  margin: 0;
  font: inherit;
`;

const headerBox = css<{ $size: 'md' | 'lg' }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1.5rem;
  inline-size: 100%;
  padding-block: ${({ $size }) => ($size === 'lg' ? 'clamp(1.25rem, 1rem + 0.8vw, 1.75rem)' : '1.25rem')};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: start;
`;

export const StaticHeader = styled.div<{ $size: 'md' | 'lg' }>`
  ${headerBox}
`;

export const HeaderTitle = styled.span`
  min-inline-size: 0;
`;

export const Indicator = styled.span`
  position: relative;
  flex: none;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.accent};
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease;

  &::before,
  &::after {
    content: '';
    position: absolute;
    inset-block-start: 50%;
    inset-inline-start: 50%;
    inline-size: 0.875rem;
    block-size: 2px;
    margin-block-start: -1px;
    margin-inline-start: -0.4375rem;
    border-radius: 1px;
    background: currentColor;
    transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
  &::after {
    transform: rotate(90deg);
  }
  ${media.reducedMotion} {
    transition: none;
    &::before,
    &::after {
      transition: none;
    }
  }
`;

export const Trigger = styled.button<{ $size: 'md' | 'lg' }>`
  ${headerBox}
  padding-inline: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
  &:hover ${Indicator} {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-expanded='true'] ${Indicator} {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: #fff;
  }
  &[aria-expanded='true'] ${Indicator}::after {
    transform: rotate(0deg);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const reveal = keyframes`
  from { opacity: 0; transform: translateY(-6px); }
  to { opacity: 1; transform: none; }
`;

export const Panel = styled.div<{ $animate: boolean }>`
  padding-block-end: clamp(1.25rem, 1rem + 1vw, 2rem);

  &[hidden] {
    display: none;
  }
  ${({ $animate, theme }) =>
    $animate
      ? css`
          animation: ${reveal} ${theme.motion.base} ${theme.motion.easing};
          ${media.reducedMotion} {
            animation: none;
          }
        `
      : ''}
`;
