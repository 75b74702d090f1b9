import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/**
 * The image optimiser, GET /api/image (issue 3 item 7), against the real server, the embedded
 * content server's media and, for sources the sample content must not hold (broken files,
 * redirects, lies about the type), a small image host of our own on loopback in IMAGE_HOSTS.
 */

const SAMPLE = '/-/media/ports-group/about-terminal-sunset.jpg';
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ACCEPT = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';

let server: RunningServer;
let imageHost: Server;
let imageHostOrigin: string;
let imageHostHits = 0;
/** Every path the image host was asked for. */
const imageHostPaths: string[] = [];
let goodJpeg: Buffer;
let redPng: Buffer;
const logLines: Array<{ level: number; msg: string; code?: string; detail?: string }> = [];
const SVG_HEADERS = { 'content-type': 'image/svg+xml' };

beforeAll(async () => {
  goodJpeg = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
  redPng = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  imageHost = createServer((request, response) => {
    imageHostHits += 1;
    const path = request.url ?? '';
    imageHostPaths.push(path);
    if (path === '/art.svg') {
      // Art that points outside itself: an http image on this very host, a file, a stylesheet.
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="160" height="90">' +
        `<rect width="160" height="90" fill="#0b2341"/><image href="${imageHostOrigin}/tracker.png" width="160" height="90"/>` +
        `<image xlink:href="file:///etc/passwd" width="10" height="10"/><style>@import url("${imageHostOrigin}/tracker.css");</style></svg>`;
      return void response.writeHead(200, SVG_HEADERS).end(svg);
    }
    if (path === '/malformed.svg')
      return void response.writeHead(200, SVG_HEADERS).end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect</svg>');
    if (path === '/giant.svg') {
      return void response
        .writeHead(200, SVG_HEADERS)
        .end('<svg xmlns="http://www.w3.org/2000/svg" width="1000000" height="1000000"><rect width="10" height="10"/></svg>');
    }
    if (path.startsWith('/tracker')) return void response.writeHead(200, { 'content-type': 'image/png' }).end(redPng);
    if (path === '/png-as-svg.svg') return void response.writeHead(200, SVG_HEADERS).end(goodJpeg);
    if (path.startsWith('/photo.jpg')) return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(goodJpeg);
    if (path === '/broken.jpg') return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(goodJpeg.subarray(0, goodJpeg.length / 2));
    if (path === '/garbage.jpg') return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end('this is not a picture');
    if (path === '/svg-in-disguise.png') {
      return void response.writeHead(200, { 'content-type': 'image/png' }).end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    }
    if (path === '/moved.jpg') return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    if (path === '/huge.jpg') return void response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(64 * 1024 * 1024) }).end();
    if (path === '/error.jpg') return void response.writeHead(500, { 'content-type': 'text/plain' }).end('oops');
    if (path === '/page.jpg') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => imageHost.listen(0, '127.0.0.1', resolve));
  imageHostOrigin = `http://127.0.0.1:${(imageHost.address() as AddressInfo).port}`;
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
  server = await startTestServer({ IMAGE_HOSTS: new URL(imageHostOrigin).host }, { logger });
});

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => imageHost?.close(resolve));
});

const imageUrl = (source: string, width: number | string, extra = '') => `/api/image?url=${encodeURIComponent(source)}&w=${width}${extra}`;

async function fetchImage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

async function fetchJson(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, json: (await response.json()) as { error: string; code: string; message: string } };
}

const isAvif = (body: Buffer) => body.subarray(4, 12).toString('latin1') === 'ftypavif';
const isWebp = (body: Buffer) => body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP';
const isJpeg = (body: Buffer) => body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff;
const mediaFetches = () => server.content!.stats.media;

describe('GET /api/image: the raster sample', () => {
  it.each([320, 768, 1280])('makes AVIF at %i px for a browser that accepts it', async (width) => {
    const response = await fetchImage(imageUrl(SAMPLE, width), { accept: CHROME_ACCEPT });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(isAvif(response.body)).toBe(true);
    const meta = await sharp(response.body).metadata();
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(Math.round((width * 900) / 1600));
  });

  it('makes WebP when AVIF is not accepted', async () => {
    const response = await fetchImage(imageUrl(SAMPLE, 640), { accept: WEBP_ACCEPT });
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(isWebp(response.body)).toBe(true);
    expect((await sharp(response.body).metadata()).width).toBe(640);
  });

  it("keeps the source's own format when neither is accepted", async () => {
    const response = await fetchImage(imageUrl(SAMPLE, 480), { accept: 'image/*' });
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(isJpeg(response.body)).toBe(true);
    const meta = await sharp(response.body).metadata();
    expect(meta.width).toBe(480);
    // Metadata is stripped: no EXIF, no ICC profile, no XMP.
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it('never enlarges: a width above the source answers the source size', async () => {
    const response = await fetchImage(imageUrl(SAMPLE, 2560), { accept: WEBP_ACCEPT });
    expect(response.status).toBe(200);
    expect((await sharp(response.body).metadata()).width).toBe(1600);
  });

  it('is cacheable, varies on Accept and the client hints, and asks for the hints', async () => {
    const response = await fetchImage(imageUrl(SAMPLE, 320), { accept: CHROME_ACCEPT });
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=31536000, stale-while-revalidate=86400');
    expect(response.headers.get('vary')).toBe('Accept, Sec-CH-DPR, DPR, ECT, Downlink, Save-Data');
    expect(response.headers.get('accept-ch')).toBe('Sec-CH-DPR, DPR, ECT, Downlink, Save-Data');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });

  it('answers 304 to a revalidation with the same ETag', async () => {
    const first = await fetchImage(imageUrl(SAMPLE, 320), { accept: CHROME_ACCEPT });
    const again = await fetchImage(imageUrl(SAMPLE, 320), { accept: CHROME_ACCEPT, 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('quality from client hints (spec 003 section 9)', () => {
  it('is 85 without hints, 70 with Save-Data or a slow connection, 90 above DPR 2', async () => {
    const quality = async (headers: Record<string, string>) =>
      (await fetchImage(imageUrl(SAMPLE, 1024), { accept: WEBP_ACCEPT, ...headers })).headers.get('x-image-quality');
    expect(await quality({})).toBe('85');
    expect(await quality({ 'save-data': 'on' })).toBe('70');
    expect(await quality({ ect: '3g' })).toBe('70');
    expect(await quality({ ect: 'slow-2g' })).toBe('70');
    expect(await quality({ downlink: '0.8' })).toBe('70');
    expect(await quality({ 'sec-ch-dpr': '3' })).toBe('90');
    expect(await quality({ dpr: '2.625' })).toBe('90');
    expect(await quality({ 'sec-ch-dpr': '2' })).toBe('85');
    expect(await quality({ 'sec-ch-dpr': '3', ect: '2g' })).toBe('70');
  });

  it('sends fewer bytes to a visitor saving data than to a high-density screen', async () => {
    const saving = await fetchImage(imageUrl(SAMPLE, 1280), { accept: WEBP_ACCEPT, 'save-data': 'on' });
    const normal = await fetchImage(imageUrl(SAMPLE, 1280), { accept: WEBP_ACCEPT });
    const dense = await fetchImage(imageUrl(SAMPLE, 1280), { accept: WEBP_ACCEPT, 'sec-ch-dpr': '3' });
    expect(saving.body.length).toBeLessThan(normal.body.length);
    expect(normal.body.length).toBeLessThan(dense.body.length);
  });

  it('takes an explicit q from the fixed list and refuses others', async () => {
    const response = await fetchImage(imageUrl(SAMPLE, 640, '&q=90'), { accept: WEBP_ACCEPT, 'save-data': 'on' });
    expect(response.headers.get('x-image-quality')).toBe('90');
    for (const q of ['80', '100', '0', 'high', '']) {
      const refused = await fetchJson(imageUrl(SAMPLE, 640, `&q=${q}`));
      expect(refused.status, q).toBe(400);
      expect(refused.json.code).toBe('IMAGE_QUALITY_NOT_ALLOWED');
    }
  });
});

describe('the cache', () => {
  it('answers a second request from memory, without fetching the source again', async () => {
    const source = `${SAMPLE}?rev=cache-test`;
    const before = mediaFetches();
    const first = await fetchImage(imageUrl(source, 768), { accept: CHROME_ACCEPT });
    expect(first.headers.get('x-image-cache')).toBe('miss');
    expect(mediaFetches()).toBe(before + 1);
    const second = await fetchImage(imageUrl(source, 768), { accept: CHROME_ACCEPT });
    expect(second.headers.get('x-image-cache')).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    expect(mediaFetches()).toBe(before + 1);
  });

  it('makes one job for concurrent requests of one variant', async () => {
    const source = `${SAMPLE}?rev=concurrent-test`;
    const before = mediaFetches();
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetchImage(imageUrl(source, 1024), { accept: CHROME_ACCEPT })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.map((a) => a.headers.get('x-image-cache')).sort()).toEqual(['miss', 'shared', 'shared', 'shared', 'shared', 'shared']);
    expect(mediaFetches()).toBe(before + 1);
  });

  it('downloads a source once for all the widths asked at once', async () => {
    const source = `${SAMPLE}?rev=widths-test`;
    const before = mediaFetches();
    await Promise.all([320, 480, 640, 768].map((w) => fetchImage(imageUrl(source, w), { accept: WEBP_ACCEPT })));
    expect(mediaFetches()).toBe(before + 1);
  });

  it('keeps formats apart: AVIF and WebP of one width are different entries', async () => {
    const avif = await fetchImage(imageUrl(SAMPLE, 480), { accept: CHROME_ACCEPT });
    const webp = await fetchImage(imageUrl(SAMPLE, 480), { accept: WEBP_ACCEPT });
    expect(isAvif(avif.body)).toBe(true);
    expect(isWebp(webp.body)).toBe(true);
  });
});

describe('refusals, before any fetch', () => {
  it.each([
    ['no url', '/api/image?w=640', 400, 'IMAGE_URL_MISSING'],
    ['an empty url', '/api/image?url=&w=640', 400, 'IMAGE_URL_MISSING'],
    ['url twice', `/api/image?url=${encodeURIComponent(SAMPLE)}&url=${encodeURIComponent(SAMPLE)}&w=640`, 400, 'IMAGE_URL_INVALID'],
    ['a host outside the list', imageUrl('https://evil.example.com/a.jpg', 640), 403, 'IMAGE_HOST_NOT_ALLOWED'],
    ['another port on loopback', imageUrl('http://127.0.0.1:1/-/media/a.jpg', 640), 403, 'IMAGE_HOST_NOT_ALLOWED'],
    ['a cloud metadata address', imageUrl('http://169.254.169.254/latest/meta-data/x.jpg', 640), 403, 'IMAGE_HOST_NOT_ALLOWED'],
    ['a file: URL', imageUrl('file:///etc/passwd', 640), 400, 'IMAGE_URL_INVALID'],
    ['a data: URL', imageUrl('data:image/png;base64,iVBORw0KGgo=', 640), 400, 'IMAGE_URL_INVALID'],
    ['a javascript: URL', imageUrl('javascript:alert(1)', 640), 400, 'IMAGE_URL_INVALID'],
    ['a protocol-relative URL', imageUrl('//evil.example.com/a.jpg', 640), 400, 'IMAGE_URL_INVALID'],
    ['a backslash host', imageUrl('/\\evil.example.com/a.jpg', 640), 400, 'IMAGE_URL_INVALID'],
    ['credentials', imageUrl(`${'http://user:pw@127.0.0.1'}/-/media/a.jpg`, 640), 400, 'IMAGE_URL_INVALID'],
    ['a relative path outside media', imageUrl('/sitecore/api/layout/render/jss?item=/', 640), 400, 'IMAGE_PATH_NOT_MEDIA'],
    ['a climb out of media', imageUrl('/-/media/../../sitecore/api/x.jpg', 640), 400, 'IMAGE_PATH_NOT_MEDIA'],
    ['an encoded climb out of media', imageUrl('/-/media/%2e%2e/%2e%2e/package.json', 640), 400, 'IMAGE_PATH_NOT_MEDIA'],
    ['a width not in the list', imageUrl(SAMPLE, 500), 400, 'IMAGE_WIDTH_NOT_ALLOWED'],
    ['no width', `/api/image?url=${encodeURIComponent(SAMPLE)}`, 400, 'IMAGE_WIDTH_NOT_ALLOWED'],
    ['a width with junk', imageUrl(SAMPLE, '640px'), 400, 'IMAGE_WIDTH_NOT_ALLOWED'],
    ['a huge width', imageUrl(SAMPLE, '99999999999'), 400, 'IMAGE_WIDTH_NOT_ALLOWED'],
    ['a compressed SVG (SVGZ)', imageUrl('/-/media/ports-group/hero-about.svgz', 640), 415, 'IMAGE_TYPE_NOT_SUPPORTED'],
    ['a GIF', imageUrl('/-/media/ports-group/anim.gif', 640), 415, 'IMAGE_TYPE_NOT_SUPPORTED'],
  ])('refuses %s', async (_name, path, status, code) => {
    const before = mediaFetches();
    const response = await fetchJson(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json.code).toBe(code);
    expect(response.json.message.length).toBeGreaterThan(10);
    expect(mediaFetches()).toBe(before);
  });

  it('refuses a long url', async () => {
    const response = await fetchJson(imageUrl(`/-/media/${'a'.repeat(3000)}.jpg`, 640));
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('IMAGE_URL_INVALID');
  });
});

describe('sources that are not what they claim', () => {
  it('refuses a non-image on an allowed host (the news feed JSON)', async () => {
    const response = await fetchJson(imageUrl(`${server.content!.origin}/feeds/news/en.json`, 640));
    expect(response.status).toBe(415);
    expect(response.json.code).toBe('IMAGE_TYPE_NOT_SUPPORTED');
  });

  it('passes on a missing source as 404', async () => {
    const response = await fetchJson(imageUrl('/-/media/ports-group/no-such-photo.jpg', 640));
    expect(response.status).toBe(404);
    expect(response.json.code).toBe('IMAGE_SOURCE_NOT_FOUND');
  });

  it('optimises an absolute URL on the CMS host and on IMAGE_HOSTS', async () => {
    const cms = await fetchImage(imageUrl(`${server.content!.origin}${SAMPLE}`, 320), { accept: WEBP_ACCEPT });
    expect(cms.status).toBe(200);
    const extra = await fetchImage(imageUrl(`${imageHostOrigin}/photo.jpg`, 640), { accept: WEBP_ACCEPT });
    expect(extra.status).toBe(200);
    expect((await sharp(extra.body).metadata()).width).toBe(640);
  });

  it.each([
    ['a truncated JPEG', '/broken.jpg', 422, 'IMAGE_UNDECODABLE'],
    ['bytes that are no image', '/garbage.jpg', 422, 'IMAGE_UNDECODABLE'],
    ['an SVG served as image/png', '/svg-in-disguise.png', 415, 'IMAGE_TYPE_NOT_SUPPORTED'],
    ['HTML served for a .jpg', '/page.jpg', 415, 'IMAGE_TYPE_NOT_SUPPORTED'],
    ['a redirect (never followed)', '/moved.jpg', 502, 'IMAGE_UPSTREAM_REDIRECT'],
    ['a source over the size cap', '/huge.jpg', 422, 'IMAGE_SOURCE_TOO_LARGE'],
    ['an upstream error', '/error.jpg', 502, 'IMAGE_UPSTREAM_STATUS'],
    ['an upstream 404', '/gone.jpg', 404, 'IMAGE_SOURCE_NOT_FOUND'],
  ])('answers %s with a coded JSON error', async (_name, path, status, code) => {
    const hits = imageHostHits;
    const response = await fetchJson(imageUrl(`${imageHostOrigin}${path}`, 640), { accept: CHROME_ACCEPT });
    expect(response.status).toBe(status);
    expect(response.json.code).toBe(code);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(imageHostHits).toBe(hits + 1);
  });

  it('does not cache failures: the next request asks the source again', async () => {
    const hits = imageHostHits;
    await fetchJson(imageUrl(`${imageHostOrigin}/error.jpg`, 320));
    await fetchJson(imageUrl(`${imageHostOrigin}/error.jpg`, 320));
    expect(imageHostHits).toBe(hits + 2);
  });

  it('reports an unreachable allowed host as 502', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const local = await startTestServer({ IMAGE_HOSTS: `127.0.0.1:${port}` });
    try {
      const response = await fetch(`${local.url}${imageUrl(`http://127.0.0.1:${port}/a.jpg`, 320)}`);
      expect(response.status).toBe(502);
      expect(((await response.json()) as { code: string }).code).toBe('IMAGE_UPSTREAM_NETWORK');
    } finally {
      await local.close();
    }
  });
});

describe('SVG art, rendered to a raster (issue 26 item 4)', () => {
  const HERO = '/-/media/ports-group/hero-port-dusk.svg?h=900&iar=0&w=1600';

  it.each([
    [320, CHROME_ACCEPT],
    [1280, CHROME_ACCEPT],
    [768, WEBP_ACCEPT],
  ] as const)('renders the hero at %i px as WebP for a browser that takes AVIF or WebP', async (width, accept) => {
    const response = await fetchImage(imageUrl(HERO, width), { accept });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(isWebp(response.body)).toBe(true);
    expect(response.headers.get('vary')).toBe('Accept, Sec-CH-DPR, DPR, ECT, Downlink, Save-Data');
    const meta = await sharp(response.body).metadata();
    expect([meta.width, meta.height]).toEqual([width, Math.round((width * 900) / 1600)]);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=31536000, stale-while-revalidate=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never answers SVG: a browser that takes neither AVIF nor WebP gets PNG', async () => {
    const response = await fetchImage(imageUrl(HERO, 480), { accept: 'image/svg+xml,image/*;q=0.8' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await sharp(response.body).metadata()).format).toBe('png');
    expect(response.body.toString('latin1')).not.toContain('<svg');
  });

  it('renders larger than the declared size: the portrait (800 wide) at 1280', async () => {
    const response = await fetchImage(imageUrl('/-/media/ports-group/people/amira-haddad.svg', 1280), { accept: WEBP_ACCEPT });
    expect(response.status).toBe(200);
    expect(await sharp(response.body).metadata()).toMatchObject({ width: 1280, height: 1600 });
  });

  it('answers a second request from memory', async () => {
    const source = '/-/media/ports-group/insights/globe-navy.svg?rev=svg-cache-test';
    const first = await fetchImage(imageUrl(source, 640), { accept: CHROME_ACCEPT });
    expect(first.headers.get('x-image-cache')).toBe('miss');
    const second = await fetchImage(imageUrl(source, 640), { accept: CHROME_ACCEPT });
    expect(second.headers.get('x-image-cache')).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('loads nothing the SVG points at: the host is asked for the SVG alone', async () => {
    const before = imageHostPaths.length;
    const response = await fetchImage(imageUrl(`${imageHostOrigin}/art.svg`, 320), { accept: WEBP_ACCEPT });
    expect(response.status).toBe(200);
    expect(imageHostPaths.slice(before)).toEqual(['/art.svg']);
    // The navy rectangle is drawn; the red tracker over it is not.
    const { data } = await sharp(response.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeLessThan(60);
  });

  it.each([
    ['a malformed SVG', '/malformed.svg', 422, 'IMAGE_UNDECODABLE'],
    ['an SVG declaring a gigantic size', '/giant.svg', 422, 'IMAGE_SOURCE_TOO_LARGE'],
    ['a JPEG declared as image/svg+xml', '/png-as-svg.svg', 415, 'IMAGE_TYPE_NOT_SUPPORTED'],
  ])('answers %s with a coded JSON error and a log line', async (_name, path, status, code) => {
    const logged = logLines.length;
    const response = await fetchJson(imageUrl(`${imageHostOrigin}${path}`, 640), { accept: CHROME_ACCEPT });
    expect(response.status).toBe(status);
    expect(response.json.code).toBe(code);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const line = logLines.slice(logged).find((entry) => entry.code === code);
    expect(line?.msg).toBe('image optimiser: refused');
    expect(line?.detail).toContain('127.0.0.1');
  });
});

describe('the about page', () => {
  it.each(['/about', '/ar/about'])('%s offers its hero through the optimiser, with the original as src', async (path) => {
    const html = (await get(server, path)).text;
    // The hero's image: the one loaded first (the header's featured card shows the same photo).
    const img = [...html.matchAll(/<img[^>]*about-terminal-sunset[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes('fetchPriority="high"'));
    expect(img, 'hero img').toBeDefined();
    expect(img).toContain(`src="${SAMPLE}"`);
    expect(img).toContain('sizes="100vw"');
    const srcset = img!.match(/srcSet="([^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
    expect(srcset).toBeDefined();
    const candidates = srcset!.split(', ').map((c) => c.split(' '));
    expect(candidates.map(([, descriptor]) => descriptor)).toEqual(['320w', '480w', '640w', '768w', '1024w', '1280w', '1600w']);
    for (const [url] of candidates) expect(url).toMatch(/^\/api\/image\?url=%2F-%2Fmedia%2Fports-group%2Fabout-terminal-sunset\.jpg&w=\d+$/);
    const first = await fetchImage(candidates[0]![0]!, { accept: CHROME_ACCEPT });
    expect(first.status).toBe(200);
    expect(isAvif(first.body)).toBe(true);
  });
});
