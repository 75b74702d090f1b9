import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLogger, usePageFacts, useTranslate } from '../../app/context/index.ts';
import { Text } from '../../fields/Text.tsx';
import { hasText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Container, Notice, SectionHeading } from '../../ui/layout.tsx';
import { mq } from '../../ui/theme.ts';
import { IFRAME_MOBILE_BELOW } from './iframe.phrases.ts';
import { cssWidth, embedAddress, iframeTitle, parseAttributeList, readUrlField, responsiveAttributes, sandboxFor } from './iframe.rules.ts';
import { EditorNote, Frame, IframeSection } from './iframe.styles.ts';
import { useMediaMatch } from './use-below.ts';

/**
 * Iframe (spec 003 sections 2, 3 and 7): an optional headline over an embedded page, with
 * separate attribute lists for desktop and mobile (iframe.rules.ts says what passes).
 *
 * Desktop and mobile: the server renders the desktop attributes; the frame's box takes both
 * heights from CSS (mobile below 768 px, the theme's `sm`: phones; tablets get the desktop
 * list), so nothing moves when this small island applies the mobile attributes to the element
 * below 768 px once it hydrates (on idle: see island.ts for the load-time attributes).
 */
export default function Iframe({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const logger = useLogger();
  const { publicUrl } = usePageFacts();
  const mobile = useMediaMatch(mq.down(IFRAME_MOBILE_BELOW));

  const address = embedAddress(readUrlField(fields.url), publicUrl);
  const desktopList = parseAttributeList(fields.attributesForDesktop);
  const mobileList = parseAttributeList(fields.attributesForMobile);
  const rejected = [...new Set([...desktopList.rejected, ...mobileList.rejected])];
  if (!address.ok && address.reason === 'not-allowed') {
    logger.warn({ component: 'Iframe', url: address.value.slice(0, 200) }, 'Iframe address refused: only https: addresses and same-site paths are embedded');
  }
  if (rejected.length > 0) {
    logger.warn({ component: 'Iframe', rejected }, 'Iframe attributes refused by the allow-list');
  }
  if (!address.ok && !editing) return null;

  const { desktop, mobile: mobileAttributes } = responsiveAttributes(desktopList.attributes, mobileList.attributes);
  const attributes = mobile ? mobileAttributes : desktop;
  const title = iframeTitle(fields.title, fields.headline, t('IframeTitleFallback', 'Embedded content'));
  const { width: _width, ...frameProps } = attributes;

  return (
    <IframeSection id={sectionIdOf(fields, params)} data-block="iframe">
      <Container>
        {(hasText(fields.headline) || editing) && <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />}
        {address.ok ? (
          <Frame
            $desktopHeight={desktop.height}
            $mobileHeight={mobileAttributes.height}
            $desktopWidth={cssWidth(desktop.width)}
            $mobileWidth={cssWidth(mobileAttributes.width)}
          >
            <iframe
              src={address.src}
              title={title}
              sandbox={sandboxFor(address.kind)}
              {...frameProps}
              {...(attributes.width !== undefined ? { width: String(attributes.width) } : {})}
              data-iframe-kind={address.kind}
              data-iframe-attributes={mobile ? 'mobile' : 'desktop'}
            />
          </Frame>
        ) : (
          <Notice role="note" $tone="error" data-iframe-notice="">
            <strong>{address.reason === 'empty' ? 'Iframe: no address set.' : 'Iframe: this address is not embedded.'}</strong>
            <span>
              {address.reason === 'empty'
                ? 'Enter an https: address or a path on this site in the url field.'
                : `Only https: addresses and paths on this site (starting with /) are shown to visitors. Refused: ${address.value.slice(0, 120)}`}
            </span>
          </Notice>
        )}
        {editing && rejected.length > 0 && (
          <EditorNote data-iframe-rejected="">{`Attributes ignored (not allowed or invalid): ${rejected.join(', ')}`}</EditorNote>
        )}
      </Container>
    </IframeSection>
  );
}
