import styled, { css } from 'styled-components';
import { media } from '../theme.ts';
import { pagedCards } from './filters.styles.ts';

/**
 * The grid of a filtered card list (people, tools): 1 column on phones, 2 on tablets, 3 from the
 * desktop width, and 4 on large screens when `$fourFromLarge` (spec 002 section 2, tools).
 */
export const CardGrid = styled.ul<{ $fourFromLarge?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('xs')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('m')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ $fourFromLarge }) =>
    $fourFromLarge
      ? css`
          ${media.up('l')} {
            grid-template-columns: repeat(4, minmax(0, 1fr));
          }
        `
      : ''}
  ${pagedCards}
`;

export const CardItem = styled.li`
  display: flex;
  min-inline-size: 0;
`;

/** The "no results" text in place of the grid. */
export const CardListEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
