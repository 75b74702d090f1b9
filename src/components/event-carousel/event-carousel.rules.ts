import { isRecord, readList, readText } from '../../fields/read.ts';
import { readDateField } from '../../lib/date-field.ts';
import { dayKeyOf } from '../../lib/today.ts';
import { mq } from '../../ui/theme.ts';

/**
 * Event carousel constants (spec 003 section 9): "4 slides per view by default (max 3 on large,
 * 2 on small, 1 at 480 px or below); gap 40 px (20 px on medium); swipe threshold 50 px; 15% peek
 * padding".
 *
 * Mapped to the theme's breakpoints (src/ui/theme.ts) the way a carousel's responsive settings
 * read ("on large" = up to the large breakpoint):
 * - 4 per view from `l` (1280 px) up;
 * - 3 below `l` (768 to 1279 px);
 * - 2 below `sm` (481 to 767 px);
 * - 1 at 480 px or below (the spec's own number, inclusive);
 * - the gap is 40 px from `m` (1025 px) up and 20 px below it ("medium" and smaller).
 * The peek: where there are more events than fit, the slides share 85 % of the row and the next
 * one shows in the last 15 %; where every event fits there is nothing to peek at.
 */
export const EVENTS_PER_VIEW = 4;
export const EVENTS_PER_VIEW_LARGE = 3;
export const EVENTS_PER_VIEW_SMALL = 2;
export const EVENTS_PER_VIEW_XSMALL = 1;
/** 1 per view at this width or below. */
export const EVENTS_XSMALL_MAX_PX = 480;
export const EVENTS_GAP_PX = 40;
export const EVENTS_GAP_MEDIUM_PX = 20;
export const EVENTS_SWIPE_PX = 50;
/** Spec 003 is silent on a lock after a swipe: a short one, so one flick is one slide. */
export const EVENTS_SWIPE_LOCK_MS = 300;
export const EVENTS_PEEK_PERCENT = 15;
/** Spec 003 gives no speed for this carousel: the site's usual. */
export const EVENTS_SPEED_MS = 500;

/** Slides per view at a viewport width (see the mapping above). */
export function perViewAt(width: number): number {
  if (width <= EVENTS_XSMALL_MAX_PX) return EVENTS_PER_VIEW_XSMALL;
  if (width < 768) return EVENTS_PER_VIEW_SMALL;
  if (width < 1280) return EVENTS_PER_VIEW_LARGE;
  return EVENTS_PER_VIEW;
}

/** The four layouts, widest last, each with the media query where it applies. */
export const PER_VIEW_MEDIA: readonly { perView: number; media: string }[] = [
  { perView: EVENTS_PER_VIEW_XSMALL, media: mq.atMost(EVENTS_XSMALL_MAX_PX) },
  { perView: EVENTS_PER_VIEW_SMALL, media: `(min-width: ${EVENTS_XSMALL_MAX_PX + 0.02}px) and ${mq.down('sm')}` },
  { perView: EVENTS_PER_VIEW_LARGE, media: mq.between('sm', 'l') },
  { perView: EVENTS_PER_VIEW, media: mq.up('l') },
];

/**
 * Where every event fits in one view ("Arrows show only when there are more events than slides
 * per view"): a media query, so the server's markup and every width agree without measuring;
 * 'all' when one event or none, undefined when they never all fit.
 */
export function allFitMedia(count: number): string | undefined {
  if (count <= EVENTS_PER_VIEW_XSMALL) return 'all';
  if (count <= EVENTS_PER_VIEW_SMALL) return `(min-width: ${EVENTS_XSMALL_MAX_PX + 0.02}px)`;
  if (count <= EVENTS_PER_VIEW_LARGE) return mq.up('sm');
  if (count <= EVENTS_PER_VIEW) return mq.up('l');
  return undefined;
}

/** An event as the block reads it. */
export interface EventModel {
  key: string;
  fields: Record<string, unknown>;
  start: Date | null;
  end: Date | null;
}

/** The list's events; entries that are not items are dropped. Dates of 0001-01-01 are none. */
export function eventsOf(field: unknown): EventModel[] {
  const events: EventModel[] = [];
  readList(field).forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const fields = isRecord(entry.fields) ? entry.fields : undefined;
    if (!fields) return;
    const id = typeof entry.id === 'string' && entry.id !== '' ? entry.id : `event-${index}`;
    events.push({ key: `${id}#${index}`, fields, start: readDateField(fields.startDate), end: readDateField(fields.endDate) });
  });
  return events;
}

/**
 * Whether an event is still on (spec 003 section 5: hidden when the end date is missing, equals
 * 0001-01-01 or is in the past). Decision: an event ending today is not past: it is shown all
 * of its last day and hidden from the next (days compared in UTC, src/lib/today.ts).
 */
export function isUpcoming(event: Pick<EventModel, 'end'>, today: string): boolean {
  return event.end !== null && dayKeyOf(event.end) >= today;
}

/** Ascending by start date; events without a start date go last, in the editor's order. */
export function byStartDate(events: readonly EventModel[]): EventModel[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => {
      const x = a.event.start?.getTime();
      const y = b.event.start?.getTime();
      if (x === undefined || y === undefined) return x === y ? a.index - b.index : x === undefined ? 1 : -1;
      return x - y || a.index - b.index;
    })
    .map(({ event }) => event);
}

/** What the carousel shows: every event for editors, the upcoming ones for visitors; by start date. */
export function visibleEvents(events: readonly EventModel[], options: { editing: boolean; today: string }): EventModel[] {
  const shown = options.editing ? events : events.filter((event) => isUpcoming(event, options.today));
  return byStartDate(shown);
}

/** The event fields a slide reads. */
const EVENT_FIELDS = ['eventTitle', 'location', 'startDate', 'endDate', 'displayDate', 'displayYear', 'image'] as const;

/**
 * The carousel's fields as the island carries them (decision record 009): the header fields and,
 * of each event, its id and the slide's fields. Events without an end date are left out: outside
 * edit mode (the only place compact fields are used) they never show, whatever the day.
 */
export function compactEventCarousel(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const compact: Record<string, unknown> = {};
  for (const key of ['headline', 'description', 'sectionId'] as const) if (key in fields) compact[key] = fields[key];
  compact.events = readList(fields.events).flatMap((entry) => {
    if (!isRecord(entry) || !isRecord(entry.fields)) return [];
    const source = entry.fields;
    if (readDateField(source.endDate) === null) return [];
    const picked = Object.fromEntries(EVENT_FIELDS.filter((key) => key in source).map((key) => [key, source[key]]));
    return [{ ...(typeof entry.id === 'string' ? { id: entry.id } : {}), fields: picked }];
  });
  return compact;
}

/**
 * The date line of a slide: the editor's displayDate ("14–16 May"); when it is blank, the start
 * date (and the end date when it is another day) written out in the page's language.
 */
export function eventDateText(event: EventModel, language: string, format: (date: Date, language: string) => string): string {
  const display = readText(event.fields.displayDate).trim();
  if (display !== '') return display;
  if (!event.start) return '';
  const start = format(event.start, language);
  if (!event.end || dayKeyOf(event.end) === dayKeyOf(event.start)) return start;
  return `${start} – ${format(event.end, language)}`;
}
