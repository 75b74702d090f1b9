import styled, { css } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import { cardTextClamp } from '../../ui/Card.tsx';
import { media } from '../../ui/theme.ts';
import { COLUMN_STEPS, GAP_MEDIUM_PX, GAP_PX, MEDIUM_MAX_PX, PEEK_SHARE, type CardType, type CategoryColour } from './document-highlights.rules.ts';

/**
 * Category colours (spec 002 section 5 names the groups, not the colours). Ours, chosen to sit
 * with the Global palette and to carry white text at WCAG AA or better: economic zones a plum
 * (7.8:1), logistics an amber-brown (5.0:1), ports and terminals the theme's teal accent (5.2:1),
 * marine and services a deep sea blue (6.6:1), anything else the theme's muted slate (5.8:1).
 */
export const CATEGORY_COLOURS: Readonly<Record<CategoryColour, string>> = {
  economic: '#6B3F8F',
  logistics: '#A34B0E',
  ports: '#00778A',
  marine: '#1F5F99',
  default: '#5A6677',
};

/** Per-page columns and gaps of document-highlights.rules.ts as the carousel's custom properties. */
function columnRules(columns: number, count: number) {
  const fit = (perPage: number) => Math.max(1, Math.min(perPage, count));
  const steps = [...COLUMN_STEPS].reverse();
  return css`
    --carousel-gap: ${GAP_PX}px;
    --carousel-columns: ${fit(columns)};
    --carousel-slide-size: calc(${(100 * (1 - PEEK_SHARE)) / columns}%);
    ${steps.map(
      ([max, perPage]) => css`
        @media (max-width: ${max}px) {
          --carousel-columns: ${fit(Math.min(perPage, columns))};
          --carousel-slide-size: calc(${(100 * (1 - PEEK_SHARE)) / Math.min(perPage, columns)}%);
        }
      `,
    )}
    ${media.atMost(MEDIUM_MAX_PX)} {
      --carousel-gap: ${GAP_MEDIUM_PX}px;
    }
  `;
}

export const Cards = styled(Carousel)<{ $columns: number; $count: number }>`
  ${({ $columns, $count }) => columnRules($columns, $count)}
`;

export const CardRoot = styled.article<{ $type: CardType; $colour: string }>`
  --category-colour: ${({ $colour }) => $colour};
  position: relative;
  display: flex;
  flex-direction: column;
  block-size: 100%;
  min-block-size: ${({ $type }) => ($type === 'SemiImage' ? 'auto' : '26rem')};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};

  ${({ $type, theme }) =>
    $type === 'FullImage'
      ? css`
          justify-content: flex-end;
          background: ${theme.colors.ink};
          color: ${theme.colors.textOnDark};
        `
      : $type === 'NoImage'
        ? css`
            border-block-start: 6px solid var(--category-colour);
            background: linear-gradient(160deg, ${theme.colors.surface} 0%, ${theme.colors.background} 70%);
            border-inline: 1px solid ${theme.colors.surfaceStrong};
            border-block-end: 1px solid ${theme.colors.surfaceStrong};
          `
        : css`
            border: 1px solid ${theme.colors.surfaceStrong};
          `}

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const CardImage = styled.div<{ $type: CardType }>`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceStrong};

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
  ${media.hover} {
    article:hover & img {
      transform: scale(1.04);
    }
  }
  ${media.reducedMotion} {
    img {
      transition: none;
    }
  }

  ${({ $type }) =>
    $type === 'FullImage'
      ? css`
          position: absolute;
          inset: 0;
          &::after {
            content: '';
            position: absolute;
            inset: 0;
            background: linear-gradient(180deg, rgba(7, 21, 41, 0.05) 20%, rgba(7, 21, 41, 0.55) 55%, rgba(7, 21, 41, 0.92) 100%);
          }
        `
      : css`
          aspect-ratio: 16 / 10;
        `}
`;

export const CardContent = styled.div<{ $type: CardType }>`
  position: relative;
  display: flex;
  flex: ${({ $type }) => ($type === 'FullImage' ? 'none' : '1')};
  flex-direction: column;
  gap: 0.625rem;
  padding: ${({ $type }) => ($type === 'NoImage' ? '1.75rem 1.5rem' : '1.25rem 1.5rem 1.5rem')};
`;

export const Category = styled.span<{ $onDark: boolean }>`
  align-self: flex-start;
  padding: 0.25rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: var(--category-colour);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  line-height: 1.4;
  ${({ $onDark }) => ($onDark ? 'box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.35);' : '')}
`;

export const Title = styled.h3<{ $large: boolean }>`
  color: inherit;
  font-size: ${({ theme, $large }) => ($large ? 'clamp(1.25rem, 1.15rem + 0.4vw, 1.5rem)' : theme.fontSizes.lg)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${cardTextClamp}
`;

export const SubHeadline = styled.p<{ $onDark: boolean }>`
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textMutedOnDark : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${cardTextClamp}
`;

export const CtaLink = styled(Link)<{ $onDark: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  align-self: flex-start;
  margin-block-start: auto;
  padding: 0.5rem 0.875rem;
  border: 2px solid ${({ theme, $onDark }) => ($onDark ? '#fff' : theme.colors.accent)};
  border-radius: ${({ theme }) => theme.radii.sm};
  line-height: 1.35;
  text-align: start;
  background: ${({ $onDark }) => ($onDark ? '#fff' : 'transparent')};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.ink : theme.colors.accent)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    background: ${({ theme, $onDark }) => ($onDark ? theme.colors.surfaceStrong : theme.colors.accent)};
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.ink : '#fff')};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Spacer pushing the call to action to the card's foot when the texts are short. */
export const CtaRow = styled.div`
  display: flex;
  margin-block-start: auto;
  padding-block-start: 0.75rem;
`;
