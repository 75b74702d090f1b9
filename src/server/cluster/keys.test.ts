import { describe, expect, it } from 'vitest';
import { keySpace } from './keys.ts';

describe('keySpace', () => {
  it('puts site and release before every cached value and tag set', () => {
    const keys = keySpace('ports-group', 'a1b2c3');
    expect(keys.value('page', 'page|ports-group|en|/about|')).toBe('rh:ports-group:a1b2c3:v:page:page|ports-group|en|/about|');
    expect(keys.value('cms', 'layout|ports-group|ar|/')).toBe('rh:ports-group:a1b2c3:v:cms:layout|ports-group|ar|/');
    expect(keys.tag('layout-572b63ad|en')).toBe('rh:ports-group:a1b2c3:t:layout-572b63ad|en');
  });

  it('never lets two sites or two releases name the same value', () => {
    const names = [keySpace('a', 'r1'), keySpace('a', 'r2'), keySpace('b', 'r1')].map((keys) => keys.value('page', 'k'));
    expect(new Set(names).size).toBe(3);
  });

  it('shares the purge channel and rate-limit counters across releases of a site, not across sites', () => {
    const [old, next, other] = [keySpace('a', 'r1'), keySpace('a', 'r2'), keySpace('b', 'r1')];
    expect(old.purgeChannel).toBe(next.purgeChannel);
    expect(old.rateLimitPrefix).toBe(next.rateLimitPrefix);
    expect(other.purgeChannel).not.toBe(old.purgeChannel);
    expect(old.purgeChannel).toBe('rh:a:purge');
    expect(old.rateLimitPrefix).toBe('rh:a:rl:');
  });

  it('refuses a site or release that would blur the separators', () => {
    expect(() => keySpace('a:b', 'r')).toThrow(/site name/);
    expect(() => keySpace('a', 'r 1')).toThrow(/release id/);
    expect(() => keySpace('', 'r')).toThrow();
    expect(() => keySpace('a', 'r').value('x:y', 'k')).toThrow(/cache name/);
  });
});
