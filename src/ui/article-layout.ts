import styled from 'styled-components';
import { media } from './theme.ts';

/**
 * The reading column of article and news pages: the hero's text, author, body, statistic and
 * quote share one centred measure so the page reads as one piece (blocks never import each other).
 */
export const ARTICLE_MEASURE = '48rem';

export const ArticleColumn = styled.div`
  inline-size: 100%;
  max-inline-size: ${ARTICLE_MEASURE};
  margin-inline: auto;
`;

/** One article block's vertical rhythm: tighter than page sections, they continue one text. */
export const ArticleBlock = styled.section`
  padding-block: clamp(1rem, 0.75rem + 1vw, 1.75rem);
  scroll-margin-block-start: 8rem;
`;

/** The hero of article and news pages: the same section, column, title, actions bar and image. */

export const ArticleHeroSection = styled.section`
  padding-block: clamp(1.5rem, 1rem + 2vw, 3rem) clamp(2rem, 1.5rem + 2vw, 3.5rem);
  background: ${({ theme }) => theme.colors.background};
  scroll-margin-block-start: 5rem;
`;

export const ArticleHeroIntro = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-inline-size: ${ARTICLE_MEASURE};
  margin-inline: auto;
`;

export const ArticleHeroTitle = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

export const ArticleHeroDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const ArticleHeroActions = styled.div`
  max-inline-size: ${ARTICLE_MEASURE};
  margin-inline: auto;
  margin-block-start: clamp(1.5rem, 1rem + 1.5vw, 2.25rem);
  padding-block: 1rem;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  @media print {
    display: none;
  }
`;

export const ArticleHeroFigure = styled.figure`
  margin: clamp(1.5rem, 1rem + 1.5vw, 2.5rem) 0 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  aspect-ratio: 16 / 9;

  ${media.up('m')} {
    aspect-ratio: 21 / 9;
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
