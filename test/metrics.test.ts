import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';
import { get, startTestServer, waitForCachedPage, type RunningServer } from './support/server.ts';

let server: RunningServer;
let metricsUrl: string;
beforeAll(async () => {
  // METRICS_PORT is a fixed port for operators; the test takes one the system finds free.
  server = await startTestServer({ METRICS_PORT: String(await freePort()) });
  metricsUrl = `http://127.0.0.1:${server.config.metricsPort}/metrics`;
});
afterAll(() => server?.close());

function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text.split('\n').find((l) => l.startsWith(name) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.split(' ').at(-1)) : Number.NaN;
}

describe('Prometheus metrics on METRICS_PORT', () => {
  it('are not on the site port', async () => {
    expect((await get(server, '/metrics')).status).toBe(404);
  });

  it('count requests by route, CMS cache hits, misses and stale serves, and CMS call times', async () => {
    await get(server, '/about');
    // Another page for the page cache, the same CMS data: read from the CMS cache.
    await get(server, '/about?metrics=1');
    await get(server, '/healthz');
    const text = await (await fetch(metricsUrl)).text();
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'page', status_code: '200' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'health' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cms_cache_hits_total')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'cms_cache_misses_total')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'cms_cache_stale_serves_total')).toBe(0);
    expect(sample(text, 'cms_request_duration_seconds_count', { operation: 'getLayout', cache: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('count page cache outcomes, fills and bytes', async () => {
    await get(server, '/solutions/logistics');
    await waitForCachedPage(server, '/solutions/logistics');
    const text = await (await fetch(metricsUrl)).text();
    expect(sample(text, 'page_cache_requests_total', { outcome: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'page_cache_requests_total', { outcome: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'page_cache_requests_total', { outcome: 'bypass' })).toBe(0);
    expect(sample(text, 'page_cache_fills_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'page_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'page_cache_bytes')).toBeGreaterThan(1000);
  });

  it('count CMS errors by code', async () => {
    server.content!.faults.layoutFailure = 'malformed';
    try {
      expect((await get(server, '/solutions')).status).toBe(502);
    } finally {
      server.content!.faults.layoutFailure = null;
    }
    const text = await (await fetch(metricsUrl)).text();
    expect(sample(text, 'cms_errors_total', { operation: 'getLayout', code: 'CMS_BAD_RESPONSE' })).toBe(1);
  });
});
