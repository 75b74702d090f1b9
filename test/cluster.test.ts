import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, waitForCachedPage, type RunningServer } from './support/server.ts';
import { startRedis, type TestRedis } from './support/redis.ts';

/**
 * Three instances of the host on loopback sharing one real redis-server (issue 14): the shared
 * cache level, the purge fan-out, and what happens when Redis dies. Each instance has its own
 * embedded content server, so each one's CMS calls can be counted.
 */
const SECRET = 'revalidate-secret-0123456789abcdef';
const ABOUT_ID = '572b63ad-2cb9-57be-9f74-e81cf4144180';
const edgeId = (id: string) => id.replace(/-/g, '').toUpperCase();

let redis: TestRedis;
let hosts: RunningServer[];

/** Waits, bounded, for a condition that another process or a socket makes true. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pageTiming = (response: { headers: Headers }) => /page;desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1];
const cmsTiming = (response: { headers: Headers }) => /cms;dur=[\d.]+;desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1];

async function purge(host: RunningServer, identifier: string, definition = 'LayoutData', culture = 'en') {
  const response = await fetch(`${host.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({
      invocation_id: 'cluster-test',
      updates: [{ identifier, entity_definition: definition, operation: 'Update', entity_culture: culture }],
      continues: false,
    }),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  redis = await startRedis();
  hosts = [];
  for (let i = 0; i < 3; i++) hosts.push(await startTestServer({ REDIS_URL: redis.url, REVALIDATE_SECRET: SECRET, CACHE_TTL_S: '300' }));
  await until('every instance connected to Redis', () => hosts.every((host) => host.redis?.state() === 'up'));
}, 120_000);

afterAll(async () => {
  await Promise.all((hosts ?? []).map((host) => host.close()));
  await redis?.stop();
});

describe('the shared cache level', () => {
  it('answers a page cached through one instance from the shared level on the others, without a render or a CMS call', async () => {
    const [a, b, c] = hosts as [RunningServer, RunningServer, RunningServer];
    const cached = await waitForCachedPage(a, '/about');
    for (const other of [b, c]) {
      const layoutCalls = other.content!.stats.layout;
      const shared = await get(other, '/about');
      expect(shared.status).toBe(200);
      expect(pageTiming(shared)).toBe('shared');
      expect(shared.text).toBe(cached.text);
      expect(shared.headers.get('etag')).toBe(cached.headers.get('etag'));
      expect(other.content!.stats.layout).toBe(layoutCalls);
      // Kept on this instance too: the next request is an ordinary hit.
      expect(pageTiming(await get(other, '/about'))).toBe('hit');
    }
    expect(b.pageCache.stats().sharedHits).toBe(1);
  });

  it("shares a page's islands document as JSON: another instance sends it as its stored bytes, with its content type", async () => {
    const [a, b] = hosts as [RunningServer, RunningServer];
    const cached = await waitForCachedPage(a, '/solutions?__islands=1');
    expect(cached.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const shared = await get(b, '/solutions?__islands=1');
    expect(pageTiming(shared)).toBe('shared');
    expect(shared.status).toBe(200);
    expect(shared.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(shared.headers.get('content-security-policy')).toBeNull();
    expect(shared.text).toBe(cached.text);
    expect(Object.keys(JSON.parse(shared.text) as object).length).toBeGreaterThan(0);
  });

  it('shares CMS data too: a page with a query string (never shared whole) is rendered from data another instance read', async () => {
    const [a, b] = hosts as [RunningServer, RunningServer];
    expect((await get(a, '/contact?office=dubai')).status).toBe(200);
    const layoutCalls = b.content!.stats.layout;
    const response = await get(b, '/contact?office=dubai');
    expect(response.status).toBe(200);
    expect(pageTiming(response)).toBe('miss');
    expect(cmsTiming(response)).toBe('shared');
    expect(b.content!.stats.layout).toBe(layoutCalls);
    expect(b.cms.cache.stats().sharedHits).toBeGreaterThanOrEqual(1);
  });

  it('keeps what a visitor could make up (not-found pages) on the instance that was asked', async () => {
    const [a, b] = hosts as [RunningServer, RunningServer];
    for (let i = 0; i < 3; i++) expect((await get(a, '/no-such-page-cluster')).status).toBe(404);
    const keys = await a.redis!.client()!.keys('rh:*:v:page:*no-such-page-cluster*');
    expect(keys).toEqual([]);
    expect(pageTiming(await get(b, '/no-such-page-cluster'))).not.toBe('shared');
  });
});

describe('the publish purge', () => {
  it('purges on every instance and in the shared level when any one receives the webhook', async () => {
    const [a, b, c] = hosts as [RunningServer, RunningServer, RunningServer];
    for (const host of hosts) await waitForCachedPage(host, '/ar/about');
    const received = hosts.map((host) => host.pageCache.stats().entries);
    const answer = await purge(b, `${edgeId(ABOUT_ID)}-layout`, 'LayoutData', 'ar');
    expect(answer.status).toBe(200);
    expect(answer.json.cluster).toMatchObject({ instances: 3 });
    expect((answer.json.cluster as { sharedEvicted: number }).sharedEvicted).toBeGreaterThanOrEqual(1);
    // The other two drop it when the message arrives (pub/sub: milliseconds).
    await until('the purge reached a and c', () => [a, c].every((host) => host.pageCache.stats().entries < received[hosts.indexOf(host)]!));
    for (const host of hosts) {
      const after = await get(host, '/ar/about');
      expect(after.status).toBe(200);
      expect(['miss', 'shared']).toContain(pageTiming(after));
    }
    // The English page was not named (culture ar): still a hit wherever it was cached.
    expect(pageTiming(await get(b, '/about'))).toBe('hit');
  });

  it('renders from the CMS again after the purge, not from what the shared level held', async () => {
    const [a] = hosts as [RunningServer];
    await waitForCachedPage(a, '/about');
    const layoutCalls = a.content!.stats.layout;
    const answer = await purge(a, `${edgeId(ABOUT_ID)}-layout`);
    expect(answer.status).toBe(200);
    const after = await get(a, '/about');
    expect(pageTiming(after)).toBe('miss');
    expect(cmsTiming(after)).toBe('miss');
    expect(a.content!.stats.layout).toBe(layoutCalls + 1);
  });
});

describe('Redis hanging', () => {
  it('answers pages from the instance itself once REDIS_TIMEOUT_MS has passed, and shares again when Redis answers', async () => {
    const [a, b] = hosts as [RunningServer, RunningServer];
    redis.pause();
    try {
      for (const path of ['/sustainability', '/ar/sustainability', '/faq?topic=x']) {
        const answer = await get(a, path);
        expect(answer.status, path).toBe(200);
        expect(pageTiming(answer)).toBe('miss');
      }
      expect(a.pageCache.stats().sharedHits).toBe(0);
    } finally {
      redis.resume();
    }
    await waitForCachedPage(a, '/investor-relations');
    expect(pageTiming(await get(b, '/investor-relations'))).toBe('shared');
  }, 60_000);
});

describe('Redis going away', () => {
  it('keeps every page answering, says so in /readyz, refuses to call a purge done everywhere, and comes back', async () => {
    const [a, b, c] = hosts as [RunningServer, RunningServer, RunningServer];
    await redis.kill();
    await until('every instance saw Redis go', () => hosts.every((host) => host.redis?.state() === 'down'));
    for (const host of hosts) {
      for (const path of ['/', '/about', '/ar', '/news', '/contact?office=dubai', '/no-such-page']) {
        expect((await get(host, path)).status, `${path} on ${host.url}`).toBe(path === '/no-such-page' ? 404 : 200);
      }
      const ready = await get(host, '/readyz');
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.text)).toMatchObject({ status: 'ready', checks: { redis: { ready: true, state: 'down' } } });
    }
    const refused = await purge(c, `${edgeId(ABOUT_ID)}-layout`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(refused.json.code).toBe('REVALIDATE_NOT_PROPAGATED');
    // Purged where it was received all the same.
    expect((refused.json.evicted as string[]).some((key) => key.startsWith('page|') && key.includes('|/about|'))).toBe(true);

    await redis.restart();
    await until('every instance reconnected', () => hosts.every((host) => host.redis?.state() === 'up'), 20_000);
    const cached = await waitForCachedPage(a, '/careers');
    const shared = await get(b, '/careers');
    expect(pageTiming(shared)).toBe('shared');
    expect(shared.text).toBe(cached.text);
  }, 60_000);
});
