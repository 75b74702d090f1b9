import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedis, type TestRedis } from './support/redis.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/**
 * Rate limits over real HTTP (issue 14 item 4): per client address, read behind TRUST_PROXY_HOPS
 * proxies and not forgeable without them; the publish webhook limited before its secret is
 * checked; one count across instances through Redis, and still a limit per instance once Redis
 * is gone. Limits are small so the tests are quick; nothing here waits for a window to end.
 */

const FORMS_PER_MIN = 3;
const SECRET_PER_MIN = 2;
const REVALIDATE_SECRET = 'revalidate-secret-for-rate-limit-tests';
const EDITING_SECRET = 'editing-secret-for-rate-limit-tests';
const LIMITS = { RATE_LIMIT_FORMS_PER_MIN: String(FORMS_PER_MIN), RATE_LIMIT_SECRET_PER_MIN: String(SECRET_PER_MIN) };

/** A submission; its body is refused (400), which still counts: the limit runs before anything is read. */
async function submit(server: RunningServer, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/forms/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
}

async function revalidate(server: RunningServer, secret: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret, ...headers },
    body: JSON.stringify({ invocation_id: 'rate-limit-test', updates: [], continues: false }),
  });
  await response.arrayBuffer();
  return response.status;
}

function expectRateLimited(answer: Awaited<ReturnType<typeof submit>>) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.json).toMatchObject({ error: 'RATE_LIMITED', code: 'RATE_LIMITED' });
}

describe('behind one trusted proxy (TRUST_PROXY_HOPS=1)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ ...LIMITS, TRUST_PROXY_HOPS: '1', REVALIDATE_SECRET, SITECORE_EDITING_SECRET: EDITING_SECRET });
  });
  afterAll(() => server?.close());

  it('counts wrong preview secrets on pages against the editing limit, so the secret cannot be guessed there either', async () => {
    const guesser = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < SECRET_PER_MIN; i++) {
      const page = await get(server, '/contact', { ...guesser, 'x-preview-secret': `guess-${i}` });
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).not.toContain('private');
    }
    const refused = await get(server, '/contact', { ...guesser, 'x-preview-secret': EDITING_SECRET });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // The same address without a secret is an ordinary visitor; an editor elsewhere is not held up.
    expect((await get(server, '/contact', guesser)).status).toBe(200);
    for (let i = 0; i < SECRET_PER_MIN + 2; i++) {
      const preview = await get(server, '/contact', { 'x-forwarded-for': '203.0.113.51', 'x-preview-secret': EDITING_SECRET });
      expect(preview.status).toBe(200);
      expect(preview.headers.get('cache-control')).toContain('private');
    }
  });

  it('the (N+1)th submission from one address gets 429 with Retry-After, another address still passes', async () => {
    const client = { 'x-forwarded-for': '203.0.113.10' };
    for (let i = 0; i < FORMS_PER_MIN; i++) expect((await submit(server, client)).status).toBe(400);
    expectRateLimited(await submit(server, client));
    // What a client writes left of the proxy's entry changes nothing: still the same address.
    expectRateLimited(await submit(server, { 'x-forwarded-for': '10.9.8.7, 203.0.113.10' }));
    expect((await submit(server, { 'x-forwarded-for': '203.0.113.11' })).status).toBe(400);
  });

  it('the publish webhook is limited before its secret is checked; right secrets do not use the limit up', async () => {
    const guesser = { 'x-forwarded-for': '198.51.100.20' };
    const publisher = { 'x-forwarded-for': '198.51.100.21' };
    for (let i = 0; i < SECRET_PER_MIN + 3; i++) expect(await revalidate(server, REVALIDATE_SECRET, publisher)).toBe(200);
    for (let i = 0; i < SECRET_PER_MIN; i++) expect(await revalidate(server, `wrong-guess-${i}-of-enough-length`, guesser)).toBe(401);
    expect(await revalidate(server, 'wrong-guess-again-of-enough-length', guesser)).toBe(429);
    // Over the limit the secret is not even looked at: the right one is refused alike.
    expect(await revalidate(server, REVALIDATE_SECRET, guesser)).toBe(429);
    expect(await revalidate(server, REVALIDATE_SECRET, publisher)).toBe(200);
  });

  it('counts refusals in rate_limited_total', async () => {
    const text = await server.metrics.registry.metrics();
    expect(text).toMatch(/rate_limited_total\{route="forms"\} [2-9]/);
    expect(text).toMatch(/rate_limited_total\{route="revalidate"\} [2-9]/);
  });
});

describe('without a trusted proxy (TRUST_PROXY_HOPS unset)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(LIMITS);
  });
  afterAll(() => server?.close());

  it('a forged X-Forwarded-For does not dodge the limit', async () => {
    for (let i = 0; i < FORMS_PER_MIN; i++) expect((await submit(server, { 'x-forwarded-for': `203.0.113.${100 + i}` })).status).toBe(400);
    expectRateLimited(await submit(server, { 'x-forwarded-for': '203.0.113.200' }));
  });
});

describe('two instances sharing Redis', () => {
  let redis: TestRedis;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    redis = await startRedis();
    [a, b] = await Promise.all([startTestServer({ ...LIMITS, REDIS_URL: redis.url }), startTestServer({ ...LIMITS, REDIS_URL: redis.url })]);
    await vi.waitFor(() => expect([a.redis?.state(), b.redis?.state()]).toEqual(['up', 'up']), { timeout: 10_000, interval: 25 });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  it('share one count: N submissions spread over both, the next gets 429 on either', async () => {
    expect((await submit(a)).status).toBe(400);
    expect((await submit(b)).status).toBe(400);
    expect((await submit(a)).status).toBe(400);
    expectRateLimited(await submit(b));
    expectRateLimited(await submit(a));
    // The count is Redis's, under this site's rate-limit prefix, with the window as its expiry.
    const client = new Redis(redis.url, { lazyConnect: true });
    try {
      await client.connect();
      const key = `${a.keys.rateLimitPrefix}forms:127.0.0.1`;
      expect(Number(await client.get(key))).toBe(FORMS_PER_MIN + 2);
      const ttl = await client.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      client.disconnect();
    }
  });

  it('with Redis killed, each instance still limits on its own count, and pages still answer', async () => {
    await redis.kill();
    for (let i = 0; i < FORMS_PER_MIN; i++) expect((await submit(a)).status).toBe(400);
    expectRateLimited(await submit(a));
    // b counts for itself: its own N first.
    for (let i = 0; i < FORMS_PER_MIN; i++) expect((await submit(b)).status).toBe(400);
    expectRateLimited(await submit(b));
    expect((await get(a, '/')).status).toBe(200);
    expect((await get(b, '/')).status).toBe(200);
  });
});
