import styled, { css, keyframes } from 'styled-components';
import type { ArticleCardData } from '../lib/article-cards.ts';
import { Card, CardBody, CardMedia, CardMeta, CardText, CardTitle, cardTitleLinkStyle } from './Card.tsx';
import { media } from './theme.ts';

/**
 * An article card (spec 001 sections 2 and 5): card image, type tag, date, title linking to the
 * article (stretched over the card: one tab stop) and the sanitised description. `large` is the
 * listing's featured slot. Shared by the article listing and the featured/related blocks.
 */
export function ArticleCard({ card, large = false, headingLevel = 3 }: { card: ArticleCardData; large?: boolean; headingLevel?: 2 | 3 | 4 }) {
  return (
    <ArticleCardFrame $large={large} data-article-card={card.id}>
      <CardMedia $ratio={large ? '16 / 10' : '8 / 5'}>
        {card.image && <img src={card.image} alt="" width={400} height={250} loading="lazy" decoding="async" />}
      </CardMedia>
      <CardBody>
        {(card.type || card.dateLabel) && (
          <ArticleMeta>
            {card.type && <TypeTag>{card.type}</TypeTag>}
            {card.dateLabel && <time dateTime={card.date}>{card.dateLabel}</time>}
          </ArticleMeta>
        )}
        <ArticleTitle as={`h${headingLevel}`} $large={large}>
          <TitleLink href={card.url}>{card.title}</TitleLink>
        </ArticleTitle>
        {card.description && <CardText dangerouslySetInnerHTML={{ __html: card.description }} />}
      </CardBody>
    </ArticleCardFrame>
  );
}

const ArticleCardFrame = styled(Card)<{ $large: boolean }>`
  ${({ $large }) =>
    $large
      ? css`
          ${media.up('m')} {
            ${CardMedia} {
              aspect-ratio: 16 / 9;
            }
          }
        `
      : ''}
`;

const ArticleMeta = styled(CardMeta)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;

const TypeTag = styled.span`
  display: inline-block;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accentStrong};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const ArticleTitle = styled(CardTitle)<{ $large: boolean }>`
  ${({ $large, theme }) =>
    $large
      ? css`
          ${media.up('m')} {
            font-size: ${theme.fontSizes.xl};
          }
        `
      : ''}
`;

const TitleLink = styled.a`
  ${cardTitleLinkStyle}
`;

/**
 * Three article cards in a row from m up (two from sm, stacked on phones). `$fadeIn` fades the
 * list in over 500 ms when it arrives (spec 001 section 4, related articles' transition); no
 * motion when the visitor prefers less.
 */
export const ArticleCardGrid = styled.ul<{ $fadeIn?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('m')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ $fadeIn }) =>
    $fadeIn
      ? css`
          animation: ${articleFadeIn} 500ms ease-out both;
          ${media.reducedMotion} {
            animation: none;
          }
        `
      : ''}
`;

const articleFadeIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;
