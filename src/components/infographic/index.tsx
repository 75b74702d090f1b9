import { useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { buildHref } from '../../fields/link.rules.ts';
import { hasText, readImage, readLink, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Container } from '../../ui/layout.tsx';
import { hasInfographicContent, infographicStyleOf } from './infographic.rules.ts';
import { Actions, Cta, Description, ExpandButton, Eyebrow, Figure, Heading, InfographicSection, Intro, SubHeading } from './infographic.styles.ts';
import { ExpandGlyph } from './viewer-icons.tsx';
import { ZoomViewer } from './ZoomViewer.tsx';

/**
 * Infographic (spec 003 sections 2, 3, 4 and 9): eyebrow, headline, description, sub-headline,
 * the image and a call to action on a White, Blue or Grey section. Below 1025 px an expand
 * button opens the full-screen zoomable viewer (ZoomViewer.tsx, up to 5x).
 *
 * The block is an island that loads on demand (island.ts): the page ships its markup and no code
 * until a visitor points at, touches or focuses it; a press of the expand button meanwhile is held
 * and replayed once it has hydrated (src/app/island-runtime.ts).
 */
export default function Infographic({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const expandRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // After the viewer has gone (its focus trap with it), the expand button gets the focus back.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    expandRef.current?.focus({ preventScroll: true });
  }, [open]);
  if (!editing && !hasInfographicContent(fields)) return null;

  const style = infographicStyleOf(params.Styles);
  const image = readImage(fields.image);
  const hasCta = buildHref(readLink(fields.cta)) !== '';
  const label = readText(fields.headline).trim() || image?.alt.trim() || t('InfographicViewer', 'Infographic');
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  return (
    <InfographicSection id={sectionIdOf(fields, params)} $style={style} data-block="infographic" data-style={style}>
      <Container>
        {(hasText(fields.eyebrow) || hasText(fields.headline) || hasText(fields.description) || editing) && (
          <Intro>
            {(hasText(fields.eyebrow) || editing) && <Text as={Eyebrow} $style={style} field={fields.eyebrow} emptyLabel="Eyebrow" />}
            {(hasText(fields.headline) || editing) && <Text as={Heading} $style={style} field={fields.headline} emptyLabel="Headline" />}
            {(hasText(fields.description) || editing) && <RichText as={Description} $style={style} field={fields.description} emptyLabel="Description" />}
          </Intro>
        )}
        {(image || hasText(fields.subHeadline) || editing) && (
          <Figure $style={style}>
            {(hasText(fields.subHeadline) || editing) && <Text as={SubHeading} field={fields.subHeadline} emptyLabel="Sub-headline" />}
            <Image field={fields.image} sizes="(max-width: 1024px) 100vw, 1320px" emptyLabel="Image" />
            {image && !editing && (
              <ExpandButton ref={expandRef} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} data-infographic-expand="">
                <ExpandGlyph />
                {t('InfographicExpand', 'View full screen')}
              </ExpandButton>
            )}
          </Figure>
        )}
        {(hasCta || editing) && (
          <Actions>
            <Cta field={fields.cta} $variant="primary" $onBlue={style === 'Blue'} emptyLabel="Call to action" />
          </Actions>
        )}
      </Container>
      {open && image && <ZoomViewer image={image} label={label} onClose={close} />}
    </InfographicSection>
  );
}
