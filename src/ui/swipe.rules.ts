import type { Direction } from '../app/page-context.ts';
import type { CarouselAction } from './carousel.rules.ts';

/**
 * A swipe that moves a carousel by one slide (spec 001 section 9: "Swipe threshold 100 px, lock
 * 400 ms"): a horizontal move of at least the threshold, more across than down; a finger moving
 * left goes forward in left-to-right pages and back in right-to-left ones. Within the lock after a
 * move, another swipe does nothing.
 */
export interface SwipeOptions {
  thresholdPx: number;
  lockMs: number;
}

export function swipeAction(dx: number, dy: number, thresholdPx: number, dir: Direction): CarouselAction | null {
  if (!Number.isFinite(dx) || Math.abs(dx) < thresholdPx || Math.abs(dx) <= Math.abs(dy)) return null;
  const leftward = dx < 0;
  if (dir === 'rtl') return leftward ? 'prev' : 'next';
  return leftward ? 'next' : 'prev';
}

/** Whether a swipe at `now` falls within the lock of the last move (at `lastAt`). */
export function isLocked(now: number, lastAt: number | undefined, lockMs: number): boolean {
  return lastAt !== undefined && now - lastAt < lockMs;
}
