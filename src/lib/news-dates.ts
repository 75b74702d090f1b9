import { formatDate, parseDate } from './dates.ts';

/**
 * News dates (spec 001 section 5): a news date is valid only when it parses and is not Sitecore's
 * empty date (1 January of year 1); it shows as day, localised month name, year, and desktop cards
 * abbreviate the month to three letters except in Arabic.
 */

export interface NewsDateLabels {
  /** ISO 8601, or '' when the date is not valid. */
  date: string;
  /** Day, month name, year in the page language. */
  dateLabel: string;
  /** Same with a three-letter month (desktop cards; Arabic keeps the full month). */
  dateLabelShort: string;
}

export const NO_NEWS_DATE: Readonly<NewsDateLabels> = Object.freeze({ date: '', dateLabel: '', dateLabelShort: '' });

/** The date when it is a valid news date, else null. */
export function validNewsDate(value: unknown): Date | null {
  return parseDate(value);
}

export function newsDateLabels(value: unknown, language: string): NewsDateLabels {
  const date = validNewsDate(value);
  if (!date) return NO_NEWS_DATE;
  return {
    date: date.toISOString(),
    dateLabel: formatDate(date, language),
    dateLabelShort: formatDate(date, language, { month: 'short' }),
  };
}
