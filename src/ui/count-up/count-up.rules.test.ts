import { describe, expect, it } from 'vitest';
import { countUpValueAt, countsUp, formatCountUpNumber, parseCountUpNumber, readCountedFigure, type CountUpNumber } from './count-up.rules.ts';

const number = (raw: string): CountUpNumber => {
  const n = parseCountUpNumber(raw);
  if (!n) throw new Error(`not a number: ${raw}`);
  return n;
};

describe('parseCountUpNumber (spec 003 section 5: prefix, number with commas and decimals, suffix)', () => {
  it('reads the figures editors write in number highlights', () => {
    expect(parseCountUpNumber('$1.25bn')).toEqual({ prefix: '$', value: 1.25, decimals: 2, grouped: false, suffix: 'bn' });
    expect(parseCountUpNumber('9.7%')).toEqual({ prefix: '', value: 9.7, decimals: 1, grouped: false, suffix: '%' });
    expect(parseCountUpNumber('+12')).toEqual({ prefix: '+', value: 12, decimals: 0, grouped: false, suffix: '' });
    expect(parseCountUpNumber('1,250')).toEqual({ prefix: '', value: 1250, decimals: 0, grouped: true, suffix: '' });
    expect(parseCountUpNumber('$1,250.5bn')).toMatchObject({ prefix: '$', value: 1250.5, decimals: 1, grouped: true, suffix: 'bn' });
  });

  it('is no number when the text is not one', () => {
    expect(parseCountUpNumber('24/7')).toBeUndefined();
    expect(parseCountUpNumber({ value: '12' })).toBeUndefined();
  });
});

describe('formatCountUpNumber', () => {
  it('keeps the source decimals while counting and at the end', () => {
    expect(formatCountUpNumber(number('$1.25bn'), 'en')).toBe('$1.25bn');
    expect(formatCountUpNumber(number('$1.25bn'), 'en', 0.5)).toBe('$0.50bn');
    expect(formatCountUpNumber(number('1,250'), 'en', 37)).toBe('37');
    expect(formatCountUpNumber(number('1,250'), 'en', 1003)).toBe('1,003');
  });

  it('writes Latin digits on Arabic pages, as the statistics block does', () => {
    expect(formatCountUpNumber(number('9.7%'), 'ar')).toBe('9.7%');
    expect(formatCountUpNumber(number('1,250'), 'ar')).toMatch(/^1.250$/);
  });
});

describe('countUpValueAt', () => {
  it('counts from 0 to the target over the duration it is given', () => {
    expect(countUpValueAt(0, 1250, 0, 2500)).toBe(0);
    expect(countUpValueAt(1500, 1250, 0, 2500)).toBeLessThan(1250);
    expect(countUpValueAt(1500, 1250, 0, 1500)).toBe(1250);
    expect(countUpValueAt(2500, 1250, 0, 2500)).toBe(1250);
  });

  it('rounds to the source decimals on the way', () => {
    const value = countUpValueAt(400, 1.25, 2, 2500);
    expect(value).toBeGreaterThan(0);
    expect(Math.round(value * 100) / 100).toBe(value);
  });

  it('never goes back, and a broken clock or duration shows the target', () => {
    let last = -Infinity;
    for (let ms = 0; ms <= 2600; ms += 20) {
      const value = countUpValueAt(ms, 9.7, 1, 2500);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
    expect(last).toBe(9.7);
    expect(countUpValueAt(NaN, 12, 0, 2500)).toBe(12);
    expect(countUpValueAt(10, 12, 0, 0)).toBe(12);
  });
});

describe('readCountedFigure', () => {
  it('reads the number as written, its parsed value and its unit, trimmed', () => {
    const figure = readCountedFigure({ number: { value: ' $1,250.5bn ' }, unit: { value: ' TEU ' } });
    expect(figure.raw).toBe('$1,250.5bn');
    expect(figure.number).toMatchObject({ prefix: '$', value: 1250.5, decimals: 1 });
    expect(figure.unit).toBe('TEU');
  });

  it('gives empty text and no number for missing or wrong-typed fields', () => {
    expect(readCountedFigure({ number: { value: 42 }, unit: null })).toMatchObject({ unit: '' });
    expect(readCountedFigure({})).toEqual({ raw: '', number: undefined, unit: '' });
  });
});

describe('countsUp (spec 003 section 4)', () => {
  it('counts only outside editing and without reduced motion', () => {
    expect(countsUp({ editing: false, reducedMotion: false })).toBe(true);
    expect(countsUp({ editing: true, reducedMotion: false })).toBe(false);
    expect(countsUp({ editing: false, reducedMotion: true })).toBe(false);
  });
});
