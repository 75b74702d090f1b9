import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'undici';
import { ROOT } from '../src/server/start.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const assets = readdirSync(join(ROOT, 'dist', 'client', 'assets'));
const entry = assets.find((f) => /^entry-client-.*\\.js$/.test(f) || (f.startsWith('entry-client-') && f.endsWith('.js')))!;
const font = assets.find((f) => f.startsWith('inter-latin-400-700-') && f.endsWith('.woff2'))!;

/** Sends the request target exactly as written. */
async function raw(path: string, headers: Record<string, string> = {}) {
  const client = new Client(server.url);
  try {
    const response = await client.request({ path, method: 'GET', headers });
    return { status: response.statusCode, headers: response.headers, body: Buffer.from(await response.body.arrayBuffer()) };
  } finally {
    await client.close();
  }
}

describe('/assets/*', () => {
  it('serves precompressed brotli and gzip variants of the same bytes', async () => {
    const plain = await raw(`/assets/${entry}`, { 'accept-encoding': 'identity' });
    const br = await raw(`/assets/${entry}`, { 'accept-encoding': 'br' });
    const gz = await raw(`/assets/${entry}`, { 'accept-encoding': 'gzip' });
    expect(plain.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a file no release here has with a 404 no cache keeps (another pod may have it)', async () => {
    const missing = await raw('/assets/entry-client-NOTHERE1.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/assets/',
    '/assets/%2e%2e/server/entry-server.js',
    '/assets/%252e%252e/%252e%252e/package.json',
    '/assets/..%5c..%5cpackage.json',
    '/assets/x%00.js',
    '/assets/../../package.json',
  ])('lists nothing and escapes nowhere: %s', async (path) => {
    const response = await raw(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.body.toString()).not.toContain('"dependencies"');
    expect(response.body.toString()).not.toContain('renderPage');
  });
});

describe('/{locale}/fonts/*', () => {
  it('serves a font by its hashed name for a year and by its stable name for a day', async () => {
    const hashed = await get(server, `/en/fonts/${font}`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('content-type')).toBe('font/woff2');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stable = await get(server, '/ar/fonts/inter-latin-400-700.woff2');
    expect(stable.status).toBe(200);
    expect(stable.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it.each(['inter-latin-400-700.woff2', 'inter-latin-ext-400-700.woff2', 'noto-sans-arabic-400-700.woff2'])(
    'serves each subset file by its stable name: %s',
    async (file) => {
      const response = await get(server, `/en/fonts/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('font/woff2');
    },
  );

  it.each(['/en/fonts/entry-server.js', `/en/fonts/..%2f${font}`, '/en/fonts/%2e%2e%2fpackage.json', '/en/fonts/x%00.woff2', '/en/fonts/'])(
    'serves nothing but fonts: %s',
    async (path) => {
      const response = await raw(path);
      expect([400, 404]).toContain(response.status);
    },
  );
});
