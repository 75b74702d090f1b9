import styled from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Container } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { revealLines } from '../../ui/typography.ts';

export const Wrapper = styled.section`
  padding-block: clamp(2.5rem, 1.75rem + 3vw, 4.5rem) clamp(2rem, 1.5rem + 2vw, 3.5rem);
  background: ${({ theme }) => theme.colors.background};
  scroll-margin-block-start: 3rem;
`;

export const Inner = styled(Container)`
  display: grid;
  gap: 1.25rem;

  ${media.up('m')} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    column-gap: 4rem;
    align-items: end;
  }
`;

export const Text = styled.div`
  display: grid;
  gap: 1.25rem;
  max-inline-size: 52rem;

  &::before {
    content: '';
    inline-size: 3rem;
    block-size: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

export const Headline = styled.h1.attrs(revealLines)<{ $level: 'h1' | 'h2' }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme, $level }) => ($level === 'h1' ? theme.fontSizes['3xl'] : theme.fontSizes['2xl'])};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;
  text-wrap: balance;

  &:lang(ar) {
    letter-spacing: 0;
    line-height: 1.35;
  }
`;

export const Description = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  p {
    margin: 0;
  }
  p + p {
    margin-block-start: 0.75em;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const Actions = styled.div`
  ${media.up('m')} {
    justify-self: end;
  }
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
