import styled, { css } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { Container } from '../../ui/layout.tsx';
import { BLOCK_SPACE } from '../../ui/sxa-grid.ts';

/**
 * Colours read the band's `--surface-*` (src/ui/sxa-grid.ts toneStyle), so the list stays
 * readable in a `container-dark-background` container or row.
 */
export const Wrapper = styled(Container)<{ $placement: string }>`
  padding-block: ${BLOCK_SPACE};
  scroll-margin-block-start: 5rem;
  ${({ $placement }) => $placement}
`;

export const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: var(--surface-text, ${({ theme }) => theme.colors.text});
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const List = styled.ul<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $horizontal }) =>
    $horizontal
      ? css`
          flex-direction: row;
          flex-wrap: wrap;
          column-gap: ${({ theme }) => theme.space(6)};
        `
      : ''}
`;

export const Entry = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: var(--surface-link, ${({ theme }) => theme.colors.accent});
`;

export const EntryLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  color: var(--surface-text, ${({ theme }) => theme.colors.text});
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-decoration-color: transparent;
  text-underline-offset: 0.3em;
  text-decoration-thickness: 2px;
  transition:
    text-decoration-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease;

  a&:hover {
    color: var(--surface-link, ${({ theme }) => theme.colors.accent});
    text-decoration-color: currentColor;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
