import { Suspense, type ReactNode } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useBlockData } from '../../app/block-data.tsx';
import { useIsEditing, useLocale, useRouteFields, useTranslate } from '../../app/context/index.ts';
import { Text } from '../../fields/Text.tsx';
import { hasText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { ArticleCard, ArticleCardGrid } from '../../ui/ArticleCard.tsx';
import { Container, Notice, Section, SectionHeader, SectionHeading, SectionIntro } from '../../ui/layout.tsx';
import { LOADER_NAME, dataKey, relatedArgs, type RelatedArgs, type RelatedData } from './related-articles.rules.ts';

/**
 * Related articles (spec 001 section 4) at the foot of an article: up to 3 recent articles of the
 * same industry or topic (else the newest), never the article itself, found on the server
 * (related-articles.server.ts). Static: the cards fade in (500 ms) as their part of the page
 * streams; nothing is shown without results.
 */
export default function RelatedArticles({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const { language } = useLocale();
  const t = useTranslate();
  const args = relatedArgs(fields, useRouteFields(), language);
  const header = (hasText(fields.headline) || editing) && (
    <SectionHeader>
      <SectionIntro>
        <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
      </SectionIntro>
    </SectionHeader>
  );
  const noResults = editing ? (
    <Section data-block="related-articles">
      <Container>
        {header}
        <Notice role="status">{t('RelatedArticlesNone', 'No related articles found.')}</Notice>
      </Container>
    </Section>
  ) : null;
  return (
    <Suspense fallback={null}>
      <RelatedList args={args} sectionId={sectionIdOf(fields, params)} header={header} noResults={noResults} />
    </Suspense>
  );
}

function RelatedList({ args, sectionId, header, noResults }: { args: RelatedArgs; sectionId: string | undefined; header: ReactNode; noResults: ReactNode }) {
  const result = useBlockData<RelatedData>(LOADER_NAME, dataKey(args), args);
  const cards = result.ok && Array.isArray(result.value?.cards) ? result.value.cards : [];
  if (cards.length === 0) return noResults;
  return (
    <Section id={sectionId} data-block="related-articles">
      <Container>
        {header}
        <ArticleCardGrid $fadeIn>
          {cards.map((card) => (
            <li key={card.id}>
              <ArticleCard card={card} />
            </li>
          ))}
        </ArticleCardGrid>
      </Container>
    </Section>
  );
}
