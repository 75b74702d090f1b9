import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useStableId, useTranslate } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readBoolean, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Container, DividerLine, Section, SectionHeader, SectionHeading, SectionIntro, SectionLead } from '../../ui/layout.tsx';
import { SPEED_MS, SWIPE_PX, carouselPlan, columnsParam, documentCardsOf, type DocumentCard } from './document-highlights.rules.ts';
import { CATEGORY_COLOURS, CardContent, CardImage, CardRoot, Cards, Category, CtaLink, CtaRow, SubHeadline, Title } from './document-highlights.styles.ts';

/** A swipe of 50 px moves one card (spec 002 section 9); no lock is given for documents. */
const SWIPE = { thresholdPx: SWIPE_PX, lockMs: 0 } as const;

/**
 * Document highlights (spec 002 sections 2 to 5 and 9): a section headline, description and
 * optional divider over a carousel of document cards of three types (FullImage: the image behind
 * the texts; SemiImage: the image above them; NoImage: texts on a panel in the category's colour),
 * each with a category label coloured by keyword, headline, sub-headline and a call to action that
 * follows the link, downloads the file (isDownloadable, saved under the file name rule of
 * src/lib/download-name.ts) or opens a slide-in (ctaModalId, through the page's delegated
 * `data-modal-id` listener). Edit mode shows every card in a grid.
 */
export default function DocumentHighlights({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const cards = documentCardsOf(fields.cards, editing);
  const hasHeadline = hasText(fields.headline);
  const hasDescription = hasText(fields.description);
  if (!editing && cards.length === 0 && !hasHeadline && !hasDescription) return null;

  const columns = columnsParam(params);
  const plan = carouselPlan(cards.length, columns, editing);
  const label = readText(fields.headline).trim() || t('DocumentHighlightsLabel', 'Document highlights');

  return (
    <Section id={sectionIdOf(fields, params)} data-block="document-highlights">
      <Container>
        {readBoolean(fields.showDividerLine) && <DividerLine />}
        {(hasHeadline || hasDescription || editing) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} $clamp={!editing} field={fields.headline} emptyLabel="Headline" />
              {(hasDescription || editing) && <RichText as={SectionLead} field={fields.description} emptyLabel="Description" />}
            </SectionIntro>
          </SectionHeader>
        )}
        {cards.length > 0 && (
          <Cards
            label={label}
            enabled={plan.enabled}
            activeMedia={plan.activeMedia}
            durationMs={SPEED_MS}
            swipe={SWIPE}
            $columns={columns}
            $count={cards.length}
          >
            {cards.map((card) => (
              <DocumentCardView key={card.key} card={card} editing={editing} />
            ))}
          </Cards>
        )}
      </Container>
    </Section>
  );
}

function DocumentCardView({ card, editing }: { card: DocumentCard; editing: boolean }) {
  const t = useTranslate();
  const titleId = useStableId(`card-${card.key}-title`);
  const { fields, type } = card;
  const onDark = type === 'FullImage';
  const hasAction = card.href !== '' || card.modalId !== undefined;
  const label = card.ctaText ?? (card.download ? t('DownloadNow', 'Download Now') : t('LearnMore', 'Learn more'));

  return (
    <CardRoot $type={type} $colour={CATEGORY_COLOURS[card.colour]} data-card-type={type} data-category-colour={card.colour}>
      {type !== 'NoImage' && (
        <CardImage $type={type}>
          <Image field={fields.image} sizes="(max-width: 480px) 90vw, (max-width: 1024px) 45vw, 25vw" emptyLabel="Card image" />
        </CardImage>
      )}
      <CardContent $type={type}>
        {(card.category !== '' || editing) && <Text as={Category} $onDark={onDark} field={fields.documentCategory} emptyLabel="Document category" />}
        <Text as={Title} id={titleId} $large={type === 'NoImage'} field={fields.headline} emptyLabel="Card headline" />
        {(hasText(fields.subHeadline) || editing) && <Text as={SubHeadline} $onDark={onDark} field={fields.subHeadline} emptyLabel="Sub-headline" />}
        {editing ? (
          <CtaRow>
            <CtaLink field={fields.link} $onDark={onDark} emptyLabel="Card link" />
          </CtaRow>
        ) : (
          hasAction && (
            <CtaRow>
              <CtaLink
                field={fields.link}
                modalId={card.modalId}
                $onDark={onDark}
                aria-describedby={titleId}
                {...(card.download ? { download: card.download, 'data-download': '' } : {})}
              >
                {label}
                <Icon name={card.download ? 'download' : 'arrow-right'} size={18} />
              </CtaLink>
            </CtaRow>
          )
        )}
      </CardContent>
    </CardRoot>
  );
}
