import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Container } from '../../ui/layout.tsx';
import { crossLinkPlan } from './cross-link.rules.ts';
import { Body, Card, Cta, Description, Eyebrow, Headline, Media, Wrapper } from './cross-link.styles.ts';

/**
 * Cross link (spec 003): a promo card that sends the reader on to a related page: image on the
 * start side (on top on phones), eyebrow, headline, description and the call to action.
 * Headline and description clamp to two lines for visitors (spec 000 section 5).
 */
export default function CrossLink({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const plan = crossLinkPlan(fields);
  if (plan.isEmpty && !editing) return null;
  const showImage = plan.hasImage || editing;

  return (
    <Wrapper id={sectionIdOf(fields, params)} data-block="cross-link">
      <Container>
        <Card $withImage={showImage}>
          {showImage && (
            <Media>
              <Image field={fields.image} sizes="(max-width: 767px) 100vw, 40vw" emptyLabel="Image" />
            </Media>
          )}
          <Body>
            {(plan.hasEyebrow || editing) && <Text as={Eyebrow} field={fields.eyebrow} emptyLabel="Eyebrow" />}
            {(plan.hasHeadline || editing) && <Text as={Headline} field={fields.headline} emptyLabel="Headline" />}
            {(plan.hasDescription || editing) && <RichText as={Description} field={fields.description} emptyLabel="Description" />}
            {(plan.cta.visible || editing) && (
              <Cta field={plan.cta.field} text={plan.cta.text} modalId={plan.cta.modalId} $variant="secondary" emptyLabel="Call to action" />
            )}
          </Body>
        </Card>
      </Container>
    </Wrapper>
  );
}
