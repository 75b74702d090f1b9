import styled from 'styled-components';

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
