import { createBrotliDecompress, createGunzip } from 'node:zlib';
import type { Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import pino from 'pino';
import { get, startTestServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  // The news highlight's feed answers a second late, and is fetched anew for every render (no
  // feed cache): the shell must not wait for it. Every request renders (no page cache): the
  // stream of a render is what is tested here; test/page-cache.test.ts has the cached side.
  server = await startTestServer({ NEWS_FEED_DELAY_MS: '1000', NEWS_FEED_CACHE_S: '0', PAGE_CACHE_MAX_MB: '0' });
  await get(server, '/'); // warm the CMS cache
});
afterAll(() => server?.close());

const BLOCK_DATA = 'data-block-data';
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Reads the page as it arrives, decoded, noting the text seen so far at each network chunk. */
async function readProgressively(path: string, headers: Record<string, string>) {
  const response = await request(server.url + path, { headers });
  const encoding = response.headers['content-encoding'];
  const decoder: Transform | undefined = encoding === 'gzip' ? createGunzip() : encoding === 'br' ? createBrotliDecompress() : undefined;
  const snapshots: string[] = [];
  let text = '';
  const onText = (chunk: Buffer) => {
    text += chunk.toString('utf8');
  };
  decoder?.on('data', onText);
  for await (const chunk of response.body) {
    if (decoder) {
      // Let the decompressor hand over everything this network chunk decodes to.
      await new Promise<void>((resolve) => decoder.write(chunk, () => setImmediate(resolve)));
    } else {
      onText(chunk as Buffer);
    }
    snapshots.push(text);
  }
  decoder?.end();
  return { status: response.statusCode, encoding, snapshots, text: snapshots.at(-1) ?? '' };
}

describe('streaming', () => {
  it.each([
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
  ])('sends the shell before the slow news block (%s)', async (_name, acceptEncoding) => {
    const page = await readProgressively('/', { 'user-agent': PERSON, 'accept-encoding': acceptEncoding });
    expect(page.status).toBe(200);
    if (acceptEncoding !== 'identity') expect(page.encoding).toBe(acceptEncoding);
    // Some snapshot has the whole shell (head closed, hero rendered) but not yet the news data…
    const shellOnly = page.snapshots.find((s) => s.includes('</head>') && s.includes('<h1') && !s.includes(BLOCK_DATA));
    expect(shellOnly, 'a moment when the shell had arrived and the news had not').toBeDefined();
    // …and the news arrives later in the same response.
    expect(page.text).toContain(BLOCK_DATA);
    expect(page.text.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('writes every block that has rendered in place in the shell, however large; only the one waiting for its feed streams later', async () => {
    const page = await readProgressively('/', { 'user-agent': PERSON, 'accept-encoding': 'identity' });
    // A finished boundary sent after the shell would be revealed late: the page would paint
    // without the header and carousels and then jump (a layout shift of the whole screen).
    const pending = page.text.match(/<!--\$\?-->/g) ?? [];
    expect(pending).toHaveLength(1);
    const islandMarkup = (island: string) => {
      const start = page.text.indexOf(`data-island="${island}"`);
      return page.text.slice(start, page.text.indexOf('data-island-props', start));
    };
    for (const island of ['header', 'statistics', 'card-carousel', 'video', 'quote-carousel', 'form-container']) {
      expect(islandMarkup(island), `the ${island} island is written in place`).toMatch(/<!--\$-->/);
      expect(islandMarkup(island)).not.toContain('<!--$?-->');
    }
    expect(islandMarkup('news-highlight')).toContain('<!--$?-->');
  });

  it('gives crawlers the complete page in one go, without fallbacks to swap', async () => {
    const page = await readProgressively('/', { 'user-agent': CRAWLER, 'accept-encoding': 'identity' });
    expect(page.status).toBe(200);
    // The page is written whole once everything is ready: no Suspense fallback is sent to be swapped
    // later. (How the socket splits one large write into reads says nothing, so snapshots are not compared.)
    expect(page.snapshots[0]!.startsWith('<!DOCTYPE html>')).toBe(true);
    const beforeNews = page.text.slice(0, page.text.indexOf(BLOCK_DATA));
    expect(beforeNews).not.toContain('<template id="B:');
    expect(page.text).not.toMatch(/\$RC\(/);
  });

  it('leaves no render timer behind once pages are done', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    await get(server, '/about');
    const before = timers();
    await Promise.all(Array.from({ length: 20 }, () => get(server, '/about')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(timers()).toBeLessThanOrEqual(before + 1);
  });
});

describe('a visitor who leaves mid-stream', () => {
  it('stops the render, logs it once without an error, and the server carries on', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const leaving = await startTestServer({ NEWS_FEED_DELAY_MS: '3000', NEWS_FEED_CACHE_S: '0', PAGE_CACHE_MAX_MB: '0' }, { logger });
    try {
      await get(leaving, '/about'); // warm up without the slow block
      const response = await request(leaving.url + '/', { headers: { 'user-agent': PERSON, 'accept-encoding': 'gzip' } });
      for await (const _chunk of response.body) break; // the shell arrived; leave before the news
      response.body.destroy();
      await expect.poll(() => lines.some((l) => l.msg === 'client went away; render stopped'), { timeout: 5000 }).toBe(true);
      expect(lines.filter((l) => l.msg === 'client went away; render stopped')).toHaveLength(1);
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
      expect((await get(leaving, '/healthz')).status).toBe(200);
    } finally {
      await leaving.close();
    }
  });
});
