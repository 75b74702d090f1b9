import type { BlockLoader } from '../../app/block-data.tsx';
import { todayKey } from '../../lib/today.ts';
import { EVENT_DAY_LOADER, type EventDay } from './event-day.ts';

/** The server's today, sent with the page so the browser hydrates the same events (event-day.ts). */
export const loadEventDay: BlockLoader<unknown, EventDay> = async () => ({ today: todayKey() });

export const blockLoaders = { [EVENT_DAY_LOADER]: loadEventDay };
