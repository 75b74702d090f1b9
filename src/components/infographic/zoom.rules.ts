/**
 * The infographic viewer's zoom and pan (spec 003 sections 4 and 9: "on tablet an expand button
 * opens a full-screen viewer, max zoom 5x"). Pure: the viewer feeds pointer, wheel and button input
 * through these and renders `translate(x, y) scale(scale)` around the stage's centre.
 */

/** Spec 003 section 9: "Infographic max zoom 5". */
export const MAX_ZOOM = 5;
/** The image fitted to the screen. */
export const MIN_ZOOM = 1;
/** One press of + or − (1, 1.5, 2.25, 3.375, 5): five presses cover the range. */
export const ZOOM_STEP = 1.5;
/** A double tap (or double click) zooms to this when at 1x, else back to 1x. */
export const DOUBLE_TAP_ZOOM = 2.5;
/** Two taps count as one double tap within this time and distance (ours, as platforms do). */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_DISTANCE_PX = 24;

export interface ZoomState {
  scale: number;
  /** Offset of the image's centre from the stage's centre, CSS pixels (after scaling). */
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const INITIAL_ZOOM: ZoomState = { scale: MIN_ZOOM, x: 0, y: 0 };

/** A scale within 1x and 5x; anything that is not a finite number is 1x. */
export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

function clampAxis(offset: number, scaled: number, stage: number): number {
  const limit = Math.max(0, (scaled - stage) / 2);
  if (!Number.isFinite(offset)) return 0;
  // `+ 0` turns -0 into 0: a centred image has no sign.
  return Math.min(limit, Math.max(-limit, offset)) + 0;
}

/**
 * Keeps the image covering what it can of the stage: no dragging it away into empty space, and
 * centred on an axis where it is smaller than the stage. `image` is its fitted size at 1x.
 */
export function clampPan(state: ZoomState, image: Size, stage: Size): ZoomState {
  const scale = clampZoom(state.scale);
  return {
    scale,
    x: clampAxis(state.x, image.width * scale, stage.width),
    y: clampAxis(state.y, image.height * scale, stage.height),
  };
}

/**
 * Zooms to `scale` keeping the point under `focus` (relative to the stage's centre) where it is,
 * as a pinch or a wheel does; the buttons zoom about the centre (focus 0, 0).
 */
export function zoomAt(state: ZoomState, scale: number, focus: { x: number; y: number }, image: Size, stage: Size): ZoomState {
  const next = clampZoom(scale);
  const ratio = next / state.scale;
  return clampPan({ scale: next, x: focus.x - (focus.x - state.x) * ratio, y: focus.y - (focus.y - state.y) * ratio }, image, stage);
}

/** The + and − buttons' next scale (a step that would pass a limit stops at it). */
export function stepZoom(scale: number, direction: 1 | -1): number {
  const next = direction === 1 ? scale * ZOOM_STEP : scale / ZOOM_STEP;
  // Land exactly on 1x when a step comes within rounding of it.
  return Math.abs(next - MIN_ZOOM) < 1e-6 ? MIN_ZOOM : clampZoom(next);
}

/**
 * The scale factor of one wheel event: smooth for trackpads (small deltas, and pinch gestures,
 * which browsers send as ctrl+wheel), one notch of a mouse wheel about 10 %. Lines and pages
 * (deltaMode 1 and 2) count as 16 and 400 pixels.
 */
export function wheelFactor(deltaY: number, deltaMode = 0, ctrlKey = false): number {
  if (!Number.isFinite(deltaY) || deltaY === 0) return 1;
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  const bounded = Math.max(-100, Math.min(100, pixels));
  return Math.exp(-bounded * (ctrlKey ? 0.01 : 0.002));
}

/** The scale after a double tap: from 1x to DOUBLE_TAP_ZOOM, from anything else back to 1x. */
export function doubleTapZoom(scale: number): number {
  return scale > MIN_ZOOM ? MIN_ZOOM : DOUBLE_TAP_ZOOM;
}

export interface Tap {
  time: number;
  x: number;
  y: number;
}

/** Whether this tap completes a double tap with the previous one. */
export function isDoubleTap(previous: Tap | undefined, tap: Tap): boolean {
  if (!previous) return false;
  const dt = tap.time - previous.time;
  return dt >= 0 && dt <= DOUBLE_TAP_MS && Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_DISTANCE_PX;
}

/** The image fitted inside the stage at 1x, keeping its aspect ratio (its natural size, or the box). */
export function fitSize(natural: Size | undefined, stage: Size): Size {
  if (!natural || !(natural.width > 0) || !(natural.height > 0)) return stage;
  const ratio = Math.min(stage.width / natural.width, stage.height / natural.height);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

/** The zoom as visitors read it: "250%". */
export function zoomPercent(scale: number): number {
  return Math.round(clampZoom(scale) * 100);
}
