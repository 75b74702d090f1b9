/**
 * "Today" for rules that hide what is over (spec 003 section 5: events whose end date is in the
 * past are hidden). The one place the site asks for the date, so tests set it with
 * `vi.setSystemTime` (unit) or Playwright's clock (browser), and the server and the browser ask
 * the same question the same way.
 *
 * A day is a calendar day in UTC, written `YYYY-MM-DD`: dates print in UTC too
 * (`formatDate` in dates.ts), and Sitecore stores a date field as midnight UTC of that day, so a
 * date's day never depends on the time zone of the server or of the visitor.
 */

/** Today's day key (UTC), from the clock (`Date.now()`, which tests replace). */
export function todayKey(now: number = Date.now()): string {
  return dayKeyOf(new Date(now));
}

/** The UTC calendar day of a date, `YYYY-MM-DD` (years before 1000 are padded). */
export function dayKeyOf(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Whether a string is a day key (what a server sends in a page; anything else is ignored). */
export function isDayKey(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}
