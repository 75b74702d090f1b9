import { describe, expect, it } from 'vitest';
import { DOUBLE_TAP_MS, MIN_ZOOM, clampPan, clampZoom, doubleTapZoom, fitSize, isDoubleTap, stepZoom, wheelFactor, zoomAt, zoomPercent } from './zoom.rules.ts';

const image = { width: 800, height: 400 };
const stage = { width: 800, height: 600 };

describe('clampZoom', () => {
  it('keeps the scale between 1x and 5x (spec 003: max zoom 5)', () => {
    expect(clampZoom(5)).toBe(5);
    expect(clampZoom(5.0001)).toBe(5);
    expect(clampZoom(40)).toBe(5);
    expect(clampZoom(1)).toBe(1);
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(-3)).toBe(1);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(Number.POSITIVE_INFINITY)).toBe(1);
    expect(clampZoom(2.5)).toBe(2.5);
  });
});

describe('stepZoom', () => {
  it('goes 1, 1.5, 2.25, 3.375, 5 and stops at 5; back down it stops at exactly 1', () => {
    const up: number[] = [];
    let scale = MIN_ZOOM;
    for (let i = 0; i < 7; i++) up.push((scale = stepZoom(scale, 1)));
    expect(up).toEqual([1.5, 2.25, 3.375, 5, 5, 5, 5]);
    const down: number[] = [];
    for (let i = 0; i < 6; i++) down.push((scale = stepZoom(scale, -1)));
    expect(down.at(-1)).toBe(1);
    expect(down).toContain(1);
    expect(down.every((s) => s >= 1)).toBe(true);
  });
});

describe('clampPan', () => {
  it('keeps the image centred at 1x and on an axis where it is smaller than the stage', () => {
    expect(clampPan({ scale: 1, x: 300, y: -200 }, image, stage)).toEqual({ scale: 1, x: 0, y: 0 });
    // At 1.5x the image is 1200 x 600: 200 px of slack sideways, none up and down.
    expect(clampPan({ scale: 1.5, x: 300, y: 50 }, image, stage)).toEqual({ scale: 1.5, x: 200, y: 0 });
  });

  it('lets the image move no further than its edges at 5x', () => {
    // 4000 x 2000 on an 800 x 600 stage: ±1600 and ±700.
    expect(clampPan({ scale: 5, x: -9999, y: 9999 }, image, stage)).toEqual({ scale: 5, x: -1600, y: 700 });
    expect(clampPan({ scale: 5, x: 100, y: -100 }, image, stage)).toEqual({ scale: 5, x: 100, y: -100 });
    expect(clampPan({ scale: 9, x: Number.NaN, y: 0 }, image, stage)).toEqual({ scale: 5, x: 0, y: 0 });
  });
});

describe('zoomAt', () => {
  it('keeps the point under the pointer in place', () => {
    const next = zoomAt({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: 50 }, image, stage);
    // The image point under (100, 50) was (100, 50) from the centre; at 2x it would be at 200,
    // 100: the image moves by -100, -50.
    expect(next).toEqual({ scale: 2, x: -100, y: -50 });
  });

  it('never passes 5x however hard the wheel or the pinch pushes', () => {
    expect(zoomAt({ scale: 4.9, x: 0, y: 0 }, 4.9 * 3, { x: 0, y: 0 }, image, stage).scale).toBe(5);
    expect(zoomAt({ scale: 1.2, x: 80, y: 0 }, 0.1, { x: 0, y: 0 }, image, stage)).toEqual({ scale: 1, x: 0, y: 0 });
  });
});

describe('wheelFactor', () => {
  it('zooms in on a wheel up and out on a wheel down, bounded, and ignores junk', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(-10_000)).toBe(wheelFactor(-100));
    expect(wheelFactor(-3, 1)).toBe(wheelFactor(-48));
    expect(wheelFactor(-10, 0, true)).toBeGreaterThan(wheelFactor(-10, 0, false));
    expect(wheelFactor(0)).toBe(1);
    expect(wheelFactor(Number.NaN)).toBe(1);
  });
});

describe('double tap', () => {
  it('zooms in from 1x and back to 1x from any zoom', () => {
    expect(doubleTapZoom(1)).toBe(2.5);
    expect(doubleTapZoom(1.5)).toBe(1);
    expect(doubleTapZoom(5)).toBe(1);
  });

  it('counts two taps close in time and place', () => {
    const first = { time: 1000, x: 10, y: 10 };
    expect(isDoubleTap(undefined, first)).toBe(false);
    expect(isDoubleTap(first, { time: 1000 + DOUBLE_TAP_MS, x: 20, y: 20 })).toBe(true);
    expect(isDoubleTap(first, { time: 1001 + DOUBLE_TAP_MS, x: 10, y: 10 })).toBe(false);
    expect(isDoubleTap(first, { time: 1100, x: 60, y: 10 })).toBe(false);
    expect(isDoubleTap(first, { time: 900, x: 10, y: 10 })).toBe(false);
  });
});

describe('fitSize and zoomPercent', () => {
  it('fits the image inside the stage keeping its ratio', () => {
    expect(fitSize({ width: 1600, height: 900 }, { width: 800, height: 600 })).toEqual({ width: 800, height: 450 });
    expect(fitSize({ width: 900, height: 1600 }, { width: 800, height: 800 })).toEqual({ width: 450, height: 800 });
    expect(fitSize(undefined, stage)).toEqual(stage);
    expect(fitSize({ width: 0, height: 10 }, stage)).toEqual(stage);
  });

  it('reads 100% to 500%', () => {
    expect(zoomPercent(1)).toBe(100);
    expect(zoomPercent(3.375)).toBe(338);
    expect(zoomPercent(12)).toBe(500);
  });
});
