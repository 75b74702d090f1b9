/**
 * The video block's rules (spec 000 sections 3, 4 "Video", 5, 7, 8, 9; spec 003 section 9):
 * which source plays, the embed and thumbnail addresses, aspect ratio and theme from the
 * rendering's parameters, when the player loads and plays, and how the progress bar seeks.
 * Pure: no React, no browser.
 */
import { readChoice } from '../../lib/choice.ts';

// --- Spec 000 section 9 -------------------------------------------------------------------------

/** "controls hide after 3 s". */
export const CONTROLS_HIDE_MS = 3000;
/** "seek step 5 s" (section 5: "left and right arrows move the video progress bar by 5 seconds"). */
export const SEEK_STEP_SECONDS = 5;
/** "in-view thresholds 0.2, 0.5 and 0.8 with a 150 px bottom margin". */
export const IN_VIEW_THRESHOLDS: readonly number[] = [0.2, 0.5, 0.8];
export const IN_VIEW_ROOT_MARGIN = '0px 0px 150px 0px';

// --- Source, embeds and thumbnails: src/lib/video-source.ts (shared with the video highlight) ---

export {
  EMBED_ORIGINS,
  THUMBNAIL_ORIGINS,
  chooseVideoSource,
  embedCommand,
  embedUrl,
  parseProvider,
  parseVideoId,
  providerThumbnailUrl,
  thumbnailFallback,
  type EmbedOptions,
  type VideoFields,
  type VideoProvider,
  type VideoSource,
} from '../../lib/video-source.ts';

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
