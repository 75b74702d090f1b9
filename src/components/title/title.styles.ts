import styled from 'styled-components';
import { Container } from '../../ui/layout.tsx';
import { BLOCK_SPACE } from '../../ui/sxa-grid.ts';
import { revealLines } from '../../ui/typography.ts';

export const Wrapper = styled(Container)<{ $placement: string }>`
  padding-block: ${BLOCK_SPACE};
  scroll-margin-block-start: 5rem;
  ${({ $placement }) => $placement}
`;

export const Heading = styled.h2.attrs(revealLines)`
  max-inline-size: 52rem;
  color: var(--surface-text, ${({ theme }) => theme.colors.text});
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  &:is(h1) {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }

  /* A short accent rule under the heading, the site's section-title mark. */
  &::after {
    content: '';
    display: block;
    inline-size: 3rem;
    block-size: 3px;
    margin-block-start: 0.875rem;
    border-radius: 2px;
    background: var(--surface-link, ${({ theme }) => theme.colors.accent});
  }

  a {
    color: inherit;
    text-decoration: none;
    border-radius: 2px;
  }
  a:hover {
    color: inherit;
    text-decoration: underline;
    text-decoration-color: var(--surface-link, ${({ theme }) => theme.colors.accent});
    text-decoration-thickness: 2px;
  }
`;
