import { describe, expect, it, vi } from 'vitest';
import { checkFormPattern, isEcmaScriptPattern, isLinearPattern, matchesLinearPattern } from './form-patterns.ts';

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

  it("read a pattern's syntax as the page's engine would, without the server's engine compiling it", () => {
    const compiled = vi.spyOn(globalThis, 'RegExp');
    try {
      for (const source of ['[A-Z]{2}[0-9]{4}', '\\p{L}+', '(?<year>\\d{4})', '\\w+@\\w+', '[\\u0600-\\u06FF ]+', '(a+)+', '([a-z])\\1', '\\-']) {
        expect(isEcmaScriptPattern(source), source).toBe(true);
      }
      // Anchored as the page anchors it, `a)|(b` is `^(?:a)|(b)$`: it compiles there, so it is kept.
      expect(isEcmaScriptPattern('a)|(b')).toBe(true);
      for (const source of ['([', '(?P<x>a)', 'a{2,1}', '*a', '(?<n>a)|(?<n>b)', '(?i:a)b']) {
        expect(isEcmaScriptPattern(source), source).toBe(false);
      }
      expect(checkFormPattern('[A-Z]{2}')).toBeUndefined();
      expect(checkFormPattern('([')).toBe('doesNotCompile');
      expect(checkFormPattern('(?P<x>a)')).toBe('doesNotCompile');
      expect(checkFormPattern('([a-z])\\1')).toBe('unsafe');
      expect(compiled).not.toHaveBeenCalled();
    } finally {
      compiled.mockRestore();
    }
  });
});
