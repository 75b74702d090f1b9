import styled from 'styled-components';
import { Container } from '../../ui/layout.tsx';
import { proseStyle } from '../../ui/prose.ts';
import { BLOCK_SPACE } from '../../ui/sxa-grid.ts';

/** `scroll-margin`: an `#id` link lands the text below the fixed header, as for the image block. */
export const Wrapper = styled(Container)<{ $placement: string }>`
  /* Inside SXA layout blocks (columns, wrapped containers) --block-space is 0: they space their blocks. */
  padding-block: ${BLOCK_SPACE};
  scroll-margin-block-start: 5rem;
  ${({ $placement }) => $placement}
`;

/**
 * Long-form typography for editor HTML (src/ui/prose.ts, shared with the SXA text blocks; it reads
 * the colours a dark band sets), plus the editors' `text-center` style.
 */
export const Prose = styled.div`
  ${proseStyle}

  &.text-center {
    margin-inline: auto;
    text-align: center;
  }
`;
