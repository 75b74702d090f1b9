import { useRef, useState } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Icon } from '../../ui/Icon.tsx';
import { ProviderThumbnail } from '../../ui/ProviderThumbnail.tsx';
import { Container, Section, SectionHeader, SectionHeading, SectionIntro } from '../../ui/layout.tsx';
import { CAROUSEL_SPEED_MS, CLOSED, thumbnailCarousel, videoItemsOf, type VideoItem } from './video-highlight.rules.ts';
import { EditorNote, PlayBadge, Thumb, ThumbButton, ThumbMedia, ThumbTitle, Thumbs } from './video-highlight.styles.ts';
import { VideoModal } from './VideoModal.tsx';

const SIZES = '(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 440px';

/**
 * Video highlight (spec 002 sections 2, 4, 8, 9): a headline over a carousel of video thumbnails
 * (3 per page on desktop, 2 on mid widths, 1 on small, gap 24 px); a thumbnail opens the
 * full-screen modal (VideoModal.tsx) on its video. Nothing of a provider (player, script, frame)
 * loads before the visitor opens a video; thumbnails are the item's own images, else the
 * provider's public image by id. A click on the active last thumbnail opens its video and wraps
 * the row to the first (section 4, `wrapFromLast` of the shared carousel), mirrored in Arabic.
 * Edit mode: every item in a grid with its fields, no modal.
 */
export default function VideoHighlight({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const videos = videoItemsOf(fields.videos);
  const [index, setIndex] = useState(CLOSED);
  const openerRef = useRef<HTMLElement | null>(null);
  // The click that opened the modal also took the row back to the first thumbnail.
  const wrappedRef = useRef(false);
  if (!editing && videos.length === 0) return null;

  const carousel = thumbnailCarousel(videos.length, editing);
  const label = readText(fields.headline).trim() || t('VideoHighlightLabel', 'Videos');

  const open = (at: number, opener: HTMLElement) => {
    openerRef.current = opener;
    wrappedRef.current = false;
    setIndex(at);
  };
  const close = () => {
    setIndex(CLOSED);
    const opener = openerRef.current;
    openerRef.current = null;
    // Back to the thumbnail that opened it, once the modal (and its focus trap) is gone; after a
    // wrap that one is out of view, so to the first, where the row now starts.
    const first = wrappedRef.current ? opener?.closest('[data-block]')?.querySelector<HTMLElement>('[data-video-open="0"]') : null;
    const target = first ?? opener;
    if (target?.isConnected) setTimeout(() => target.focus({ preventScroll: true }), 0);
  };

  return (
    <Section id={sectionIdOf(fields, params)} data-block="video-highlight">
      <Container>
        {(hasText(fields.headline) || editing) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} $clamp={!editing} field={fields.headline} emptyLabel="Headline" />
            </SectionIntro>
          </SectionHeader>
        )}
        {videos.length > 0 && (
          <Thumbs
            label={label}
            enabled={carousel.enabled}
            activeMedia={carousel.activeMedia}
            durationMs={CAROUSEL_SPEED_MS}
            wrapFromLast
            onWrap={() => void (wrappedRef.current = true)}
          >
            {videos.map((video, at) =>
              editing ? (
                <EditorThumb key={video.key} video={video} />
              ) : (
                <Thumb key={video.key}>
                  <ThumbButton
                    type="button"
                    aria-haspopup="dialog"
                    aria-label={t('VideoHighlightPlay', 'Play video: {title}', { title: video.headline || t('Video', 'Video') })}
                    data-video-open={at}
                    onClick={(event) => open(at, event.currentTarget)}
                  >
                    <ThumbMedia>
                      <Thumbnail video={video} />
                      <PlayBadge aria-hidden="true">
                        <Icon name="play" size={26} />
                      </PlayBadge>
                    </ThumbMedia>
                    {video.headline && <ThumbTitle>{video.headline}</ThumbTitle>}
                  </ThumbButton>
                </Thumb>
              ),
            )}
          </Thumbs>
        )}
      </Container>
      {index !== CLOSED && <VideoModal videos={videos} index={index} onIndex={setIndex} onClose={close} />}
    </Section>
  );
}

function Thumbnail({ video }: { video: VideoItem }) {
  if (video.thumbnailField) return <Image field={video.thumbnailField} mobileField={video.mobileThumbnailField} sizes={SIZES} alt="" />;
  return video.thumbnailUrl ? <ProviderThumbnail src={video.thumbnailUrl} /> : null;
}

/** Edit mode: the thumbnail and title to fill in, and the source that will play. */
function EditorThumb({ video }: { video: VideoItem }) {
  const { source } = video;
  const note =
    source.kind === 'embed'
      ? `${source.provider === 'youtube' ? 'YouTube' : 'Vimeo'} ${source.id}`
      : source.kind === 'file'
        ? `${source.contentHub ? 'Content video' : 'Video file'}: ${source.url}`
        : 'No usable video: visitors see "Error loading video"';
  return (
    <Thumb>
      <ThumbMedia>
        <Image field={video.fields.thumbnailImage} mobileField={video.fields.mobileThumbnailImage} sizes={SIZES} emptyLabel="Thumbnail image" />
      </ThumbMedia>
      <Text as={ThumbTitle} field={video.fields.headline} emptyLabel="Video headline" />
      <EditorNote>{note}</EditorNote>
    </Thumb>
  );
}
