import { describe, expect, it } from 'vitest';
import { headerFocusTarget, initialOpenIndex, isItemOpen, toggledIndex } from './accordion.rules.ts';

describe('accordion rules (spec 003 section 4)', () => {
  it('opens the first item by default, none when there are none', () => {
    expect(initialOpenIndex(3)).toBe(0);
    expect(initialOpenIndex(1)).toBe(0);
    expect(initialOpenIndex(0)).toBeNull();
  });

  it('keeps one item open at a time: opening one closes the other, the open one closes', () => {
    expect(toggledIndex(0, 2, 3)).toBe(2);
    expect(toggledIndex(2, 2, 3)).toBeNull();
    expect(toggledIndex(null, 1, 3)).toBe(1);
  });

  it('ignores an index out of range', () => {
    expect(toggledIndex(1, 3, 3)).toBe(1);
    expect(toggledIndex(1, -1, 3)).toBe(1);
    expect(toggledIndex(null, 0.5, 3)).toBeNull();
  });

  it('shows every item open in editing mode', () => {
    expect(isItemOpen(0, 0, false)).toBe(true);
    expect(isItemOpen(0, 1, false)).toBe(false);
    expect(isItemOpen(null, 0, false)).toBe(false);
    expect(isItemOpen(null, 1, true)).toBe(true);
    expect(isItemOpen(0, 2, true)).toBe(true);
  });

  it('moves between headers with the arrows (wrapping), Home and End', () => {
    expect(headerFocusTarget('ArrowDown', 0, 3)).toBe(1);
    expect(headerFocusTarget('ArrowDown', 2, 3)).toBe(0);
    expect(headerFocusTarget('ArrowUp', 0, 3)).toBe(2);
    expect(headerFocusTarget('Home', 2, 3)).toBe(0);
    expect(headerFocusTarget('End', 0, 3)).toBe(2);
    expect(headerFocusTarget('Enter', 0, 3)).toBeNull();
    expect(headerFocusTarget(' ', 0, 3)).toBeNull();
    expect(headerFocusTarget('ArrowDown', 0, 0)).toBeNull();
  });
});
