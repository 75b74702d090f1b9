import styled, { css } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Container } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { eyebrowStyle, revealLines } from '../../ui/typography.ts';
import { parallaxMotion } from '../../ui/parallax.ts';

export const ParallaxSection = styled.section`
  padding-block: ${({ theme }) => theme.layout.sectionSpace};
  background: ${({ theme }) => theme.colors.background};
  scroll-margin-block-start: 5rem;
`;

export const Layout = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  ${media.up('m')} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    align-items: center;
  }
`;

/** The image frame: the image inside is 124 % of its height and drifts 10 % each way. */
export const Frame = styled.div<{ $animate: boolean }>`
  position: relative;
  overflow: hidden;
  block-size: clamp(18rem, 55vw, 36rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceStrong};

  ${media.up('m')} {
    grid-column: 1 / span 8;
    grid-row: 1;
  }

  img {
    position: absolute;
    inset-inline: 0;
    inset-block-start: -12%;
    inline-size: 100%;
    block-size: 124%;
    max-inline-size: none;
    object-fit: cover;
    ${({ $animate }) =>
      $animate &&
      css`
        ${parallaxMotion('-10%', '10%')}
      `}
  }
`;

/** The text panel overlaps the image on desktop, on the image's end side; under it on phones. */
export const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
  margin-block-start: -3rem;
  margin-inline: 1rem;
  padding: clamp(1.5rem, 1rem + 2vw, 3rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  box-shadow: ${({ theme }) => theme.shadows.cardHover};

  ${media.up('m')} {
    grid-column: 7 / span 6;
    grid-row: 1;
    margin: 0;
  }
`;

export const Eyebrow = styled.p`
  ${eyebrowStyle}
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

export const Headline = styled.h2.attrs(revealLines)`
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  &:lang(ar) {
    line-height: 1.35;
  }
`;

export const Description = styled.div`
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  p + p {
    margin-block-start: 0.75em;
  }
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-block-start: 0.5rem;
`;
