import styled, { css } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Section } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { eyebrowStyle } from '../../ui/typography.ts';
import { cardTextClamp } from '../../ui/Card.tsx';
import type { DescriptionMode, ProgressiveVariant } from './progressive-cards.rules.ts';

export const ProgressiveSection = styled(Section)`
  padding-block: clamp(2.5rem, 1.5rem + 3vw, 5rem);
`;

export const Eyebrow = styled.p`
  ${eyebrowStyle}
  color: ${({ theme }) => theme.colors.accent};
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** Where hover reveals: a desktop with a mouse. Tablets, phones and touch screens always show. */
const REVEAL_MEDIA = `@media (hover: hover) and (pointer: fine) and (min-width: 1025px)`;

/**
 * Vertical: tall cards in columns (1, 2 from 768 px, 3 from 1025 px, 4 from 1280 px). Horizontal:
 * from 1025 px one row of cards that widens the hovered one; 2 columns on tablets, 1 on phones.
 * Every card is in the HTML; below 768 px the ones past the visible count are hidden
 * (`data-hidden-on-mobile`) until Load more.
 */
export const CardList = styled.ul<{ $variant: ProgressiveVariant }>`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.down('sm')} {
    > [data-hidden-on-mobile='true'] {
      display: none;
    }
  }
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ $variant }) =>
    $variant === 'vertical'
      ? css`
          ${media.up('m')} {
            grid-template-columns: repeat(3, minmax(0, 1fr));
          }
          ${media.up('l')} {
            grid-template-columns: repeat(4, minmax(0, 1fr));
            h3 {
              font-size: ${({ theme }) => theme.fontSizes.lg};
            }
          }
        `
      : css`
          ${media.up('m')} {
            display: flex;
            block-size: 30rem;
            > li {
              flex: 1 1 0;
              min-inline-size: 0;
              transition: flex-grow ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
            }
            > li:hover,
            > li:focus-within {
              flex-grow: 2.2;
            }
          }
          ${media.reducedMotion} {
            > li {
              transition: none;
            }
          }
        `}
`;

export const Item = styled.li`
  display: flex;
  min-inline-size: 0;
`;

/** The description's box: collapsed (0 rows high, transparent) until revealed. */
const collapsed = css`
  grid-template-rows: 0fr;
  opacity: 0;
`;
const open = css`
  grid-template-rows: 1fr;
  opacity: 1;
`;

export const Reveal = styled.div`
  display: grid;
  ${open}

  > div {
    min-block-size: 0;
    overflow: hidden;
  }
`;

/**
 * One card: the image fills it, a dark gradient under the text. On a desktop with a mouse the
 * description is revealed on hover or focus; the vertical card's panel first rises, and its text
 * follows after VERTICAL_REVEAL_DELAY_MS (`$delayMs`). Leaving hides it at once.
 */
export const CardBox = styled.article<{ $variant: ProgressiveVariant; $mode: DescriptionMode; $delayMs: number; $static: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  inline-size: 100%;
  min-block-size: ${({ $variant }) => ($variant === 'vertical' ? '26rem' : '22rem')};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  isolation: isolate;

  ${({ $variant }) =>
    $variant === 'horizontal'
      ? css`
          ${media.up('m')} {
            block-size: 100%;
            min-block-size: 0;
          }
        `
      : ''}

  img {
    position: absolute;
    inset: 0;
    z-index: -2;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(to top, rgba(7, 21, 41, 0.92) 0%, rgba(7, 21, 41, 0.55) 45%, rgba(7, 21, 41, 0.05) 80%);
    transition: background-color ${({ theme }) => theme.motion.slow} ease;
  }

  ${Reveal} {
    transition:
      grid-template-rows ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing},
      opacity ${({ theme }) => theme.motion.slow} ease;
  }

  ${({ $mode, $delayMs, $static }) =>
    $mode === 'reveal' && !$static
      ? css`
          ${REVEAL_MEDIA} {
            ${Reveal} {
              ${collapsed}
            }
            &:hover ${Reveal}, &:focus-within ${Reveal} {
              ${open}
              transition-delay: ${$delayMs}ms;
            }
            &:hover::before,
            &:focus-within::before {
              background-color: rgba(7, 21, 41, 0.35);
            }
            &:hover img {
              transform: scale(1.05);
            }
          }
        `
      : ''}

  ${({ $static }) =>
    $static
      ? css`
          ${Reveal}, img, &::before {
            transition: none;
          }
        `
      : ''}
  ${media.reducedMotion} {
    ${Reveal}, img, &::before {
      transition: none;
    }
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
  &:focus-within :focus-visible {
    outline: none;
  }
`;

export const CardText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: clamp(1.25rem, 1rem + 1vw, 2rem);
`;

export const CardTitle = styled.h3`
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${cardTextClamp}
`;

export const CardDescription = styled.div`
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  font-size: ${({ theme }) => theme.fontSizes.base};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${cardTextClamp}

  p + p {
    margin-block-start: 0.5rem;
  }
`;

/** The card's link: its click area covers the whole card. */
export const CardLink = styled(Link)<{ $stretch?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-block-start: 0.25rem;
  color: ${({ theme }) => theme.colors.accentOnDark};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
  ${({ $stretch }) =>
    $stretch
      ? css`
          &::after {
            content: '';
            position: absolute;
            inset: 0;
            z-index: 1;
          }
        `
      : ''}
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: 2rem;
  ${media.up('sm')} {
    display: none;
  }
`;
