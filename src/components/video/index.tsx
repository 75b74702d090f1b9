import { useStableId } from '../../app/context/stable-id.tsx';

import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { buildHref } from '../../fields/link.rules.ts';
import { hasText, readBoolean, readImage, readLink, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Container, DividerLine } from '../../ui/layout.tsx';
import {
  ASPECT_RATIOS,
  chooseVideoSource,
  contentLayout,
  providerThumbnailUrl,
  showsVideoContent,
  videoAspect,
  videoTheme,
  type AspectName,
  type VideoSource,
} from './video.rules.ts';
import {
  Cta,
  Description,
  EditorNote,
  Eyebrow,
  Frame,
  Headline,
  Layout,
  MediaColumn,
  Message,
  Poster,
  TextIntro,
  Texts,
  VideoSection,
} from './video.styles.ts';
import { ProviderThumbnail, VideoPlayer } from './VideoPlayer.tsx';

/**
 * Video (spec 000 sections 2 to 9): a muted, looping video behind its own thumbnail, with a
 * spinner until ready, a play/pause toggle, controls that hide after 3 s and a progress bar.
 * The source is a content-hub video, else a YouTube/Vimeo embed, else a plain video file
 * (video.rules.ts). Nothing of the player, and nothing from a video provider, loads before the
 * visitor presses play or, where autoplay suits the device and connection, the video comes into
 * view (VideoPlayer.tsx).
 *
 * Parameters: Styles picks the White (default) or Black theme and the frame (`Square`,
 * `Portrait`, `Cinema`, `4:3`; 16:9 otherwise); FieldNames `VideoContent` adds the eyebrow,
 * headline, description, call to action and divider line, above a wide frame or beside a tall
 * one. Any other FieldNames shows the video alone.
 *
 * With no source, visitors see 'No video source available' in the frame (spec 000 section 8), so
 * the gap is visible and reported rather than silent; a datasource with nothing at all (no
 * source, thumbnail or text) renders nothing, as every empty block does.
 */
export default function Video({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const headlineId = useStableId('headline');

  const source = chooseVideoSource(fields);
  const aspect = videoAspect(params.Styles, fields.videoType);
  const theme = videoTheme(params.Styles);
  const withContent = showsVideoContent(params.FieldNames);
  const hasThumbnail = readImage(fields.thumbnailImage) !== undefined;
  const hasCta = buildHref(readLink(fields.cta)) !== '';
  const hasTexts = withContent && (hasText(fields.eyebrow) || hasText(fields.headline) || hasText(fields.description) || hasCta);
  if (!editing && source.kind === 'none' && !hasThumbnail && !hasTexts) return null;

  const sectionId = sectionIdOf(fields, params);
  const title = readText(fields.headline).trim() || t('Video', 'Video');
  const layout = contentLayout(aspect);
  const sizes = withContent && layout === 'beside' ? '(max-width: 1024px) 100vw, 40vw' : '(max-width: 1380px) 100vw, 1320px';

  const media = (
    <MediaColumn $aspect={aspect}>
      <Frame $ratio={ASPECT_RATIOS[aspect].css} data-video-aspect={aspect}>
        {source.kind === 'none' ? (
          <>
            <Poster $hidden={false}>
              <Thumbnail fields={fields} source={source} editing={editing} sizes={sizes} />
            </Poster>
            <Message data-video-no-source="">
              <p>{t('VideoNoSource', 'No video source available')}</p>
            </Message>
          </>
        ) : (
          <VideoPlayer source={source} title={title} editing={editing} poster={<Thumbnail fields={fields} source={source} editing={editing} sizes={sizes} />} />
        )}
      </Frame>
      {editing && <SourceNote fields={fields} source={source} aspect={aspect} />}
    </MediaColumn>
  );

  return (
    <VideoSection
      id={sectionId}
      $theme={theme}
      data-block="video"
      data-video-theme={theme}
      aria-labelledby={withContent && (hasText(fields.headline) || editing) ? headlineId : undefined}
    >
      <Container>
        {withContent && readBoolean(fields.showDividerLine) && <DividerLine />}
        {withContent && (hasTexts || editing) ? (
          <Layout $layout={layout}>
            <Texts $layout={layout}>
              <TextIntro>
                {(hasText(fields.eyebrow) || editing) && <Text as={Eyebrow} $theme={theme} field={fields.eyebrow} emptyLabel="Eyebrow" />}
                <Text as={Headline} id={headlineId} $theme={theme} $clamp={!editing} field={fields.headline} emptyLabel="Headline" />
                {(hasText(fields.description) || editing) && (
                  <RichText as={Description} $theme={theme} $clamp={!editing} field={fields.description} emptyLabel="Description" />
                )}
              </TextIntro>
              {(hasCta || editing) && <Cta field={fields.cta} $variant={theme === 'black' ? 'white' : 'primary'} emptyLabel="Call to action" />}
            </Texts>
            {media}
          </Layout>
        ) : (
          media
        )}
      </Container>
    </VideoSection>
  );
}

interface ThumbnailProps {
  fields: Record<string, unknown>;
  source: VideoSource;
  editing: boolean;
  sizes: string;
}

/**
 * The CMS thumbnail (with its mobile version), else the provider's by video id, else the frame's
 * own gradient. Editors always get the image field, to fill or change it.
 */
function Thumbnail({ fields, source, editing, sizes }: ThumbnailProps) {
  if (editing || readImage(fields.thumbnailImage)) {
    return <Image field={fields.thumbnailImage} mobileField={fields.mobileThumbnailImage} sizes={sizes} emptyLabel="Thumbnail image" />;
  }
  const providerUrl = providerThumbnailUrl(source);
  return providerUrl ? <ProviderThumbnail src={providerUrl} /> : null;
}

/** Edit mode: the source that plays and its fields, which have no place on the visitors' page. */
function SourceNote({ fields, source, aspect }: { fields: Record<string, unknown>; source: VideoSource; aspect: AspectName }) {
  const label =
    source.kind === 'file'
      ? `${source.contentHub ? 'Content Hub video' : 'Video file'}: ${source.url}`
      : source.kind === 'embed'
        ? `${source.provider === 'youtube' ? 'YouTube' : 'Vimeo'} ${source.id}`
        : 'No video source';
  return (
    <EditorNote data-video-editor-note="">
      <span>
        {label} · {aspect}
      </span>
      <span>
        videoProvider: <Text field={fields.videoProvider} emptyLabel="Video provider" />
      </span>
      <span>
        videoID: <Text field={fields.videoID} emptyLabel="Video ID" />
      </span>
    </EditorNote>
  );
}
