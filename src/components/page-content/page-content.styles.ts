import styled from 'styled-components';
import { Container } from '../../ui/layout.tsx';
import { proseStyle } from '../../ui/prose.ts';
import { BLOCK_SPACE } from '../../ui/sxa-grid.ts';

export const Wrapper = styled(Container)<{ $placement: string }>`
  padding-block: ${BLOCK_SPACE};
  scroll-margin-block-start: 5rem;
  ${({ $placement }) => $placement}
`;

export const Prose = styled.div`
  ${proseStyle}
`;
