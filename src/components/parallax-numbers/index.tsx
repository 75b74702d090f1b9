import { useRef, type CSSProperties } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Image } from '../../fields/Image.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readImage } from '../../fields/read.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { CountUpDigits, isAttachedUnit } from '../../ui/count-up/CountUpDigits.tsx';
import { formatCountUpNumber } from '../../ui/count-up/count-up.rules.ts';
import { useCountUp } from '../../ui/count-up/use-count-up.ts';
import { Container, SectionHeader, SectionHeading, SectionIntro } from '../../ui/layout.tsx';
import { mq } from '../../ui/theme.ts';
import { PARALLAX_COUNT_MS, PARALLAX_VISIBILITY, parallaxCardsOf, parallaxNumbersCount, type ParallaxCardModel } from './parallax-numbers.rules.ts';
import { Card, CardList, Description, Figure, ImageFrame, NumbersSection, Text as TextColumn, Title, Unit } from './parallax-numbers.styles.ts';

/** A third of the width on desktop, half below it. */
const IMAGE_SIZES = `${mq.up('m')} 30vw, 50vw`;

/**
 * Parallax numbers (spec 003): an optional headline over cards, each a number with unit, title and
 * description between a left and a right image (mobile variants below the tablet breakpoint) that
 * drift at opposite speeds as the page scrolls (CSS only, src/ui/parallax.ts; still with reduced
 * motion and in edit mode). The number counts up over 1.5 s once half the card is in view,
 * with the same no-flash rule as number highlights (a card already on screen when the block
 * wakes keeps its final value); edit mode shows the final value and every field.
 */
export default function ParallaxNumbers({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const cards = parallaxCardsOf(fields, editing);
  if (!editing && cards.length === 0) return null;

  return (
    <NumbersSection id={sectionIdOf(fields, params)} data-block="parallax-numbers">
      <Container>
        {(hasText(fields.headline) || editing) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
            </SectionIntro>
          </SectionHeader>
        )}
        {cards.length === 0 ? (
          <EmptyFieldPlaceholder label="Cards" />
        ) : (
          <CardList>
            {cards.map((card) => (
              <ParallaxCard key={card.key} card={card} editing={editing} />
            ))}
          </CardList>
        )}
      </Container>
    </NumbersSection>
  );
}

function ParallaxCard({ card, editing }: { card: ParallaxCardModel; editing: boolean }) {
  const { language } = useLocale();
  const ref = useRef<HTMLLIElement>(null);
  const current = useCountUp(card.number, ref, {
    durationMs: PARALLAX_COUNT_MS,
    threshold: PARALLAX_VISIBILITY,
    counts: () => parallaxNumbersCount({ editing, reducedMotion: prefersReducedMotion() }),
    onlyFromOffscreen: true,
  });
  const final = card.number ? formatCountUpNumber(card.number, language) : card.raw;
  const style = { '--figure-length': Math.max(1, [...final].length + Math.ceil([...card.unit].length / 3)) } as CSSProperties;
  const { fields } = card;
  return (
    <Card ref={ref} data-parallax-card="">
      {(card.hasLeft || editing) && (
        <ImageFrame $side="left" $animate={!editing}>
          <Image
            field={readImage(fields.leftImage) ? fields.leftImage : fields.mobileLeftImage}
            mobileField={fields.mobileLeftImage}
            sizes={IMAGE_SIZES}
            emptyLabel="Left image"
          />
        </ImageFrame>
      )}
      <TextColumn>
        {editing ? (
          <Figure>
            <Text field={fields.number} emptyLabel="Number" />
            <Text as={Unit} field={fields.unit} emptyLabel="Unit" />
          </Figure>
        ) : (
          card.raw !== '' && (
            <Figure style={style} data-attached={isAttachedUnit(card.unit) ? '' : undefined}>
              <CountUpDigits raw={card.raw} number={card.number} unit={card.unit} language={language} current={current} />
            </Figure>
          )
        )}
        {(card.title || editing) && <Text as={Title} field={fields.title} emptyLabel="Title" />}
        {(card.description || editing) && <Text as={Description} field={fields.description} emptyLabel="Description" />}
      </TextColumn>
      {(card.hasRight || editing) && (
        <ImageFrame $side="right" $animate={!editing}>
          <Image
            field={readImage(fields.rightImage) ? fields.rightImage : fields.mobileRightImage}
            mobileField={fields.mobileRightImage}
            sizes={IMAGE_SIZES}
            emptyLabel="Right image"
          />
        </ImageFrame>
      )}
    </Card>
  );
}
