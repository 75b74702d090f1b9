import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { Text } from '../../fields/Text.tsx';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { heroContent } from './hero-banner.rules.ts';
import { AccentBar, Content, Cta, Description, Eyebrow, Headline, Hero, Media, Overlay, TextColumn } from './hero-banner.styles.ts';

/**
 * The hero's h1 and description are never clamped: a truncated page title helps nobody, and the
 * spec's two-line clamp (000 section 5) is applied to section and card texts instead.
 *
 * Full-bleed hero: photograph (with an art-directed mobile image) under a dark gradient, eyebrow,
 * the page's h1, description and one call to action. The image is the page's largest paint, so it
 * loads eagerly with high priority.
 */
export default function HeroBanner({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const content = heroContent(fields);
  if (content.isEmpty && !editing) return null;

  return (
    <Hero id={sectionIdOf(fields, params)} data-block="hero-banner">
      {(content.hasImage || editing) && (
        <Media>
          <Image field={fields.image} mobileField={fields.mobileImage} priority sizes="100vw" />
        </Media>
      )}
      <Overlay aria-hidden="true" />
      <Content>
        <TextColumn>
          {(content.hasEyebrow || editing) && <Text as={Eyebrow} field={fields.eyebrow} emptyLabel="Eyebrow" />}
          <Text as={Headline} field={fields.headline} emptyLabel="Headline" />
          {(content.hasDescription || editing) && <Text as={Description} field={fields.description} emptyLabel="Description" />}
          {(content.hasCta || editing) && <Cta field={fields.cta} $variant="primary" emptyLabel="Call to action" />}
        </TextColumn>
      </Content>
      <AccentBar aria-hidden="true" />
    </Hero>
  );
}
