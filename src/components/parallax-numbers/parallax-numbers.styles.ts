import styled, { css } from 'styled-components';
import { Section } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { parallaxMotion } from '../../ui/parallax.ts';

export const NumbersSection = styled(Section)`
  background: ${({ theme }) => theme.colors.surface};
  overflow-x: clip;
`;

export const CardList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: clamp(3rem, 2rem + 4vw, 6rem);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Desktop: left image, the number, right image (set lower, for depth). Below it: the number first,
 * then the two images side by side.
 */
export const Card = styled.li`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-template-areas: 'text text' 'left right';
  gap: 1.25rem;
  align-items: start;

  ${media.up('m')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr) minmax(0, 1fr);
    grid-template-areas: 'left text right';
    gap: clamp(2rem, 1rem + 3vw, 4rem);
    align-items: center;
  }
`;

export const ImageFrame = styled.div<{ $side: 'left' | 'right'; $animate: boolean }>`
  grid-area: ${({ $side }) => $side};
  position: relative;
  overflow: hidden;
  aspect-ratio: 1 / 1;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceStrong};

  ${media.up('m')} {
    aspect-ratio: 4 / 5;
    ${({ $side }) => ($side === 'right' ? 'margin-block-start: 6rem;' : 'margin-block-end: 6rem;')}
  }

  img {
    position: absolute;
    inset-inline: 0;
    inset-block-start: -10%;
    inline-size: 100%;
    block-size: 120%;
    max-inline-size: none;
    object-fit: cover;
    ${({ $animate, $side }) =>
      $animate &&
      css`
        ${$side === 'left' ? parallaxMotion('-8%', '8%') : parallaxMotion('8%', '-8%')}
      `}
  }
`;

export const Text = styled.div`
  grid-area: text;
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  text-align: center;
  align-items: center;
`;

export const Figure = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: baseline;
  column-gap: 0.2em;
  color: ${({ theme }) => theme.colors.accent};
  font-size: min(5rem, calc(100cqi / (var(--figure-length, 4) * 0.62)));
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  letter-spacing: -0.03em;
  font-variant-numeric: tabular-nums;

  &[data-attached] {
    column-gap: 0.05em;
  }

  [data-count-up-unit] {
    font-size: 0.4em;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0;
  }
`;

export const Unit = styled.span`
  font-size: 0.4em;
`;

export const Title = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const Description = styled.p`
  max-inline-size: 32rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
