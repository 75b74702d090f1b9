import { describe, expect, it } from 'vitest';
import { isProgressBarShown, readingProgress } from './reading-progress.rules.ts';

describe('reading progress bar rules (spec 001 sections 4 and 9)', () => {
  it('shows once scrolled past half the viewport height minus 30 px', () => {
    // 900 px viewport: threshold 420 px.
    expect(isProgressBarShown(0, 900)).toBe(false);
    expect(isProgressBarShown(420, 900)).toBe(false);
    expect(isProgressBarShown(421, 900)).toBe(true);
    expect(isProgressBarShown(Number.NaN, 900)).toBe(false);
  });

  it('is the scroll position over the page height minus header, footer and related articles, clamped 0..1', () => {
    const base = { pageHeight: 5000, headerHeight: 100, footerHeight: 600, relatedHeight: 300 };
    expect(readingProgress({ ...base, scrollY: 0 })).toBe(0);
    expect(readingProgress({ ...base, scrollY: 2000 })).toBe(0.5);
    expect(readingProgress({ ...base, scrollY: 4000 })).toBe(1);
    expect(readingProgress({ ...base, scrollY: 9000 })).toBe(1);
    expect(readingProgress({ ...base, scrollY: -50 })).toBe(0);
  });

  it('survives missing measures and a page with nothing left to read', () => {
    expect(readingProgress({ scrollY: 500, pageHeight: 1000, headerHeight: Number.NaN, footerHeight: -1, relatedHeight: 0 })).toBe(0.5);
    expect(readingProgress({ scrollY: 0, pageHeight: 300, headerHeight: 200, footerHeight: 200, relatedHeight: 0 })).toBe(0);
    expect(readingProgress({ scrollY: 10, pageHeight: 300, headerHeight: 200, footerHeight: 200, relatedHeight: 0 })).toBe(1);
  });
});
