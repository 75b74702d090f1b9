import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { clipPathFor, cutSideFor, diagonalContentPlan } from './diagonal-content.rules.ts';
import { BodyText, BodyTitle, Cta, Eyebrow, Headline, Highlight, Layout, MediaColumn, TextColumn, Wrapper } from './diagonal-content.styles.ts';

/**
 * Diagonal content (spec 003): text on one side, an image with a diagonal cut on the other,
 * bleeding to the viewport edge. contentAlignment Left puts the text at the inline start (the
 * left in English, the right in Arabic), Right at the inline end.
 */
export default function DiagonalContent({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const plan = diagonalContentPlan(fields);
  if (plan.isEmpty && !editing) return null;
  const { has } = plan;
  const showImage = has.image || editing;

  return (
    <Wrapper id={sectionIdOf(fields, params)} data-block="diagonal-content" data-alignment={plan.alignment}>
      <Layout $alignment={showImage ? plan.alignment : 'left'}>
        <TextColumn $alignment={plan.alignment}>
          {(has.eyebrow || editing) && <Text as={Eyebrow} field={fields.eyebrow} emptyLabel="Eyebrow" />}
          {(has.headline || editing) && <Text as={Headline} field={fields.headline} emptyLabel="Headline" />}
          {(has.highlightText || editing) && <Text as={Highlight} field={fields.highlightText} emptyLabel="Highlight text" />}
          {(has.bodyTitle || editing) && <Text as={BodyTitle} field={fields.bodyTitle} emptyLabel="Body title" />}
          {(has.bodyText || editing) && <RichText as={BodyText} field={fields.bodyText} emptyLabel="Body text" />}
          {(plan.cta.visible || editing) && (
            <Cta field={plan.cta.field} text={plan.cta.text} modalId={plan.cta.modalId} $variant="primary" emptyLabel="Call to action" />
          )}
        </TextColumn>
        {showImage && (
          <MediaColumn $ltrClip={clipPathFor(cutSideFor(plan.alignment, 'ltr'))} $rtlClip={clipPathFor(cutSideFor(plan.alignment, 'rtl'))}>
            <Image field={fields.image} sizes="(max-width: 1024px) 100vw, 50vw" emptyLabel="Image" />
          </MediaColumn>
        )}
      </Layout>
    </Wrapper>
  );
}
