import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'undici';
import { ROOT } from '../src/server/start.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/** The Iframe block's sample pages, /embeds/{name}.html (src/server/embeds-route.ts), over real HTTP. */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Sends the request target exactly as written (fetch would resolve `..` before sending). */
async function raw(path: string, method: 'GET' | 'HEAD' = 'GET', headers: Record<string, string> = {}) {
  const client = new Client(server.url);
  try {
    const response = await client.request({ path, method, headers });
    return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
  } finally {
    await client.close();
  }
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('/embeds/{name}.html', () => {
  it.each(['share-price', 'terminal-map'])('serves %s.html as HTML, with its own CSP that lets only the site frame it, cached a day', async (name) => {
    const file = readFileSync(join(ROOT, 'content', 'embeds', `${name}.html`), 'utf8');
    const response = await get(server, `/embeds/${name}.html`);
    expect(response.status).toBe(200);
    expect(response.text).toBe(file);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v.join(' ')]),
    );
    expect(directives['frame-ancestors']).toBe("'self'");
    expect(directives['default-src']).toBe("'none'");
    expect(directives['img-src']).toBe('data:');
    // Its one inline script and one style are allowed by hash; nothing else is.
    const script = /<script>([\s\S]*?)<\/script>/.exec(file)![1]!;
    const style = /<style>([\s\S]*?)<\/style>/.exec(file)![1]!;
    expect(directives['script-src']).toBe(hashOf(script));
    expect(directives['style-src']).toBe(hashOf(style));
    // Nothing loads from the internet: no external addresses in attributes.
    expect(file).not.toMatch(/(?:src|href)=["']?(?:https?:)?\/\//i);
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await get(server, '/embeds/share-price.html');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await raw('/embeds/share-price.html', 'GET', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const head = await raw('/embeds/terminal-map.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    '/embeds/',
    '/embeds/unknown.html',
    '/embeds/share-price',
    '/embeds/share-price.htm',
    '/embeds/SHARE-PRICE.HTML',
    '/embeds/share-price.html/',
    '/embeds/sub/share-price.html',
    '/embeds/../package.json',
    '/embeds/..%2Fpackage.json',
    '/embeds/..%2F..%2Fpackage.json',
    '/embeds/%2e%2e/%2e%2e/package.json',
    '/embeds/..\\..\\package.json',
    '/embeds/share-price.html%00.png',
    '/embeds/terminal-map.html%2F',
  ])('answers 404 for %s', async (path) => {
    const response = await raw(path);
    expect([400, 404]).toContain(response.status);
    expect(response.text).not.toContain('"name": "ports-render-host"');
    expect(response.text).not.toContain('<svg');
    if (response.status === 404) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the query string does not change what is served (the page reads it itself)', async () => {
    const plain = await get(server, '/embeds/terminal-map.html');
    const withQuery = await get(server, '/embeds/terminal-map.html?country=ae&lang=ar');
    expect(withQuery.status).toBe(200);
    expect(withQuery.text).toBe(plain.text);
  });
});
