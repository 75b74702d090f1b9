import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/**
 * The news feed proxy over real HTTP (issue 3 items 2 and 12): hostile URLs first, each refusal by
 * status and code; then the embedded feed through it, cached.
 */

const PATH = '/api/news-feed-proxy';
const proxied = (url: string) => `${PATH}?url=${encodeURIComponent(url)}`;

/** A feed host of our own on loopback: redirects inward, answers too much. */
let helper: Server;
let helperHost: string;
const helperHits: string[] = [];

let server: RunningServer;
/** A second server where `localhost` is private-allowed and `127.0.0.1` (any port) is allowed. */
let trusting: RunningServer;
let contentPort: string;

beforeAll(async () => {
  helper = createServer((req, res) => {
    helperHits.push(req.url ?? '');
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      res.end();
    } else if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ text: 'x'.repeat(3 * 1024 * 1024) }));
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"channel":{"item":[]}}');
    }
  });
  await new Promise<void>((resolve) => helper.listen(0, '127.0.0.1', resolve));
  helperHost = `127.0.0.1:${(helper.address() as AddressInfo).port}`;

  [server, trusting] = await Promise.all([
    startTestServer({
      NEWS_FEED_HOSTS: `localhost,169.254.169.254,[::1],10.0.0.1,${helperHost}`,
      NEWS_FEED_PRIVATE_HOSTS: helperHost,
    }),
    startTestServer({ NEWS_FEED_HOSTS: 'localhost,127.0.0.1', NEWS_FEED_PRIVATE_HOSTS: 'localhost' }),
  ]);
  contentPort = new URL(server.content!.origin).port;
});

afterAll(async () => {
  await Promise.all([server?.close(), trusting?.close()]);
  helper?.closeAllConnections();
  await new Promise<void>((resolve) => helper?.close(() => resolve()));
});

async function refusal(target: RunningServer, path: string) {
  const response = await get(target, path);
  const body = JSON.parse(response.text) as { error: string; message: string };
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(body.message.length).toBeGreaterThan(10);
  return [response.status, body.error];
}

describe('news feed proxy: SSRF attempts', () => {
  it('refuses a missing or broken url', async () => {
    expect(await refusal(server, PATH)).toEqual([400, 'FEED_URL_MISSING']);
    expect(await refusal(server, `${PATH}?url=`)).toEqual([400, 'FEED_URL_MISSING']);
    expect(await refusal(server, proxied('not a url'))).toEqual([400, 'FEED_URL_INVALID']);
    expect(await refusal(server, `${PATH}?url=${encodeURIComponent('http://localhost/a')}&url=${encodeURIComponent('http://localhost/b')}`)).toEqual([
      400,
      'FEED_URL_INVALID',
    ]);
  });

  it('refuses other protocols', async () => {
    expect(await refusal(server, proxied('file:///etc/passwd'))).toEqual([400, 'FEED_PROTOCOL_NOT_ALLOWED']);
    expect(await refusal(server, proxied(`gopher://${helperHost}/_GET%20/%20HTTP/1.0`))).toEqual([400, 'FEED_PROTOCOL_NOT_ALLOWED']);
    expect(await refusal(server, proxied('ftp://localhost/feed.json'))).toEqual([400, 'FEED_PROTOCOL_NOT_ALLOWED']);
  });

  it('refuses credentials in the URL', async () => {
    expect(await refusal(server, proxied(`http://user:pass@${helperHost}/feed`))).toEqual([400, 'FEED_CREDENTIALS_NOT_ALLOWED']);
  });

  it('refuses hosts that are not in NEWS_FEED_HOSTS', async () => {
    expect(await refusal(server, proxied('https://evil.example.com/feed.json'))).toEqual([403, 'FEED_HOST_NOT_ALLOWED']);
    expect(await refusal(server, proxied('http://169.254.170.2/v2/credentials'))).toEqual([403, 'FEED_HOST_NOT_ALLOWED']);
    expect(await refusal(trusting, proxied('http://169.254.169.254/latest/meta-data'))).toEqual([403, 'FEED_HOST_NOT_ALLOWED']);
    expect(await refusal(trusting, proxied(`http://[::1]:${contentPort}/`))).toEqual([403, 'FEED_HOST_NOT_ALLOWED']);
    // Decimal and octal forms are the address they spell (127.0.0.1), which is not listed here.
    expect(await refusal(server, proxied('http://2130706433/'))).toEqual([403, 'FEED_HOST_NOT_ALLOWED']);
    expect(await refusal(server, proxied('http://0177.0.0.1/'))).toEqual([403, 'FEED_HOST_NOT_ALLOWED']);
  });

  it('refuses allowed hosts whose address is internal: metadata, IPv6 loopback, private', async () => {
    expect(await refusal(server, proxied('http://169.254.169.254/latest/meta-data'))).toEqual([403, 'FEED_ADDRESS_NOT_ALLOWED']);
    expect(await refusal(server, proxied(`http://[::1]:${contentPort}/feeds/news/en.json`))).toEqual([403, 'FEED_ADDRESS_NOT_ALLOWED']);
    expect(await refusal(server, proxied('http://10.0.0.1/feed.json'))).toEqual([403, 'FEED_ADDRESS_NOT_ALLOWED']);
  });

  it('refuses a listed name that resolves to loopback unless NEWS_FEED_PRIVATE_HOSTS names it', async () => {
    const feed = `http://localhost:${contentPort}/feeds/news/en.json?pageSize=3`;
    expect(await refusal(server, proxied(feed))).toEqual([403, 'FEED_ADDRESS_NOT_ALLOWED']);
    const allowed = await get(trusting, proxied(feed));
    expect(allowed.status).toBe(200);
    expect((JSON.parse(allowed.text) as { channel: { item: unknown[] } }).channel.item).toHaveLength(3);
  });

  it('refuses decimal, octal and hex loopback forms on an allowed host name by their address', async () => {
    const port = helperHost.split(':')[1];
    for (const host of ['2130706433', '0177.0.0.1', '0x7f.1']) {
      expect(await refusal(trusting, proxied(`http://${host}:${port}/feed`)), host).toEqual([403, 'FEED_ADDRESS_NOT_ALLOWED']);
    }
  });

  it('does not follow a redirect to an internal address', async () => {
    const before = helperHits.length;
    expect(await refusal(server, proxied(`http://${helperHost}/redirect`))).toEqual([502, 'FEED_REDIRECT_NOT_FOLLOWED']);
    expect(helperHits.slice(before)).toEqual(['/redirect']);
  });

  it('refuses an oversized body', async () => {
    expect(await refusal(server, proxied(`http://${helperHost}/big`))).toEqual([502, 'FEED_TOO_LARGE']);
  });

  it('answers upstream failures and non-JSON answers with 502', async () => {
    const content = server.content!;
    try {
      content.faults.newsFeedFailure = 'malformed';
      expect(await refusal(server, proxied(`${content.origin}/feeds/news/en.json?pageSize=7`))).toEqual([502, 'FEED_NOT_JSON']);
      content.faults.newsFeedFailure = 'status-500';
      expect(await refusal(server, proxied(`${content.origin}/feeds/news/en.json?pageSize=7`))).toEqual([502, 'FEED_UPSTREAM_ERROR']);
    } finally {
      content.faults.newsFeedFailure = null;
    }
  });
});

describe('news feed proxy: the embedded feed', () => {
  it('answers the feed JSON with CDN caching, then from its cache without an upstream call', async () => {
    const content = server.content!;
    const url = proxied(`${content.origin}/feeds/news/en.json?pageSize=3`);
    const before = content.stats.newsFeed;

    const first = await get(server, url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    const feed = JSON.parse(first.text) as { channel: { item: Array<{ title?: unknown }> } };
    expect(feed.channel.item).toHaveLength(3);
    expect(typeof feed.channel.item[0]?.title).toBe('string');
    expect(content.stats.newsFeed).toBe(before + 1);

    const second = await get(server, url);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(content.stats.newsFeed).toBe(before + 1);
  });

  it('makes one upstream call for concurrent requests of the same feed', async () => {
    const content = server.content!;
    const url = proxied(`${content.origin}/feeds/news/ar.json?pageSize=2`);
    const before = content.stats.newsFeed;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(server, url)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(content.stats.newsFeed).toBe(before + 1);
  });
});
