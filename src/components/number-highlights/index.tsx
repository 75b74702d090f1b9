import { ctaOf } from '../../lib/cta.ts';
import { useRef, type CSSProperties } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText } from '../../fields/read.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { CountUpDigits, isAttachedUnit } from '../../ui/count-up/CountUpDigits.tsx';
import { formatCountUpNumber } from '../../ui/count-up/count-up.rules.ts';
import { useCountUp } from '../../ui/count-up/use-count-up.ts';
import { Container, SectionActions, SectionHeader, SectionHeading, SectionIntro } from '../../ui/layout.tsx';
import { HIGHLIGHT_COUNT_MS, HIGHLIGHT_VISIBILITY, highlightLayout, highlightsCount, highlightsOf, type HighlightModel } from './number-highlights.rules.ts';
import { Cta, Description, Figure, HighlightCard, HighlightsSection, List, Unit } from './number-highlights.styles.ts';

/**
 * Number highlights (spec 003): headline, call to action (the house rule: ctaText, ctaModalId)
 * and 3 or 4 columns of cards with a number, unit and description, counting up from 0 over
 * 2.5 s once 75 % of a card is visible.
 *
 * The server renders every final value, so visitors without JavaScript and crawlers read the real
 * numbers. To avoid a flash (final -> 0 -> final), a number drops to 0 only while its card is off
 * screen when the block wakes (src/ui/count-up/use-count-up.ts `onlyFromOffscreen`): a card
 * already on screen then keeps its final value and does not count. Edit mode and reduced motion
 * never count.
 */
export default function NumberHighlights({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const items = highlightsOf(fields, editing);
  const layout = highlightLayout(params);
  const cta = ctaOf(fields);
  const hasHeadline = hasText(fields.headline);
  if (!editing && items.length === 0) return null;

  return (
    <HighlightsSection
      id={sectionIdOf(fields, params)}
      data-block="number-highlights"
      data-columns={layout.columns}
      $blue={layout.blue}
      $tone={layout.blue ? undefined : 'light'}
    >
      <Container>
        {(hasHeadline || cta.visible || editing) && (
          <SectionHeader>
            <SectionIntro>{(hasHeadline || editing) && <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />}</SectionIntro>
            {(cta.visible || editing) && (
              <SectionActions>
                <Cta field={fields.cta} text={cta.text} modalId={cta.modalId} $variant={layout.blue ? 'white' : 'secondary'} emptyLabel="Call to action" />
              </SectionActions>
            )}
          </SectionHeader>
        )}
        {items.length === 0 ? (
          <EmptyFieldPlaceholder label="Numbers" />
        ) : (
          <List $columns={layout.columns}>
            {items.map((item) => (
              <Highlight key={item.key} item={item} editing={editing} blue={layout.blue} />
            ))}
          </List>
        )}
      </Container>
    </HighlightsSection>
  );
}

function Highlight({ item, editing, blue }: { item: HighlightModel; editing: boolean; blue: boolean }) {
  const { language } = useLocale();
  const ref = useRef<HTMLLIElement>(null);
  const current = useCountUp(item.number, ref, {
    durationMs: HIGHLIGHT_COUNT_MS,
    threshold: HIGHLIGHT_VISIBILITY,
    counts: () => highlightsCount({ editing, reducedMotion: prefersReducedMotion() }),
    onlyFromOffscreen: true,
  });
  const final = item.number ? formatCountUpNumber(item.number, language) : item.raw;
  const style = { '--figure-length': Math.max(1, [...final].length + Math.ceil([...item.unit].length / 3)) } as CSSProperties;
  return (
    <HighlightCard ref={ref} $blue={blue} data-highlight="">
      {editing ? (
        <Figure $blue={blue}>
          <Text field={item.fields.number} emptyLabel="Number" />
          <Text as={Unit} field={item.fields.unit} emptyLabel="Unit" />
        </Figure>
      ) : (
        item.raw !== '' && (
          <Figure $blue={blue} style={style} data-attached={isAttachedUnit(item.unit) ? '' : undefined}>
            <CountUpDigits raw={item.raw} number={item.number} unit={item.unit} language={language} current={current} />
          </Figure>
        )
      )}
      {(item.description || editing) && <Text as={Description} $blue={blue} field={item.fields.description} emptyLabel="Description" />}
    </HighlightCard>
  );
}
