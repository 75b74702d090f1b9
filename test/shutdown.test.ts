import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { get, startTestServer } from './support/server.ts';

const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('readiness and shutdown', () => {
  it('is ready once listening', async () => {
    const server = await startTestServer();
    try {
      const ready = await get(server, '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
    } finally {
      await server.close();
    }
  });

  it('lets a slow stream in flight finish, then stops', async () => {
    const server = await startTestServer({ NEWS_FEED_DELAY_MS: '1500', NEWS_FEED_CACHE_S: '0', SHUTDOWN_GRACE_MS: '10000' });
    await get(server, '/about'); // warm
    const response = await request(server.url + '/', { headers: { 'user-agent': PERSON } });
    const body = response.body.text();
    // The shell is on its way; the news block is still pending when shutdown starts.
    const closing = server.close();
    const html = await body;
    await closing;
    expect(response.statusCode).toBe(200);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html).toContain('data-block-data');
    await expect(fetch(server.url + '/healthz')).rejects.toThrow();
  });

  it('cuts what is still open when the grace period is over', async () => {
    const server = await startTestServer({ NEWS_FEED_DELAY_MS: '5000', NEWS_FEED_CACHE_S: '0', SHUTDOWN_GRACE_MS: '300' });
    await get(server, '/about');
    const response = await request(server.url + '/', { headers: { 'user-agent': PERSON } });
    const body = response.body.text().catch((error: unknown) => error);
    const started = performance.now();
    await server.close();
    expect(performance.now() - started).toBeLessThan(4000);
    expect(await body).toBeInstanceOf(Error);
  });
});
