import { useRef } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Image } from '../../fields/Image.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { mq } from '../../ui/theme.ts';
import { BANNER_MOBILE_BELOW_PX, bannerCta, bannerMedia, isEmptyBanner } from './banner.rules.ts';
import { BannerVideo } from './BannerVideo.tsx';
import { BannerSection, Content, Cta, Description, EditingNote, Headline, Media, Overlay, TextColumn } from './banner.styles.ts';

/**
 * Banner (spec 003; CMS names Banner, ImageBanner, VideoBanner): a full-bleed image or video
 * under a dark gradient, with headline (h2: the page's h1 is its page intro), description and
 * call to action. The media choice is banner.rules.ts bannerMedia; the still image (with its
 * mobile variant on tablet and below, through `<picture>`, so it works without JavaScript) is in
 * the server HTML, the video is added in the browser when the banner nears view (BannerVideo).
 *
 * Decided where the spec is silent: the banner's image loads lazily (a banner is often not the
 * first block; the island's video is the expensive part anyway); a banner with nothing to show
 * renders nothing for visitors; editors see every field (placeholders) and the still only, never
 * a playing video (edit mode turns motion off), with the video's address written under the text.
 */
export default function Banner({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const rootRef = useRef<HTMLElement>(null);
  if (!editing && isEmptyBanner(fields)) return null;
  const media = bannerMedia(fields);
  const cta = bannerCta(fields);
  const grey = media.kind === 'none';

  return (
    <BannerSection ref={rootRef} id={sectionIdOf(fields, params)} data-block="banner" data-media={media.kind} $grey={grey}>
      {(media.still || editing) && (
        <Media>
          <Image
            field={fields[media.still?.image ?? 'image']}
            mobileField={media.still?.mobile ? fields[media.still.mobile] : editing ? fields.mobileImage : undefined}
            mobileMedia={mq.down(BANNER_MOBILE_BELOW_PX)}
            sizes="100vw"
            emptyLabel="Image"
          />
        </Media>
      )}
      {!editing && media.kind === 'video' && media.videoUrl && <BannerVideo src={media.videoUrl} rootRef={rootRef} />}
      <Overlay aria-hidden="true" $grey={grey} />
      <Content>
        <TextColumn>
          {(hasText(fields.headline) || editing) && <Text as={Headline} field={fields.headline} emptyLabel="Headline" />}
          {(hasText(fields.description) || editing) && <Text as={Description} field={fields.description} emptyLabel="Description" />}
          {(cta.visible || editing) && <Cta field={cta.field} text={cta.text} modalId={cta.modalId} $variant="white" emptyLabel="Call to action" />}
          {editing && <EditingNote>{media.videoUrl ? `Video: ${media.videoUrl}` : <EmptyFieldPlaceholder label="Video" />}</EditingNote>}
        </TextColumn>
      </Content>
    </BannerSection>
  );
}
