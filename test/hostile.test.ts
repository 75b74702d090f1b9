import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'undici';
import { get, startTestServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Sends the request target exactly as written (fetch would normalise it). */
async function raw(path: string) {
  const client = new Client(server.url);
  try {
    const response = await client.request({ path, method: 'GET' });
    return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
  } finally {
    await client.close();
  }
}

describe('hostile and broken addresses get a clear page and status, never a crash', () => {
  it.each([
    ['/' + 'a'.repeat(5000), 414],
    ['/%2e%2e/%2e%2e/etc/passwd', 400],
    ['/..%2f..%2fetc/passwd', 400],
    ['/%252e%252e/etc/passwd', 404],
    ['/a%5c..%5cb', 400],
    ['/%E0%A4%A', 400],
    ['/%', 400],
    ['/a%00b', 400],
    ['/ar/%ZZ', 400],
  ])('%s -> %i', async (path, status) => {
    const response = await raw(path);
    expect(response.status).toBe(status);
    expect(String(response.headers['content-type'])).toContain('text/html');
    expect(response.text).toContain(status === 404 ? 'Page Not Found' : `<h1>${status}</h1>`);
    expect(response.headers['cache-control']).toBe(status === 404 ? 'public, max-age=0, s-maxage=60' : 'private, no-store');
  });

  it('is still healthy afterwards', async () => {
    expect((await get(server, '/healthz')).status).toBe(200);
  });
});
