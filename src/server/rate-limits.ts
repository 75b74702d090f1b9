/**
 * Rate limits per client address (issue 14, item 4), on @fastify/rate-limit with a store of our
 * own (rate-limits-store.ts): counted in Redis under `rh:{site}:rl:` while it is up, so a limit
 * holds across instances, and in this process's memory while it is not.
 *
 * - `forms`: `POST /api/forms/submit`, RATE_LIMIT_FORMS_PER_MIN per address.
 * - `page-views`: `POST /api/events/page-view`, RATE_LIMIT_PAGE_VIEWS_PER_MIN.
 * - `revalidate`: `POST /api/revalidate`, and `editing`: `/api/editing/config`, `/api/editing/render`
 *   and `/feaas-render` (one count: one secret), RATE_LIMIT_SECRET_PER_MIN FAILED attempts each.
 *   Every attempt is counted before its secret is checked, and once an address is over the limit
 *   its secret is not checked at all (right or wrong, it gets 429), so guessing stops; an attempt
 *   whose secret was right is taken back (`secretAccepted`), so editors and Edge's webhook
 *   batches, however busy, never use the limit up. Counting first and taking back (rather than
 *   counting failures afterwards) keeps the bound exact under many concurrent guesses.
 *
 * The limiter is each route's FIRST onRequest hook, not the plugin's `config.rateLimit`: the plugin
 * appends its hook after a route's own (revalidate's secret check, forms' origin check) and throws
 * its 429 into the route's errorHandler, which turns any 4xx into the route's own 400. Here the
 * answer is ours: 429, Retry-After and the X-RateLimit-* headers, `no-store`, RATE_LIMITED.
 *
 * A limit of 0 turns that limit off. The window is one minute.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import { Counter as PromCounter, type Registry } from 'prom-client';
import type { Config } from './config.ts';
import type { RedisLink } from './cluster/redis-link.ts';
import type { KeySpace } from './cluster/keys.ts';
import { RATE_LIMIT_ERRORS } from './errors.ts';
import { clientAddress } from './rate-limits-address.ts';
import { createSharedCounter, pluginStore, type Counter } from './rate-limits-store.ts';

export const RATE_LIMIT_WINDOW_MS = 60_000;

export type LimitName = 'forms' | 'page-views' | 'revalidate' | 'editing';

/** Limits that count failed secret attempts only (see above). */
const SECRET_LIMITS: ReadonlySet<LimitName> = new Set(['revalidate', 'editing']);

export interface RateLimitsDeps {
  config: Pick<Config, 'rateLimits'>;
  logger: { warn(obj: object, msg: string): void };
  registry: Registry;
  redis?: RedisLink | undefined;
  keys?: Pick<KeySpace, 'rateLimitPrefix'> | undefined;
  /** For tests: where counts go instead of Redis-or-memory. */
  counter?: Counter;
}

export interface RateLimits {
  /** The first onRequest hook of a limited route; a hook that does nothing when the limit is 0. */
  hook(name: LimitName): onRequestAsyncHookHandler;
  /** A secret endpoint found the secret right: its attempt does not count against the address. */
  secretAccepted(request: FastifyRequest): void;
}

/** How many requests a limit allows per address and window; 0: no limit. */
export function limitOf(name: LimitName, limits: Config['rateLimits']): number {
  switch (name) {
    case 'forms':
      return limits.formsPerMin;
    case 'page-views':
      return limits.pageViewsPerMin;
    case 'revalidate':
    case 'editing':
      return limits.secretPerMin;
  }
}

/** The counter's name for one address under one limit. */
export function limitKey(name: LimitName, address: string): string {
  return `${name}:${address}`;
}

/** Addresses whose refusal was logged in their current window: one line per address, limit and window. */
const LOGGED_ENTRIES = 10_000;

/** The body of a 429 (errors.ts RATE_LIMIT_ERRORS). */
export function rateLimitedBody(retryAfterS: number) {
  const { status, message } = RATE_LIMIT_ERRORS.RATE_LIMITED;
  return {
    status: 'error',
    statusCode: status,
    error: 'RATE_LIMITED',
    code: 'RATE_LIMITED',
    message: `${message.replace(/\.$/, '')} (in ${retryAfterS} s).`,
  } as const;
}

export async function registerRateLimits(app: FastifyInstance, deps: RateLimitsDeps): Promise<RateLimits> {
  const counter =
    deps.counter ?? createSharedCounter({ client: deps.redis ? () => deps.redis?.client() : undefined, prefix: deps.keys?.rateLimitPrefix ?? 'rh:rl:' });
  // Not global: only the routes below are limited, each by the hook it is given.
  await app.register(rateLimit, { global: false, store: pluginStore(counter), timeWindow: RATE_LIMIT_WINDOW_MS });

  const limited =
    (deps.registry.getSingleMetric('rate_limited_total') as PromCounter<'route'> | undefined) ??
    new PromCounter({
      name: 'rate_limited_total',
      help: 'Requests refused with 429 by a rate limit, by limit (forms, page-views, revalidate, editing).',
      labelNames: ['route'],
      registers: [deps.registry],
    });
  const logged = new LRUCache<string, true>({ max: LOGGED_ENTRIES, ttl: RATE_LIMIT_WINDOW_MS, ttlAutopurge: false });
  /** Secret attempts counted and not yet known to be right or wrong. */
  const attempts = new WeakMap<FastifyRequest, string>();

  const noLimit: onRequestAsyncHookHandler = async () => undefined;

  function hook(name: LimitName): onRequestAsyncHookHandler {
    const max = limitOf(name, deps.config.rateLimits);
    if (max === 0) return noLimit;
    const check = app.createRateLimit({ max, timeWindow: RATE_LIMIT_WINDOW_MS, keyGenerator: (request) => limitKey(name, clientAddress(request)) });
    const countsFailuresOnly = SECRET_LIMITS.has(name);
    return async function rateLimited(request: FastifyRequest, reply: FastifyReply) {
      const result = await check(request);
      if (result.isAllowed) return undefined;
      if (!result.isExceeded) {
        if (countsFailuresOnly) attempts.set(request, result.key);
        return undefined;
      }
      const retryAfterS = Math.max(1, result.ttlInSeconds);
      limited.inc({ route: name });
      // One line per address and limit in a window, from the instance that saw it first here.
      if (!logged.has(result.key)) {
        logged.set(result.key, true, { ttl: Math.max(1_000, result.ttl) });
        deps.logger.warn(
          { limit: name, address: clientAddress(request), max, windowS: RATE_LIMIT_WINDOW_MS / 1000, retryAfterS, path: request.url.split('?', 1)[0] },
          'rate limit reached: refusing this address until its window ends (logged once per window)',
        );
      }
      return reply
        .status(429)
        .header('retry-after', String(retryAfterS))
        .header('x-ratelimit-limit', String(max))
        .header('x-ratelimit-remaining', '0')
        .header('x-ratelimit-reset', String(retryAfterS))
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(rateLimitedBody(retryAfterS));
    };
  }

  return {
    hook,
    secretAccepted(request) {
      const key = attempts.get(request);
      if (key === undefined) return;
      attempts.delete(request);
      // Behind the answer: a taken-back attempt that fails to reach Redis only makes the limit stricter.
      counter.decr(key).catch(() => undefined);
    },
  };
}
