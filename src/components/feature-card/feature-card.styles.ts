import styled, { css } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { cardFocusRing, cardTextClamp } from '../../ui/Card.tsx';
import { Section } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { leadStyle, revealLines, sectionHeadingStyle } from '../../ui/typography.ts';
import type { ImageAlignment } from './feature-card.rules.ts';

export const FeatureSection = styled(Section)`
  padding-block: clamp(2rem, 1.5rem + 2.5vw, 4rem);
`;

const highlighted = css`
  border-color: ${({ theme }) => theme.colors.accent};
  box-shadow: ${({ theme }) => theme.shadows.cardHover};

  img {
    transform: scale(1.04);
  }
  &::before {
    transform: scaleX(1);
  }
`;

/**
 * Image and text side by side from 768 px, the image on the start (left) or end (right) side;
 * stacked, image first, on phones. Highlighted on hover (mouse) and, on touch screens, while
 * `data-active` is set by a tap (spec 002 section 4).
 */
export const Panel = styled.article<{ $align: ImageAlignment; $static: boolean; $withImage: boolean }>`
  position: relative;
  display: grid;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    box-shadow ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  -webkit-tap-highlight-color: transparent;

  /* The accent rule along the top edge that grows in with the highlight. */
  &::before {
    content: '';
    position: absolute;
    inset-block-start: 0;
    inset-inline: 0;
    z-index: 1;
    block-size: 4px;
    background: ${({ theme }) => theme.colors.accent};
    transform: scaleX(0);
    transform-origin: left;
    transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
  [dir='rtl'] &::before {
    transform-origin: right;
  }

  ${media.up('sm')} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr')};
    ${({ $align }) =>
      $align === 'right'
        ? css`
            > :first-child {
              order: 2;
            }
          `
        : ''}
  }

  ${({ $static }) =>
    $static
      ? ''
      : css`
          ${media.hover} {
            &:hover {
              ${highlighted}
            }
          }
          &[data-active='true'] {
            ${highlighted}
          }
        `}

  ${cardFocusRing}
  ${media.reducedMotion} {
    &,
    &::before,
    img {
      transition: none;
    }
  }
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceStrong};

  ${media.up('sm')} {
    aspect-ratio: auto;
    min-block-size: 20rem;
  }

  img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 1rem;
  padding: clamp(1.5rem, 1rem + 3vw, 4rem);
`;

export const Heading = styled.h2.attrs(revealLines)`
  ${sectionHeadingStyle}
  ${cardTextClamp}
`;

export const Description = styled.div`
  ${leadStyle}
  ${cardTextClamp}
`;

export const Actions = styled.div`
  margin-block-start: 0.75rem;
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
