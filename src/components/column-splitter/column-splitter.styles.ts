import styled from 'styled-components';
import { Container } from '../../ui/layout.tsx';
import { BLOCK_SPACE, gridRowStyle, nestedContentStyle } from '../../ui/sxa-grid.ts';

/** Between columns stacked on small screens: more than between the blocks inside a column. */
const GRID_GAP_STACKED = 'clamp(2rem, 1.5rem + 2vw, 3rem)';

/** The splitter: the page width, a 12-track row of columns. */
export const Splitter = styled(Container)<{ $placement: string }>`
  ${gridRowStyle}
  row-gap: ${GRID_GAP_STACKED};
  padding-block: ${BLOCK_SPACE};
  scroll-margin-block-start: 5rem;
  ${({ $placement }) => $placement}
`;

/**
 * One column: its own 12-track row, so the blocks in it can place themselves (SXA nests a row in
 * each column), with no second page gutter and its blocks spaced by the column.
 */
export const Column = styled.div<{ $placement: string }>`
  ${nestedContentStyle}
  ${gridRowStyle}
  ${({ $placement }) => $placement}
`;
