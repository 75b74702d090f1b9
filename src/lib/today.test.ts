import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayKeyOf, isDayKey, todayKey } from './today.ts';

afterEach(() => vi.useRealTimers());

describe('today', () => {
  it('is the UTC calendar day of the clock, which tests can set', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-09T23:59:59.999Z'));
    expect(todayKey()).toBe('2027-03-09');
    vi.setSystemTime(new Date('2027-03-10T00:00:00Z'));
    expect(todayKey()).toBe('2027-03-10');
  });

  it('writes any date as its UTC day, padded', () => {
    expect(dayKeyOf(new Date('2028-12-31T22:00:00-05:00'))).toBe('2029-01-01');
    expect(todayKey(Date.UTC(2027, 0, 5))).toBe('2027-01-05');
    expect(isDayKey('2027-01-05')).toBe(true);
    expect(isDayKey('2027-1-5')).toBe(false);
    expect(isDayKey(20270105)).toBe(false);
  });
});
