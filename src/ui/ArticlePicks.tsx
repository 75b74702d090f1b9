import type { ReactNode } from 'react';
import type { ArticleCardData } from '../lib/article-cards.ts';
import { ArticleCard, ArticleCardGrid } from './ArticleCard.tsx';
import { Container, Notice, Section } from './layout.tsx';

/**
 * A section of picked article cards (featured and related articles): the block's header, then the
 * cards fading in as they stream, or an editor's notice in their place.
 */
export function ArticlePicks({
  block,
  id,
  header,
  cards = [],
  notice,
}: {
  block: string;
  id?: string | undefined;
  header: ReactNode;
  cards?: readonly ArticleCardData[];
  notice?: string;
}) {
  return (
    <Section id={id} data-block={block}>
      <Container>
        {header}
        {notice !== undefined ? (
          <Notice role="status">{notice}</Notice>
        ) : (
          <ArticleCardGrid $fadeIn>
            {cards.map((card) => (
              <li key={card.id}>
                <ArticleCard card={card} />
              </li>
            ))}
          </ArticleCardGrid>
        )}
      </Container>
    </Section>
  );
}
