/**
 * Spec 002 section 5: "A card is a video card if videoType plus videoProvider plus videoID are
 * present, or videoType plus video." Shared by the content card of the card carousel and (later)
 * the video highlight's media helper, so both decide the same way. Pure.
 *
 * "Present" is a non-empty value: a droplist's text, a droplink's item; a video file counts only
 * when its address is usable (root-relative or http(s), readVideoUrl): a `javascript:` value is no video. `contentVideo` counts as `video` (spec 002 section 3 lists both as video sources).
 */
import { readText } from '../fields/read.ts';
import { readChoice } from './choice.ts';
import { readVideoUrl } from './video-playback.ts';
import { parseProvider, parseVideoId, type VideoSource } from './video-source.ts';

export interface VideoCardFields {
  videoType?: unknown;
  videoProvider?: unknown;
  videoID?: unknown;
  video?: unknown;
  contentVideo?: unknown;
}

export type VideoCardKind = 'provider' | 'file';

/** Which half of the rule makes this a video card, or undefined when it is not one. */
export function videoCardKind(fields: VideoCardFields | undefined): VideoCardKind | undefined {
  if (!fields || readChoice(fields.videoType) === '') return undefined;
  if (readChoice(fields.videoProvider) !== '' && readText(fields.videoID).trim() !== '') return 'provider';
  if (videoCardFile(fields) !== undefined) return 'file';
  return undefined;
}

export function isVideoCard(fields: VideoCardFields | undefined): boolean {
  return videoCardKind(fields) !== undefined;
}

/**
 * The file a video card plays in the page (a hover preview), when it has a usable one: `video`,
 * else `contentVideo`. Root-relative or http(s) only (readVideoUrl). Provider videos (YouTube,
 * Vimeo) have no file: playing them means loading the provider's player, which the site does only
 * when the visitor asks for it.
 */
export function videoCardFile(fields: VideoCardFields | undefined): string | undefined {
  if (!fields) return undefined;
  return readVideoUrl(fields.video) ?? readVideoUrl(fields.contentVideo);
}

/** A source a video card can play. */
export type PlayableVideoSource = Exclude<VideoSource, { kind: 'none' }>;

/** videoType values that name a content-hub (DAM) video: 'Content Video', 'Content Hub', 'DAM'. */
const CONTENT_VIDEO_TYPE = /content[\s_-]*(video|hub)|\bdam\b/i;

/**
 * What a video card plays (spec 000 section 5: "The video card prefers a content-hub video, then
 * a video-sharing or video-hosting embed by provider and id, else a plain video source"): its file
 * when videoType names a content video, else a YouTube or Vimeo embed from a usable provider and
 * id (a pasted watch address counts, src/lib/video-source.ts), else its file. Undefined when the
 * card is no video card, or is one by the rule but has nothing playable (an unknown provider, an
 * id that is no id, and no file): such a card shows as a plain card.
 */
export function videoCardSource(fields: VideoCardFields | undefined): PlayableVideoSource | undefined {
  if (!fields || videoCardKind(fields) === undefined) return undefined;
  const file = videoCardFile(fields);
  if (file && CONTENT_VIDEO_TYPE.test(readChoice(fields.videoType))) return { kind: 'file', url: file, contentHub: true };
  const provider = parseProvider(fields.videoProvider);
  const embed = provider ? parseVideoId(provider, readText(fields.videoID)) : undefined;
  if (provider && embed) return { kind: 'embed', provider, ...embed };
  return file ? { kind: 'file', url: file, contentHub: false } : undefined;
}
