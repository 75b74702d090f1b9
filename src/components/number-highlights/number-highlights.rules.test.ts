import { describe, expect, it } from 'vitest';
import { highlightLayout, highlightsCount, highlightsOf } from './number-highlights.rules.ts';

const item = (id: string, fields: Record<string, unknown>) => ({ id, name: id, displayName: id, fields });

describe('number highlights rules (spec 003)', () => {
  it('reads the cards and parses their numbers', () => {
    const items = highlightsOf(
      {
        numbers: [
          item('a', { number: { value: '$1.25bn' }, unit: { value: 'revenue' }, description: { value: 'Group revenue' } }),
          item('b', { number: { value: '24/7' }, description: { value: 'Operations' } }),
        ],
      },
      false,
    );
    expect(items.map((i) => [i.key, i.raw, i.unit, i.description])).toEqual([
      ['a', '$1.25bn', 'revenue', 'Group revenue'],
      ['b', '24/7', '', 'Operations'],
    ]);
    expect(items[0]?.number).toMatchObject({ prefix: '$', value: 1.25, decimals: 2, suffix: 'bn' });
    expect(items[1]?.number).toBeUndefined();
  });

  it('drops empty cards outside editing, keeps them in editing, and survives junk', () => {
    const fields = { numbers: { value: [item('a', {}), item('b', { number: { value: '12' } }), 'junk'] } };
    expect(highlightsOf(fields, false).map((i) => i.key)).toEqual(['b']);
    expect(highlightsOf(fields, true).map((i) => i.key)).toEqual(['a', 'b']);
    expect(highlightsOf({ numbers: 7 }, false)).toEqual([]);
    expect(highlightsOf({}, true)).toEqual([]);
  });

  it('has 3 columns, 4 with FourColumn, and the Blue style', () => {
    expect(highlightLayout({})).toEqual({ columns: 3, blue: false });
    expect(highlightLayout({ FieldNames: 'FourColumn', Styles: 'Blue' })).toEqual({ columns: 4, blue: true });
    expect(highlightLayout({ FieldNames: 'Default', Styles: 'spaced blue' })).toEqual({ columns: 3, blue: true });
    expect(highlightLayout(undefined)).toEqual({ columns: 3, blue: false });
  });

  it('never counts in editing or with reduced motion', () => {
    expect(highlightsCount({ editing: false, reducedMotion: false })).toBe(true);
    expect(highlightsCount({ editing: true, reducedMotion: false })).toBe(false);
    expect(highlightsCount({ editing: false, reducedMotion: true })).toBe(false);
  });
});
