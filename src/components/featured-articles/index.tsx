import { Suspense, type ReactNode } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useBlockData } from '../../app/block-data.tsx';
import { useIsEditing, useLocale, useTranslate } from '../../app/context/index.ts';
import { Text } from '../../fields/Text.tsx';
import { hasText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { ArticlePicks } from '../../ui/ArticlePicks.tsx';
import { SectionHeader, SectionHeading, SectionIntro } from '../../ui/layout.tsx';
import { LOADER_NAME, dataKey, featuredArgs, hasCriteria, type FeaturedArgs, type FeaturedData } from './featured-articles.rules.ts';

/**
 * Featured articles (spec 001 section 4): up to 3 recent articles matching the datasource's topic,
 * industry or region, found on the server (featured-articles.server.ts) while the rest of the page
 * streams. A static block: nothing is shown without results or without any topic, industry and
 * region (editors see why).
 */
export default function FeaturedArticles({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const { language } = useLocale();
  const t = useTranslate();
  const args = featuredArgs(fields, language);
  const header = (hasText(fields.headline) || editing) && (
    <SectionHeader>
      <SectionIntro>
        <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
      </SectionIntro>
    </SectionHeader>
  );
  const editorNotice = (text: string) => (editing ? <ArticlePicks block="featured-articles" header={header} notice={text} /> : null);

  if (!hasCriteria(args)) {
    return editorNotice(t('FeaturedArticlesNoCriteria', 'Choose a topic, an industry or a region to feature articles.'));
  }
  return (
    <Suspense fallback={null}>
      <FeaturedList
        args={args}
        sectionId={sectionIdOf(fields, params)}
        header={header}
        noResults={editorNotice(t('FeaturedArticlesNone', 'No articles match this topic, industry or region.'))}
      />
    </Suspense>
  );
}

function FeaturedList({ args, sectionId, header, noResults }: { args: FeaturedArgs; sectionId: string | undefined; header: ReactNode; noResults: ReactNode }) {
  const result = useBlockData<FeaturedData>(LOADER_NAME, dataKey(args), args);
  const cards = result.ok && Array.isArray(result.value?.cards) ? result.value.cards : [];
  if (cards.length === 0) return noResults;
  return <ArticlePicks block="featured-articles" id={sectionId} header={header} cards={cards} />;
}
