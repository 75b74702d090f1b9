import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from './reduced-motion.ts';

const windowWith = (matchMedia: unknown) => ({ matchMedia });

afterEach(() => vi.unstubAllGlobals());

describe('prefersReducedMotion', () => {
  it('asks matchMedia for prefers-reduced-motion: reduce', () => {
    const asked: string[] = [];
    const matchMedia = (query: string) => {
      asked.push(query);
      return { matches: true };
    };
    expect(prefersReducedMotion(windowWith(matchMedia))).toBe(true);
    expect(prefersReducedMotion(windowWith(() => ({ matches: false })))).toBe(false);
    expect(asked).toEqual([REDUCED_MOTION_QUERY]);
  });

  it('is false without a window or matchMedia, and never throws', () => {
    // The test environment is node: no window at all, as in a server render.
    expect(typeof window).toBe('undefined');
    expect(prefersReducedMotion()).toBe(false);
    expect(prefersReducedMotion(undefined)).toBe(false);
    expect(prefersReducedMotion(windowWith(undefined))).toBe(false);
    expect(prefersReducedMotion(windowWith(() => undefined))).toBe(false);
    expect(prefersReducedMotion(windowWith(() => ({ matches: 'yes' })))).toBe(false);
    expect(
      prefersReducedMotion(
        windowWith(() => {
          throw new Error('no media queries here');
        }),
      ),
    ).toBe(false);
  });

  it('reads the global window by default', () => {
    vi.stubGlobal(
      'window',
      windowWith(() => ({ matches: true })),
    );
    expect(prefersReducedMotion()).toBe(true);
  });
});
