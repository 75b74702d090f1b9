import { Suspense, type ReactNode } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useBlockData } from '../../app/block-data.tsx';
import { useIsEditing, useLocale, useRouteFields, useTranslate } from '../../app/context/index.ts';
import { Text } from '../../fields/Text.tsx';
import { hasText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { ArticlePicks } from '../../ui/ArticlePicks.tsx';
import { SectionHeader, SectionHeading, SectionIntro } from '../../ui/layout.tsx';
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
  const noResults = editing ? <ArticlePicks block="related-articles" header={header} notice={t('RelatedArticlesNone', 'No related articles found.')} /> : null;
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
  return <ArticlePicks block="related-articles" id={sectionId} header={header} cards={cards} />;
}
