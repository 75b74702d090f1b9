import { describe, expect, it } from 'vitest';
import { chooseEncoding, etagOf, notModified } from './cached-page-reply.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, then the plain document', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
  });
});

describe('validators', () => {
  const page = { etag: 'abc' };

  it('differ by encoding and are strong', () => {
    expect(etagOf(page, 'br')).toBe('"abc-br"');
    expect(etagOf(page, 'gzip')).toBe('"abc-gz"');
    expect(etagOf(page, 'identity')).toBe('"abc"');
  });

  it('match If-None-Match with weak comparison, in lists, and *', () => {
    expect(notModified('"abc-br"', page)).toBe(true);
    expect(notModified('W/"abc-gz"', page)).toBe(true);
    expect(notModified('"old", "abc"', page)).toBe(true);
    expect(notModified('*', page)).toBe(true);
    expect(notModified('"abd-br"', page)).toBe(false);
    expect(notModified('abc', page)).toBe(false);
    expect(notModified(undefined, page)).toBe(false);
  });
});
