import { readText } from '../fields/read.ts';
import { parseDate } from './dates.ts';

/**
 * A Sitecore date field's value as a date: ISO 8601 (`2027-05-14T00:00:00Z`) or Sitecore's raw
 * form (`20270514T000000Z`); 1 January of year 1 (Sitecore's empty date), anything that does not
 * start with a year, month and day (a number, "soon"), and impossible dates are none (null).
 */
export function readDateField(field: unknown): Date | null {
  const text = readText(field).trim();
  if (!/^\d{4}-?\d{2}-?\d{2}/.test(text)) return null;
  return parseDate(text);
}
