import { useState } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readBoolean } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Button } from '../../ui/Button.tsx';
import { FeatureCard } from '../../ui/FeatureCard.tsx';
import { featureCards } from '../../ui/feature-card.rules.ts';
import { Container, DividerLine, SectionHeader, SectionHeading, SectionIntro } from '../../ui/layout.tsx';
import { CARDS_LINK_FIELD, hasMore, visibleCount } from './cards-with-links.rules.ts';
import { CardsSection, Grid, More } from './cards-with-links.styles.ts';

/**
 * Cards with links (spec 001 sections 2 and 4): a headline over link cards; on mobile 3 show and
 * Load more adds 3 at a time. Editors see every card.
 */
export default function CardsWithLinks({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const [loads, setLoads] = useState(0);
  const cards = featureCards(fields.cards, CARDS_LINK_FIELD, editing);
  if (cards.length === 0 && !editing) return null;
  const shown = editing ? cards.length : visibleCount(cards.length, loads);

  return (
    <CardsSection id={sectionIdOf(fields, params)} data-block="cards-with-links">
      <Container>
        {readBoolean(fields.showDividerLine) && <DividerLine />}
        {(hasText(fields.headline) || editing) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
            </SectionIntro>
          </SectionHeader>
        )}
        <Grid>
          {cards.length === 0 ? (
            <li>
              <EmptyFieldPlaceholder label="Cards" />
            </li>
          ) : (
            cards.map((card, index) => (
              <li key={card.key} data-hidden-on-mobile={index >= shown ? 'true' : 'false'}>
                <FeatureCard card={card} linkField={CARDS_LINK_FIELD} />
              </li>
            ))
          )}
        </Grid>
        {!editing && hasMore(cards.length, loads) && (
          <More>
            <Button type="button" variant="secondary" data-load-more="" onClick={() => setLoads((n) => n + 1)}>
              {t('LoadMore', 'Load more')}
            </Button>
          </More>
        )}
      </Container>
    </CardsSection>
  );
}
