/**
 * Video rules shared by the video block and the video cards (src/ui/video-card/VideoCard.tsx):
 * reading a video file's address from whatever field shape the CMS sends, and whether this
 * visitor's device and connection should start videos on their own. Pure, except
 * `readPlaybackEnvironment`, which reads the browser (call it in effects only).
 */
import { SLOW_CONNECTION_TYPES, SLOW_DOWNLINK_MBPS } from './image-rules.ts';
import { prefersReducedMotion } from './reduced-motion.ts';

/**
 * The address of a video file: a File field (`{ value: { src } }`), a General Link to a media
 * item or a DAM asset (`{ value: { href } }`), a plain text URL, or the same shapes without the
 * `value` envelope. Only root-relative paths and http(s) URLs count: a `javascript:` or `data:`
 * value, a protocol-relative `//host` or a bare word is no video.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readVideoUrl(field: unknown): string | undefined {
  const value = isRecord(field) && 'value' in field ? field.value : field;
  let raw: unknown = value;
  if (isRecord(value)) raw = [value.src, value.href, value.url].find((v) => typeof v === 'string' && v.trim() !== '');
  if (typeof raw !== 'string') return undefined;
  const url = raw.trim();
  if (/^\/(?!\/)/.test(url)) return url;
  if (/^https?:\/\/[^/\s]+/i.test(url)) return url;
  return undefined;
}

/** What the browser tells about the visitor (all optional: most browsers tell only some). */
export interface PlaybackEnvironment {
  /** `prefers-reduced-motion: reduce`. */
  reducedMotion: boolean;
  /** Save-Data is on (navigator.connection.saveData). */
  saveData?: boolean;
  /** navigator.connection.effectiveType: 'slow-2g', '2g', '3g', '4g'. */
  effectiveType?: string;
  /** navigator.connection.downlink, Mbit/s. */
  downlink?: number;
  /** navigator.deviceMemory, GB (Chromium rounds it to 0.25, 0.5, 1, 2, 4, 8). */
  deviceMemory?: number;
  /** navigator.hardwareConcurrency: logical CPU cores. */
  hardwareConcurrency?: number;
}

/**
 * Spec 003 section 9: "Background video autoplay is disabled with reduced motion, slow
 * connections, fewer than 4 CPU cores or under 4 GB of memory". Slow is what the image quality
 * rule of the same section calls slow: slow-2g, 2g, 3g, saveData, downlink under 1.5 Mbit/s.
 */
export const MIN_AUTOPLAY_CPU_CORES = 4;
export const MIN_AUTOPLAY_MEMORY_GB = 4;

export type AutoplayBlocker = 'reduced-motion' | 'slow-connection' | 'weak-device';

export function isSlowConnection(env: PlaybackEnvironment): boolean {
  const type = env.effectiveType?.trim().toLowerCase();
  return (
    env.saveData === true ||
    (type !== undefined && SLOW_CONNECTION_TYPES.includes(type)) ||
    (env.downlink !== undefined && Number.isFinite(env.downlink) && env.downlink < SLOW_DOWNLINK_MBPS)
  );
}

/** Why a video may not start on its own here, or null when it may. Unknown values never block. */
export function autoplayBlocker(env: PlaybackEnvironment): AutoplayBlocker | null {
  if (env.reducedMotion) return 'reduced-motion';
  if (isSlowConnection(env)) return 'slow-connection';
  const { deviceMemory, hardwareConcurrency } = env;
  if (deviceMemory !== undefined && deviceMemory > 0 && deviceMemory < MIN_AUTOPLAY_MEMORY_GB) return 'weak-device';
  if (hardwareConcurrency !== undefined && hardwareConcurrency > 0 && hardwareConcurrency < MIN_AUTOPLAY_CPU_CORES) return 'weak-device';
  return null;
}

export function canAutoplay(env: PlaybackEnvironment): boolean {
  return autoplayBlocker(env) === null;
}

/**
 * A card's video plays while the card is hovered: the visitor asked for it by
 * pointing, so a modest device may play it, but reduced motion and a slow or data-saving
 * connection still keep it off (its play control still plays it).
 */
export function canPlayOnHover(env: PlaybackEnvironment): boolean {
  return !env.reducedMotion && !isSlowConnection(env);
}

interface NetworkInformationLike {
  saveData?: unknown;
  effectiveType?: unknown;
  downlink?: unknown;
}

/** The visitor's environment, read from the browser. Browser only: call it in an effect. */
export function readPlaybackEnvironment(win: Window = window): PlaybackEnvironment {
  const nav = win.navigator as Navigator & { connection?: NetworkInformationLike; deviceMemory?: unknown };
  const env: PlaybackEnvironment = {
    reducedMotion: prefersReducedMotion(win),
  };
  const connection = nav.connection;
  if (connection) {
    if (typeof connection.saveData === 'boolean') env.saveData = connection.saveData;
    if (typeof connection.effectiveType === 'string') env.effectiveType = connection.effectiveType;
    if (typeof connection.downlink === 'number') env.downlink = connection.downlink;
  }
  if (typeof nav.deviceMemory === 'number') env.deviceMemory = nav.deviceMemory;
  if (typeof nav.hardwareConcurrency === 'number') env.hardwareConcurrency = nav.hardwareConcurrency;
  return env;
}
