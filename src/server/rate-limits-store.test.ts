import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { createLocalCounter, createSharedCounter, pluginStore, type Counter } from './rate-limits-store.ts';

describe('createLocalCounter', () => {
  it('counts hits in a fixed window and starts again once it ends', async () => {
    let now = 1_000;
    const counter = createLocalCounter({ now: () => now });
    expect(await counter.incr('forms:1.2.3.4', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 10_000;
    expect(await counter.incr('forms:1.2.3.4', 60_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(await counter.read('forms:1.2.3.4')).toEqual({ current: 2, ttl: 50_000 });
    expect(await counter.incr('forms:5.6.7.8', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 50_000;
    expect(await counter.read('forms:1.2.3.4')).toEqual({ current: 0, ttl: 0 });
    expect(await counter.incr('forms:1.2.3.4', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('takes a hit back, never below zero and never into a window that ended', async () => {
    let now = 0;
    const counter = createLocalCounter({ now: () => now });
    await counter.incr('k', 1_000);
    await counter.incr('k', 1_000);
    await counter.decr('k');
    expect((await counter.read('k')).current).toBe(1);
    await counter.decr('k');
    await counter.decr('k');
    expect((await counter.read('k')).current).toBe(0);
    now = 2_000;
    await counter.decr('k');
    expect(await counter.incr('k', 1_000)).toEqual({ current: 1, ttl: 1_000 });
  });

  it('holds a bounded number of clients, forgetting the oldest', async () => {
    const counter = createLocalCounter({ maxEntries: 2 });
    await counter.incr('a', 60_000);
    await counter.incr('b', 60_000);
    await counter.incr('c', 60_000);
    expect((await counter.read('a')).current).toBe(0);
    expect((await counter.read('c')).current).toBe(1);
  });
});

/** A stand-in for the ioredis client: answers the scripts from a map, or fails like a dead link. */
function fakeRedis(behaviour: 'ok' | 'fail') {
  const counts = new Map<string, number>();
  const evalCall = vi.fn(async (script: string, _keys: number, key: string) => {
    if (behaviour === 'fail') throw new Error('Connection is closed.');
    if (script.includes("'INCR'")) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return [counts.get(key), 60_000];
    }
    if (script.includes("'DECR'")) {
      counts.set(key, Math.max(0, (counts.get(key) ?? 0) - 1));
      return counts.get(key);
    }
    return [counts.get(key) ?? 0, 60_000];
  });
  return { client: { eval: evalCall } as unknown as Redis, evalCall, counts };
}

describe('createSharedCounter', () => {
  it('counts in Redis under the prefix while the link gives a client', async () => {
    const redis = fakeRedis('ok');
    const local = createLocalCounter();
    const counter = createSharedCounter({ client: () => redis.client, prefix: 'rh:site:rl:', local });
    await counter.incr('forms:1.2.3.4', 60_000);
    expect(await counter.incr('forms:1.2.3.4', 60_000)).toEqual({ current: 2, ttl: 60_000 });
    expect(redis.counts.get('rh:site:rl:forms:1.2.3.4')).toBe(2);
    expect((await local.read('forms:1.2.3.4')).current).toBe(0);
    await counter.decr('forms:1.2.3.4');
    expect(redis.counts.get('rh:site:rl:forms:1.2.3.4')).toBe(1);
  });

  it('counts in memory while the link is down, and when Redis is not configured', async () => {
    const local = createLocalCounter();
    const down = createSharedCounter({ client: () => undefined, prefix: 'p:', local });
    const none = createSharedCounter({ client: undefined, prefix: 'p:' });
    for (let i = 0; i < 3; i++) await down.incr('k', 60_000);
    expect((await local.read('k')).current).toBe(3);
    expect((await none.incr('k', 60_000)).current).toBe(1);
  });

  it('counts in memory when a Redis command fails, never letting the hit through uncounted', async () => {
    const redis = fakeRedis('fail');
    const onRedisError = vi.fn();
    const local = createLocalCounter();
    const counter = createSharedCounter({ client: () => redis.client, prefix: 'p:', local, onRedisError });
    expect((await counter.incr('k', 60_000)).current).toBe(1);
    expect((await counter.incr('k', 60_000)).current).toBe(2);
    expect(redis.evalCall).toHaveBeenCalledTimes(2);
    expect(onRedisError).toHaveBeenCalledTimes(2);
    expect((await local.read('k')).current).toBe(2);
  });

  it('goes back to Redis once the link is up again', async () => {
    const redis = fakeRedis('ok');
    let up = false;
    const counter = createSharedCounter({ client: () => (up ? redis.client : undefined), prefix: 'p:' });
    await counter.incr('k', 60_000);
    expect(redis.evalCall).not.toHaveBeenCalled();
    up = true;
    await counter.incr('k', 60_000);
    expect(redis.counts.get('p:k')).toBe(1);
  });
});

describe('pluginStore', () => {
  it('answers @fastify/rate-limit through its callbacks, one counter for every child', async () => {
    const counter: Counter = createLocalCounter();
    const Store = pluginStore(counter);
    const store = new Store();
    const child = store.child();
    const incr = (key: string) => new Promise((resolve, reject) => child.incr(key, (error, result) => (error ? reject(error) : resolve(result)), 60_000));
    await incr('forms:a');
    expect(await incr('forms:a')).toMatchObject({ current: 2 });
    const read = await new Promise((resolve) => store.read('forms:a', (_error, result) => resolve(result)));
    expect(read).toMatchObject({ current: 2 });
  });

  it('passes a failure on as an error', async () => {
    const failing: Counter = { incr: async () => Promise.reject(new Error('boom')), read: async () => ({ current: 0, ttl: 0 }), decr: async () => undefined };
    const store = new (pluginStore(failing))();
    const error = await new Promise((resolve) => store.incr('k', (e) => resolve(e), 1_000));
    expect(error).toBeInstanceOf(Error);
  });
});
