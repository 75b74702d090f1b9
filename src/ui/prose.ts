import { css } from 'styled-components';

/**
 * Long-form typography for editor HTML (measure, rhythm, headings, lists, quotes, tables), for the
 * SXA text blocks. Colours read the `--surface-*` properties a dark band sets (src/ui/sxa-grid.ts),
 * so the text stays readable there. The rich text block and page content use it.
 */
export const proseStyle = css`
  max-inline-size: 48rem;
  color: var(--surface-text, ${({ theme }) => theme.colors.text});
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
    color: var(--surface-link, ${({ theme }) => theme.colors.accent});
  }
  a {
    color: var(--surface-link, ${({ theme }) => theme.colors.accent});
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: 1.25rem;
    border-inline-start: 4px solid var(--surface-link, ${({ theme }) => theme.colors.accent});
    color: var(--surface-text, ${({ theme }) => theme.colors.brand});
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
    color: var(--surface-text-muted, ${({ theme }) => theme.colors.textMuted});
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  hr {
    border: 0;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
