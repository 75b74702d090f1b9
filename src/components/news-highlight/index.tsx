import { Suspense } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { BlockDataScript, useBlockData } from '../../app/block-data.tsx';
import { useIsEditing, useLocale, useTranslate } from '../../app/context/index.ts';
import { Text } from '../../fields/Text.tsx';
import { hasText, readBoolean, readLink, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { buildHref } from '../../fields/link.rules.ts';
import { Card, CardBody, CardMedia, CardMeta, CardText, CardTitle } from '../../ui/Card.tsx';
import { Container, DividerLine, Notice, Section, SectionActions, SectionHeader, SectionHeading, SectionIntro } from '../../ui/layout.tsx';
import { mq } from '../../ui/theme.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import {
  CARD_IMAGE,
  NEWS_CAROUSEL_SPEED_MS,
  NEWS_SWIPE,
  dataKey,
  highlightArgs,
  messages,
  type NewsCard,
  type NewsHighlightArgs,
  type NewsHighlightData,
} from './news-highlight.rules.ts';
import { Cta, DateLong, DateShort, NewsCards, SkeletonBlock, SkeletonCard, SkeletonGrid, TitleLink } from './news-highlight.styles.ts';

/**
 * News highlight (spec 001): headline, optional call to action, and the latest news from the
 * source's feed — a list from sm up, a swipe carousel on phones. The feed is read on the server
 * (news-highlight.server.ts) inside this block's Suspense boundary, so the page shell streams
 * first with a three-card skeleton.
 */
export default function NewsHighlight({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const { language } = useLocale();
  const t = useTranslate();
  if (Object.keys(fields).length === 0) {
    return (
      <Section data-block="news-highlight">
        <Container>
          <Notice role="status">{t('NewsHighlightNoFields', messages.noFields)}</Notice>
        </Container>
      </Section>
    );
  }

  const args = highlightArgs(fields, language);
  const sectionId = sectionIdOf(fields, params);
  const showCta = buildHref(readLink(fields.cta)) !== '';
  const headline = readText(fields.headline).trim();

  return (
    <Section id={sectionId} data-block="news-highlight">
      <Container>
        {readBoolean(fields.showDividerLine) && <DividerLine />}
        {(hasText(fields.headline) || showCta || editing) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} $clamp={!editing} field={fields.headline} emptyLabel="Headline" />
            </SectionIntro>
            {(showCta || editing) && (
              <SectionActions>
                <Cta field={fields.cta} $variant="secondary" emptyLabel="Call to action" />
              </SectionActions>
            )}
          </SectionHeader>
        )}
        <Suspense fallback={<NewsSkeleton />}>
          <NewsList args={args} label={headline || t('LatestNews', 'Latest news')} editing={editing} />
        </Suspense>
      </Container>
    </Section>
  );
}

function NewsList({ args, label, editing }: { args: NewsHighlightArgs; label: string; editing: boolean }) {
  const t = useTranslate();
  const key = dataKey(args);
  const result = useBlockData<NewsHighlightData>('news-highlight', key, args);
  const cards = result.ok ? result.value.cards : [];
  return (
    <>
      <BlockDataScript dataKey={key} result={result} />
      {!result.ok ? (
        <Notice $tone="error" role="status">
          <strong>{t('NoNewsFound', messages.noNews)}</strong>
          <span>{result.error}</span>
        </Notice>
      ) : cards.length === 0 ? (
        <Notice role="status">
          <strong>{t('NoNewsFound', messages.noNews)}</strong>
        </Notice>
      ) : (
        <NewsCards label={label} enabled={!editing && cards.length > 1} activeMedia={mq.down('sm')} durationMs={NEWS_CAROUSEL_SPEED_MS} swipe={NEWS_SWIPE}>
          {cards.map((card) => (
            <NewsCardView key={card.id} card={card} editing={editing} />
          ))}
        </NewsCards>
      )}
    </>
  );
}

function NewsCardView({ card, editing }: { card: NewsCard; editing: boolean }) {
  return (
    <Card $static={editing}>
      <CardMedia $ratio="8 / 5">
        {card.imageUrl && <img src={card.imageUrl} alt={card.imageAlt} width={CARD_IMAGE.width} height={CARD_IMAGE.height} loading="lazy" decoding="async" />}
      </CardMedia>
      <CardBody>
        {card.date && (
          <CardMeta>
            <time dateTime={card.date}>
              <DateLong>{card.dateLabel}</DateLong>
              <DateShort>{card.dateLabelShort}</DateShort>
            </time>
          </CardMeta>
        )}
        <CardTitle>
          <TitleLink field={{ value: { href: card.link, text: card.title } }} editable={false} />
        </CardTitle>
        {card.summary && <CardText dangerouslySetInnerHTML={{ __html: card.summary }} />}
      </CardBody>
    </Card>
  );
}

function NewsSkeleton() {
  const t = useTranslate();
  return (
    <SkeletonGrid aria-busy="true" role="status">
      <VisuallyHidden>{t('LoadingNews', 'Loading news')}</VisuallyHidden>
      {[0, 1, 2].map((i) => (
        <SkeletonCard key={i} aria-hidden="true">
          <SkeletonBlock $ratio="8 / 5" />
          <SkeletonBlock $width="35%" $height="0.875rem" />
          <SkeletonBlock $height="1.25rem" />
          <SkeletonBlock $width="70%" $height="1.25rem" />
          <SkeletonBlock $width="90%" $height="1rem" />
        </SkeletonCard>
      ))}
    </SkeletonGrid>
  );
}
