import { describe, expect, it } from 'vitest';
import { StyleCache } from './style-cache.ts';

const rules = (n: number) => ({ group: 1, css: 'x'.repeat(n) });

describe('StyleCache', () => {
  it('finds rules by component id and class name', () => {
    const cache = new StyleCache();
    cache.set('Button-sc-1', 'abc', { group: 7, css: '.abc{color:red;}/*!sc*/\n' });
    expect(cache.get('Button-sc-1', 'abc')).toEqual({ group: 7, css: '.abc{color:red;}/*!sc*/\n' });
    expect(cache.get('Button-sc-1', 'abd')).toBeUndefined();
    expect(cache.get('Button-sc-2', 'abc')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the least recently used first', () => {
    const cache = new StyleCache({ maxEntries: 3, maxChars: 1_000_000 });
    for (const name of ['a', 'b', 'c']) cache.set('id', name, rules(10));
    cache.get('id', 'a');
    cache.set('id', 'd', rules(10));
    expect(cache.size).toBe(3);
    expect(cache.get('id', 'b')).toBeUndefined();
    expect(cache.get('id', 'a')).toBeDefined();
  });

  it('holds at most maxChars of CSS and keys, and never one entry larger than that', () => {
    const cache = new StyleCache({ maxEntries: 1000, maxChars: 100 });
    for (let i = 0; i < 20; i++) cache.set('id', `n${i}`, rules(20));
    expect(cache.chars).toBeLessThanOrEqual(100);
    expect(cache.size).toBe(3); // 20 characters of CSS and 6 of key ('id n19') each
    cache.set('id', 'huge', rules(500));
    expect(cache.get('id', 'huge')).toBeUndefined();
    expect(cache.chars).toBeLessThanOrEqual(100);
  });
});
