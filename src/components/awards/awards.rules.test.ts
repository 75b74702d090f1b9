import { describe, expect, it } from 'vitest';
import { awardDate, awardYearsOf, compactAwards, hasMore, nextShown } from './awards.rules.ts';

const year = (y: string, awards: unknown[]) => ({ id: `y${y}`, name: y, fields: { awardYear: { value: y }, awards } });
const award = (title: string, date: unknown) => ({
  id: title,
  name: title,
  fields: { awardTitle: { value: title }, awardSubtitle: { value: 'Sub' }, awardDate: { value: date }, other: { value: 1 } },
});

describe('award dates', () => {
  it('formats a date per language with Intl, in UTC, with a datetime', () => {
    const [group] = awardYearsOf([year('2024', [award('a', '2024-05-14T00:00:00Z')])], false);
    expect(awardDate(group!.awards[0]!, 'en')).toEqual({ text: '14 May 2024', iso: '2024-05-14' });
    expect(awardDate(group!.awards[0]!, 'ar')?.text).toMatch(/مايو/);
  });

  it('takes 0001-01-01, an invalid or a missing date as no date', () => {
    const [group] = awardYearsOf(
      [year('2024', [award('a', '0001-01-01T00:00:00Z'), award('b', 'yesterday'), award('c', 42), { fields: { awardTitle: { value: 'd' } } }])],
      false,
    );
    expect(group!.awards.map((a) => awardDate(a, 'en'))).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('paging', () => {
  it('shows 5 year groups, then 5 more per step until all show', () => {
    expect(nextShown(5, 12)).toBe(10);
    expect(nextShown(10, 12)).toBe(12);
    expect(nextShown(12, 12)).toBe(12);
    expect(hasMore(5, 12)).toBe(true);
    expect(hasMore(12, 12)).toBe(false);
    expect(hasMore(5, 5)).toBe(false);
  });
});

describe('year groups', () => {
  it('keeps the editor order, drops non-items, and years without awards for visitors', () => {
    const list = [year('2026', [award('a', '')]), null, year('2025', []), 'x', year('2024', [award('b', ''), null])];
    expect(awardYearsOf(list, false).map((y) => y.fields.awardYear)).toEqual([{ value: '2026' }, { value: '2024' }]);
    expect(awardYearsOf(list, true)).toHaveLength(3);
    expect(awardYearsOf(list, false)[1]!.awards).toHaveLength(1);
    expect(awardYearsOf(undefined, false)).toEqual([]);
  });

  it('compacts to the fields the block reads', () => {
    const compact = compactAwards({ headline: { value: 'Awards' }, junk: 1, awardYears: [year('2024', [award('b', '2024-01-01')]), 3] });
    expect(compact).toEqual({
      headline: { value: 'Awards' },
      awardYears: [
        {
          id: 'y2024',
          fields: {
            awards: [{ id: 'b', fields: { awardTitle: { value: 'b' }, awardSubtitle: { value: 'Sub' }, awardDate: { value: '2024-01-01' } } }],
            awardYear: { value: '2024' },
          },
        },
      ],
    });
  });
});
