import { afterEach, describe, expect, it } from 'vitest';
import { get, manualClock, startTestServer, type RunningServer } from './support/server.ts';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// These are about the CMS data cache: without the page cache, every request renders from it.
describe('the CMS cache', () => {
  it('makes one CMS call for many concurrent requests of an uncached page', async () => {
    server = await startTestServer({ CONTENT_DELAY_MS: '200', PAGE_CACHE_MAX_MB: '0' });
    const before = server.content!.stats.layout;
    const responses = await Promise.all(Array.from({ length: 40 }, () => get(server!, '/about')));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(server.content!.stats.layout - before).toBe(1);
  });

  it('keeps serving the last good page through a CMS outage', async () => {
    const clock = manualClock();
    server = await startTestServer({ CACHE_TTL_S: '1', CMS_RETRIES: '0', PAGE_CACHE_MAX_MB: '0' }, clock);
    const good = await get(server, '/about');
    expect(good.status).toBe(200);
    server.content!.faults.layoutFailure = 'status-503';
    clock.advance(1100);
    const first = await get(server, '/about');
    const second = await get(server, '/about');
    for (const during of [first, second]) {
      expect(during.status).toBe(200);
      expect(during.text).toContain(good.text.match(/<h1[^>]*>([^<]+)<\/h1>/)![1]);
    }
    // A page the cache never had cannot be served from it: a clear 502, not a crash.
    const uncached = await get(server, '/ar/about');
    expect(uncached.status).toBe(502);
    expect(uncached.text).toContain('<h1>502</h1>');
  });

  it('serves stale data at once and refreshes it in the background', async () => {
    const clock = manualClock();
    server = await startTestServer({ CACHE_TTL_S: '1', PAGE_CACHE_MAX_MB: '0' }, clock);
    await get(server, '/about');
    clock.advance(1100);
    const stale = await get(server, '/about');
    expect(stale.headers.get('server-timing')).toMatch(/desc="stale"/);
    // The refresh runs after the stale answer; the next read is fresh as soon as it has landed.
    await expect.poll(async () => (await get(server!, '/about')).headers.get('server-timing')).toMatch(/desc="hit"/);
  });
});

describe('a failing CMS', () => {
  it.each([
    ['status-500', 502],
    ['status-503', 502],
    ['malformed', 502],
    ['reset', 502],
  ] as const)('%s gives a %i page', async (failure, status) => {
    server = await startTestServer({ CONTENT_FAILURE: failure, CMS_RETRIES: '1' });
    const response = await get(server, '/');
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.text).toContain(`<h1>${status}</h1>`);
    // The page says what happened in plain words and never names the CMS's address.
    expect(response.text).toContain('Our content service');
    expect(response.text).not.toContain(server.content!.origin);
    expect(response.text).not.toContain('/sitecore/api');
    expect((await get(server, '/healthz')).status).toBe(200);
  });

  it('that hangs gives a 504 page after the CMS timeout', async () => {
    server = await startTestServer({ CONTENT_FAILURE: 'hang', CMS_TIMEOUT_MS: '300', CMS_RETRIES: '0' });
    const response = await get(server, '/');
    expect(response.status).toBe(504);
    expect(response.text).toContain('<h1>504</h1>');
  });
});
