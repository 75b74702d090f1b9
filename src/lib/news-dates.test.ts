import { describe, expect, it } from 'vitest';
import { newsDateLabels, validNewsDate } from './news-dates.ts';

describe('news dates (spec 001 section 5)', () => {
  it('is valid only when it parses and is not the empty date of year 1', () => {
    expect(validNewsDate('2026-03-14T00:00:00Z')?.toISOString()).toBe('2026-03-14T00:00:00.000Z');
    expect(validNewsDate('20260314T000000Z')?.toISOString()).toBe('2026-03-14T00:00:00.000Z');
    expect(validNewsDate('0001-01-01T00:00:00Z')).toBeNull();
    expect(validNewsDate('not a date')).toBeNull();
    expect(validNewsDate('')).toBeNull();
    expect(validNewsDate(undefined)).toBeNull();
  });

  it('shows day, month name, year; three letters on desktop cards except in Arabic', () => {
    expect(newsDateLabels('2026-09-03T00:00:00Z', 'en')).toEqual({
      date: '2026-09-03T00:00:00.000Z',
      dateLabel: '3 September 2026',
      dateLabelShort: '3 Sep 2026',
    });
    const arabic = newsDateLabels('2026-09-03T00:00:00Z', 'ar');
    expect(arabic.dateLabel).toContain('سبتمبر');
    expect(arabic.dateLabelShort).toBe(arabic.dateLabel);
    expect(newsDateLabels('0001-01-01T00:00:00Z', 'en')).toEqual({ date: '', dateLabel: '', dateLabelShort: '' });
  });
});
