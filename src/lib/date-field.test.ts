import { describe, expect, it } from 'vitest';
import { readDateField } from './date-field.ts';

describe('readDateField', () => {
  it('reads ISO and Sitecore raw dates', () => {
    expect(readDateField({ value: '2024-05-14T00:00:00Z' })?.toISOString()).toBe('2024-05-14T00:00:00.000Z');
    expect(readDateField({ value: '20240514T093000Z' })?.toISOString()).toBe('2024-05-14T09:30:00.000Z');
    expect(readDateField('2024-05-14')?.toISOString()).toBe('2024-05-14T00:00:00.000Z');
  });

  it('takes 0001-01-01, garbage, numbers and missing values as no date', () => {
    for (const value of [
      { value: '0001-01-01T00:00:00Z' },
      { value: '00010101T000000Z' },
      { value: 'soon' },
      { value: 7 },
      { value: '2024-13-45' },
      null,
      undefined,
      {},
    ]) {
      expect(readDateField(value)).toBeNull();
    }
  });
});
