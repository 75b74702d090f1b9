import styled from 'styled-components';
import type { SxaTone } from '../../lib/sxa-params.ts';
import { gridRowStyle, toneStyle } from '../../ui/sxa-grid.ts';

export const Splitter = styled.div<{ $placement: string }>`
  scroll-margin-block-start: 5rem;
  ${({ $placement }) => $placement}
`;

/** One row: a full-width band whose blocks keep their own page width and vertical room. */
export const Band = styled.div<{ $tone: SxaTone }>`
  ${gridRowStyle}
  ${toneStyle}
`;
