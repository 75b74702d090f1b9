import { describe, expect, it } from 'vitest';
import { clampStyle, HEADLINE_CLAMP_LINES, plainTextLines } from './text.rules.ts';

describe('plainTextLines (spec 000 section 5)', () => {
  it('splits plain text on every kind of line break', () => {
    expect(plainTextLines('one\ntwo')).toEqual(['one', 'two']);
    expect(plainTextLines('one\r\ntwo\r\nthree')).toEqual(['one', 'two', 'three']);
    expect(plainTextLines('one\rtwo')).toEqual(['one', 'two']);
    expect(plainTextLines('one\n\nthree')).toEqual(['one', '', 'three']);
  });

  it('leaves values without breaks, and markup, as they are', () => {
    expect(plainTextLines('one line')).toBeNull();
    expect(plainTextLines('<p>one</p>\n<p>two</p>')).toBeNull();
    expect(plainTextLines('a > b\nc')).toBeNull();
    expect(plainTextLines('')).toBeNull();
  });
});

describe('clampStyle (spec 000 section 5)', () => {
  it('clamps headlines and descriptions to 2 lines outside editing', () => {
    expect(clampStyle(HEADLINE_CLAMP_LINES, false)).toEqual({
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 2,
      overflow: 'hidden',
    });
  });

  it('never clamps in edit mode, nor for nonsense line counts', () => {
    expect(clampStyle(2, true)).toBeUndefined();
    expect(clampStyle(undefined, false)).toBeUndefined();
    expect(clampStyle(0, false)).toBeUndefined();
    expect(clampStyle(1.5, false)).toBeUndefined();
  });
});
