import { describe, expect, it } from 'vitest';
import { compileLinearRegex, type LinearRegex } from './linear-regex.ts';

const compiled = (source: string, flags?: string): LinearRegex => {
  const regex = compileLinearRegex(source, flags);
  if (typeof regex === 'string') throw new Error(regex);
  return regex;
};

describe('compileLinearRegex', () => {
  it('reads JavaScript syntax: escaped slashes, named groups, classes', () => {
    expect(compiled('^\\/news\\/(?<slug>[\\w-]+)$').exec('/news/a-b')).toEqual(['/news/a-b', 'a-b']);
    expect(compiled('\\d{3}').test('x123')).toBe(true);
    expect(compiled('^a$').test('ba')).toBe(false);
  });

  it('gives an unmatched group as an empty string, and null for no match', () => {
    expect(compiled('^(a)|(b)$').exec('b')).toEqual(['b', '', 'b']);
    expect(compiled('^a$').exec('b')).toBeNull();
  });

  it('takes the flags i, s, m and u', () => {
    expect(compiled('^abc$', 'i').test('ABC')).toBe(true);
    expect(compiled('^abc$').test('ABC')).toBe(false);
    expect(compiled('^a.b$', 's').test('a\nb')).toBe(true);
    expect(compiled('^a.b$').test('a\nb')).toBe(false);
    expect(compiled('^b$', 'm').test('a\nb')).toBe(true);
    expect(compiled('^é$', 'iu').test('É')).toBe(true);
  });

  it('says why it cannot compile: a flag it has no use for, a syntax error, look-around, a back-reference', () => {
    expect(compileLinearRegex('a', 'g')).toContain('flag g');
    expect(compileLinearRegex('(a')).toContain('linear time');
    for (const source of ['a(?=b)', 'a(?!b)', '(?<=a)b', '(?<!a)b', '(a)\\1'])
      expect(compileLinearRegex(source), source).toContain('back-references and look-around');
  });

  it('runs nested and overlapping repetition over long input in one pass (JavaScript would not finish)', () => {
    expect(compiled('^(a|aa)+$').test(`${'a'.repeat(50_000)}!`)).toBe(false);
    expect(compiled('^(a+)+$').exec('a'.repeat(50_000))?.[1]).toBe('a'.repeat(50_000));
    expect(compiled('(.*)(.*)(.*)x').test('y'.repeat(50_000))).toBe(false);
  });
});
