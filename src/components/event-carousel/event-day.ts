import { useSyncExternalStore } from 'react';
import { isDayKey, todayKey } from '../../lib/today.ts';

/**
 * Which day decides what is "past" (spec 003 section 5), without ever breaking hydration.
 *
 * The server renders with its own today and sends that day beside the block (block data, decision
 * record 004: the `event-day` loader in event-carousel.server.ts). The browser hydrates with the
 * server's day, so the markup matches exactly even when the page was rendered just before
 * midnight, came from the page cache or the visitor's clock is off; right after hydration it
 * switches to the browser's own today (useSyncExternalStore re-renders when the two differ), so a
 * page cached yesterday stops showing an event that ended yesterday. The day is read once per
 * hydration: a page left open over midnight keeps the day it started with.
 */

export const EVENT_DAY_LOADER = 'event-day';
/** One key for the page: every event carousel shares the server's day. */
export const EVENT_DAY_KEY = 'today';

export interface EventDay {
  today: string;
}

export function isEventDay(value: unknown): value is EventDay {
  return typeof value === 'object' && value !== null && isDayKey((value as { today?: unknown }).today);
}

const subscribe = () => () => {};

/** The day to filter by: the server's while rendering and hydrating, then the browser's. */
export function useEventDay(serverDay: string | undefined): string {
  return useSyncExternalStore(
    subscribe,
    () => todayKey(),
    () => serverDay ?? todayKey(),
  );
}
