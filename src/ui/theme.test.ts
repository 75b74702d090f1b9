import { describe, expect, it } from 'vitest';
import { themes } from './theme.ts';

describe('theme.space', () => {
  it('gives the grid step as rem, the precomputed steps and any other value alike', () => {
    for (const n of [0, 0.5, 1, 1.5, 2, 3, 4.5, 12, 32, 64, 64.5, 100, 0.3, -1, 2.25]) {
      expect(themes.global.space(n)).toBe(`${n * 0.25}rem`);
    }
  });
});
