import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchJson } from './fetch-json.server.ts';
import { isAppError } from './errors.ts';

let server: Server;
let origin: string;
let host: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/ok') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('\uFEFF{"channel":{"item":{"title":"One"}}}');
    } else if (url.pathname === '/slow') {
      setTimeout(() => res.end('{}'), 1000);
    } else if (url.pathname === '/slow-body') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"a":');
      setTimeout(() => res.end('1}'), 1000);
    } else if (url.pathname === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/' });
      res.end();
    } else if (url.pathname === '/big') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ text: 'x'.repeat(5000) }));
    } else if (url.pathname === '/chunked-big') {
      res.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
      for (let i = 0; i < 10; i++) res.write('"' + 'y'.repeat(1000) + '"');
      res.end();
    } else if (url.pathname === '/html') {
      res.end('<html>');
    } else {
      res.writeHead(500);
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  host = `127.0.0.1:${address.port}`;
  origin = `http://${host}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return isAppError(error) ? error.code : `other: ${String(error)}`;
  }
}

describe('createFetchJson', () => {
  it('fetches JSON (with a byte order mark) from an allowed host', async () => {
    const fetchJson = createFetchJson({ allowedHosts: [host] });
    await expect(fetchJson(`${origin}/ok`, { timeoutMs: 2000 })).resolves.toEqual({ channel: { item: { title: 'One' } } });
  });

  it('refuses hosts outside the allow-list and non-http URLs before any request', async () => {
    const fetchJson = createFetchJson({ allowedHosts: ['feeds.example.com'] });
    expect(await codeOf(fetchJson(`${origin}/ok`, { timeoutMs: 2000 }))).toBe('FEED_HOST_NOT_ALLOWED');
    expect(await codeOf(fetchJson('file:///etc/passwd', { timeoutMs: 2000 }))).toBe('FEED_INVALID_URL');
  });

  it('times out on slow headers and slow bodies', async () => {
    const fetchJson = createFetchJson({ allowedHosts: [host] });
    expect(await codeOf(fetchJson(`${origin}/slow`, { timeoutMs: 100 }))).toBe('FEED_TIMEOUT');
    expect(await codeOf(fetchJson(`${origin}/slow-body`, { timeoutMs: 100 }))).toBe('FEED_TIMEOUT');
  });

  it('never follows redirects', async () => {
    const fetchJson = createFetchJson({ allowedHosts: [host] });
    expect(await codeOf(fetchJson(`${origin}/redirect`, { timeoutMs: 2000 }))).toBe('FEED_REDIRECT');
  });

  it('caps the response size, declared or streamed', async () => {
    const fetchJson = createFetchJson({ allowedHosts: [host], maxBytes: 1000 });
    expect(await codeOf(fetchJson(`${origin}/big`, { timeoutMs: 2000 }))).toBe('FEED_TOO_LARGE');
    expect(await codeOf(fetchJson(`${origin}/chunked-big`, { timeoutMs: 2000 }))).toBe('FEED_TOO_LARGE');
  });

  it('reports bad statuses, bad JSON and refused connections', async () => {
    const fetchJson = createFetchJson({ allowedHosts: [host, '127.0.0.1:1'] });
    expect(await codeOf(fetchJson(`${origin}/missing`, { timeoutMs: 2000 }))).toBe('FEED_HTTP_STATUS');
    expect(await codeOf(fetchJson(`${origin}/html`, { timeoutMs: 2000 }))).toBe('FEED_INVALID_JSON');
    expect(await codeOf(fetchJson('http://127.0.0.1:1/', { timeoutMs: 2000 }))).toBe('FEED_NETWORK');
  });
});
