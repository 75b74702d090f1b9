import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readBoolean } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { FeatureCard } from '../../ui/FeatureCard.tsx';
import { featureCards } from '../../ui/feature-card.rules.ts';
import { Container, DividerLine, SectionHeader, SectionHeading, SectionIntro } from '../../ui/layout.tsx';
import { BENEFITS_LINK_FIELD } from './benefits-highlight.rules.ts';
import { BenefitsSection, Grid } from './benefits-highlight.styles.ts';

/** Benefits highlight (spec 001 section 2): a grid of benefit cards under an optional divider line and headline. */
export default function BenefitsHighlight({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const cards = featureCards(fields.cards, BENEFITS_LINK_FIELD, editing);
  if (cards.length === 0 && !editing) return null;
  return (
    <BenefitsSection id={sectionIdOf(fields, params)} data-block="benefits-highlight">
      <Container>
        {readBoolean(fields.showDividerLine) && <DividerLine data-divider="" />}
        {(hasText(fields.headline) || (editing && 'headline' in fields)) && (
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
            cards.map((card) => (
              <li key={card.key}>
                <FeatureCard card={card} linkField={BENEFITS_LINK_FIELD} />
              </li>
            ))
          )}
        </Grid>
      </Container>
    </BenefitsSection>
  );
}
