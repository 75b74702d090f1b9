import { describe, expect, it } from 'vitest';
import { parseSecureImageQuery } from './secure-image-route.ts';

const BASE = 'https://wall.example.com/api/images/';
const parse = (query: Record<string, unknown>) => parseSecureImageQuery({ public: 'true', ...query }, BASE);

describe('parseSecureImageQuery', () => {
  it('takes relative image paths and absolute URLs under the service images address', () => {
    expect(parse({ path: 'ana.jpg', t: '1764115200000' })).toEqual({ ok: true, segments: ['ana.jpg'], extension: 'jpg' });
    expect(parse({ path: '/portraits/2026/Ana Lee (1).PNG' })).toEqual({ ok: true, segments: ['portraits', '2026', 'Ana Lee (1).PNG'], extension: 'png' });
    expect(parse({ path: 'فريق/صورة.webp' })).toMatchObject({ ok: true, extension: 'webp' });
    expect(parse({ path: `${BASE}portraits/ana%20lee.svg` })).toEqual({ ok: true, segments: ['portraits', 'ana lee.svg'], extension: 'svg' });
  });

  it.each([
    '../ana.jpg',
    'a/../../ana.jpg',
    './ana.jpg',
    'a//ana.jpg',
    '..\\ana.jpg',
    '%2e%2e/ana.jpg',
    'ana.jpg\u0000.png',
    'ana.jpg\n',
    'ana',
    'ana.html',
    'ana.svgz',
    '.htaccess.png',
    '...png',
    '//evil.example/ana.jpg',
    'https://evil.example/api/images/ana.jpg',
    'https://wall.example.com/api/members.png',
    'https://wall.example.com/api/images/ana.jpg?sig=1',
    'https://user:pw@wall.example.com/api/images/ana.jpg',
    'http://wall.example.com/api/images/ana.jpg',
    'https://wall.example.com/api/images/%2e%2e/x.png',
    'file:///etc/passwd.png',
    'javascript:alert(1).png',
  ])('refuses %j', (path) => {
    expect(parse({ path })).toMatchObject({ ok: false, code: 'SECURE_IMAGE_BAD_PATH' });
  });

  it('refuses missing, repeated and oversized paths, and other parameters that are wrong', () => {
    expect(parse({})).toMatchObject({ ok: false, code: 'SECURE_IMAGE_BAD_PATH' });
    expect(parse({ path: ['a.png', 'b.png'] })).toMatchObject({ ok: false, code: 'SECURE_IMAGE_BAD_PATH' });
    expect(parse({ path: `${'a'.repeat(1100)}.png` })).toMatchObject({ ok: false, code: 'SECURE_IMAGE_BAD_PATH' });
    expect(parseSecureImageQuery({ path: 'a.png' }, BASE)).toMatchObject({ ok: false, code: 'SECURE_IMAGE_NOT_PUBLIC' });
    expect(parse({ path: 'a.png', t: '12345678901234' })).toMatchObject({ ok: false, code: 'SECURE_IMAGE_BAD_TIMESTAMP' });
    expect(parse({ path: 'a.png', t: ['1', '2'] })).toMatchObject({ ok: false, code: 'SECURE_IMAGE_BAD_TIMESTAMP' });
  });
});
