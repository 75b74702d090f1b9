import styled from 'styled-components';
import { media } from '../../ui/theme.ts';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';

export const Stage = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: grid;
  align-items: center;
  min-block-size: clamp(28rem, 70vh, 44rem);
  padding-block: clamp(3rem, 2rem + 5vw, 6rem);
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

export const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    object-position: 70% 100%;
  }
  &::after {
    /* Keeps the text readable over any illustration, on the reading side. */
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(to right, rgba(10, 30, 60, 0.92) 0%, rgba(10, 30, 60, 0.55) 55%, rgba(10, 30, 60, 0.1) 100%);
  }
  [dir='rtl'] &::after {
    background: linear-gradient(to left, rgba(10, 30, 60, 0.92) 0%, rgba(10, 30, 60, 0.55) 55%, rgba(10, 30, 60, 0.1) 100%);
  }
`;

export const Copy = styled.div`
  max-inline-size: 34rem;
`;

export const Headline = styled.h1`
  margin: 0;
  font-size: clamp(4.5rem, 3rem + 8vw, 9rem);
  line-height: 1;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.03em;
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

export const SubHeadline = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Description = styled.div`
  margin-block-start: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  margin-block-start: ${({ theme }) => theme.space(8)};
  ${media.down('sm')} {
    a {
      inline-size: 100%;
    }
  }
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
