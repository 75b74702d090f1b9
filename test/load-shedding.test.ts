import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shedPageHtml } from '../src/server/shed-answer.ts';
import { ROOT } from '../src/server/start.ts';
import { freePort } from './support/free-port.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';

const SECRET = 'revalidate-secret-0123456789abcdef';
const RETRY_AFTER_S = '7';
/** A file of the client build, served under /assets/. */
const ASSET_PATH = `/assets/${readdirSync(join(ROOT, 'dist', 'client', 'assets')).find((name) => name.endsWith('.js'))}`;

type ReadyAnswer = { status: string; checks: { load: { ready: boolean; reason?: string; rssBytes: number; limits: Record<string, number> } } };

async function readyz(server: RunningServer) {
  const response = await get(server, '/readyz');
  return { status: response.status, body: JSON.parse(response.text) as ReadyAnswer };
}

/** Waits, bounded, for under-pressure's first sample (before it, every value reads 0) and the readiness expected. */
async function waitForLoadCheck(server: RunningServer, ready: boolean, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const answer = await readyz(server);
    const load = answer.body.checks?.load;
    if (load && load.rssBytes > 0 && load.ready === ready) return answer;
    if (Date.now() - started > timeoutMs) throw new Error(`/readyz load check not ready=${ready} within ${timeoutMs} ms: ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function metric(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text.split('\n').find((l) => l.startsWith(name) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.split(' ').at(-1)) : Number.NaN;
}

describe('over a limit (SHED_RSS_MB=1: every process is over it)', () => {
  let server: RunningServer;
  let metricsUrl: string;
  const lines: { level: number; msg: string; component?: string; reason?: string; shed?: number }[] = [];

  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    server = await startTestServer(
      {
        SHED_RSS_MB: '1',
        SHED_RETRY_AFTER_S: RETRY_AFTER_S,
        REVALIDATE_SECRET: SECRET,
        METRICS_PORT: String(await freePort()),
      },
      { logger },
    );
    metricsUrl = `http://127.0.0.1:${server.config.metricsPort}/metrics`;
    await waitForLoadCheck(server, false);
  });
  afterAll(() => server?.close());

  it('/readyz answers 503 and says why', async () => {
    const { status, body } = await readyz(server);
    expect(status).toBe(503);
    expect(body.status).toBe('not-ready');
    expect(body.checks.load).toMatchObject({ ready: false, reason: 'rss', limits: { rssBytes: 1024 * 1024, heapBytes: 0 } });
    expect(body.checks.load.rssBytes).toBeGreaterThan(1024 * 1024);
  });

  it('sheds a page with 503, Retry-After and the busy page, without asking the CMS', async () => {
    const layoutCalls = server.content!.stats.layout;
    const response = await get(server, '/about');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(RETRY_AFTER_S);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.text).toBe(shedPageHtml('en'));
    // Security headers still go on.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(server.content!.stats.layout).toBe(layoutCalls);
  });

  it('answers /ar pages with the Arabic busy page', async () => {
    const response = await get(server, '/ar/about');
    expect(response.status).toBe(503);
    expect(response.text).toBe(shedPageHtml('ar'));
    expect(response.text).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
  });

  it('answers API routes with the coded JSON error', async () => {
    const listing = await get(server, '/api/news/listing');
    expect(listing.status).toBe(503);
    expect(listing.headers.get('retry-after')).toBe(RETRY_AFTER_S);
    expect(listing.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(listing.text)).toEqual({ statusCode: 503, error: 'Service Unavailable', code: 'OVERLOADED', message: expect.any(String) });
    const form = await fetch(`${server.url}/api/forms/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(form.status).toBe(503);
    expect(((await form.json()) as { code: string }).code).toBe('OVERLOADED');
  });

  it('keeps /healthz and static files answering', async () => {
    expect((await get(server, '/healthz')).status).toBe(200);
    const asset = await get(server, ASSET_PATH);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('lets the publish purge through: refused without the secret, done with it', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ invocation_id: 'a56e4689-63be-4eb3-bbd4-a709c65819dc', updates: [], continues: false }),
      });
    const refused = await post({});
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('REVALIDATE_SECRET_INVALID');
    const done = await post({ 'x-revalidate-secret': SECRET });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ invocation_id: 'a56e4689-63be-4eb3-bbd4-a709c65819dc', evicted: [] });
  });

  it('counts shed requests by reason and shows what it measured', async () => {
    await get(server, '/contact');
    const text = await (await fetch(metricsUrl)).text();
    expect(metric(text, 'load_shed_total', { reason: 'rss' })).toBeGreaterThanOrEqual(1);
    expect(metric(text, 'load_resident_memory_bytes')).toBeGreaterThan(1024 * 1024);
    expect(metric(text, 'load_heap_used_bytes')).toBeGreaterThan(0);
    expect(metric(text, 'load_shedding_active')).toBe(1);
    expect(metric(text, 'http_request_duration_seconds_count', { route: 'shed', status_code: '503' })).toBeGreaterThanOrEqual(1);
  });

  it('logs the start of the episode once, not a line per shed request', async () => {
    for (let i = 0; i < 5; i++) await get(server, `/about?n=${i}`);
    const ours = lines.filter((line) => line.component === 'load-shedding');
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ level: 40, reason: 'rss' });
    expect(ours[0]!.msg).toMatch(/started/);
  });
});

describe('within the limits (the defaults)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // The server's own defaults, the event loop's limit among them (test servers turn it off).
    server = await startTestServer({ SHED_EVENT_LOOP_DELAY_MS: undefined });
  });
  afterAll(() => server?.close());

  it('serves pages and reports the load check ready', async () => {
    expect((await get(server, '/about')).status).toBe(200);
    const { status, body } = await waitForLoadCheck(server, true);
    expect(status).toBe(200);
    expect(body.checks.load).toMatchObject({ ready: true, limits: { eventLoopDelayMs: 500, rssBytes: 0, heapBytes: 0 } });
    expect(body.checks.load.reason).toBeUndefined();
  });
});

describe('past the cap on requests in flight (SHED_MAX_IN_FLIGHT=2, a CMS answering in 1.5 s)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ SHED_MAX_IN_FLIGHT: '2', CONTENT_DELAY_MS: '1500', PAGE_CACHE_MAX_MB: '0', CACHE_TTL_S: '0' });
  });
  afterAll(() => server?.close());

  it('sheds the third page at once while two wait for the CMS, keeps health checks answering, and takes pages again after', async () => {
    const pages = ['/about', '/contact', '/careers'].map((path) => get(server, path));
    // One of the three found both places taken as it arrived: its answer came back first.
    const first = await Promise.race(pages.map((page, i) => page.then((answer) => ({ i, answer }))));
    expect(first.answer.status).toBe(503);
    expect(first.answer.headers.get('retry-after')).toBe('5');
    expect(first.answer.text).toBe(shedPageHtml('en'));
    expect((await get(server, '/healthz')).status).toBe(200);
    const ready = await readyz(server);
    expect(ready.status).toBe(503);
    expect(ready.body.checks.load).toMatchObject({ ready: false, reason: 'inFlight', limits: { maxInFlight: 2 } });
    const statuses = (await Promise.all(pages)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 503]);
    expect((await get(server, '/about')).status).toBe(200);
    expect((await readyz(server)).body.checks.load).toMatchObject({ ready: true });
  }, 30_000);
});
