import { describe, expect, it } from 'vitest';
import { isLocked, swipeAction } from './swipe.rules.ts';

describe('swipe rules (spec 001 section 9)', () => {
  it('moves only past the threshold and when the move is mostly across', () => {
    expect(swipeAction(-99, 0, 100, 'ltr')).toBeNull();
    expect(swipeAction(-100, 0, 100, 'ltr')).toBe('next');
    expect(swipeAction(120, 10, 100, 'ltr')).toBe('prev');
    expect(swipeAction(-150, 200, 100, 'ltr')).toBeNull();
    expect(swipeAction(Number.NaN, 0, 100, 'ltr')).toBeNull();
  });

  it('mirrors in right-to-left pages', () => {
    expect(swipeAction(-120, 0, 100, 'rtl')).toBe('prev');
    expect(swipeAction(120, 0, 100, 'rtl')).toBe('next');
  });

  it('locks for the given time after a move', () => {
    expect(isLocked(1000, undefined, 400)).toBe(false);
    expect(isLocked(1399, 1000, 400)).toBe(true);
    expect(isLocked(1400, 1000, 400)).toBe(false);
  });
});
