import styled from 'styled-components';

export const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 2rem;
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

export const Figure = styled.p`
  display: flex;
  align-items: baseline;
  gap: 0.375rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.accentOnDark};
  font-size: clamp(2.75rem, 2rem + 3vw, 4.5rem);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

export const Unit = styled.span`
  font-size: 0.45em;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Description = styled.div`
  flex: 1 1 16rem;
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  p {
    margin: 0;
  }
`;
