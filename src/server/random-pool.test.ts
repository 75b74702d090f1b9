import { describe, expect, it } from 'vitest';
import { randomToken } from './random-pool.ts';

describe('randomToken', () => {
  it('gives tokens of the asked length, never the same twice, across pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const token = randomToken(16, 'base64');
      expect(Buffer.from(token, 'base64')).toHaveLength(16);
      seen.add(token);
    }
    expect(seen.size).toBe(1000);
    expect(randomToken(9, 'base64url')).toMatch(/^[\w-]{12}$/);
  });

  it('refuses more than the pool holds', () => {
    expect(() => randomToken(5000, 'base64')).toThrow(RangeError);
  });
});
