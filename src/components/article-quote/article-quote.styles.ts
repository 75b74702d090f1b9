import styled from 'styled-components';

export const Quote = styled.figure`
  position: relative;
  margin: 0;
  padding-block: 1.5rem;
  padding-inline: 1.75rem 0;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
`;

export const Mark = styled.span`
  display: block;
  margin-block-end: 0.25rem;
  color: ${({ theme }) => theme.colors.accent};
  font-family: Georgia, 'Times New Roman', serif;
  font-size: 3.5rem;
  line-height: 0.6;
`;

export const QuoteText = styled.blockquote`
  margin: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  p {
    margin: 0;
  }
`;

export const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  margin-block-start: 1.25rem;
`;

export const QuoteAuthor = styled.span`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const QuoteDesignation = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
