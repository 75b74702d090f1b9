import { describe, expect, it } from 'vitest';
import { copiesFor, logosOf, marqueeRows, slotSeconds } from './logo-marquee.rules.ts';

const logo = (n: number, image = true) => ({ id: `l${n}`, fields: image ? { image: { value: { src: `/-/media/l${n}.svg`, alt: `Logo ${n}` } } } : {} });

describe('rows', () => {
  it('keeps up to 9 logos in one row and splits more in half, the larger half first', () => {
    expect(marqueeRows([])).toEqual([]);
    expect(marqueeRows([1, 2, 3, 4, 5, 6])).toEqual([[1, 2, 3, 4, 5, 6]]);
    expect(marqueeRows([1, 2, 3, 4, 5, 6, 7, 8, 9])).toHaveLength(1);
    expect(marqueeRows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
    expect(marqueeRows(Array.from({ length: 11 }, (_, i) => i)).map((row) => row.length)).toEqual([6, 5]);
    expect(marqueeRows(Array.from({ length: 14 }, (_, i) => i)).map((row) => row.length)).toEqual([7, 7]);
  });
});

describe('speed and loop', () => {
  it('runs at 1.5 px a frame at 60 fps: 90 px a second', () => {
    expect(slotSeconds(180)).toBe(2);
  });

  it('makes enough copies to cover the widest row plus one copy, at least two', () => {
    expect(copiesFor(6, 168, 2560)).toBe(4);
    expect(copiesFor(20, 168, 2560)).toBe(2);
    expect(copiesFor(1, 168, 2560)).toBe(17);
    expect(copiesFor(0)).toBe(0);
  });
});

describe('logos', () => {
  it('drops entries that are not items, and logos without an image outside edit mode', () => {
    const list = [logo(1), null, 'x', { id: 'x' }, logo(2, false), logo(3)];
    expect(logosOf(list, false).map((l) => l.key)).toEqual(['l1#0', 'l3#5']);
    expect(logosOf(list, true).map((l) => l.key)).toEqual(['l1#0', 'l2#4', 'l3#5']);
    expect(logosOf(undefined, false)).toEqual([]);
  });
});
