import { describe, expect, it } from 'vitest';
import { isLinearPattern, matchesLinearPattern } from './form-patterns.ts';

describe('form patterns on the server', () => {
  it('match the whole value, as the page does', () => {
    expect(matchesLinearPattern('[A-Z]{2}[0-9]{4}', 'AB1234')).toBe(true);
    expect(matchesLinearPattern('[A-Z]{2}[0-9]{4}', 'xAB1234')).toBe(false);
    expect(matchesLinearPattern('a|b', 'ab')).toBe(false);
    expect(matchesLinearPattern('\\p{L}+', 'مرحبا')).toBe(true);
  });

  it('run nested repetition over a crafted value in one pass', () => {
    expect(matchesLinearPattern('(a+)+', `${'a'.repeat(10_000)}!`)).toBe(false);
    expect(matchesLinearPattern('([a-zA-Z0-9]+)*', 'a'.repeat(10_000))).toBe(true);
  });

  it('cannot run look-around or back-references: no check (undefined), and isLinearPattern says so', () => {
    for (const source of ['(?!test)[a-z]+', '([a-z])\\1', '(?<=a)b']) {
      expect(isLinearPattern(source), source).toBe(false);
      expect(matchesLinearPattern(source, 'anything'), source).toBeUndefined();
    }
    expect(isLinearPattern('(a+)+')).toBe(true);
  });
});
