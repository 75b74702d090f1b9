import styled from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { media } from '../../ui/theme.ts';
import { eyebrowStyle, revealLines } from '../../ui/typography.ts';
import type { ContentAlignment } from './diagonal-content.rules.ts';

export const Wrapper = styled.section`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  scroll-margin-block-start: 3rem;
`;

/**
 * Two columns from `m` up: the text on the inline start (Left) or end (Right), the image bleeding
 * to the viewport edge on the other side. Grid columns follow the writing direction, so Arabic
 * mirrors without extra rules. Stacked (text first) below `m`.
 */
export const Layout = styled.div<{ $alignment: ContentAlignment }>`
  display: grid;

  ${media.up('m')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    min-block-size: 34rem;
    grid-template-areas: ${({ $alignment }) => ($alignment === 'left' ? "'text media'" : "'media text'")};
  }
`;

export const TextColumn = styled.div<{ $alignment: ContentAlignment }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 1rem;
  padding-block: clamp(2.5rem, 2rem + 3vw, 5rem);
  padding-inline: ${({ theme }) => theme.layout.gutter};

  ${media.up('m')} {
    grid-area: text;
    /* The text keeps to the page column: its outer edge lines up with the other blocks. */
    ${({ $alignment, theme }) =>
      $alignment === 'left'
        ? `padding-inline-start: max(${theme.layout.gutter}, calc((100vw - ${theme.layout.maxWidth}) / 2)); padding-inline-end: 4rem;`
        : `padding-inline-end: max(${theme.layout.gutter}, calc((100vw - ${theme.layout.maxWidth}) / 2)); padding-inline-start: 4rem;`}
  }
`;

export const Eyebrow = styled.p`
  ${eyebrowStyle}
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
`;

export const Headline = styled.h2.attrs(revealLines)`
  margin: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** The highlight: one statement set large in the brand colour, with an accent rule at its start. */
export const Highlight = styled.p`
  margin: 0.25rem 0;
  padding-inline-start: 1.25rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const BodyTitle = styled.h3`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const BodyText = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.base};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  p {
    margin: 0;
  }
  p + p {
    margin-block-start: 0.75em;
  }
  ul {
    margin: 0.5rem 0 0;
    padding-inline-start: 1.25rem;
  }
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  align-self: flex-start;
  margin-block-start: 0.75rem;
`;

/**
 * The image with its diagonal cut on the side facing the text (clip-path; the polygons come from
 * diagonal-content.rules.ts, physical, so right-to-left gets the mirrored one). On phones and
 * tablets the image sits under the text and the cut runs along its top edge.
 */
export const MediaColumn = styled.div<{ $ltrClip: string; $rtlClip: string }>`
  position: relative;
  min-block-size: 16rem;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceStrong};
  clip-path: polygon(0 12%, 100% 0, 100% 100%, 0 100%);

  img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  ${media.up('m')} {
    grid-area: media;
    aspect-ratio: auto;
    clip-path: ${({ $ltrClip }) => $ltrClip};
    [dir='rtl'] & {
      clip-path: ${({ $rtlClip }) => $rtlClip};
    }
  }
`;
