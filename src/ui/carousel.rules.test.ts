import { describe, expect, it } from 'vitest';
import { arrowKeyAction, emblaDurationForMs, initialControls, sameControls, settleTimeMs, slideLabel } from './carousel.rules.ts';

describe('carousel rules', () => {
  it('maps arrow keys, mirrored in right-to-left', () => {
    expect(arrowKeyAction('ArrowLeft', 'ltr')).toBe('prev');
    expect(arrowKeyAction('ArrowRight', 'ltr')).toBe('next');
    expect(arrowKeyAction('ArrowLeft', 'rtl')).toBe('next');
    expect(arrowKeyAction('ArrowRight', 'rtl')).toBe('prev');
    expect(arrowKeyAction('Enter', 'ltr')).toBeNull();
  });

  it('starts with previous disabled and next enabled when there is more than one slide', () => {
    expect(initialControls(4)).toEqual({ canPrev: false, canNext: true });
    expect(initialControls(1)).toEqual({ canPrev: false, canNext: false });
    expect(sameControls({ canPrev: true, canNext: false }, { canPrev: true, canNext: false })).toBe(true);
    expect(sameControls({ canPrev: true, canNext: false }, { canPrev: false, canNext: false })).toBe(false);
  });

  it("converts milliseconds to embla's duration by its own spring model", () => {
    expect(emblaDurationForMs(500)).toBe(20);
    expect(emblaDurationForMs(400)).toBe(18);
    expect(emblaDurationForMs(800)).toBe(28);
    expect(emblaDurationForMs(0)).toBe(0);
    expect(Math.abs(settleTimeMs(emblaDurationForMs(500)) - 500)).toBeLessThan(50);
    // Longer requested times never give a faster carousel.
    expect(emblaDurationForMs(1000)).toBeGreaterThan(emblaDurationForMs(600));
  });

  it('labels slides "n of m"', () => {
    expect(slideLabel('{n} of {total}', 0, 5)).toBe('1 of 5');
    expect(slideLabel('{n} من {total}', 4, 5)).toBe('5 من 5');
  });
});
