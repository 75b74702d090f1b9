import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { buildHref } from '../../fields/link.rules.ts';
import { hasText, readBoolean, readImage, readLink } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Container, DividerLine } from '../../ui/layout.tsx';
import { imageAlignmentOf, isHighlightTap } from './feature-card.rules.ts';
import { Actions, Body, Cta, Description, FeatureSection, Heading, Media, Panel } from './feature-card.styles.ts';

/**
 * Feature card (spec 002 sections 2, 3 and 4), CMS names FeatureCardBlock and FeatureCard: an
 * image on the left or right (imageAlignment) of a headline, description and call to action, with
 * an optional divider line and the sectionId anchor. On touch screens a tap highlights the card
 * and a tap anywhere outside it takes the highlight away. Visitors see nothing without a headline,
 * a description or an image.
 */
export default function FeatureCard({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const [active, setActive] = useState(false);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node) || !panel.current?.contains(event.target)) setActive(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active]);

  const hasImage = readImage(fields.image) !== undefined;
  const hasHeadline = hasText(fields.headline);
  const hasDescription = hasText(fields.description);
  if (!editing && !hasImage && !hasHeadline && !hasDescription) return null;
  const hasCta = buildHref(readLink(fields.cta)) !== '';
  const align = imageAlignmentOf(fields.imageAlignment);

  return (
    <FeatureSection id={sectionIdOf(fields, params)} data-block="feature-card">
      <Container>
        {readBoolean(fields.showDividerLine) && <DividerLine />}
        <Panel
          ref={panel}
          $align={align}
          $static={editing}
          $withImage={hasImage || editing}
          data-image-alignment={align}
          data-active={active ? 'true' : undefined}
          onPointerDown={(event: PointerEvent<HTMLElement>) => {
            if (isHighlightTap(event.pointerType, editing)) setActive(true);
          }}
        >
          {(hasImage || editing) && (
            <Media>
              <Image field={fields.image} sizes="(max-width: 767px) 100vw, 50vw" emptyLabel="Image" />
            </Media>
          )}
          <Body>
            {(hasHeadline || editing) && <Text as={Heading} field={fields.headline} emptyLabel="Headline" />}
            {(hasDescription || editing) && <RichText as={Description} field={fields.description} emptyLabel="Description" />}
            {(hasCta || editing) && (
              <Actions>
                <Cta field={fields.cta} $variant="primary" emptyLabel="Call to action" />
              </Actions>
            )}
          </Body>
        </Panel>
      </Container>
    </FeatureSection>
  );
}
