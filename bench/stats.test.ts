import { describe, expect, it } from 'vitest';
import { median, ratio } from './stats.ts';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([900, 100, 300, 500, 700])).toBe(500);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores runs that gave no number and is undefined with none left', () => {
    expect(median([Number.NaN, 7, Number.POSITIVE_INFINITY])).toBe(7);
    expect(median([])).toBeUndefined();
  });

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('ratio', () => {
  it('is current over baseline', () => {
    expect(ratio(200, 50)).toBe(0.25);
  });

  it('is undefined without both figures or with a zero baseline', () => {
    expect(ratio(undefined, 1)).toBeUndefined();
    expect(ratio(1, undefined)).toBeUndefined();
    expect(ratio(0, 1)).toBeUndefined();
  });
});
