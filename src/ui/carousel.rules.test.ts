import { describe, expect, it } from 'vitest';
import {
  activeSlideOf,
  arrowKeyAction,
  emblaDurationForMs,
  initialControls,
  sameControls,
  settleTimeMs,
  slideAfterClick,
  slideLabel,
  wrapsOnClick,
} from './carousel.rules.ts';

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

describe('the wrap from the active last slide (spec 002 section 4)', () => {
  it('wraps only on a click on the active slide when it is the last', () => {
    expect(wrapsOnClick(7, 7, 8)).toBe(true);
    expect(wrapsOnClick(7, 6, 8)).toBe(false); // the last, not active
    expect(wrapsOnClick(6, 6, 8)).toBe(false); // active, not the last
    expect(wrapsOnClick(0, 0, 1)).toBe(false); // a lone slide has nowhere to go
  });

  it('slideAfterClick: the active last wraps to the first, another slide comes forward, the active one stays', () => {
    expect(slideAfterClick(7, 7, 8)).toBe(0);
    expect(slideAfterClick(3, 2, 8)).toBe(3);
    expect(slideAfterClick(7, 6, 8)).toBe(7);
    expect(slideAfterClick(2, 2, 8)).toBe(2);
    expect(slideAfterClick(0, 0, 8)).toBe(0);
  });

  it('slideAfterClick ignores out-of-range clicks', () => {
    expect(slideAfterClick(9, 2, 8)).toBe(2);
    expect(slideAfterClick(-1, 2, 8)).toBe(2);
    expect(slideAfterClick(0, 0, 0)).toBe(0);
  });

  it('activeSlideOf: the start slide of the page in view, the last one once the row is at its end', () => {
    // 5 slides, 3 per page: snaps 0, 1, 2; at snap 2 the row is at its end and slide 4 is in view.
    expect(activeSlideOf(0, false, 5)).toBe(0);
    expect(activeSlideOf(1, false, 5)).toBe(1);
    expect(activeSlideOf(2, true, 5)).toBe(4);
    // One per page: the selected snap is the slide, and at the end it is the last.
    expect(activeSlideOf(3, false, 5)).toBe(3);
    expect(activeSlideOf(4, true, 5)).toBe(4);
    expect(activeSlideOf(0, false, 0)).toBe(0);
  });
});
