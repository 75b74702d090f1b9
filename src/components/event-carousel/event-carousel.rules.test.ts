import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/dates.ts';
import { allFitMedia, byStartDate, compactEventCarousel, eventDateText, eventsOf, isUpcoming, perViewAt, visibleEvents } from './event-carousel.rules.ts';

const event = (id: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  displayName: id,
  fields: { eventTitle: { value: `Event ${id}` }, startDate: { value: start }, endDate: { value: end }, ...extra },
});
const titles = (events: ReturnType<typeof eventsOf>) => events.map((e) => e.fields.eventTitle && (e.fields.eventTitle as { value: string }).value);

const list = [
  event('late', '2028-03-01T00:00:00Z', '2028-03-03T00:00:00Z'),
  event('past', '2024-05-01T00:00:00Z', '2024-05-02T00:00:00Z'),
  event('undated', '2027-01-10T00:00:00Z', '0001-01-01T00:00:00Z'),
  event('no-end', '2027-01-11T00:00:00Z', ''),
  event('early', '2027-02-01T00:00:00Z', '2027-02-05T00:00:00Z'),
  event('today', '2026-12-30T00:00:00Z', '2027-01-05T00:00:00Z'),
  event('bad-end', '2027-01-12T00:00:00Z', 'not a date'),
];

describe('which events show', () => {
  it('hides events without an end date, ending 0001-01-01 or in the past, and sorts by start', () => {
    const shown = visibleEvents(eventsOf(list), { editing: false, today: '2027-01-05' });
    expect(titles(shown)).toEqual(['Event today', 'Event early', 'Event late']);
  });

  it('keeps an event all of its last day (UTC) and hides it from the next', () => {
    const [ending] = eventsOf([event('x', '2027-01-01T00:00:00Z', '2027-01-05T18:30:00Z')]);
    expect(isUpcoming(ending!, '2027-01-05')).toBe(true);
    expect(isUpcoming(ending!, '2027-01-06')).toBe(false);
    expect(isUpcoming(ending!, '2026-06-01')).toBe(true);
  });

  it('shows editors every event, past and undated too, in start order', () => {
    const shown = visibleEvents(eventsOf(list), { editing: true, today: '2027-01-05' });
    expect(titles(shown)).toEqual(['Event past', 'Event today', 'Event undated', 'Event no-end', 'Event bad-end', 'Event early', 'Event late']);
  });

  it('puts events without a start date last, in the editor order', () => {
    const events = eventsOf([
      event('a', '', '2029-01-01'),
      event('b', '2028-01-01', '2029-01-01'),
      event('c', 'x', '2029-01-01'),
      event('d', '2027-01-01', '2029-01-01'),
    ]);
    expect(titles(byStartDate(events))).toEqual(['Event d', 'Event b', 'Event a', 'Event c']);
  });

  it('reads only items, whatever wraps them', () => {
    expect(eventsOf([null, 'x', { id: 'no-fields' }, event('a', '2027-01-01', '2027-01-02')])).toHaveLength(1);
    expect(eventsOf({ value: [event('a', '2027-01-01', '2027-01-02')] })).toHaveLength(1);
    expect(eventsOf(undefined)).toEqual([]);
    expect(eventsOf([{ fields: { startDate: 5, endDate: { value: 7 } } }])[0]).toMatchObject({ start: null, end: null });
  });
});

describe('slides per view', () => {
  it('shows 4 from 1280 px, 3 from 768 px, 2 above 480 px and 1 at 480 px or below', () => {
    expect([320, 375, 480, 481, 767, 768, 1024, 1279, 1280, 1920].map(perViewAt)).toEqual([1, 1, 1, 2, 2, 3, 3, 3, 4, 4]);
  });

  it('hides the arrows where every event fits', () => {
    expect(allFitMedia(1)).toBe('all');
    expect(allFitMedia(2)).toBe('(min-width: 480.02px)');
    expect(allFitMedia(3)).toBe('(min-width: 768px)');
    expect(allFitMedia(4)).toBe('(min-width: 1280px)');
    expect(allFitMedia(5)).toBeUndefined();
  });
});

describe('the date line', () => {
  const [one] = eventsOf([event('a', '2027-05-14T00:00:00Z', '2027-05-16T00:00:00Z')]);
  it('is the displayDate when there is one, else the dates written out in the language', () => {
    expect(eventDateText({ ...one!, fields: { ...one!.fields, displayDate: { value: '14–16 May' } } }, 'en', formatDate)).toBe('14–16 May');
    expect(eventDateText(one!, 'en', formatDate)).toBe('14 May 2027 – 16 May 2027');
    expect(eventDateText({ ...one!, end: one!.start }, 'en', formatDate)).toBe('14 May 2027');
    expect(eventDateText(one!, 'ar', formatDate)).toContain('مايو');
    expect(eventDateText({ ...one!, start: null }, 'en', formatDate)).toBe('');
  });
});

describe('compact fields', () => {
  it('keeps the header and the slide fields of events that have an end date', () => {
    const compact = compactEventCarousel({
      headline: { value: 'Events' },
      other: 1,
      events: list.map((e) => ({ ...e, fields: { ...e.fields, notes: { value: 'x' } } })),
    });
    expect(Object.keys(compact)).toEqual(['headline', 'events']);
    const events = compact.events as { id: string; fields: Record<string, unknown> }[];
    expect(events.map((e) => e.id)).toEqual(['late', 'past', 'early', 'today']);
    expect(Object.keys(events[0]!.fields)).toEqual(['eventTitle', 'startDate', 'endDate']);
    expect(compactEventCarousel({ events: 'x' })).toEqual({ events: [] });
  });
});
