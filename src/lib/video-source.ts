/**
 * Where a video comes from and how a provider's video is shown (spec 000 sections 5 and 7; spec
 * 002 section 7): the source a datasource's fields name (a content-hub or media-library file, a
 * YouTube or Vimeo embed), the provider's id from what an editor typed, the embed address with its
 * parameters, the play/pause message for an embed and the provider's public thumbnail. Shared by
 * the video block (src/components/video) and the video highlight (src/components/video-highlight).
 * Pure: no React, no browser.
 */
import { isRecord, readText } from '../fields/read.ts';
import { readChoice } from './choice.ts';
import { readVideoUrl } from './video-playback.ts';

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

export function parseProvider(field: unknown): VideoProvider | undefined {
  const value = readChoice(field)
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
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

/** What an embed does on loading; the defaults are the video block's (spec 000 section 7). */
export interface EmbedOptions {
  autoplay?: boolean;
  mute?: boolean;
  loop?: boolean;
  controls?: boolean;
  /** Start time in whole seconds. */
  start?: number;
}

const BLOCK_EMBED: Required<Omit<EmbedOptions, 'start'>> = { autoplay: true, mute: true, loop: true, controls: false };

/**
 * "built from the video id for YouTube and Vimeo, with muted, looping, autoplay on and controls
 * off" by default (spec 002 section 7: "parameters for autoplay, mute, loop, controls, related
 * videos, start time and a playlist when looping"). YouTube loops a single video only when it is
 * also its own playlist, and never suggests other channels' videos (`rel=0`); `enablejsapi` and
 * `origin` let a block pause and resume it by postMessage (embedCommand), with no player script
 * of ours. Vimeo's `dnt` keeps it from tracking the visitor; its start time is a `#t=` fragment.
 */
export function embedUrl(source: Extract<VideoSource, { kind: 'embed' }>, pageOrigin?: string, options: EmbedOptions = {}): string {
  const id = encodeURIComponent(source.id);
  const { autoplay, mute, loop, controls } = { ...BLOCK_EMBED, ...options };
  const start = options.start !== undefined && Number.isFinite(options.start) && options.start > 0 ? Math.floor(options.start) : 0;
  const flag = (on: boolean) => (on ? '1' : '0');
  if (source.provider === 'youtube') {
    const query = new URLSearchParams({ autoplay: flag(autoplay), mute: flag(mute), loop: flag(loop) });
    if (loop) query.set('playlist', source.id);
    query.set('controls', flag(controls));
    query.set('playsinline', '1');
    query.set('rel', '0');
    if (start > 0) query.set('start', String(start));
    query.set('enablejsapi', '1');
    if (pageOrigin) query.set('origin', pageOrigin);
    return `${EMBED_ORIGINS.youtube}/embed/${id}?${query}`;
  }
  const query = new URLSearchParams({ autoplay: flag(autoplay), muted: flag(mute), loop: flag(loop), controls: flag(controls), playsinline: '1', dnt: '1' });
  if (source.hash) query.set('h', source.hash);
  return `${EMBED_ORIGINS.vimeo}/video/${id}?${query}${start > 0 ? `#t=${start}s` : ''}`;
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
