import { describe, expect, it } from 'vitest';
import { checkAtLeast, checkFirstTap, checkIslandData, checkJsBeforeInput, checkLighthouse, mark, TARGETS, THROUGHPUT_TARGETS } from './targets.ts';

describe('the JavaScript budget before input', () => {
  it('applies to the five pages of the issue only', () => {
    expect(checkJsBeforeInput('/', 1)).toBe(true);
    expect(checkJsBeforeInput('/ar/', 1)).toBe(true);
    expect(checkJsBeforeInput('/insights/blogs/a-day-in-the-control-tower', 1)).toBe(true);
    expect(checkJsBeforeInput('/news/all', 1)).toBe(true);
    expect(checkJsBeforeInput('/about/leadership/amira-haddad', 1)).toBe(true);
    expect(checkJsBeforeInput('/about', 1)).toBeUndefined();
    expect(checkJsBeforeInput('/blocks', 1)).toBeUndefined();
  });

  it('is 20 KiB gzipped, inclusive', () => {
    expect(TARGETS.jsBeforeInputGzipBytes).toBe(20 * 1024);
    expect(checkJsBeforeInput('/', 20 * 1024)).toBe(true);
    expect(checkJsBeforeInput('/ar', 20 * 1024 + 1)).toBe(false);
    expect(checkJsBeforeInput('/', undefined)).toBeUndefined();
  });
});

describe('the island data target', () => {
  it('is 10 KiB inclusive, on the five pages only', () => {
    expect(checkIslandData('/', TARGETS.islandDataBytes)).toBe(true);
    expect(checkIslandData('/news/all', TARGETS.islandDataBytes + 1)).toBe(false);
    expect(checkIslandData('/about', TARGETS.islandDataBytes + 1)).toBeUndefined();
    expect(checkIslandData('/', undefined)).toBeUndefined();
  });
});

describe('the first-tap target', () => {
  it('wants the menu within 300 ms, inclusive', () => {
    expect(checkFirstTap(300, 0)).toBe(true);
    expect(checkFirstTap(301, 0)).toBe(false);
  });

  it('fails a page with a lost tap whatever the others’ times', () => {
    expect(checkFirstTap(100, 1)).toBe(false);
    expect(checkFirstTap(undefined, 5)).toBe(false);
  });

  it('is not judged without a measured run', () => {
    expect(checkFirstTap(undefined, 0)).toBeUndefined();
  });
});

describe('the Lighthouse targets', () => {
  it('want each category at 95 or more', () => {
    expect(checkLighthouse('performance', 95)).toBe(true);
    expect(checkLighthouse('seo', 94)).toBe(false);
    expect(checkLighthouse('bestPractices', 100)).toBe(true);
  });

  it('want TBT at most 100 ms, LCP at most 1.8 s and CLS at most 0.01', () => {
    expect(checkLighthouse('tbtMs', 100)).toBe(true);
    expect(checkLighthouse('tbtMs', 101)).toBe(false);
    expect(checkLighthouse('lcpMs', 1800)).toBe(true);
    expect(checkLighthouse('lcpMs', 1801)).toBe(false);
    expect(checkLighthouse('cls', 0.01)).toBe(true);
    expect(checkLighthouse('cls', 0.011)).toBe(false);
  });

  it('set nothing for FCP, and judge nothing unmeasured', () => {
    expect(checkLighthouse('fcpMs', 10_000)).toBeUndefined();
    expect(checkLighthouse('performance', undefined)).toBeUndefined();
  });
});

describe('the throughput targets', () => {
  it('are reached at the ratio itself and missed below it', () => {
    expect(checkAtLeast(0.6, THROUGHPUT_TARGETS.cachedVsBareBuffer)).toBe(true);
    expect(checkAtLeast(0.599, THROUGHPUT_TARGETS.cachedVsBareBuffer)).toBe(false);
    expect(checkAtLeast(9.99, THROUGHPUT_TARGETS.oursVsNext)).toBe(false);
  });

  it('are not judged without a ratio', () => {
    expect(checkAtLeast(undefined, 0.35)).toBeUndefined();
    expect(checkAtLeast(Number.NaN, 0.35)).toBeUndefined();
    expect(checkAtLeast(Number.POSITIVE_INFINITY, 0.35)).toBeUndefined();
  });
});

describe('mark', () => {
  it('is a tick, a cross or nothing', () => {
    expect([mark(true), mark(false), mark(undefined)]).toEqual(['✓', '✗', '']);
  });
});
