import styled from 'styled-components';
import { proseStyle } from '../../ui/prose.ts';

export const Heading = styled.h2`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const Prose = styled.div`
  ${proseStyle}
  max-inline-size: none;

  img {
    max-inline-size: 100%;
    block-size: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
