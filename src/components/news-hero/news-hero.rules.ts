/**
 * News hero (spec 001 sections 2, 4 and 5): title, short description, news date, hero image and
 * the action bar. "A news date is valid only if it parses and is not the placeholder date of
 * 1 January year 1. The date shows on the hero only when valid or in page editing mode."
 */
import { readText } from '../../fields/read.ts';
import { parseDate } from '../../lib/dates.ts';

/** The news date when valid (parseDate already refuses Sitecore's year-1 empty date). */
export function validNewsDate(field: unknown): Date | null {
  return parseDate(readText(field));
}

export function isNewsDateShown(field: unknown, editing: boolean): boolean {
  return editing || validNewsDate(field) !== null;
}
