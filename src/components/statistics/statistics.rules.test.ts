import { describe, expect, it } from 'vitest';
import {
  COUNTER_DESKTOP_MIN_PX,
  counterValueAt,
  easeOutCubic,
  formatStatistic,
  imagesOf,
  isAttachedUnit,
  numberFieldOf,
  parseStatisticNumber,
  shouldCount,
  statisticLength,
  statisticsOf,
  type StatisticNumber,
} from './statistics.rules.ts';

const parsed = (raw: unknown) => parseStatisticNumber(raw);
const number = (raw: string): StatisticNumber => {
  const n = parseStatisticNumber(raw);
  if (!n) throw new Error(`not a number: ${raw}`);
  return n;
};

describe('parseStatisticNumber', () => {
  it('reads plain integers and decimals', () => {
    expect(parsed('45')).toEqual({ prefix: '', value: 45, decimals: 0, grouped: false, suffix: '' });
    expect(parsed('98.6')).toEqual({ prefix: '', value: 98.6, decimals: 1, grouped: false, suffix: '' });
    expect(parsed('3.50')).toMatchObject({ value: 3.5, decimals: 2 });
    expect(parsed(12)).toMatchObject({ value: 12, decimals: 0 });
    expect(parsed('  7  ')).toMatchObject({ value: 7 });
  });

  it('keeps prefixes and suffixes such as +, $, % and M', () => {
    expect(parsed('+45')).toMatchObject({ prefix: '+', value: 45, suffix: '' });
    expect(parsed('$3.5')).toMatchObject({ prefix: '$', value: 3.5, decimals: 1 });
    expect(parsed('US$ 12')).toMatchObject({ prefix: 'US$ ', value: 12 });
    expect(parsed('90%')).toMatchObject({ value: 90, suffix: '%' });
    expect(parsed('1.2M+')).toMatchObject({ value: 1.2, suffix: 'M+' });
    expect(parsed('-3.5')).toMatchObject({ prefix: '', value: -3.5 });
    expect(parsed('−12')).toMatchObject({ value: -12 });
  });

  it('tells thousands separators from decimal signs', () => {
    expect(parsed('1,250')).toMatchObject({ value: 1250, decimals: 0, grouped: true });
    expect(parsed('1,250,000')).toMatchObject({ value: 1_250_000, grouped: true });
    expect(parsed('12 000')).toMatchObject({ value: 12_000, grouped: true });
    expect(parsed('12\u202f000')).toMatchObject({ value: 12_000, grouped: true });
    expect(parsed("1'000")).toMatchObject({ value: 1000, grouped: true });
    expect(parsed('1,234.56')).toMatchObject({ value: 1234.56, decimals: 2, grouped: true });
    expect(parsed('1.234,56')).toMatchObject({ value: 1234.56, decimals: 2, grouped: true });
    expect(parsed('3,5')).toMatchObject({ value: 3.5, decimals: 1, grouped: false });
    expect(parsed('0,125')).toMatchObject({ value: 0.125, decimals: 3 });
    expect(parsed('1.250')).toMatchObject({ value: 1.25, decimals: 3 });
    expect(parsed('1.000.000')).toMatchObject({ value: 1_000_000, grouped: true });
  });

  it('reads Arabic-Indic digits and the Arabic separators', () => {
    expect(parsed('٤٥')).toMatchObject({ value: 45 });
    expect(parsed('١٬٢٥٠')).toMatchObject({ value: 1250, grouped: true });
    expect(parsed('٣٫٥')).toMatchObject({ value: 3.5, decimals: 1 });
    expect(parsed('۱۲')).toMatchObject({ value: 12 });
    expect(parsed('+٧٠')).toMatchObject({ prefix: '+', value: 70 });
  });

  it('leaves text that is not one number alone', () => {
    for (const raw of ['24/7', 'N/A', '', '   ', '1-2', '1.2.3,4', 'Q3 2026']) expect(parsed(raw), raw).toBeUndefined();
    for (const raw of [null, undefined, {}, [], true, NaN]) expect(parsed(raw)).toBeUndefined();
  });
});

describe('formatStatistic', () => {
  it('formats in the page language with the decimals the editor wrote', () => {
    expect(formatStatistic(number('1,250'), 'en')).toBe('1,250');
    expect(formatStatistic(number('3.50'), 'en')).toBe('3.50');
    expect(formatStatistic(number('$3.5'), 'en', 1.2)).toBe('$1.2');
    expect(formatStatistic(number('+45'), 'en', 0)).toBe('+0');
    expect(formatStatistic(number('90%'), 'en')).toBe('90%');
  });

  it('groups four digits only when the editor did, five or more always', () => {
    expect(formatStatistic(number('2026'), 'en')).toBe('2026');
    expect(formatStatistic(number('2,026'), 'en')).toBe('2,026');
    expect(formatStatistic(number('12000'), 'en')).toBe('12,000');
  });

  it('uses Latin digits on Arabic pages, whatever digits the editor typed', () => {
    expect(formatStatistic(number('٤٥'), 'ar')).toBe('45');
    expect(formatStatistic(number('1,250'), 'ar')).toMatch(/^1.250$/);
    expect(formatStatistic(number('3.5'), 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('the counter', () => {
  it('eases out: fast at first, slow at the end, from 0 to 1', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(0.25) - easeOutCubic(0)).toBeGreaterThan(easeOutCubic(1) - easeOutCubic(0.75));
  });

  it('counts from 0 to exactly the target over 1.5 s, rounded to its decimals', () => {
    expect(counterValueAt(0, 1250, 0)).toBe(0);
    const mid = counterValueAt(750, 1250, 0);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1250);
    expect(Number.isInteger(mid)).toBe(true);
    expect(counterValueAt(300, 3.5, 1) * 10).toBeCloseTo(Math.round(counterValueAt(300, 3.5, 1) * 10));
    expect(counterValueAt(1499, 1250, 0)).toBeLessThanOrEqual(1250);
    expect(counterValueAt(1500, 1250, 0)).toBe(1250);
    expect(counterValueAt(99_999, 98.6, 1)).toBe(98.6);
    expect(counterValueAt(NaN, 7, 0)).toBe(7);
  });

  it('never goes back while counting', () => {
    let last = -Infinity;
    for (let ms = 0; ms <= 1600; ms += 16) {
      const value = counterValueAt(ms, 45, 0);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
    expect(last).toBe(45);
  });

  it('starts a negative target at 0, not -0', () => {
    expect(Object.is(counterValueAt(1, -12, 0), 0)).toBe(true);
  });

  it('counts only on desktop, outside editing, without reduced motion', () => {
    const desktop = { editing: false, reducedMotion: false, viewportWidth: 1280 };
    expect(shouldCount(desktop)).toBe(true);
    expect(shouldCount({ ...desktop, viewportWidth: COUNTER_DESKTOP_MIN_PX })).toBe(true);
    expect(shouldCount({ ...desktop, viewportWidth: COUNTER_DESKTOP_MIN_PX - 1 })).toBe(false);
    expect(shouldCount({ ...desktop, viewportWidth: 375 })).toBe(false);
    expect(shouldCount({ ...desktop, editing: true })).toBe(false);
    expect(shouldCount({ ...desktop, reducedMotion: true })).toBe(false);
  });
});

const item = (id: string, fields: Record<string, unknown>) => ({ id, name: id, displayName: id, url: '', fields });

describe('statisticsOf', () => {
  it('reads a list of statistic items', () => {
    const stats = statisticsOf(
      {
        statistics: [
          item('a', { statistics: { value: '+45' }, unit: { value: 'M TEU' }, title: { value: 'Handled' }, subTitle: { value: 'in 2025' } }),
          item('b', { number: { value: '80' }, title: { value: 'Terminals' } }),
        ],
      },
      false,
    );
    expect(stats.map((s) => [s.key, s.raw, s.unit, s.title, s.subTitle])).toEqual([
      ['a', '+45', 'M TEU', 'Handled', 'in 2025'],
      ['b', '80', '', 'Terminals', ''],
    ]);
    expect(stats[0]?.number?.value).toBe(45);
  });

  it('drops empty items outside editing and keeps them in editing', () => {
    const fields = { statistics: { value: [item('a', {}), item('b', { title: { value: 'Only a title' } }), 'junk'] } };
    expect(statisticsOf(fields, false).map((s) => s.key)).toEqual(['b']);
    expect(statisticsOf(fields, true).map((s) => s.key)).toEqual(['a', 'b']);
  });

  it('treats a block whose statistics field is a value as one statistic', () => {
    const stats = statisticsOf({ statistics: { value: '1,250' }, unit: { value: 'km' }, title: { value: 'Rail' } }, false);
    expect(stats).toHaveLength(1);
    expect(stats[0]).toMatchObject({ raw: '1,250', unit: 'km', title: 'Rail' });
  });

  it('tolerates junk', () => {
    expect(statisticsOf({}, false)).toEqual([]);
    expect(statisticsOf({ statistics: 5 }, false)).toHaveLength(1);
    expect(statisticsOf({ statistics: { value: {} } }, false)).toEqual([]);
    expect(numberFieldOf({})).toBe('statistics');
    expect(numberFieldOf({ value: { value: '1' } })).toBe('value');
  });

  it('knows which side images there are', () => {
    const img = { value: { src: '/x.svg', alt: '' } };
    expect(imagesOf({ imageLeft: img, mobileImageRight: img })).toEqual({ left: true, right: true });
    expect(imagesOf({ imageLeft: { value: {} } })).toEqual({ left: false, right: false });
  });
});

describe('sizing a statistic', () => {
  it('counts the number and a short unit at half width; a long unit wraps instead', () => {
    expect(statisticLength('1,250', 'km')).toBe(6);
    expect(statisticLength('98.6', '%')).toBe(5);
    expect(statisticLength('+45', 'million TEU')).toBe(3);
    expect(statisticLength('', '')).toBe(1);
  });

  it('writes %, ‰ and + against the number', () => {
    expect(isAttachedUnit('%')).toBe(true);
    expect(isAttachedUnit('٪')).toBe(true);
    expect(isAttachedUnit('+')).toBe(true);
    expect(isAttachedUnit('km')).toBe(false);
    expect(isAttachedUnit('')).toBe(false);
  });
});
