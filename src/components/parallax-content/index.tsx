import { ctaOf } from '../../lib/cta.ts';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readImage } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { mq } from '../../ui/theme.ts';
import { Cta, Description, Eyebrow, Frame, Headline, Layout, Panel, ParallaxSection } from './parallax-content.styles.ts';

/** The image is 8 of 12 columns on desktop, the full width below. */
const IMAGE_SIZES = `${mq.up('m')} 66vw, 100vw`;

/**
 * Parallax content (spec 003): eyebrow, headline, description, call to action (ctaText and
 * ctaModalId read as the house does, though the spec lists only cta) in a dark panel that overlaps
 * a large image, which drifts as the page scrolls. Static: the parallax is CSS only
 * (src/ui/parallax.ts, a scroll-driven animation), still without support, with reduced motion and
 * in edit mode. The mobile image is used below the tablet breakpoint (the Image field's default).
 * Decided where the spec is silent: the description is rich text (it may hold paragraphs); a block
 * with neither text nor image renders nothing for visitors.
 */
export default function ParallaxContent({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const hasImage = readImage(fields.image) !== undefined || readImage(fields.mobileImage) !== undefined;
  const cta = ctaOf(fields);
  const hasWords = hasText(fields.headline) || hasText(fields.description) || hasText(fields.eyebrow);
  if (!editing && !hasWords && !hasImage) return null;

  return (
    <ParallaxSection id={sectionIdOf(fields, params)} data-block="parallax-content">
      <Layout>
        {(hasImage || editing) && (
          <Frame $animate={!editing} data-parallax={editing ? 'off' : 'css'}>
            <Image
              field={readImage(fields.image) ? fields.image : fields.mobileImage}
              mobileField={fields.mobileImage}
              sizes={IMAGE_SIZES}
              emptyLabel="Image"
            />
          </Frame>
        )}
        <Panel>
          {(hasText(fields.eyebrow) || editing) && <Text as={Eyebrow} field={fields.eyebrow} emptyLabel="Eyebrow" />}
          {(hasText(fields.headline) || editing) && <Text as={Headline} field={fields.headline} emptyLabel="Headline" />}
          {(hasText(fields.description) || editing) && <RichText as={Description} field={fields.description} emptyLabel="Description" />}
          {(cta.visible || editing) && <Cta field={fields.cta} text={cta.text} modalId={cta.modalId} $variant="white" emptyLabel="Call to action" />}
        </Panel>
      </Layout>
    </ParallaxSection>
  );
}
