import styled, { css } from 'styled-components';
import { cardFocusRing, cardTitleLinkStyle, cardTextClamp } from '../../ui/Card.tsx';
import { media } from '../../ui/theme.ts';

export const Card = styled.article<{ $static: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    box-shadow ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  ${({ $static }) =>
    $static
      ? 'transition: none;'
      : css`
          ${media.hover} {
            &:has(a):hover {
              box-shadow: ${({ theme }) => theme.shadows.cardHover};
              transform: translateY(-4px);
            }
          }
        `}
  ${media.reducedMotion} {
    transition: none;
    &:hover {
      transform: none !important;
    }
  }
  ${cardFocusRing}
`;

export const Media = styled.div`
  aspect-ratio: 16 / 10;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceStrong};
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)};
`;

/** The logo sits on a white tile that overlaps the picture's lower edge. */
export const Logo = styled.div<{ $overlap: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: 6.5rem;
  block-size: 3.25rem;
  margin-block-start: ${({ $overlap }) => ($overlap ? '-3rem' : '0')};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadows.card};
  img {
    max-inline-size: 100%;
    max-block-size: 100%;
    inline-size: auto;
    block-size: auto;
  }
`;

export const Title = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  a {
    ${cardTitleLinkStyle}
  }
  ${cardTextClamp}
`;

export const Designation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${cardTextClamp}
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: auto 0 0;
  padding: ${({ theme }) => theme.space(2)} 0 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2.5)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.6;
  }
  li[data-kind='country'] {
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

export const EditorNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.editing};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Skeleton = styled.div`
  min-block-size: 24rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
