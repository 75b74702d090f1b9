import styled from 'styled-components';

export const Authors = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2.5rem;
  margin: 0;
  padding: 1.25rem 0;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

export const Author = styled.li`
  display: flex;
  align-items: center;
  gap: 0.875rem;
`;

export const Monogram = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Who = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
`;

export const Name = styled.span`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Designation = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
