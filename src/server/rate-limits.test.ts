import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitKey, limitOf, registerRateLimits, type RateLimits } from './rate-limits.ts';
import { trustProxyOption } from './rate-limits-address.ts';
import { createLocalCounter } from './rate-limits-store.ts';

const LIMITS = { formsPerMin: 2, pageViewsPerMin: 3, secretPerMin: 2 };
const SECRET = 'right-secret-of-sixteen';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function build(limits = LIMITS, hops = 1) {
  const warn = vi.fn();
  const registry = new Registry();
  const counter = createLocalCounter();
  app = Fastify({ trustProxy: trustProxyOption(hops) });
  const rateLimits: RateLimits = await registerRateLimits(app, { config: { rateLimits: limits }, logger: { warn }, registry, counter });
  app.post('/form', { onRequest: [rateLimits.hook('forms')] }, async () => ({ ok: true }));
  app.post('/views', { onRequest: [rateLimits.hook('page-views')] }, async () => ({ ok: true }));
  app.post(
    '/secret',
    {
      onRequest: [
        rateLimits.hook('revalidate'),
        async (request, reply) => {
          if (request.headers['x-secret'] !== SECRET) return reply.status(401).send({ code: 'WRONG' });
          rateLimits.secretAccepted(request);
          return undefined;
        },
      ],
    },
    async () => ({ ok: true }),
  );
  return { app, warn, registry, counter };
}

const from = (address: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': address, ...headers });

describe('limitOf and limitKey', () => {
  it('reads each limit from its setting; the secret endpoints share one setting', () => {
    expect(limitOf('forms', LIMITS)).toBe(2);
    expect(limitOf('page-views', LIMITS)).toBe(3);
    expect(limitOf('revalidate', LIMITS)).toBe(2);
    expect(limitOf('editing', LIMITS)).toBe(2);
    expect(limitKey('forms', '2001:db8::')).toBe('forms:2001:db8::');
  });
});

describe('registerRateLimits', () => {
  it('answers the (N+1)th request of an address 429 with Retry-After, no-store and RATE_LIMITED; other addresses pass', async () => {
    const { app } = await build();
    for (let i = 0; i < 2; i++) expect((await app.inject({ method: 'POST', url: '/form', headers: from('203.0.113.1') })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'POST', url: '/form', headers: from('203.0.113.1') });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-ratelimit-limit']).toBe('2');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.json()).toMatchObject({ status: 'error', statusCode: 429, error: 'RATE_LIMITED', code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/Too many requests/);
    expect((await app.inject({ method: 'POST', url: '/form', headers: from('203.0.113.2') })).statusCode).toBe(200);
    // Each limit counts for itself.
    expect((await app.inject({ method: 'POST', url: '/views', headers: from('203.0.113.1') })).statusCode).toBe(200);
  });

  it('logs a refused address once per window and counts every refusal in rate_limited_total', async () => {
    const { app, warn, registry } = await build();
    for (let i = 0; i < 6; i++) await app.inject({ method: 'POST', url: '/form', headers: from('203.0.113.9') });
    for (let i = 0; i < 4; i++) await app.inject({ method: 'POST', url: '/views', headers: from('203.0.113.9') });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ limit: 'forms', address: '203.0.113.9', max: 2, path: '/form' });
    expect(warn.mock.calls[1]?.[0]).toMatchObject({ limit: 'page-views', address: '203.0.113.9', max: 3 });
    const metric = await registry.getSingleMetric('rate_limited_total')!.get();
    expect(metric.values).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ labels: { route: 'forms' }, value: 4 }),
        expect.objectContaining({ labels: { route: 'page-views' }, value: 1 }),
      ]),
    );
  });

  it('counts an IPv6 client by its /64, so walking through its own block does not dodge the limit', async () => {
    const { app } = await build();
    await app.inject({ method: 'POST', url: '/form', headers: from('2001:db8:1:2::1') });
    await app.inject({ method: 'POST', url: '/form', headers: from('2001:db8:1:2::2') });
    expect((await app.inject({ method: 'POST', url: '/form', headers: from('2001:db8:1:2:ffff::3') })).statusCode).toBe(429);
    expect((await app.inject({ method: 'POST', url: '/form', headers: from('2001:db8:1:3::1') })).statusCode).toBe(200);
  });

  it('a limit of 0 does not limit', async () => {
    const { app } = await build({ formsPerMin: 0, pageViewsPerMin: 0, secretPerMin: 0 });
    for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'POST', url: '/form', headers: from('203.0.113.1') })).statusCode).toBe(200);
  });

  it('secret endpoints: failed attempts count, right ones are taken back, and over the limit the secret is not checked', async () => {
    const { app, counter } = await build();
    const attempt = (secret: string) => app.inject({ method: 'POST', url: '/secret', headers: from('198.51.100.7', { 'x-secret': secret }) });
    // Many right attempts never use the limit up (editors, Edge's batches).
    for (let i = 0; i < 5; i++) expect((await attempt(SECRET)).statusCode).toBe(200);
    expect((await counter.read(limitKey('revalidate', '198.51.100.7'))).current).toBe(0);
    expect((await attempt('wrong-guess-number-1')).statusCode).toBe(401);
    expect((await attempt('wrong-guess-number-2')).statusCode).toBe(401);
    expect((await attempt('wrong-guess-number-3')).statusCode).toBe(429);
    // Over the limit even the right secret is refused: a guesser learns nothing more this window.
    expect((await attempt(SECRET)).statusCode).toBe(429);
    expect((await app.inject({ method: 'POST', url: '/secret', headers: from('198.51.100.8', { 'x-secret': SECRET }) })).statusCode).toBe(200);
  });

  it('concurrent wrong guesses are bounded exactly: each is counted before its secret is checked', async () => {
    const { app } = await build();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => app!.inject({ method: 'POST', url: '/secret', headers: from('198.51.100.9', { 'x-secret': `guess-${i}` }) })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
  });
});

describe('client address behind proxies (trustProxyOption)', () => {
  async function addressApp(hops: number) {
    app = Fastify({ trustProxy: trustProxyOption(hops) });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    return app;
  }

  it('0 hops: the socket address, whatever X-Forwarded-For says', async () => {
    expect(trustProxyOption(0)).toBe(false);
    const app = await addressApp(0);
    const answer = await app.inject({ url: '/ip', headers: { 'x-forwarded-for': '203.0.113.50' }, remoteAddress: '10.0.0.1' });
    expect(answer.json().ip).toBe('10.0.0.1');
  });

  it('1 hop: the entry the proxy appended, not what the client wrote before it', async () => {
    const app = await addressApp(1);
    const answer = await app.inject({ url: '/ip', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.50' }, remoteAddress: '10.0.0.1' });
    expect(answer.json().ip).toBe('203.0.113.50');
  });

  it('2 hops: two entries from the right; fewer entries than hops gives the leftmost', async () => {
    const app = await addressApp(2);
    const two = await app.inject({ url: '/ip', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.50, 10.0.0.2' }, remoteAddress: '10.0.0.1' });
    expect(two.json().ip).toBe('203.0.113.50');
    const short = await app.inject({ url: '/ip', headers: { 'x-forwarded-for': '203.0.113.60' }, remoteAddress: '10.0.0.1' });
    expect(short.json().ip).toBe('203.0.113.60');
  });
});
