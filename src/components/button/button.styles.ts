import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Link } from '../../fields/Link.tsx';
import { Container } from '../../ui/layout.tsx';
import type { ButtonAlign } from './button.rules.ts';

const justify: Record<ButtonAlign, string> = { start: 'flex-start', center: 'center', end: 'flex-end' };

/** Consecutive Button blocks on the same background sit close together, as a group. */
export const Wrapper = styled(Container)<{ $align: ButtonAlign; $dark: boolean }>`
  display: flex;
  justify-content: ${({ $align }) => justify[$align]};
  padding-block: ${({ theme }) => theme.space(4)};
  background: ${({ $dark, theme }) => ($dark ? theme.colors.ink : 'transparent')};
  color: ${({ $dark, theme }) => ($dark ? theme.colors.textOnDark : 'inherit')};

  /* The last block of an area: room before the footer, as the section blocks have. */
  &:last-child {
    padding-block-end: ${({ theme }) => theme.space(12)};
  }

  &[data-tone='light'] + &[data-tone='light'],
  &[data-tone='dark'] + &[data-tone='dark'] {
    padding-block-start: 0;
  }
`;

export const BlockButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export const PlainLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
