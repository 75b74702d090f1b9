import { useState } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useStableId, useTranslate } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { buildHref } from '../../fields/link.rules.ts';
import { hasText, readLink, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Container, SectionActions, SectionHeader, SectionHeading, SectionIntro, SectionLead } from '../../ui/layout.tsx';
import {
  cardsFieldOf,
  descriptionMode,
  hasMoreOnMobile,
  mobileCardCountOf,
  progressiveCards,
  revealDelayMs,
  variantOf,
  visibleOnMobile,
  type DescriptionMode,
  type ProgressiveCard,
  type ProgressiveVariant,
} from './progressive-cards.rules.ts';
import {
  CardBox,
  CardDescription,
  CardLink,
  CardList,
  CardText,
  CardTitle,
  Cta,
  Eyebrow,
  Item,
  More,
  ProgressiveSection,
  Reveal,
} from './progressive-cards.styles.ts';

/**
 * Progressive cards (spec 002 sections 2, 3, 4 and 9), CMS names ProgressiveCardsVertical and
 * ProgressiveCardsHorizontal: eyebrow, headline, description and call to action (ctaText; a
 * ctaModalId opens that slide-in through the page's modal triggers) over image cards whose
 * description is revealed on hover (after 330 ms in the vertical variant). On phones
 * `mobileCardCount` cards show per load. Editors see every card and every description.
 */
export default function ProgressiveCards({ rendering, fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const [loads, setLoads] = useState(0);
  const variant = variantOf(rendering.componentName);
  const cards = progressiveCards(cardsFieldOf(fields), editing);
  const hasHeadline = hasText(fields.headline);
  if (!editing && cards.length === 0 && !hasHeadline) return null;

  const perLoad = mobileCardCountOf(fields.mobileCardCount);
  const shown = editing ? cards.length : visibleOnMobile(cards.length, perLoad, loads);
  const mode = descriptionMode(fields.showCardDescription, editing);
  const ctaText = readText(fields.ctaText).trim();
  const ctaModalId = readText(fields.ctaModalId).trim();
  const hasCta = buildHref(readLink(fields.cta)) !== '' || ctaModalId !== '';

  return (
    <ProgressiveSection id={sectionIdOf(fields, params)} data-block="progressive-cards" data-variant={variant}>
      <Container>
        {(hasHeadline || hasText(fields.eyebrow) || hasText(fields.description) || hasCta || editing) && (
          <SectionHeader>
            <SectionIntro>
              {(hasText(fields.eyebrow) || editing) && <Text as={Eyebrow} field={fields.eyebrow} emptyLabel="Eyebrow" />}
              {(hasHeadline || editing) && <Text as={SectionHeading} $clamp={!editing} field={fields.headline} emptyLabel="Headline" />}
              {(hasText(fields.description) || editing) && <RichText as={SectionLead} field={fields.description} emptyLabel="Description" />}
            </SectionIntro>
            {(hasCta || editing) && (
              <SectionActions>
                <Cta field={fields.cta} text={ctaText || undefined} modalId={ctaModalId || undefined} $variant="secondary" emptyLabel="Call to action" />
              </SectionActions>
            )}
          </SectionHeader>
        )}
        {cards.length === 0 ? (
          editing && <EmptyFieldPlaceholder label="Cards" />
        ) : (
          <CardList $variant={variant}>
            {cards.map((card, index) => (
              <Item key={card.key} data-hidden-on-mobile={index >= shown ? 'true' : 'false'}>
                <ProgressiveCardView card={card} variant={variant} mode={mode} editing={editing} />
              </Item>
            ))}
          </CardList>
        )}
        {!editing && hasMoreOnMobile(cards.length, perLoad, loads) && (
          <More>
            <Button type="button" variant="secondary" data-load-more="" onClick={() => setLoads((n) => n + 1)}>
              {t('LoadMore', 'Load more')}
            </Button>
          </More>
        )}
      </Container>
    </ProgressiveSection>
  );
}

function ProgressiveCardView({
  card,
  variant,
  mode,
  editing,
}: {
  card: ProgressiveCard;
  variant: ProgressiveVariant;
  mode: DescriptionMode;
  editing: boolean;
}) {
  const t = useTranslate();
  const titleId = useStableId(`card-${card.key}-title`);
  const { fields } = card;
  const label = readLink(fields.cta)?.text?.trim() || t('LearnMore', 'Learn more');
  const showDescription = mode !== 'none' && (hasText(fields.description) || editing);
  return (
    <CardBox $variant={variant} $mode={mode} $delayMs={revealDelayMs(variant)} $static={editing} data-progressive-card="" data-description-mode={mode}>
      <Image
        field={fields.image}
        sizes={variant === 'vertical' ? '(max-width: 767px) 100vw, (max-width: 1279px) 33vw, 25vw' : '(max-width: 767px) 100vw, 50vw'}
      />
      <CardText>
        <Text as={CardTitle} id={titleId} field={fields.headline} emptyLabel="Card headline" />
        {(showDescription || card.hasLink || editing) && (
          <Reveal data-card-reveal="">
            <div>
              {showDescription && <RichText as={CardDescription} field={fields.description} emptyLabel="Card description" />}
              {editing ? (
                <CardLink field={fields.cta} emptyLabel="Card link" />
              ) : (
                card.hasLink && (
                  <CardLink field={fields.cta} $stretch aria-describedby={titleId}>
                    {label}
                    <Icon name="arrow-right" size={18} />
                  </CardLink>
                )
              )}
            </div>
          </Reveal>
        )}
      </CardText>
    </CardBox>
  );
}
