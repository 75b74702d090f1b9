/**
 * Dates as the CMS and feeds send them: ISO 8601 (`2018-03-14T15:00:00Z`), Sitecore's raw form
 * (`20180314T150000Z`) and RFC 822 feed dates (`Tue, 10 Jun 2025 08:00:00 GMT`). Sitecore writes
 * an empty date as 1 January of year 1, which is treated as no date (spec 001 section 5).
 */

const SITECORE_RAW = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z?$/;

export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  const raw = SITECORE_RAW.exec(text);
  const date = raw ? fromParts(raw) : new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  if (date.getUTCFullYear() <= 1) return null;
  return date;
}

/** Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not. */
function fromParts(raw: RegExpExecArray): Date {
  const date = new Date(Date.UTC(2000, +raw[2]! - 1, +raw[3]!, +raw[4]!, +raw[5]!, +raw[6]!));
  date.setUTCFullYear(+raw[1]!);
  return date;
}

export type DateLanguage = 'en' | 'ar';

/** Locales for Intl: day-month-year for English, Arabic of the Emirates for Arabic. */
export function intlLocale(language: string): string {
  return language === 'ar' ? 'ar-AE' : 'en-GB';
}

export interface FormatDateOptions {
  /** 'long' (default) or 'short' (three letters; ignored in Arabic, spec 001 section 5). */
  month?: 'long' | 'short';
}

/**
 * Day, localised month name, year, always in UTC so the server and the browser print the same
 * day whatever their time zones.
 */
export function formatDate(date: Date, language: string, options: FormatDateOptions = {}): string {
  const month = language === 'ar' ? 'long' : (options.month ?? 'long');
  const format = dateFormat(intlLocale(language), month);
  if (month === 'long') return format.format(date);
  // en-GB abbreviates September as "Sept"; the spec wants three letters.
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'month' ? part.value.replace(/\.$/, '').slice(0, 3) : part.value))
    .join('');
}

/** Building an Intl.DateTimeFormat costs far more than using one: keep one per locale and month style. */
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, month: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${locale}|${month}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}
