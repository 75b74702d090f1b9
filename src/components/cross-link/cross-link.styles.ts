import styled from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { media } from '../../ui/theme.ts';
import { eyebrowStyle } from '../../ui/typography.ts';
import { cardTextClamp } from '../../ui/Card.tsx';

export const Wrapper = styled.section`
  padding-block: clamp(2rem, 1.5rem + 2vw, 3.5rem);
  scroll-margin-block-start: 3rem;
`;

export const Card = styled.div<{ $withImage: boolean }>`
  display: grid;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${media.up('sm')} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 5fr) minmax(0, 7fr)' : '1fr')};
    min-block-size: 20rem;
  }
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  background: ${({ theme }) => theme.colors.surfaceStrong};

  img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  ${media.up('sm')} {
    aspect-ratio: auto;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: 1rem;
  padding: clamp(1.5rem, 1rem + 2.5vw, 3.5rem);
`;

export const Eyebrow = styled.p`
  ${eyebrowStyle}
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
`;

export const Headline = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${cardTextClamp}
`;

export const Description = styled.div`
  max-inline-size: 40rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  p {
    margin: 0;
  }
  ${cardTextClamp}
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-block-start: 0.5rem;
`;
