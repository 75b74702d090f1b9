import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readBoolean, readImage } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Container, DividerLine } from '../../ui/layout.tsx';
import { sectionStyleOf } from './static-image-section.rules.ts';
import { Description, Frame, Heading, ImageSection, Intro } from './static-image-section.styles.ts';

/**
 * Static image section (spec 002 sections 2 and 3): a headline and description over a wide image,
 * White or Black (the Styles parameter), with an optional divider line. Static: no script.
 * Visitors see nothing when all three are empty; editors see every field.
 */
export default function StaticImageSection({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const hasHeadline = hasText(fields.headline);
  const hasDescription = hasText(fields.description);
  const hasImage = readImage(fields.image) !== undefined;
  if (!editing && !hasHeadline && !hasDescription && !hasImage) return null;
  const style = sectionStyleOf(params.Styles);

  return (
    <ImageSection id={sectionIdOf(fields, params)} $style={style} data-block="static-image-section" data-style={style}>
      <Container>
        {readBoolean(fields.showDividerLine) && <DividerLine />}
        {(hasHeadline || hasDescription || editing) && (
          <Intro>
            {(hasHeadline || editing) && <Text as={Heading} $style={style} field={fields.headline} emptyLabel="Headline" />}
            {(hasDescription || editing) && <RichText as={Description} $style={style} field={fields.description} emptyLabel="Description" />}
          </Intro>
        )}
        {(hasImage || editing) && (
          <Frame>
            <Image field={fields.image} sizes="(max-width: 1400px) 100vw, 1320px" emptyLabel="Image" />
          </Frame>
        )}
      </Container>
    </ImageSection>
  );
}
