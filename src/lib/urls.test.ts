import { describe, expect, it } from 'vitest';
import { isHostAllowed, isOtherOrigin, parseAbsoluteHttpUrl } from './urls.ts';

describe('urls', () => {
  it('parses absolute http(s) URLs only', () => {
    expect(parseAbsoluteHttpUrl('https://feeds.example.com/a')?.host).toBe('feeds.example.com');
    expect(parseAbsoluteHttpUrl('/relative')).toBeNull();
    expect(parseAbsoluteHttpUrl('ftp://x')).toBeNull();
    expect(parseAbsoluteHttpUrl('http://')).toBeNull();
    expect(parseAbsoluteHttpUrl(42)).toBeNull();
  });

  it('matches hosts by name (any port) or host:port', () => {
    const url = new URL('http://127.0.0.1:4100/feeds/news/en.json');
    expect(isHostAllowed(url, ['127.0.0.1:4100'])).toBe(true);
    expect(isHostAllowed(url, ['127.0.0.1'])).toBe(true);
    expect(isHostAllowed(url, ['127.0.0.1:4200'])).toBe(false);
    expect(isHostAllowed(new URL('https://Feeds.Example.com/x'), ['feeds.example.com'])).toBe(true);
    expect(isHostAllowed(new URL('https://evil.example.com/x'), ['example.com'])).toBe(false);
    expect(isHostAllowed(url, [])).toBe(false);
  });

  it('tells other-origin links', () => {
    expect(isOtherOrigin('https://partner.org/', 'https://www.example.com')).toBe(true);
    expect(isOtherOrigin('https://www.example.com/about', 'https://www.example.com/')).toBe(false);
    expect(isOtherOrigin('/about', 'https://www.example.com')).toBe(false);
    expect(isOtherOrigin('https://partner.org/', undefined)).toBe(true);
  });
});
