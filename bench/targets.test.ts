import { describe, expect, it } from 'vitest';
import { checkAtLeast, checkHydrationData, checkJsBeforeScroll, checkLighthouse, isHomePath, mark, TARGETS, THROUGHPUT_TARGETS } from './targets.ts';

describe('the JavaScript budget', () => {
  it('applies to the home page in both languages only', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath('/ar')).toBe(true);
    expect(isHomePath('/ar/')).toBe(true);
    expect(isHomePath('/en')).toBe(true);
    expect(isHomePath('/blocks')).toBe(false);
    expect(isHomePath('/ar/about')).toBe(false);
    expect(checkJsBeforeScroll('/about', 1)).toBeUndefined();
  });

  it('is 90 KiB inclusive', () => {
    expect(checkJsBeforeScroll('/', 90 * 1024)).toBe(true);
    expect(checkJsBeforeScroll('/ar', 90 * 1024 + 1)).toBe(false);
    expect(checkJsBeforeScroll('/', undefined)).toBeUndefined();
  });
});

describe('the hydration data target', () => {
  it('is 10 KiB inclusive', () => {
    expect(checkHydrationData(TARGETS.hydrationDataBytes)).toBe(true);
    expect(checkHydrationData(TARGETS.hydrationDataBytes + 1)).toBe(false);
    expect(checkHydrationData(undefined)).toBeUndefined();
  });
});

describe('the Lighthouse targets', () => {
  it('want each category at 95 or more', () => {
    expect(checkLighthouse('performance', 95)).toBe(true);
    expect(checkLighthouse('seo', 94)).toBe(false);
    expect(checkLighthouse('bestPractices', 100)).toBe(true);
  });

  it('want LCP at most 2.5 s and CLS at most 0.02', () => {
    expect(checkLighthouse('lcpMs', 2500)).toBe(true);
    expect(checkLighthouse('lcpMs', 2501)).toBe(false);
    expect(checkLighthouse('cls', 0.02)).toBe(true);
    expect(checkLighthouse('cls', 0.021)).toBe(false);
  });

  it('set nothing for TBT and FCP', () => {
    expect(checkLighthouse('tbtMs', 10_000)).toBeUndefined();
    expect(checkLighthouse('fcpMs', 10_000)).toBeUndefined();
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
