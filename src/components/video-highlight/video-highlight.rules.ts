/**
 * Video highlight (spec 002 sections 2 to 5, 7 to 9): the video items from their field sources,
 * the thumbnail carousel's columns, and the modal's index rules. Pure: no React, no browser.
 */
import { fieldsOf, isRecord, readImage, readItem, readItems, readText } from '../../fields/read.ts';
import { readVideoUrl } from '../../lib/video-playback.ts';
import { readChoice } from '../../lib/choice.ts';
import { parseProvider, parseVideoId, providerThumbnailUrl, type VideoSource } from '../../lib/video-source.ts';
import type { CarouselAction } from '../../ui/carousel.rules.ts';

// --- Constants (section 9) -----------------------------------------------------------------------

/** "Video modal spinner 500 ms. Video modal swipe 50 px." */
export const MODAL_SPINNER_MS = 500;
export const MODAL_SWIPE_PX = 50;
/** "Video modal: index -1 means closed." */
export const CLOSED = -1;

/**
 * "Video carousel: 3 per page, 2 mid, 1 small, gap 24 px." Mid and small are the theme's
 * breakpoints: 3 from medium (1025 px), 2 from small (768 px), 1 below.
 */
export const CAROUSEL_GAP_PX = 24;
export const MID_MIN_PX = 768;
export const DESKTOP_MIN_PX = 1025;
export const CAROUSEL_SPEED_MS = 500;

export function videosPerPageAt(width: number): number {
  if (width >= DESKTOP_MIN_PX) return 3;
  if (width >= MID_MIN_PX) return 2;
  return 1;
}

/** The thumbnails are a carousel only where they do not all fit (buttons only then); a grid in edit mode. */
export function thumbnailCarousel(count: number, editing: boolean): { enabled: boolean; activeMedia?: string } {
  if (editing || count <= 1) return { enabled: false };
  if (count === 2) return { enabled: true, activeMedia: `(max-width: ${MID_MIN_PX - 0.02}px)` };
  if (count === 3) return { enabled: true, activeMedia: `(max-width: ${DESKTOP_MIN_PX - 0.02}px)` };
  return { enabled: true };
}

// --- Video items (section 3) ---------------------------------------------------------------------

export type VideoItemProvider = 'youtube' | 'vimeo' | 'other';

/** "Video item: url, videoId, videoProvider (youtube, vimeo or other), thumbnailUrl, mobileThumbnailUrl, headline." */
export interface VideoItem {
  key: string;
  headline: string;
  provider: VideoItemProvider;
  videoId?: string;
  url?: string;
  /** What the modal plays; `none` shows 'Error loading video'. */
  source: VideoSource;
  /** The thumbnail image field (the item's, else the legacy video's image), for the Image helper. */
  thumbnailField?: unknown;
  mobileThumbnailField?: unknown;
  /** Without a thumbnail field: the provider's public image by id (maxresdefault for YouTube). */
  thumbnailUrl?: string;
  fields: Record<string, unknown>;
}

/**
 * "Video field sources: videoType (content video or other), videoProvider, videoID,
 * thumbnailImage, mobileThumbnailImage, contentVideo, video, and a legacy video with provider, ID
 * and image."
 *
 * - A content video (videoType names one: 'Content Video', 'content-video', 'Content Hub') plays
 *   its file: `contentVideo`, else `video`.
 * - Otherwise a YouTube or Vimeo provider with a usable id is embedded; a pasted watch address
 *   counts (src/lib/video-source.ts).
 * - Otherwise a video file in `contentVideo` or `video` plays in a `<video>`.
 * - The legacy video (not named by the spec, decided here): a `legacyVideo` item, or a `video`
 *   field holding an item rather than a file, whose fields are `provider` (or `videoProvider`),
 *   `ID` (or `videoID`, `id`) and `image` (or `thumbnailImage`); its values fill what the item's
 *   own fields leave empty.
 * - Nothing usable: the item still shows (its thumbnail and title), and the modal says 'Error
 *   loading video' (section 8), so an editor's mistake is visible rather than silently dropped.
 */
export function videoItemOf(entry: unknown, index: number): VideoItem | undefined {
  const item = readItem(entry);
  if (!item) return undefined;
  const fields = fieldsOf(item.fields);
  const legacy = legacyVideoOf(fields);
  const headline = readText(fields.headline).trim();
  const type = readChoice(fields.videoType).trim().toLowerCase();
  const contentVideo = /content[\s_-]*(video|hub)/.test(type);
  const url = readVideoUrl(fields.contentVideo) ?? (legacy?.fromVideoField ? undefined : readVideoUrl(fields.video));

  const named = parseProvider(fields.videoProvider) ?? legacy?.provider;
  const provider: VideoItemProvider = named ?? 'other';
  const rawId = readText(fields.videoID).trim() || legacy?.id || '';
  const parsed = named ? parseVideoId(named, rawId) : undefined;

  let source: VideoSource = { kind: 'none' };
  if (contentVideo && url) source = { kind: 'file', url, contentHub: true };
  else if (named && parsed) source = { kind: 'embed', provider: named, ...parsed };
  else if (url) source = { kind: 'file', url, contentHub: false };

  const ownThumbnail = readImage(fields.thumbnailImage) ? fields.thumbnailImage : undefined;
  const legacyThumbnail = legacy?.image && readImage(legacy.image) ? legacy.image : undefined;
  const thumbnailField = ownThumbnail ?? legacyThumbnail;
  const thumbnailUrl = thumbnailField ? undefined : providerThumbnailUrl(source);
  return {
    key: item.id || `video-${index}`,
    headline,
    provider,
    ...(parsed ? { videoId: parsed.id } : {}),
    ...(url ? { url } : {}),
    source,
    ...(thumbnailField ? { thumbnailField } : {}),
    ...(readImage(fields.mobileThumbnailImage) ? { mobileThumbnailField: fields.mobileThumbnailImage } : {}),
    ...(thumbnailUrl ? { thumbnailUrl } : {}),
    fields,
  };
}

interface LegacyVideo {
  provider?: 'youtube' | 'vimeo';
  id?: string;
  image?: unknown;
  fromVideoField: boolean;
}

function legacyVideoOf(fields: Record<string, unknown>): LegacyVideo | undefined {
  const fromLegacy = isRecord(fields.legacyVideo) ? readItem(fields.legacyVideo) : undefined;
  const videoItem = !fromLegacy && isRecord(fields.video) && 'fields' in fields.video ? readItem(fields.video) : undefined;
  const item = fromLegacy ?? videoItem;
  if (!item?.fields) return undefined;
  const f = fieldsOf(item.fields);
  const provider = parseProvider(f.provider ?? f.videoProvider);
  const id = (readText(f.ID) || readText(f.videoID) || readText(f.id)).trim();
  return { ...(provider ? { provider } : {}), ...(id ? { id } : {}), image: f.image ?? f.thumbnailImage, fromVideoField: videoItem !== undefined };
}

/** The `videos` list as video items; entries that are not items are dropped. */
export function videoItemsOf(field: unknown): VideoItem[] {
  return readItems(field)
    .map((item, index) => videoItemOf(item, index))
    .filter((item): item is VideoItem => item !== undefined);
}

// --- Modal (section 4) ---------------------------------------------------------------------------

/** "Previous and next change the index within bounds." Closed stays closed. */
export function modalStep(index: number, action: CarouselAction, count: number): number {
  if (index === CLOSED || count <= 0) return index;
  const next = action === 'next' ? index + 1 : index - 1;
  return Math.min(Math.max(0, next), count - 1);
}

export function canStep(index: number, action: CarouselAction, count: number): boolean {
  return index !== CLOSED && modalStep(index, action, count) !== index;
}
