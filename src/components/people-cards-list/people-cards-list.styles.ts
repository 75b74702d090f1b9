import styled, { css } from 'styled-components';
import { cardTitleLinkStyle } from '../../ui/Card.tsx';
import { pagedCards } from '../../ui/filters/index.ts';
import { media } from '../../ui/theme.ts';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('xs')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('m')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${pagedCards}
`;

export const Item = styled.li`
  display: flex;
  min-inline-size: 0;
`;

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
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:focus-within :focus-visible {
    outline: none;
  }
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

export const Name = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  a {
    ${cardTitleLinkStyle}
  }
`;

export const Designation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
