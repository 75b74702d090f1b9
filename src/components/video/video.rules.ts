/**
 * The video block's rules (spec 000 sections 3, 4 "Video", 5, 7, 8, 9; spec 003 section 9):
 * which source plays, the embed and thumbnail addresses, aspect ratio and theme from the
 * rendering's parameters, when the player loads and plays, and how the progress bar seeks.
 * Pure: no React, no browser.
 */
import { isRecord, readItem, readText } from '../../fields/read.ts';
import { readVideoUrl } from '../../lib/video-playback.ts';

// --- Spec 000 section 9 -------------------------------------------------------------------------

/** "controls hide after 3 s". */
export const CONTROLS_HIDE_MS = 3000;
/** "seek step 5 s" (section 5: "left and right arrows move the video progress bar by 5 seconds"). */
export const SEEK_STEP_SECONDS = 5;
/** "in-view thresholds 0.2, 0.5 and 0.8 with a 150 px bottom margin". */
export const IN_VIEW_THRESHOLDS: readonly number[] = [0.2, 0.5, 0.8];
export const IN_VIEW_ROOT_MARGIN = '0px 0px 150px 0px';

// --- Source (spec 000 section 5) ----------------------------------------------------------------

export type VideoProvider = 'youtube' | 'vimeo';

export type VideoSource =
  /** A video file: a content-hub (DAM) asset or a plain media-library file. */
  | { kind: 'file'; url: string; contentHub: boolean }
  /** A YouTube or Vimeo embed; `hash` is the privacy hash of an unlisted Vimeo video. */
  | { kind: 'embed'; provider: VideoProvider; id: string; hash?: string }
  | { kind: 'none' };

export interface VideoFields {
  videoType?: unknown;
  videoProvider?: unknown;
  videoID?: unknown;
  video?: unknown;
  [name: string]: unknown;
}

/**
 * "The video card prefers a content-hub video, then a video-sharing or video-hosting embed by
 * provider and id, else a plain video source." The `video` field holds both kinds of file; it is
 * a content-hub video when `videoType` says so (Content Hub, DAM) or when the field carries the
 * DAM connector's attributes or a Content Hub address. A bad provider or id falls through.
 */
export function chooseVideoSource(fields: VideoFields): VideoSource {
  const url = readVideoUrl(fields.video);
  const contentHub = url !== undefined && isContentHubVideo(fields);
  if (url && contentHub) return { kind: 'file', url, contentHub: true };
  const provider = parseProvider(fields.videoProvider) ?? parseProvider(fields.videoType);
  const embed = provider ? parseVideoId(provider, readText(fields.videoID)) : undefined;
  if (provider && embed) return { kind: 'embed', provider, ...embed };
  if (url) return { kind: 'file', url, contentHub: false };
  return { kind: 'none' };
}

const CONTENT_HUB_TYPE = /content\s*-?\s*hub|\bdam\b|stylelabs/i;
const CONTENT_HUB_HOST = /^https:\/\/[^/]*\.(sitecorecontenthub\.cloud|stylelabs\.cloud)(\/|$)/i;
const DAM_ATTRIBUTES = ['dam-id', 'dam-content-type', 'stylelabs-content-id'];

function isContentHubVideo(fields: VideoFields): boolean {
  if (CONTENT_HUB_TYPE.test(readChoice(fields.videoType))) return true;
  const video = fields.video;
  const value = isRecord(video) && isRecord(video.value) ? video.value : undefined;
  if (value && DAM_ATTRIBUTES.some((name) => name in value)) return true;
  const url = readVideoUrl(video);
  return url !== undefined && CONTENT_HUB_HOST.test(url);
}

/** A droplist's text, or a droplink's item name (display name, then name). */
function readChoice(field: unknown): string {
  const text = readText(field);
  if (text) return text;
  const item = readItem<Record<string, unknown>>(field);
  const own = item?.fields ? readText(item.fields.value ?? item.fields.Value ?? item.fields.name) : '';
  return own || item?.displayName || item?.name || '';
}

export function parseProvider(field: unknown): VideoProvider | undefined {
  const value = readChoice(field).trim().toLowerCase().replace(/[\s_-]/g, '');
  if (value === 'youtube' || value === 'youtu.be') return 'youtube';
  if (value === 'vimeo') return 'vimeo';
  return undefined;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

/**
 * The provider's video id from what an editor typed: the id itself, or a pasted watch/share/embed
 * address (youtube.com/watch?v=…, youtu.be/…, /embed/…, /shorts/…; vimeo.com/123,
 * vimeo.com/123/hash, player.vimeo.com/video/123?h=hash). Anything else is no id.
 */
export function parseVideoId(provider: VideoProvider, raw: string): { id: string; hash?: string } | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  if (provider === 'youtube') {
    if (YOUTUBE_ID.test(value)) return { id: value };
    const url = parseUrl(value);
    if (!url || !/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i.test(url.hostname)) return undefined;
    const candidate = /youtu\.be$/i.test(url.hostname)
      ? url.pathname.split('/')[1]
      : (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname)?.[1]);
    return candidate && YOUTUBE_ID.test(candidate) ? { id: candidate } : undefined;
  }
  if (VIMEO_ID.test(value)) return { id: value };
  const url = parseUrl(value);
  if (!url || !/(^|\.)vimeo\.com$/i.test(url.hostname)) return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  const at = parts.findIndex((part) => VIMEO_ID.test(part));
  const id = at >= 0 ? parts[at] : undefined;
  if (!id) return undefined;
  const hash = url.searchParams.get('h') ?? parts[at + 1];
  return hash && VIMEO_HASH.test(hash) ? { id, hash } : { id };
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return undefined;
  }
}

// --- Embeds and thumbnails (spec 000 section 7) -------------------------------------------------

/** The privacy-enhanced YouTube host (no cookies until the visitor plays) and Vimeo's player. */
export const EMBED_ORIGINS: Readonly<Record<VideoProvider, string>> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
};

/**
 * "built from the video id for YouTube and Vimeo, with muted, looping, autoplay on and controls
 * off". YouTube loops a single video only when it is also its own playlist; `enablejsapi` and
 * `origin` let the block pause and resume it by postMessage (embedCommand), with no player script
 * of ours. Vimeo's `dnt` keeps it from tracking the visitor.
 */
export function embedUrl(source: Extract<VideoSource, { kind: 'embed' }>, pageOrigin?: string): string {
  const id = encodeURIComponent(source.id);
  if (source.provider === 'youtube') {
    const query = new URLSearchParams({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: source.id,
      controls: '0',
      playsinline: '1',
      rel: '0',
      enablejsapi: '1',
    });
    if (pageOrigin) query.set('origin', pageOrigin);
    return `${EMBED_ORIGINS.youtube}/embed/${id}?${query}`;
  }
  const query = new URLSearchParams({ autoplay: '1', muted: '1', loop: '1', controls: '0', playsinline: '1', dnt: '1' });
  if (source.hash) query.set('h', source.hash);
  return `${EMBED_ORIGINS.vimeo}/video/${id}?${query}`;
}

/** The postMessage that plays or pauses an embed (YouTube's IFrame API, Vimeo's player API). */
export function embedCommand(provider: VideoProvider, action: 'play' | 'pause'): { message: string; targetOrigin: string } {
  const message =
    provider === 'youtube'
      ? JSON.stringify({ event: 'command', func: action === 'play' ? 'playVideo' : 'pauseVideo', args: [] })
      : JSON.stringify({ method: action });
  return { message, targetOrigin: EMBED_ORIGINS[provider] };
}

/** Hosts of the public thumbnail services (spec 000 section 7), for the CSP's img-src. */
export const THUMBNAIL_ORIGINS: Readonly<Record<VideoProvider, string>> = {
  youtube: 'https://i.ytimg.com',
  vimeo: 'https://vumbnail.com',
};

/**
 * "read by video id from a public video thumbnail service: a maximum-resolution image for
 * YouTube, and the equivalent for Vimeo" (vumbnail.com serves Vimeo's largest frame by id).
 */
export function providerThumbnailUrl(source: VideoSource): string | undefined {
  if (source.kind !== 'embed') return undefined;
  const id = encodeURIComponent(source.id);
  return source.provider === 'youtube' ? `${THUMBNAIL_ORIGINS.youtube}/vi/${id}/maxresdefault.jpg` : `${THUMBNAIL_ORIGINS.vimeo}/${id}.jpg`;
}

/**
 * YouTube has no maximum-resolution image for videos uploaded small: it answers a 120 px grey
 * placeholder (or an error). Then the high-quality one, which always exists. Undefined: keep it.
 */
export function thumbnailFallback(url: string, naturalWidth: number | undefined): string | undefined {
  if (!url.endsWith('/maxresdefault.jpg')) return undefined;
  if (naturalWidth !== undefined && naturalWidth > 120) return undefined;
  return url.replace(/\/maxresdefault\.jpg$/, '/hqdefault.jpg');
}

// --- Parameters: aspect ratio, theme, layout ----------------------------------------------------

/** Spec 000 section 9: "Aspect ratios: video 16:9, square, portrait 9:16, cinema 21:9, 4:3". */
export const ASPECT_RATIOS = {
  video: { css: '16 / 9', value: 16 / 9 },
  square: { css: '1 / 1', value: 1 },
  portrait: { css: '9 / 16', value: 9 / 16 },
  cinema: { css: '21 / 9', value: 21 / 9 },
  classic: { css: '4 / 3', value: 4 / 3 },
} as const;

export type AspectName = keyof typeof ASPECT_RATIOS;

const ASPECT_WORDS: Record<string, AspectName> = {
  video: 'video',
  '16:9': 'video',
  widescreen: 'video',
  landscape: 'video',
  square: 'square',
  '1:1': 'square',
  portrait: 'portrait',
  vertical: 'portrait',
  '9:16': 'portrait',
  cinema: 'cinema',
  cinematic: 'cinema',
  '21:9': 'cinema',
  classic: 'classic',
  standard: 'classic',
  '4:3': 'classic',
};

/**
 * One aspect word: `Square`, `portrait`, `aspect-cinema`, `ratio-4x3`, `video-9-16`, `21:9`…
 * (an optional `aspect-`, `ratio-` or `video-` prefix; digits joined by `:`, `x`, `-` or `/`).
 */
export function parseAspectRatio(token: string): AspectName | undefined {
  let word = token.trim().toLowerCase();
  if (word === '') return undefined;
  if (ASPECT_WORDS[word]) return ASPECT_WORDS[word];
  word = word.replace(/^(aspect|ratio|video)[-_]/, '');
  word = word.replace(/^(\d+)\s*[:x/_-]\s*(\d+)$/, '$1:$2');
  return ASPECT_WORDS[word];
}

/**
 * The editor picks the frame with a word in the rendering's Styles parameter (SXA style classes:
 * `Square`, `Portrait`, `Cinema`, `4:3`; see parseAspectRatio); a `videoType` field holding one
 * of the spec's ratio names also works. Styles wins; the default is the spec's "video", 16:9.
 */
export function videoAspect(styles: unknown, videoType: unknown): AspectName {
  for (const token of styleTokens(styles)) {
    const aspect = parseAspectRatio(token);
    if (aspect) return aspect;
  }
  return parseAspectRatio(readChoice(videoType)) ?? 'video';
}

export type VideoTheme = 'white' | 'black';

/** Spec 000 section 3: "Styles (White or Black theme)". White unless Styles names Black. */
export function videoTheme(styles: unknown): VideoTheme {
  return styleTokens(styles).some((token) => /^(theme-)?black$/i.test(token)) ? 'black' : 'white';
}

function styleTokens(styles: unknown): string[] {
  return typeof styles === 'string' ? styles.split(/[\s|,;]+/).filter(Boolean) : [];
}

/** Spec 000 section 3: "FieldNames (VideoContent or other)": VideoContent adds the texts. */
export function showsVideoContent(fieldNames: unknown): boolean {
  return typeof fieldNames === 'string' && fieldNames.trim().toLowerCase() === 'videocontent';
}

/** Tall frames sit beside their text on wide screens; wide frames take the width under it. */
export function contentLayout(aspect: AspectName): 'beside' | 'above' {
  return aspect === 'portrait' || aspect === 'square' ? 'beside' : 'above';
}

// --- Playback ------------------------------------------------------------------------------------

/** IntersectionObserver entry -> in view: intersecting by at least the first threshold. */
export function isInView(entry: { isIntersecting: boolean; intersectionRatio: number }): boolean {
  return entry.isIntersecting && entry.intersectionRatio >= (IN_VIEW_THRESHOLDS[0] ?? 0);
}

export interface PlaybackState {
  editing: boolean;
  /** The visitor's device and connection allow autoplay (src/lib/video-playback.ts). */
  autoplay: boolean;
  inView: boolean;
  /** The visitor pressed play (or Try again) at least once. */
  startedByHand: boolean;
  /** The visitor paused it; stays paused, in view or not, until they press play. */
  pausedByHand: boolean;
}

/**
 * Whether the player (the file's `<video>` or the provider's iframe) may exist yet. Before that
 * only our own thumbnail is on the page, so no third-party code or frame loads before the visitor
 * presses play or, where autoplay is allowed, the video comes into view. Never by itself in edit
 * mode.
 */
export function shouldLoadPlayer(state: PlaybackState): boolean {
  if (state.startedByHand) return true;
  return !state.editing && state.autoplay && state.inView;
}

/**
 * Spec 000 section 4: "It plays while in view and is paused otherwise, unless the visitor paused
 * it by hand." Without autoplay (edit mode, reduced motion, slow connection, weak device) it
 * plays only once the visitor pressed play, and then follows the same in-view rule.
 */
export function shouldPlay(state: PlaybackState): boolean {
  if (state.pausedByHand || !state.inView) return false;
  return state.startedByHand || (!state.editing && state.autoplay);
}

// --- Progress bar (spec 000 section 5) ------------------------------------------------------------

export function clampTime(seconds: number, duration: number): number {
  if (!Number.isFinite(seconds)) return 0;
  const max = Number.isFinite(duration) && duration > 0 ? duration : Math.max(0, seconds);
  return Math.min(Math.max(0, seconds), max);
}

/**
 * The time a key moves the progress bar to: left and right arrows by 5 s, Home and End to the
 * ends; undefined for other keys. The bar reads left to right in both languages (media timelines
 * are not mirrored in right-to-left), so ArrowLeft always goes back.
 */
export function seekTime(key: string, current: number, duration: number): number | undefined {
  const now = Number.isFinite(current) ? current : 0;
  switch (key) {
    case 'ArrowLeft':
      return clampTime(now - SEEK_STEP_SECONDS, duration);
    case 'ArrowRight':
      return clampTime(now + SEEK_STEP_SECONDS, duration);
    case 'Home':
      return 0;
    case 'End':
      return Number.isFinite(duration) && duration > 0 ? duration : undefined;
    default:
      return undefined;
  }
}

/** A pointer at `x` on a bar from `left` of `width` px, as a time. */
export function timeAtPointer(x: number, left: number, width: number, duration: number): number | undefined {
  if (!(width > 0) || !Number.isFinite(duration) || duration <= 0) return undefined;
  return clampTime(((x - left) / width) * duration, duration);
}

/** `m:ss` (or `h:mm:ss`) for the progress bar's spoken value. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The share of the video played, 0 to 1, for the bar's fill. */
export function progressShare(current: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(current)) return 0;
  return Math.min(1, Math.max(0, current / duration));
}
