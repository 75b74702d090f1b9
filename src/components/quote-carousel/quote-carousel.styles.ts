import styled, { css } from 'styled-components';
import { Carousel } from '../../ui/Carousel.tsx';
import { media } from '../../ui/theme.ts';
import type { Theme } from '../../ui/theme.ts';
import { revealLines, sectionHeadingStyle } from '../../ui/typography.ts';
import type { QuoteTheme } from './quote-carousel.rules.ts';

/**
 * The three themes of the Styles parameter (spec 000 section 3). The spec names them, not their
 * colours: White is the page's own white with ink text; Black a near-black (#0D1117) with white
 * text; Blue the palette's brand blue with white text. Muted texts and accents meet WCAG AA on
 * each (white: #5A6677 5.8:1, accent #00778A 5.2:1; black: #C5D0DE 12:1, #2EC4C7 9:1; blue:
 * #C5D0DE 7.0:1, #2EC4C7 4.9:1).
 */
interface Tone {
  background: string;
  text: string;
  muted: string;
  accent: string;
  rule: string;
  /** Carousel buttons: border/icon colour, and their hover fill and icon. */
  control: string;
  controlHoverBg: string;
  controlHoverText: string;
}

function toneOf(name: QuoteTheme, theme: Theme): Tone {
  const { colors } = theme;
  if (name === 'white') {
    return {
      background: colors.background,
      text: colors.text,
      muted: colors.textMuted,
      accent: colors.accent,
      rule: colors.border,
      control: colors.ink,
      controlHoverBg: colors.ink,
      controlHoverText: '#fff',
    };
  }
  return {
    background: name === 'blue' ? colors.brand : '#0D1117',
    text: colors.textOnDark,
    muted: colors.textMutedOnDark,
    accent: colors.accentOnDark,
    rule: 'rgba(255, 255, 255, 0.22)',
    control: '#fff',
    controlHoverBg: '#fff',
    controlHoverText: name === 'blue' ? colors.brand : '#0D1117',
  };
}

export const QuoteSection = styled.section<{ $tone: QuoteTheme }>`
  ${({ $tone, theme }) => {
    const tone = toneOf($tone, theme);
    return css`
      --quote-text: ${tone.text};
      --quote-muted: ${tone.muted};
      --quote-accent: ${tone.accent};
      --quote-rule: ${tone.rule};
      background: ${tone.background};
      color: ${tone.text};

      /* The shared carousel's buttons, recoloured for the theme. */
      [data-carousel-controls] button {
        border-color: ${tone.control};
        color: ${tone.control};
      }
      [data-carousel-controls] button:hover:not(:disabled) {
        background: ${tone.controlHoverBg};
        color: ${tone.controlHoverText};
      }
      [data-carousel-controls] button:focus-visible {
        outline: 3px solid ${tone.accent};
        outline-offset: 3px;
      }
    `;
  }}
  padding-block: ${({ theme }) => theme.layout.sectionSpace};
  scroll-margin-block-start: 5rem;
  /* A White quote on a white page still reads as its own band. */
  ${({ $tone, theme }) => ($tone === 'white' ? `border-block: 1px solid ${theme.colors.border};` : '')}
`;

export const Heading = styled.h2.attrs(revealLines)`
  ${sectionHeadingStyle}
  color: inherit;
  margin-block-end: clamp(1.5rem, 1rem + 2vw, 2.5rem);
`;

/** One slide per page (spec 000 section 9). */
export const Quotes = styled(Carousel)`
  --carousel-gap: 24px;
  --carousel-slide-size: 100%;
  --carousel-columns: 1;

  [data-carousel-controls] {
    margin-block-start: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  }
`;

/**
 * One quote: the quote itself (a figure) beside the optional portrait. The figure holds only the
 * mark, the blockquote and its caption, so that the caption is the figure's own last child, as
 * HTML requires of a figcaption; the portrait is outside it.
 */
export const Testimonial = styled.div<{ $withImage: boolean }>`
  display: grid;
  gap: clamp(1.5rem, 1rem + 2vw, 3rem);
  align-items: center;

  ${({ $withImage }) =>
    $withImage
      ? css`
          ${media.up('sm')} {
            grid-template-columns: minmax(0, 1fr) minmax(12rem, 22rem);
          }
        `
      : ''}
`;

export const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-inline-size: 56rem;
`;

export const QuoteMark = styled.svg`
  inline-size: 2.75rem;
  block-size: 2.75rem;
  color: var(--quote-accent);

  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

export const Blockquote = styled.blockquote`
  margin: 0;
  color: var(--quote-text);
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  letter-spacing: -0.01em;

  &:lang(ar) {
    letter-spacing: 0;
    line-height: 1.6;
  }
  p + p {
    margin-block-start: 0.75rem;
  }
`;

export const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.25rem;
  padding-block-start: 1.25rem;
  border-block-start: 1px solid var(--quote-rule);
`;

export const Logo = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  block-size: 3.5rem;
  padding: 0.5rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  /* Logos are drawn for white: a white tile keeps any logo readable on the dark themes. */
  background: #fff;
  box-shadow: inset 0 0 0 1px rgba(10, 30, 60, 0.12);

  img {
    display: block;
    block-size: 100%;
    inline-size: auto;
    max-inline-size: 9rem;
    object-fit: contain;
  }
`;

export const Person = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
`;

export const Author = styled.span`
  color: var(--quote-text);
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Designation = styled.span`
  color: var(--quote-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Portrait = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  max-inline-size: 22rem;

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
  }

  ${media.down('sm')} {
    order: -1;
    max-inline-size: 10rem;
    border-radius: 50%;

    img {
      aspect-ratio: 1;
    }
  }
`;

export const EditingList = styled.div`
  display: grid;
  gap: 2.5rem;

  & > * + * {
    padding-block-start: 2.5rem;
    border-block-start: 1px dashed var(--quote-rule);
  }
`;
