import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Where rate-limit counters live (rate-limits.ts): Redis while the link is up, so every instance
 * counts one total per client; this process's memory while Redis is down, slow, failing or not
 * configured, so a limit still holds per instance. A Redis error never lets a request through
 * uncounted: it is counted here instead.
 *
 * Counters are fixed windows: the first hit of a client starts a window of `windowMs`, the
 * counter and the window go together at its end.
 */

export interface Count {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

export interface Counter {
  /** Counts one hit of `key`. */
  incr(key: string, windowMs: number): Promise<Count>;
  /** The count without adding to it ({ current: 0, ttl: 0 } when there is none). */
  read(key: string): Promise<Count>;
  /** Takes one hit back (a secret that turned out right); never below zero. */
  decr(key: string): Promise<void>;
}

/** Clients counted in memory at once: the oldest are forgotten first (an attacker cycling addresses gets nothing but a fresh count). */
export const LOCAL_COUNTER_ENTRIES = 20_000;

export function createLocalCounter(options: { maxEntries?: number; now?: () => number } = {}): Counter {
  const now = options.now ?? Date.now;
  const windows = new LRUCache<string, { current: number; resetAt: number }>({ max: options.maxEntries ?? LOCAL_COUNTER_ENTRIES });
  const live = (key: string) => {
    const entry = windows.get(key);
    return entry && entry.resetAt > now() ? entry : undefined;
  };
  return {
    async incr(key, windowMs) {
      let entry = live(key);
      if (!entry) windows.set(key, (entry = { current: 0, resetAt: now() + windowMs }));
      entry.current += 1;
      return { current: entry.current, ttl: entry.resetAt - now() };
    },
    async read(key) {
      const entry = live(key);
      return entry ? { current: entry.current, ttl: entry.resetAt - now() } : { current: 0, ttl: 0 };
    },
    async decr(key) {
      const entry = live(key);
      if (entry && entry.current > 0) entry.current -= 1;
    },
  };
}

/**
 * INCR and the window's expiry in one script, so instances racing on one client never lose a hit
 * or leave a counter without expiry (a key that somehow has none gets the window again).
 */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** DECR only a live, positive counter: a window that ended is not brought back without expiry. */
const DECR_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

const READ_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {current, ttl}
`;

/** Counters in Redis under `prefix` (keys.ts: `rh:{site}:rl:`). */
export function createRedisCounter(client: Redis, prefix: string): Counter {
  const pair = (value: unknown): Count => {
    const [current, ttl] = value as [number, number];
    return { current: Number(current), ttl: Math.max(0, Number(ttl)) };
  };
  return {
    async incr(key, windowMs) {
      return pair(await client.eval(INCR_SCRIPT, 1, prefix + key, String(windowMs)));
    },
    async read(key) {
      return pair(await client.eval(READ_SCRIPT, 1, prefix + key));
    },
    async decr(key) {
      await client.eval(DECR_SCRIPT, 1, prefix + key);
    },
  };
}

export interface SharedCounterOptions {
  /** The Redis connection while it is up (RedisLink.client), or nothing when REDIS_URL is not set. */
  client: (() => Redis | undefined) | undefined;
  prefix: string;
  local?: Counter;
  /** A Redis command failed and the hit was counted locally (the link logs the outage itself). */
  onRedisError?: (error: unknown) => void;
}

/** Redis while `client()` gives one and its command succeeds; this process's memory otherwise. */
export function createSharedCounter({ client, prefix, local = createLocalCounter(), onRedisError }: SharedCounterOptions): Counter {
  const remotes = new WeakMap<Redis, Counter>();
  const remote = (): Counter | undefined => {
    const connection = client?.();
    if (!connection) return undefined;
    let counter = remotes.get(connection);
    if (!counter) remotes.set(connection, (counter = createRedisCounter(connection, prefix)));
    return counter;
  };
  const either = async <T>(run: (counter: Counter) => Promise<T>): Promise<T> => {
    const shared = remote();
    if (shared) {
      try {
        return await run(shared);
      } catch (error) {
        onRedisError?.(error);
      }
    }
    return run(local);
  };
  return {
    incr: (key, windowMs) => either((counter) => counter.incr(key, windowMs)),
    read: (key) => either((counter) => counter.read(key)),
    decr: (key) => either((counter) => counter.decr(key)),
  };
}

/**
 * The store @fastify/rate-limit calls (its `store` option: a class it constructs once, then
 * `child` per limiter), on a Counter. Keys already name their limit (rate-limits.ts makes them
 * `{limit}:{address}`), so every child shares the one counter.
 */
export function pluginStore(counter: Counter) {
  return class RateLimitsStore {
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      counter.incr(key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    read(key: string, callback: (error: Error | null, result?: Count) => void): void {
      counter.read(key).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): RateLimitsStore {
      return this;
    }
  };
}
