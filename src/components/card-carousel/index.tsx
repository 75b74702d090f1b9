import { useStableId } from '../../app/context/stable-id.tsx';

import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readBoolean, readLink, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { CardBody, CardText, CardTitle } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { ProviderThumbnail } from '../../ui/ProviderThumbnail.tsx';
import { VideoCard, useCardHover } from '../../ui/video-card/VideoCard.tsx';
import { providerThumbnailUrl } from '../../lib/video-source.ts';
import { Container, DividerLine, Section, SectionActions, SectionHeader, SectionHeading, SectionIntro, SectionLead } from '../../ui/layout.tsx';
import { CARD_CAROUSEL_SPEED_MS, cardWidthOf, cardsOf, carouselMode, ctaOf, type CardModel } from './card-carousel.rules.ts';
import { CardFrame, CardLink, Cards, ContentCard, Cta, LinkArrow, LogoFrame } from './card-carousel.styles.ts';

/**
 * Card carousel (spec 000 sections 2, 3, 4, 9): headline, description and call to action over a
 * row of content cards, 1 to 3 columns; a plain grid in editing mode or when all cards fit.
 */
export default function CardCarousel({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const cards = cardsOf(fields.cards, editing);
  const cta = ctaOf(fields);
  const hasHeadline = hasText(fields.headline);
  const hasDescription = hasText(fields.description);
  if (!editing && cards.length === 0 && !hasHeadline && !hasDescription) return null;

  const sectionId = sectionIdOf(fields, params);
  const width = cardWidthOf(params, fields);
  const mode = carouselMode(cards.length, editing, width);
  const label = readText(fields.headline).trim() || t('CardCarouselLabel', 'Cards');

  return (
    <Section id={sectionId} data-block="card-carousel">
      <Container>
        {readBoolean(fields.showDividerLine) && <DividerLine />}
        {(hasHeadline || hasDescription || cta.visible || editing) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} $clamp={!editing} field={fields.headline} emptyLabel="Headline" />
              {(hasDescription || editing) && <RichText as={SectionLead} $clamp={!editing} field={fields.description} emptyLabel="Description" />}
            </SectionIntro>
            {(cta.visible || editing) && (
              <SectionActions>
                <Cta field={cta.field} text={cta.text} modalId={cta.modalId} $variant="secondary" emptyLabel="Call to action" />
              </SectionActions>
            )}
          </SectionHeader>
        )}
        {cards.length > 0 && (
          <Cards
            label={label}
            enabled={mode.enabled}
            activeMedia={mode.activeMedia}
            durationMs={CARD_CAROUSEL_SPEED_MS}
            $single={width === 1}
            data-card-width={width}
          >
            {cards.map((card) => (
              <CarouselCard key={card.key} card={card} editing={editing} single={width === 1} />
            ))}
          </Cards>
        )}
      </Container>
    </Section>
  );
}

function CarouselCard({ card, editing, single }: { card: CardModel; editing: boolean; single: boolean }) {
  const t = useTranslate();
  const titleId = useStableId(`card-${card.key}-title`);
  const { fields } = card;
  const label = readLink(fields.link)?.text?.trim() || t('LearnMore', 'Learn more');
  // A video card plays by its control, and while hovered outside edit mode (spec 002 section 4).
  const source = card.videoSource;
  const [hovered, hoverRef] = useCardHover<HTMLElement>(source !== undefined && !editing);
  const sizes = single ? '(max-width: 767px) 100vw, 50vw' : '(max-width: 480px) 100vw, (max-width: 1024px) 50vw, 33vw';
  const image =
    card.media === 'thumbnail' ? (
      <Image field={fields.thumbnailImage} mobileField={fields.mobileThumbnailImage} sizes={sizes} />
    ) : card.media === 'logo' ? (
      // Spec 002: the logo shows only when the card has neither image nor video.
      <LogoFrame>
        <Image field={fields.logo} sizes="240px" />
      </LogoFrame>
    ) : (
      <Image field={fields.image} sizes={sizes} />
    );
  // A video card without an image: the provider's own thumbnail, else the player's dark frame.
  const providerThumbnail = source && card.media === 'none' && !editing ? providerThumbnailUrl(source) : undefined;
  return (
    <ContentCard $static={editing} $single={single} data-card-video={source ? '' : undefined} data-card-media={card.media} ref={hoverRef}>
      <CardFrame>
        {source ? (
          <VideoCard
            source={source}
            poster={providerThumbnail ? <ProviderThumbnail src={providerThumbnail} /> : image}
            title={readText(fields.headline).trim() || t('Video', 'Video')}
            hovered={hovered}
            playsOnHover
            describedBy={titleId}
            editing={editing}
          />
        ) : (
          image
        )}
      </CardFrame>
      <CardBody>
        <Text as={CardTitle} id={titleId} field={fields.headline} emptyLabel="Card headline" />
        <RichText as={CardText} field={fields.description} emptyLabel="Card description" />
        {editing ? (
          <CardLink field={fields.link} emptyLabel="Card link" />
        ) : (
          card.hasLink && (
            <CardLink field={fields.link} $stretch aria-describedby={titleId}>
              {label}
              <LinkArrow aria-hidden="true">
                <Icon name="arrow-right" size={18} />
              </LinkArrow>
            </CardLink>
          )
        )}
      </CardBody>
    </ContentCard>
  );
}
