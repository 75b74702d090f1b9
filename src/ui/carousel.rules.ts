import type { Direction } from '../app/page-context.ts';

/** Pure carousel logic, kept apart from embla and React so it can be tested as data. */

export type CarouselAction = 'prev' | 'next';

/** Arrow keys move the carousel; in right-to-left the left arrow moves forward. */
export function arrowKeyAction(key: string, dir: Direction): CarouselAction | null {
  if (key === 'ArrowLeft') return dir === 'rtl' ? 'next' : 'prev';
  if (key === 'ArrowRight') return dir === 'rtl' ? 'prev' : 'next';
  return null;
}

export interface ControlsState {
  canPrev: boolean;
  canNext: boolean;
}

/** Before embla measures (server render, hydration): at the start, forward possible if it scrolls at all. */
export function initialControls(slideCount: number): ControlsState {
  return { canPrev: false, canNext: slideCount > 1 };
}

export function sameControls(a: ControlsState, b: ControlsState): boolean {
  return a.canPrev === b.canPrev && a.canNext === b.canNext;
}

/**
 * Embla's `duration` is not milliseconds: it is the stiffness of a spring stepped at 60 Hz
 * (each step: velocity += distance / duration; velocity *= 0.68; see embla's ScrollBody).
 * To honour a speed written in milliseconds we simulate that spring and pick the duration whose
 * movement settles (stays within 1% of the distance) closest to the requested time:
 * 500 ms -> 20, 400 ms -> 18, 800 ms -> 28 (embla's default 25 settles in about 700 ms).
 */
export function emblaDurationForMs(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) return 0; // instant
  // Pure and asked for on every render with the same few speeds: simulate once per speed.
  let best = durationCache.get(ms);
  if (best !== undefined) return best;
  best = closestDuration(ms);
  durationCache.set(ms, best);
  return best;
}

const durationCache = new Map<number, number>();

function closestDuration(ms: number): number {
  let best = 25;
  let bestDiff = Infinity;
  for (let duration = 16; duration <= 60; duration++) {
    const diff = Math.abs(settleTimeMs(duration) - ms);
    if (diff < bestDiff) {
      best = duration;
      bestDiff = diff;
    }
  }
  return best;
}

const FRICTION = 0.68;
const STEP_MS = 1000 / 60;

/** Time for embla's spring to stay within 1% of a move, in ms. */
export function settleTimeMs(duration: number): number {
  let location = 0;
  let velocity = 0;
  let lastOutside = 0;
  for (let step = 1; step < 1200; step++) {
    velocity += (1 - location) / duration;
    velocity *= FRICTION;
    location += velocity;
    if (Math.abs(1 - location) > 0.01) lastOutside = step;
  }
  return (lastOutside + 1) * STEP_MS;
}

/**
 * Spec 002 section 4, media gallery and video carousel: "the active slide index is tracked.
 * Clicking the active last slide wraps to the first (mirrored in right-to-left)". By index, so it
 * holds in both directions: in right-to-left the last slide is the leftmost, the first the rightmost.
 */
export function wrapsOnClick(clicked: number, active: number, count: number): boolean {
  return count > 1 && clicked === active && active === count - 1;
}

/**
 * The slide a click on slide `clicked` makes active, for a carousel that centres the clicked slide
 * (the media gallery): the active last slide wraps to the first, another slide comes to the
 * centre, the active slide that is not the last stays. Out-of-range clicks change nothing.
 */
export function slideAfterClick(clicked: number, active: number, count: number): number {
  if (count <= 0 || clicked < 0 || clicked >= count) return Math.min(Math.max(0, active), Math.max(0, count - 1));
  if (wrapsOnClick(clicked, active, count)) return 0;
  return clicked;
}

/**
 * The active slide of a row that shows several slides per page (embla, `align: start`, one slide
 * per step, trimmed snaps): the slide at the start edge, except at the end, where the row cannot
 * move on and the last slide is on the page in view: then the last slide is the active one. With
 * one slide per page the two agree (at the end the start slide is the last).
 */
export function activeSlideOf(selectedSnap: number, atEnd: boolean, count: number): number {
  if (count <= 0) return 0;
  return atEnd ? count - 1 : Math.min(Math.max(0, selectedSnap), count - 1);
}

/** "n of m" for a slide's aria-label (template from the dictionary). */
export function slideLabel(template: string, index: number, total: number): string {
  return template.replace('{n}', String(index + 1)).replace('{total}', String(total));
}
