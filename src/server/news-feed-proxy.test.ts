import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNewsFeedProxy,
  logUrl,
  NEWS_FEED_PROXY_PATH,
  PROXY_CACHE_CONTROL,
  proxyHostsFor,
  registerNewsFeedProxy,
  type NewsFeedProxyOptions,
} from './news-feed-proxy.ts';
import { isFeedError } from './errors.ts';
import type { ServerContext } from './server-context.ts';
import type { Config } from './config.ts';

let server: Server;
let host: string;
let origin: string;
const hits = new Map<string, number>();
let failing = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (failing) {
      res.writeHead(503);
      res.end('down');
    } else if (path.startsWith('/feed')) {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(`\uFEFF{"channel":{"item":[{"title":"${path}"}]}}`);
      }, 30);
    } else if (path === '/html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>not json</html>');
    } else if (path === '/redirect') {
      res.writeHead(301, { location: 'http://127.0.0.1:1/' });
      res.end();
    } else if (path === '/big') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify('z'.repeat(4096)));
    } else if (path === '/slow') {
      setTimeout(() => res.end('{}'), 3_000).unref();
    } else {
      res.writeHead(404);
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = `http://${host}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function proxyFor(options: Partial<NewsFeedProxyOptions> = {}) {
  return createNewsFeedProxy({ allowedHosts: [host], privateHosts: [host], ...options });
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return isFeedError(error) ? error.code : `other: ${String(error)}`;
  }
}

describe('createNewsFeedProxy', () => {
  it('answers the feed JSON without its byte order mark, then from the cache', async () => {
    const proxy = proxyFor();
    const first = await proxy.get(`${origin}/feed-a?pageSize=3`);
    expect(first).toEqual({ json: '{"channel":{"item":[{"title":"/feed-a"}]}}', cached: false, stale: false });
    const second = await proxy.get(`${origin}/feed-a?pageSize=3`);
    expect(second.cached).toBe(true);
    expect(hits.get('/feed-a')).toBe(1);
    // Another query is another feed.
    await proxy.get(`${origin}/feed-a?pageSize=4`);
    expect(hits.get('/feed-a')).toBe(2);
    await proxy.close();
  });

  it('shares one upstream call among concurrent misses', async () => {
    const proxy = proxyFor();
    const answers = await Promise.all(Array.from({ length: 5 }, () => proxy.get(`${origin}/feed-b`)));
    expect(new Set(answers.map((a) => a.json)).size).toBe(1);
    expect(hits.get('/feed-b')).toBe(1);
    await proxy.close();
  });

  it('serves the last good answer when a refresh fails, and fails when there is none', async () => {
    const proxy = proxyFor({ cacheMs: 20 });
    await proxy.get(`${origin}/feed-c`);
    await new Promise((resolve) => setTimeout(resolve, 40));
    failing = true;
    try {
      expect(await proxy.get(`${origin}/feed-c`)).toMatchObject({ cached: true, stale: true });
      expect(await codeOf(proxy.get(`${origin}/feed-d`))).toBe('FEED_UPSTREAM_ERROR');
    } finally {
      failing = false;
    }
    await proxy.close();
  });

  it('refuses what is not JSON, redirects, oversized and slow answers, error statuses', async () => {
    // A timeout a busy machine cannot reach by accident (a 100 ms one once timed the redirect out).
    const proxy = proxyFor({ maxBytes: 1000, timeoutMs: 1_000 });
    expect(await codeOf(proxy.get(`${origin}/html`))).toBe('FEED_NOT_JSON');
    expect(await codeOf(proxy.get(`${origin}/redirect`))).toBe('FEED_REDIRECT_NOT_FOLLOWED');
    expect(await codeOf(proxy.get(`${origin}/big`))).toBe('FEED_TOO_LARGE');
    expect(await codeOf(proxy.get(`${origin}/slow`))).toBe('FEED_TIMEOUT');
    expect(await codeOf(proxy.get(`${origin}/missing`))).toBe('FEED_UPSTREAM_ERROR');
    // Failures are not cached: the next call asks again.
    const before = hits.get('/html');
    await codeOf(proxy.get(`${origin}/html`));
    expect(hits.get('/html')).toBe((before ?? 0) + 1);
    await proxy.close();
  });

  it('refuses hostile URLs before any request', async () => {
    const proxy = createNewsFeedProxy({ allowedHosts: [host, 'localhost'], privateHosts: [] });
    const before = [...hits.values()].reduce((a, b) => a + b, 0);
    expect(await codeOf(proxy.get(undefined))).toBe('FEED_URL_MISSING');
    expect(await codeOf(proxy.get(''))).toBe('FEED_URL_MISSING');
    expect(await codeOf(proxy.get([`${origin}/feed-e`, `${origin}/feed-f`]))).toBe('FEED_URL_INVALID');
    expect(await codeOf(proxy.get(`${origin}/${'a'.repeat(3000)}`))).toBe('FEED_URL_INVALID');
    expect(await codeOf(proxy.get('file:///etc/passwd'))).toBe('FEED_PROTOCOL_NOT_ALLOWED');
    expect(await codeOf(proxy.get(`http://user:pass@${host}/feed-e`))).toBe('FEED_CREDENTIALS_NOT_ALLOWED');
    expect(await codeOf(proxy.get('http://169.254.169.254/latest/meta-data'))).toBe('FEED_HOST_NOT_ALLOWED');
    // Allowed hosts, but loopback without being private-allowed.
    expect(await codeOf(proxy.get(`${origin}/feed-e`))).toBe('FEED_ADDRESS_NOT_ALLOWED');
    expect(await codeOf(proxy.get(`http://localhost:${host.split(':')[1]}/feed-e`))).toBe('FEED_ADDRESS_NOT_ALLOWED');
    expect([...hits.values()].reduce((a, b) => a + b, 0)).toBe(before);
    await proxy.close();
  });
});

describe('proxyHostsFor', () => {
  it('adds the embedded content server to both lists, and nothing when it does not run', () => {
    const config = { newsFeedHosts: ['feeds.example.com'], newsFeedPrivateHosts: ['intranet.example.com'] } as Config;
    expect(proxyHostsFor({ config, contentOrigin: 'http://127.0.0.1:4100' })).toEqual({
      allowedHosts: ['feeds.example.com', '127.0.0.1:4100'],
      privateHosts: ['intranet.example.com', '127.0.0.1:4100'],
    });
    expect(proxyHostsFor({ config, contentOrigin: undefined })).toEqual({
      allowedHosts: ['feeds.example.com'],
      privateHosts: ['intranet.example.com'],
    });
  });
});

describe('logUrl', () => {
  it('drops credentials and fragments, redacts secret parameters, never echoes what does not parse', () => {
    expect(logUrl('https://user:hunter2@feeds.example.com/a.json?token=abc&pageSize=3#x')).toBe('https://feeds.example.com/a.json?token=[redacted]&pageSize=3');
    expect(logUrl('https://feeds.example.com/a.json?sc_apikey=SECRET')).not.toContain('SECRET');
    expect(logUrl('http://user:secret@[bad')).toBe('(unparsable, 23 characters)');
    expect(logUrl(undefined)).toBeUndefined();
  });
});

describe('GET /api/news-feed-proxy', () => {
  const lines: Array<Record<string, unknown>> = [];
  let app: ReturnType<typeof Fastify>;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const logger = pino({ level: 'info' }, stream);
    app = Fastify({ loggerInstance: logger, disableRequestLogging: true });
    const ctx = {
      config: { newsFeedHosts: [host], newsFeedPrivateHosts: [] } as unknown as Config,
      contentOrigin: undefined,
      logger,
    } as unknown as ServerContext;
    // Private-allowed through the content origin, like the embedded content server.
    registerNewsFeedProxy(app, { ...ctx, contentOrigin: origin });
    await app.ready();
  });

  afterAll(() => app.close());

  it('answers the feed as JSON with the CDN caching header', async () => {
    const response = await app.inject(`${NEWS_FEED_PROXY_PATH}?url=${encodeURIComponent(`${origin}/feed-g?pageSize=3`)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe(PROXY_CACHE_CONTROL);
    expect(response.json()).toEqual({ channel: { item: [{ title: '/feed-g' }] } });
  });

  it('answers each refusal with its status and code, logs one info line without secrets', async () => {
    lines.length = 0;
    const response = await app.inject(`${NEWS_FEED_PROXY_PATH}?url=${encodeURIComponent('https://user:hunter2@evil.example.com/x?token=abc')}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      error: 'FEED_CREDENTIALS_NOT_ALLOWED',
      message: 'Feed URLs must not contain a user name or password.',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, code: 'FEED_CREDENTIALS_NOT_ALLOWED', msg: 'news feed proxy refused the URL' });
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|abc/);

    const missing = await app.inject(NEWS_FEED_PROXY_PATH);
    expect([missing.statusCode, missing.json().error]).toEqual([400, 'FEED_URL_MISSING']);
    const host403 = await app.inject(`${NEWS_FEED_PROXY_PATH}?url=${encodeURIComponent('https://evil.example.com/')}`);
    expect([host403.statusCode, host403.json().error]).toEqual([403, 'FEED_HOST_NOT_ALLOWED']);
  });

  it('answers upstream failures with 502 and logs one warn line', async () => {
    lines.length = 0;
    const response = await app.inject(`${NEWS_FEED_PROXY_PATH}?url=${encodeURIComponent(`${origin}/html`)}`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'FEED_NOT_JSON', message: 'The feed answer is not valid JSON.' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, code: 'FEED_NOT_JSON', feedUrl: `${origin}/html` });
  });
});
