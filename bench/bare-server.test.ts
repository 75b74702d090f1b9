import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { readyResponse, startBareServer, type BareServer } from './bare-server.ts';

const html = Buffer.from(`<!doctype html><html><body>${'<p>port</p>'.repeat(200)}</body></html>`);
const sentGzip = { body: Buffer.from('the server’s own gzip bytes'), encoding: 'gzip', contentType: 'text/html; charset=utf-8' };

describe('readyResponse', () => {
  it('sends the bytes the server sent when they are in the load’s encoding', () => {
    const ready = readyResponse(html, sentGzip, 'gzip');
    expect(ready.body).toBe(sentGzip.body);
    expect(ready.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', vary: 'accept-encoding' });
  });

  it('compresses the HTML once when the server sent another encoding', () => {
    const br = readyResponse(html, sentGzip, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
    const gzip = readyResponse(html, { ...sentGzip, encoding: undefined }, 'gzip');
    expect(gunzipSync(gzip.body).equals(html)).toBe(true);
  });

  it('sends the HTML as it is for identity', () => {
    const ready = readyResponse(html, sentGzip, 'identity');
    expect(ready.body).toBe(html);
    expect(ready.headers['content-encoding']).toBeUndefined();
  });
});

describe('startBareServer', () => {
  let server: BareServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('answers every request with the ready bytes and their headers', async () => {
    server = await startBareServer(readyResponse(html, sentGzip, 'gzip'));
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const response = await fetch(server.url, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBe(String(sentGzip.body.length));
  });
});
