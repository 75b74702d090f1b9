import type { CSSProperties } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale, useTranslate } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Image } from '../../fields/Image.tsx';
import { Link } from '../../fields/Link.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readLink, readText } from '../../fields/read.ts';
import { hasStyle, sectionIdOf } from '../../lib/sxa-params.ts';
import { Container } from '../../ui/layout.tsx';
import { copiesFor, logosOf, marqueeRows, type LogoModel } from './logo-marquee.rules.ts';
import { Copy, EditGrid, Heading, Marquee, Row, Slot, Track } from './logo-marquee.styles.ts';

/**
 * Logo marquee (spec 003 sections 2, 4, 5, 9): the logos scroll in one row, or in two rows moving
 * in opposite directions when there are more than 9 (split in half), at the base speed 1.5
 * (logo-marquee.rules.ts). Styles White (default) or Black.
 *
 * A static block: the motion is a CSS animation, so no script ships. Each row holds its logos
 * once for everyone, then copies for a seamless loop that are hidden from assistive technology
 * (aria-hidden and inert, images without alt text, no links): a screen reader or keyboard meets
 * each logo once. The animation pauses on hover and while a logo link has keyboard focus; with
 * prefers-reduced-motion it does not run, and the logos wrap in centred rows instead, so all of
 * them can be seen. The rows run the other way in Arabic. Editors get a static grid of every
 * logo (2 columns, 3 from the medium breakpoint), placeholders for empty images.
 *
 * Decisions where the spec is silent: without any logo the block shows nothing to visitors; a
 * logo without an image is left out; a logo's link (optional) opens as the field says.
 */
export default function LogoMarquee({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const { dir } = useLocale();
  const t = useTranslate();
  const logos = logosOf(fields.logos, editing);
  const tone = hasStyle(params.Styles, 'Black') ? 'black' : 'white';
  if (!editing && logos.length === 0) return null;

  const label = readText(fields.headline).trim() || t('LogoMarqueeLabel', 'Our partners');
  return (
    <Marquee id={sectionIdOf(fields, params)} $tone={tone} aria-label={label} data-block="logo-marquee" data-tone={tone}>
      {(hasText(fields.headline) || editing) && (
        <Container>
          <Text as={Heading} field={fields.headline} emptyLabel="Headline" />
        </Container>
      )}
      {editing ? (
        <Container>
          {logos.length === 0 ? (
            <EmptyFieldPlaceholder label="Logos" />
          ) : (
            <EditGrid>
              {logos.map((logo) => (
                <Slot key={logo.key}>
                  <LogoImage logo={logo} />
                </Slot>
              ))}
            </EditGrid>
          )}
        </Container>
      ) : (
        marqueeRows(logos).map((row, index) => <LogoRow key={index} logos={row} reverse={index === 1} dir={dir} />)
      )}
    </Marquee>
  );
}

function LogoRow({ logos, reverse, dir }: { logos: LogoModel[]; reverse: boolean; dir: 'ltr' | 'rtl' }) {
  const copies = copiesFor(logos.length);
  return (
    <Row data-marquee-row="">
      <Track $copies={copies} $dir={dir} $reverse={reverse} style={{ '--marquee-logos': logos.length } as CSSProperties} data-marquee-track="">
        <Copy role="list">
          {logos.map((logo) => (
            <Slot key={logo.key} role="listitem">
              <LinkedLogo logo={logo} />
            </Slot>
          ))}
        </Copy>
        {Array.from({ length: copies - 1 }, (_, copy) => (
          <Copy key={copy} aria-hidden="true" inert data-marquee-copy="">
            {logos.map((logo) => (
              <Slot key={logo.key}>
                <LogoImage logo={logo} decorative />
              </Slot>
            ))}
          </Copy>
        ))}
      </Track>
    </Row>
  );
}

function LinkedLogo({ logo }: { logo: LogoModel }) {
  const href = readLink(logo.fields.link)?.href?.trim();
  if (!href) return <LogoImage logo={logo} />;
  return (
    <Link field={logo.fields.link} editable={false}>
      <LogoImage logo={logo} />
    </Link>
  );
}

function LogoImage({ logo, decorative = false }: { logo: LogoModel; decorative?: boolean }) {
  return <Image field={logo.fields.image} sizes="200px" emptyLabel="Logo" {...(decorative ? { alt: '' } : {})} />;
}
