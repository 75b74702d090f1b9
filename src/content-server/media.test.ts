import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentServer } from './content-server.ts';
import { mediaKey, parseByteRange } from './media.ts';
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

  it('serves the sample video as video/webm, whole and by byte range', async () => {
    const url = `${server.origin}/-/media/ports-group/video/quay-loop.webm`;
    const whole = await fetch(url);
    const body = Buffer.from(await whole.arrayBuffer());
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    // A WebM file starts with the EBML magic number.
    expect(body.subarray(0, 4).toString('hex')).toBe('1a45dfa3');

    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${body.length}`);
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await part.arrayBuffer()).equals(body.subarray(100, 200))).toBe(true);

    const open = await fetch(url, { headers: { range: 'bytes=0-' } });
    expect(open.status).toBe(206);
    expect(Number(open.headers.get('content-length'))).toBe(body.length);

    const beyond = await fetch(url, { headers: { range: `bytes=${body.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${body.length}`);

    const stale = await fetch(url, { headers: { range: 'bytes=0-9', 'if-range': '"another-version"' } });
    expect(stale.status).toBe(200);
  });

  it('counts media requests', async () => {
    const before = server.stats.media;
    await get(`${server.origin}/-/media/ports-group/favicon.svg`);
    expect(server.stats.media).toBe(before + 1);
  });
});

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=10-', { start: 10, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['BYTES = 5 - 6', { start: 5, end: 6 }],
  ] as const)('%s of 1000 bytes', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it('refuses ranges that start past the end, sends the whole body for the rest', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    for (const header of [undefined, '', 'bytes=-', 'items=0-1', 'bytes=0-1,5-6', 'bytes=9-3', 'bytes=a-b']) {
      expect(parseByteRange(header, 1000), String(header)).toBeUndefined();
    }
  });
});

describe('mediaKey', () => {
  it('maps a media URL to its lower-cased key', () => {
    expect(mediaKey('/-/media/Ports-Group/News/Academy.svg?w=10')).toBe('ports-group/news/academy.svg');
  });

  it.each(['/-/media/a/../b.svg', '/-/media/a%5cb.svg', '/-/media/a%00.svg', '/-/media/a//b.svg', '/-/media/%E0%A4'])('refuses %s', (url) => {
    const key = mediaKey(url);
    expect(typeof key).not.toBe('string');
  });
});
