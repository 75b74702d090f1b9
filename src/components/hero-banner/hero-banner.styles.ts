import styled from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Container } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { eyebrowStyle, revealLines } from '../../ui/typography.ts';

export const Hero = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: flex-end;
  min-block-size: clamp(30rem, 78vh, 46rem);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};

  ${media.down('sm')} {
    min-block-size: clamp(32rem, 88vh, 40rem);
  }
`;

export const Media = styled.div`
  position: absolute;
  inset: 0;
  z-index: -2;

  img {
    inline-size: 100%;
    block-size: 100%;
    max-inline-size: none;
    object-fit: cover;
    object-position: center;
  }
`;

/* A vertical gradient (direction-neutral, so the same in both languages) keeps white text above
   AA contrast over any photograph, darkest where the text sits. On phones the text fills most of
   the hero's height, from about a quarter down, so the gradient is dark from there (a daylight
   picture, such as a personalised variant's, would otherwise show its sky through the eyebrow). */
export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background:
    linear-gradient(180deg, rgba(7, 21, 41, 0.35) 0%, rgba(7, 21, 41, 0.15) 30%, rgba(7, 21, 41, 0.7) 65%, rgba(7, 21, 41, 0.92) 100%),
    linear-gradient(0deg, rgba(7, 21, 41, 0.25), rgba(7, 21, 41, 0.25));

  ${media.down('sm')} {
    background:
      linear-gradient(180deg, rgba(7, 21, 41, 0.3) 0%, rgba(7, 21, 41, 0.5) 25%, rgba(7, 21, 41, 0.75) 60%, rgba(7, 21, 41, 0.92) 100%),
      linear-gradient(0deg, rgba(7, 21, 41, 0.25), rgba(7, 21, 41, 0.25));
  }
`;

export const Content = styled(Container)`
  padding-block: clamp(6rem, 4rem + 8vw, 9rem) clamp(3rem, 2rem + 4vw, 5.5rem);
`;

export const TextColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1.25rem;
  max-inline-size: 48rem;
`;

export const Eyebrow = styled.p`
  ${eyebrowStyle}
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

export const Headline = styled.h1.attrs(revealLines)`
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.08;
  letter-spacing: -0.025em;

  &:lang(ar) {
    line-height: 1.3;
    letter-spacing: 0;
  }
`;

export const Description = styled.div`
  max-inline-size: 40rem;
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.55;
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-block-start: 0.75rem;
`;

export const AccentBar = styled.span`
  position: absolute;
  inset-block-end: 0;
  inset-inline-start: 0;
  inline-size: min(22rem, 40%);
  block-size: 6px;
  background: ${({ theme }) => theme.colors.accentOnDark};
`;
