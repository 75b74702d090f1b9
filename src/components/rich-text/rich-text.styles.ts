import styled from 'styled-components';
import { Container } from '../../ui/layout.tsx';

export const Wrapper = styled(Container)<{ $placement: string }>`
  /* Inside SXA layout blocks (columns, wrapped containers) --block-space is 0: they space their blocks. */
  padding-block: var(--block-space, clamp(1.5rem, 1rem + 2vw, 3rem));
  ${({ $placement }) => $placement}
`;

/** Long-form typography for editor HTML: measure, rhythm, headings, lists, quotes, tables. */
export const Prose = styled.div`
  max-inline-size: 48rem;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.7;

  > * + * {
    margin-block-start: 1.1em;
  }
  h2 {
    margin-block-start: 2em;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    margin-block-start: 1.75em;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h4 {
    margin-block-start: 1.5em;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h2 + *,
  h3 + *,
  h4 + * {
    margin-block-start: 0.6em;
  }
  /* A heading that opens the text does not push it down (in a column it would misalign it). */
  > :first-child {
    margin-block-start: 0;
  }
  ul,
  ol {
    padding-inline-start: 1.4em;
  }
  li + li {
    margin-block-start: 0.4em;
  }
  li::marker {
    color: ${({ theme }) => theme.colors.accent};
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: 1.25rem;
    border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  img {
    border-radius: ${({ theme }) => theme.radii.md};
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
  th,
  td {
    padding: 0.75rem;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  hr {
    border: 0;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }

  &.text-center {
    margin-inline: auto;
    text-align: center;
  }
`;
