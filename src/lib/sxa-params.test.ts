import { describe, expect, it } from 'vitest';
import {
  classNames,
  enabledPlaceholders,
  equalShare,
  gridColumnRules,
  hasGridPlacement,
  hasStyle,
  numberedParam,
  parseGridClasses,
  renderingId,
  sectionIdOf,
  styleClasses,
} from './sxa-params.ts';

describe('style lists', () => {
  it('keeps valid class names, split on spaces and |, once each', () => {
    expect(styleClasses('indent-inner container-dark-background             ')).toEqual(['indent-inner', 'container-dark-background']);
    expect(styleClasses('col-9|col-sm-10|col-md-12')).toEqual(['col-9', 'col-sm-10', 'col-md-12']);
    expect(styleClasses('bs-title  bs-title main-header')).toEqual(['bs-title', 'main-header']);
    expect(styleClasses('ok "><script> 9bad x{y}')).toEqual(['ok']);
    expect(styleClasses(undefined)).toEqual([]);
    expect(styleClasses(42)).toEqual([]);
  });

  it('finds a whole word only', () => {
    expect(hasStyle('container indent', 'container')).toBe(true);
    expect(hasStyle('container-dark-background', 'container')).toBe(false);
    expect(hasStyle('a|container', 'container')).toBe(true);
    expect(hasStyle(undefined, 'container')).toBe(false);
  });

  it('joins class lists without blanks or repeats', () => {
    expect(classNames('image', ['a', 'b'], false, undefined, ['a'])).toBe('image a b');
    expect(classNames([], undefined)).toBeUndefined();
  });
});

describe('renderingId', () => {
  it('takes sectionId, then RenderingIdentifier, when usable as an id', () => {
    expect(renderingId({ RenderingIdentifier: 'intro' })).toBe('intro');
    expect(renderingId({ sectionId: 'terminals', RenderingIdentifier: 'other' })).toBe('terminals');
    expect(renderingId({ sectionId: '1 bad', RenderingIdentifier: ' ok-2 ' })).toBe('ok-2');
    expect(renderingId({ RenderingIdentifier: '"><x' })).toBeUndefined();
    expect(renderingId({})).toBeUndefined();
    expect(renderingId(undefined)).toBeUndefined();
  });

  it('drops a pasted leading # and tolerates junk params', () => {
    expect(renderingId({ RenderingIdentifier: '#intro' })).toBe('intro');
    expect(renderingId({ sectionId: 7, RenderingIdentifier: 'x' } as unknown as Record<string, string>)).toBe('x');
    expect(renderingId({ RenderingIdentifier: null } as unknown as Record<string, string>)).toBeUndefined();
  });
});

describe('sectionIdOf', () => {
  it('takes the sectionId field when it is a usable id', () => {
    expect(sectionIdOf({ sectionId: { value: 'terminals' } }, { RenderingIdentifier: 'other' })).toBe('terminals');
    expect(sectionIdOf({ sectionId: { value: '  #cargo-we-handle ' } }, {})).toBe('cargo-we-handle');
    expect(sectionIdOf({ sectionId: 'plain-string' }, {})).toBe('plain-string');
  });

  it('falls back to the sectionId and RenderingIdentifier params when the field is missing or unusable', () => {
    // An id with spaces would break #anchor links; quotes could break out of a selector.
    expect(sectionIdOf({ sectionId: { value: 'our terminals' } }, { RenderingIdentifier: 'terminals' })).toBe('terminals');
    expect(sectionIdOf({ sectionId: { value: '2024-results' } }, { sectionId: 'results' })).toBe('results');
    expect(sectionIdOf({ sectionId: { value: '' } }, { RenderingIdentifier: 'quotes' })).toBe('quotes');
    expect(sectionIdOf({}, { sectionId: 'a', RenderingIdentifier: 'b' })).toBe('a');
  });

  it('is undefined when nothing usable is given, and never throws', () => {
    expect(sectionIdOf({ sectionId: { value: 'our terminals' } }, { RenderingIdentifier: 'also bad' })).toBeUndefined();
    expect(sectionIdOf({ sectionId: { value: '"><script>' } }, {})).toBeUndefined();
    expect(sectionIdOf({ sectionId: { value: 42 } }, undefined)).toBeUndefined();
    expect(sectionIdOf({ sectionId: null }, {})).toBeUndefined();
    expect(sectionIdOf(undefined, undefined)).toBeUndefined();
  });
});

describe('enabledPlaceholders', () => {
  it('reads the comma-separated slots 1 to 8, in order, once each', () => {
    expect(enabledPlaceholders('1,2,3')).toEqual([1, 2, 3]);
    expect(enabledPlaceholders(' 3, 1 ,3,')).toEqual([3, 1]);
    expect(enabledPlaceholders('1,9,0,-2,x,8')).toEqual([1, 8]);
    expect(enabledPlaceholders('1|2')).toEqual([1, 2]);
    expect(enabledPlaceholders(2)).toEqual([2]);
  });

  it('enables none when missing or junk', () => {
    expect(enabledPlaceholders(undefined)).toEqual([]);
    expect(enabledPlaceholders('')).toEqual([]);
    expect(enabledPlaceholders({})).toEqual([]);
  });

  it('never goes beyond eight', () => {
    expect(enabledPlaceholders('1,2,3,4,5,6,7,8,9,10')).toHaveLength(8);
  });

  it('reads numbered params', () => {
    expect(numberedParam({ ColumnWidth2: 'col-6' }, 'ColumnWidth', 2)).toBe('col-6');
    expect(numberedParam({}, 'ColumnWidth', 2)).toBe('');
  });
});

describe('grid classes', () => {
  it('maps Bootstrap infixes to our breakpoints', () => {
    expect(parseGridClasses('col-12 col-sm-12 col-md-12 col-lg-7 col-xl-7 col-xxl-7 offset-0 offset-lg-1')).toEqual({
      spans: { xs: 12, sm: 12, m: 7, l: 7, xl: 7 },
      offsets: { xs: 0, m: 1 },
    });
  });

  it('lets sm win over the unprefixed class (both map to xs)', () => {
    expect(parseGridClasses('col-sm-6 col-12').spans).toEqual({ xs: 6 });
    expect(parseGridClasses('col-xs-12').spans).toEqual({ xs: 12 });
  });

  it('reads pipes, equal shares and ignores other classes and bad sizes', () => {
    expect(parseGridClasses('col-9|col-md-12|col-lg-6').spans).toEqual({ xs: 9, sm: 12, m: 6 });
    expect(parseGridClasses('col col-lg-auto').spans).toEqual({ xs: 'equal', m: 'equal' });
    expect(parseGridClasses('col-13 col-0 offset-12 row container').spans).toEqual({});
    expect(hasGridPlacement(parseGridClasses('position-right'))).toBe(false);
    expect(hasGridPlacement(parseGridClasses('col-lg-4'))).toBe(true);
    expect(parseGridClasses(null)).toEqual({ spans: {}, offsets: {} });
  });

  it('is the whole row below 640 px and changes only where the classes do', () => {
    expect(gridColumnRules(parseGridClasses('col-12 col-lg-6'))).toEqual([{ gridColumn: '1 / -1' }, { from: 'm', gridColumn: 'auto / span 6' }]);
    expect(gridColumnRules(parseGridClasses('col-12'))).toEqual([{ gridColumn: '1 / -1' }]);
    expect(gridColumnRules(parseGridClasses(''))).toEqual([{ gridColumn: '1 / -1' }]);
  });

  it('starts an offset item n tracks in, and never runs past the row', () => {
    expect(gridColumnRules(parseGridClasses('col-12 col-lg-7 offset-lg-1 col-xl-7 offset-xl-0'))).toEqual([
      { gridColumn: '1 / -1' },
      { from: 'm', gridColumn: '2 / span 7' },
      { from: 'l', gridColumn: 'auto / span 7' },
    ]);
    expect(gridColumnRules(parseGridClasses('col-md-10 offset-md-4'))).toEqual([{ gridColumn: '1 / -1' }, { from: 'sm', gridColumn: '5 / span 8' }]);
  });

  it('turns an equal share into tracks', () => {
    expect(gridColumnRules(parseGridClasses('col-md'), equalShare(3))).toEqual([{ gridColumn: '1 / -1' }, { from: 'sm', gridColumn: 'auto / span 4' }]);
    expect(equalShare(5)).toBe(2);
    expect(equalShare(8)).toBe(1);
    expect(equalShare(0)).toBe(12);
  });
});
