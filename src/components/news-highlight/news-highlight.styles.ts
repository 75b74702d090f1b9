import styled, { keyframes } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { cardTitleLinkStyle } from '../../ui/Card.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import { media } from '../../ui/theme.ts';
import { LARGE_MOBILE_MIN_PX } from './news-highlight.rules.ts';

/**
 * Cards as a list from sm up (2 columns, 3 from m) and as a swipe carousel below sm:
 * one slide, gap 1rem, the next card peeking by 20% (7% on large mobile) — spec 001 section 9.
 */
export const NewsCards = styled(Carousel)`
  --carousel-gap: 1rem;
  --carousel-columns: 1;
  --carousel-slide-size: 80%;

  ${media.up(LARGE_MOBILE_MIN_PX)} {
    --carousel-slide-size: 93%;
  }
  ${media.up('sm')} {
    --carousel-gap: 24px;
    --carousel-columns: 2;
  }
  ${media.up('m')} {
    --carousel-columns: 3;
  }
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export { CardDateLong as DateLong, CardDateShort as DateShort } from '../../ui/Card.tsx';

export const TitleLink = styled(Link)`
  ${cardTitleLinkStyle}
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1rem;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 24px;
  }
  ${media.up('m')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  > div:nth-of-type(n + 2) {
    ${media.down('sm')} {
      display: none;
    }
  }
  > div:nth-of-type(3) {
    ${media.between('sm', 'm')} {
      display: none;
    }
  }
`;

export const SkeletonBlock = styled.div<{ $ratio?: string; $width?: string; $height?: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio ?? 'auto'};
  inline-size: ${({ $width }) => $width ?? '100%'};
  block-size: ${({ $height, $ratio }) => ($ratio ? 'auto' : ($height ?? '1rem'))};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surface} 0%,
    ${({ theme }) => theme.colors.surfaceStrong} 50%,
    ${({ theme }) => theme.colors.surface} 100%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
`;

export const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  padding-block-end: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  > :not(:first-child) {
    margin-inline: 1.5rem;
  }
`;
