import { Suspense } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { BlockDataScript, useBlockData } from '../../app/block-data.tsx';
import { useIsEditing, usePageFacts, useRouteFields, useTranslate } from '../../app/context/index.ts';
import { DateField } from '../../fields/DateField.tsx';
import { Image } from '../../fields/Image.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readImage, readText } from '../../fields/read.ts';
import { serializeForScript } from '../../lib/serialize.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Container } from '../../ui/layout.tsx';
import { ShareActions } from '../../ui/share-actions/ShareActions.tsx';
import { instagramLinkOf, pageUrl, shareIconsOf } from '../../ui/share-actions/share-actions.rules.ts';
import {
  LOADER_NAME,
  MISSING_ITEM_OR_LANGUAGE,
  articleStructuredData,
  dataKey,
  typeTitle,
  updatedArgs,
  type ArticleUpdatedArgs,
  type ArticleUpdatedData,
} from './article-hero.rules.ts';
import { Meta, TypeTag } from './article-hero.styles.ts';
import {
  ArticleHeroActions as Actions,
  ArticleHeroDescription as Description,
  ArticleHeroFigure as Figure,
  ArticleHeroIntro as Intro,
  ArticleHeroSection as HeroSection,
  ArticleHeroTitle as Title,
} from '../../ui/article-layout.ts';

/**
 * Article hero (spec 001 section 2): type tag and date, the page's h1, short description, the
 * action bar (src/ui/share-actions) and the hero image, all from the route's fields; the
 * datasource may configure share icons and the Instagram link. Below it, the BlogPosting with the
 * last-updated date loaded on the server (article-hero.server.ts), streamed with the block.
 */
export default function ArticleHero({ fields, params }: BlockProps) {
  const route = useRouteFields();
  const editing = useIsEditing();
  const facts = usePageFacts();
  const type = typeTitle(route.type);
  const title = readText(route.title);
  const hasImage = readImage(route.heroImage) !== undefined;
  const args = updatedArgs(facts.itemId, facts.language);
  // Not an article page (no title): nothing to show visitors.
  if (!editing && !hasText(route.title)) return null;

  return (
    <HeroSection id={sectionIdOf(fields, params)} data-block="article-hero">
      <Container>
        <Intro>
          {(type || hasText(route.articleDate) || editing) && (
            <Meta>
              {type && <TypeTag data-article-type="">{type}</TypeTag>}
              <DateField field={route.articleDate} emptyLabel="Article date" />
            </Meta>
          )}
          <Text as={Title} field={route.title} emptyLabel="Title" />
          {(hasText(route.shortDescription) || editing) && <Text as={Description} field={route.shortDescription} emptyLabel="Short description" />}
        </Intro>
        <Actions>
          <ShareActions title={title} icons={shareIconsOf(fields)} instagramUrl={instagramLinkOf(fields)} />
        </Actions>
        {(hasImage || editing) && (
          <Figure>
            <Image field={route.heroImage} priority sizes="(min-width: 1400px) 1320px, 100vw" emptyLabel="Hero image" />
          </Figure>
        )}
      </Container>
      {editing ? null : args ? (
        <Suspense fallback={null}>
          <StructuredData args={args} />
        </Suspense>
      ) : (
        <MissingItem />
      )}
    </HeroSection>
  );
}

/** Spec 001 section 8: a missing item id or language is a console error, and no date is fetched. */
function MissingItem() {
  if (typeof window !== 'undefined') console.error(MISSING_ITEM_OR_LANGUAGE);
  return null;
}

function StructuredData({ args }: { args: ArticleUpdatedArgs }) {
  const route = useRouteFields();
  const facts = usePageFacts();
  const t = useTranslate();
  const key = dataKey(args);
  const result = useBlockData<ArticleUpdatedData>(LOADER_NAME, key, args);
  const { data, warnings } = articleStructuredData({
    routeFields: route,
    pageUrl: pageUrl(facts.publicUrl, facts.locale, facts.path),
    publicUrl: facts.publicUrl,
    publisherName: t('SiteName', ''),
    publisherLogo: facts.siteLogo,
    updated: result.ok ? result.value.updated : null,
  });
  if (typeof window !== 'undefined') for (const warning of warnings) console.warn(warning);
  return (
    <>
      <BlockDataScript dataKey={key} result={result} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />
    </>
  );
}
