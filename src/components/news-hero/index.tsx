import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useRouteFields, useTranslate } from '../../app/context/index.ts';
import { DateField } from '../../fields/DateField.tsx';
import { Image } from '../../fields/Image.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readImage, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Container } from '../../ui/layout.tsx';
import { ShareActions } from '../../ui/share-actions/ShareActions.tsx';
import { instagramLinkOf, shareIconsOf } from '../../ui/share-actions/share-actions.rules.ts';
import { isNewsDateShown } from './news-hero.rules.ts';
import { DateLine, Eyebrow, NewsLabel } from './news-hero.styles.ts';
import {
  ArticleHeroActions as Actions,
  ArticleHeroDescription as Description,
  ArticleHeroFigure as Figure,
  ArticleHeroIntro as Intro,
  ArticleHeroSection as HeroSection,
  ArticleHeroTitle as Title,
} from '../../ui/article-layout.ts';

/**
 * News hero (spec 001 sections 2 and 4): the breadcrumb is the Breadcrumb block above it; here the
 * news date (when valid, always for editors), the page's h1, short description, the action bar
 * (listen, print, copy link, share; src/ui/share-actions) and the hero image, from route fields.
 */
export default function NewsHero({ fields, params }: BlockProps) {
  const route = useRouteFields();
  const editing = useIsEditing();
  const t = useTranslate();
  const showDate = isNewsDateShown(route.newsDate, editing);
  // Not a news page (no title): nothing to show visitors.
  if (!editing && !hasText(route.title)) return null;
  return (
    <HeroSection id={sectionIdOf(fields, params)} data-block="news-hero">
      <Container>
        <Intro>
          <Eyebrow>
            <NewsLabel>{t('News', 'News')}</NewsLabel>
            {showDate && (
              <DateLine data-news-date="">
                <Icon name="calendar" size={16} />
                <DateField field={route.newsDate} emptyLabel="News date" />
              </DateLine>
            )}
          </Eyebrow>
          <Text as={Title} field={route.title} emptyLabel="Title" />
          {(hasText(route.shortDescription) || editing) && <Text as={Description} field={route.shortDescription} emptyLabel="Short description" />}
        </Intro>
        <Actions>
          <ShareActions title={readText(route.title)} icons={shareIconsOf(fields)} instagramUrl={instagramLinkOf(fields)} />
        </Actions>
        {(readImage(route.heroImage) || editing) && (
          <Figure>
            <Image field={route.heroImage} priority sizes="(min-width: 1400px) 1320px, 100vw" emptyLabel="Hero image" />
          </Figure>
        )}
      </Container>
    </HeroSection>
  );
}
