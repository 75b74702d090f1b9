import styled from 'styled-components';
import { Section } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';

export const BenefitsSection = styled(Section)`
  padding-block: clamp(2rem, 1.5rem + 2.5vw, 4rem);
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('m')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
