import styled, { css } from 'styled-components';
import { CardTitle, cardFocusRing, cardTitleLinkStyle, cardTextClamp } from '../../ui/Card.tsx';
import { media } from '../../ui/theme.ts';

export const Card = styled.article<{ $static: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    inline-size: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
  ${({ $static }) =>
    $static
      ? css`
          img {
            transition: none;
          }
        `
      : css`
          ${media.hover} {
            &:has(a):hover img {
              transform: scale(1.03);
            }
          }
        `}
  ${media.reducedMotion} {
    img {
      transition: none;
      transform: none !important;
    }
  }
  ${cardFocusRing}
`;

export const Portrait = styled.div`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceStrong};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(5)};
`;

/** The shared card title (src/ui/Card.tsx) whose link stretches over the whole card. */
export const Name = styled(CardTitle)`
  margin: 0;
  a {
    ${cardTitleLinkStyle}
  }
`;

export const Designation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${cardTextClamp}
`;
