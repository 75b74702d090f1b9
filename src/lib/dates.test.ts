import { describe, expect, it } from 'vitest';
import { formatDate, intlLocale, parseDate } from './dates.ts';

describe('parseDate', () => {
  it('reads ISO, Sitecore raw and RFC 822 dates', () => {
    expect(parseDate('2018-03-14T15:00:00Z')?.toISOString()).toBe('2018-03-14T15:00:00.000Z');
    expect(parseDate('20180314T150000Z')?.toISOString()).toBe('2018-03-14T15:00:00.000Z');
    expect(parseDate('Thu, 12 Nov 2026 08:00:00 GMT')?.toISOString()).toBe('2026-11-12T08:00:00.000Z');
  });

  it('rejects junk and the year-1 placeholder', () => {
    for (const value of ['', '   ', 'tomorrow', '0001-01-01T00:00:00Z', '00010101T000000Z', null, 5, {}]) {
      expect(parseDate(value)).toBeNull();
    }
  });
});

describe('formatDate', () => {
  const date = new Date('2026-11-12T23:30:00Z');

  it('prints day, month name, year in UTC', () => {
    expect(formatDate(date, 'en')).toBe('12 November 2026');
    expect(formatDate(date, 'en', { month: 'short' })).toBe('12 Nov 2026');
    expect(formatDate(new Date('2026-09-17T00:00:00Z'), 'en', { month: 'short' })).toBe('17 Sep 2026');
  });

  it('keeps the full month in Arabic', () => {
    expect(intlLocale('ar')).toBe('ar-AE');
    expect(formatDate(date, 'ar', { month: 'short' })).toBe(formatDate(date, 'ar'));
    expect(formatDate(date, 'ar')).toContain('نوفمبر');
  });
});
