import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Link } from '../../fields/Link.tsx';
import { Container } from '../../ui/layout.tsx';
import type { ButtonAlign } from './button.rules.ts';

const justify: Record<ButtonAlign, string> = { start: 'flex-start', center: 'center', end: 'flex-end' };

/**
 * Consecutive Button blocks on the same background sit close together, as a group (their own
 * tighter rhythm than a section's BLOCK_SPACE). Like BLOCK_SPACE they read `--block-space`, so
 * inside a column or a wrapped container, where the layout block spaces its blocks, a light
 * button adds no room of its own; a dark one keeps its inner room (its band must not hug it).
 * Placed side by side in an SXA row (`GridParameters`, `$placement`), each keeps its own room,
 * so buttons in one row line up.
 */
export const Wrapper = styled(Container)<{ $align: ButtonAlign; $dark: boolean; $placement: string }>`
  display: flex;
  justify-content: ${({ $align }) => justify[$align]};
  padding-block: ${({ $dark, theme }) => ($dark ? theme.space(4) : `var(--block-space, ${theme.space(4)})`)};
  background: ${({ $dark, theme }) => ($dark ? theme.colors.ink : 'transparent')};
  color: ${({ $dark, theme }) => ($dark ? theme.colors.textOnDark : 'inherit')};
  scroll-margin-block-start: 5rem;

  /* The last block of an area: room before the footer, as the section blocks have. */
  &:last-child {
    padding-block-end: ${({ $dark, theme }) => ($dark ? theme.space(12) : `var(--block-space, ${theme.space(12)})`)};
  }

  &[data-tone='light']:not([data-placed]) + &[data-tone='light']:not([data-placed]),
  &[data-tone='dark']:not([data-placed]) + &[data-tone='dark']:not([data-placed]) {
    padding-block-start: 0;
  }
  ${({ $placement }) => $placement}
`;

export const BlockButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export const PlainLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
