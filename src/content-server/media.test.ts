import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentServer } from './content-server.ts';
import { mediaKey } from './media.ts';
import { get, rawGet, startTestServer } from './test-support.ts';

let server: ContentServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('media library', () => {
  it('serves an SVG with its content type, caching headers and a restrictive CSP', async () => {
    const res = await get(`${server.origin}/-/media/ports-group/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(res.text).toMatch(/^<svg /);
  });

  it('ignores Sitecore media parameters and the case of the path', async () => {
    const res = await get(`${server.origin}/-/media/Ports-Group/Hero-Port-Dusk.svg?h=900&iar=0&w=1600&hash=ABC`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(`${server.origin}/-/media/ports-group/favicon.svg`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.origin}/-/media/ports-group/favicon.svg`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers HEAD without a body', async () => {
    const res = await fetch(`${server.origin}/-/media/ports-group/favicon.svg`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toBe('');
  });

  it('answers 404 for an unknown file', async () => {
    const res = await get(`${server.origin}/-/media/ports-group/nothing.svg`);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: 'CONTENT_MEDIA_NOT_FOUND' });
  });

  it.each([
    '/-/media/../../package.json',
    '/-/media/ports-group/../../../package.json',
    '/-/media/..%2f..%2fpackage.json',
    '/-/media/%2e%2e/%2e%2e/package.json',
    '/-/media/ports-group/%2E%2E%2F%2E%2E%2Fsites%2Fports-group%2Fsite.json',
    '/-/media/ports-group%5c..%5c..%5cpackage.json',
    '/-/media/ports-group\\favicon.svg',
    '/-/media/ports-group/favicon.svg%00.png',
    '/-/media/ports-group/%zz.svg',
    '/-/media/./ports-group/favicon.svg',
  ])('refuses %s with 400, never reaching a file outside content/media', async (rawPath) => {
    const res = await rawGet(server.origin, rawPath);
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('"name"');
  });

  it('treats a double-encoded dot-dot as a literal (missing) name', async () => {
    const res = await rawGet(server.origin, '/-/media/%252e%252e/package.json');
    expect(res.status).toBe(404);
  });

  it('counts media requests', async () => {
    const before = server.stats.media;
    await get(`${server.origin}/-/media/ports-group/favicon.svg`);
    expect(server.stats.media).toBe(before + 1);
  });
});

describe('mediaKey', () => {
  it('maps a media URL to its lower-cased key', () => {
    expect(mediaKey('/-/media/Ports-Group/News/Academy.svg?w=10')).toBe('ports-group/news/academy.svg');
  });

  it.each(['/-/media/a/../b.svg', '/-/media/a%5cb.svg', '/-/media/a%00.svg', '/-/media/a//b.svg', '/-/media/%E0%A4'])(
    'refuses %s',
    (url) => {
      const key = mediaKey(url);
      expect(typeof key).not.toBe('string');
    },
  );
});
