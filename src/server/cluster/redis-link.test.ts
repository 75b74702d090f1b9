import { describe, expect, it, vi } from 'vitest';
import { startRedis } from '../../../test/support/redis.ts';
import { createRedisLink, redactRedisUrl } from './redis-link.ts';

async function until(check: () => boolean) {
  for (let i = 0; i < 1_000 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('redactRedisUrl', () => {
  it('keeps scheme, host, port and database, never the password', () => {
    expect(redactRedisUrl('redis://:s3cret@cache.internal:6380/2')).toBe('redis://cache.internal:6380/2');
    expect(redactRedisUrl('rediss://user:pw@redis.example.com')).toBe('rediss://redis.example.com');
  });
});

describe('createRedisLink', () => {
  it('is up while Redis answers, down (with no client) while it is gone, logs each change once, and reconnects', async () => {
    const redis = await startRedis();
    const log = { info: vi.fn(), warn: vi.fn() };
    const link = await createRedisLink({ url: redis.url, timeoutMs: 200, log });
    const states: string[] = [];
    link.onState((state) => states.push(state));
    try {
      await until(() => link.state() === 'up');
      expect(link.client()).toBeDefined();
      expect(await link.client()!.ping()).toBe('PONG');

      await redis.kill();
      await until(() => link.state() === 'down');
      expect(link.client()).toBeUndefined();
      expect(link.downSince()).toBeTypeOf('number');
      // Several reconnect attempts fail meanwhile: still one warning.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(log.warn).toHaveBeenCalledOnce();
      expect(JSON.stringify(log.warn.mock.calls)).not.toContain('password');

      await redis.restart();
      await until(() => link.state() === 'up');
      expect(await link.client()!.ping()).toBe('PONG');
      expect(link.downSince()).toBeUndefined();
      expect(states).toEqual(['up', 'down', 'up']);
      expect(log.info).toHaveBeenCalledTimes(2);
    } finally {
      await link.close();
      await redis.stop();
    }
  });

  it('starts down when Redis is not there, and every command fails at once instead of queueing', async () => {
    const redis = await startRedis();
    await redis.kill();
    const log = { info: vi.fn(), warn: vi.fn() };
    const link = await createRedisLink({ url: redis.url, timeoutMs: 200, log });
    try {
      await until(() => link.state() === 'down');
      expect(link.client()).toBeUndefined();
      expect(log.warn).toHaveBeenCalledOnce();
      // Closing while Redis is away does not wait for it (a subscriber queues its commands).
      link.subscriber();
    } finally {
      await link.close();
    }
  });
});
