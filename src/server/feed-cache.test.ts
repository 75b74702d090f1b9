import { describe, expect, it } from 'vitest';
import { createFeedCache } from './feed-cache.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createFeedCache', () => {
  it('makes one upstream call for many concurrent and later reads of a URL', async () => {
    let calls = 0;
    const cached = createFeedCache(async (url) => {
      calls++;
      await sleep(20);
      return { url, n: calls };
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => cached('https://feed/a', { timeoutMs: 100 })));
    expect(answers.every((a) => (a as { n: number }).n === 1)).toBe(true);
    await cached('https://feed/a', { timeoutMs: 100 });
    await cached('https://feed/b', { timeoutMs: 100 });
    expect(calls).toBe(2);
  });

  it('serves the old answer when a refresh after the period fails', async () => {
    let fail = false;
    let calls = 0;
    const cached = createFeedCache(async () => {
      calls++;
      if (fail) throw new Error('feed down');
      return { ok: calls };
    }, 30);
    expect(await cached('https://feed/a', { timeoutMs: 100 })).toEqual({ ok: 1 });
    fail = true;
    await sleep(40);
    expect(await cached('https://feed/a', { timeoutMs: 100 })).toEqual({ ok: 1 });
    await sleep(5);
    expect(await cached('https://feed/a', { timeoutMs: 100 })).toEqual({ ok: 1 });
    expect(calls).toBeGreaterThan(1);
  });

  it('is off with a period of 0', async () => {
    let calls = 0;
    const cached = createFeedCache(async () => ++calls, 0);
    await cached('https://feed/a', { timeoutMs: 100 });
    await cached('https://feed/a', { timeoutMs: 100 });
    expect(calls).toBe(2);
  });

  it('gives every reader that shared a failed fetch the real error', async () => {
    const cached = createFeedCache(async () => {
      await sleep(10);
      throw new Error('timed out');
    });
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => cached('https://feed/a', { timeoutMs: 100 })));
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok'))).toEqual(['timed out', 'timed out', 'timed out']);
  });

  it('does not cache failures', async () => {
    let calls = 0;
    const cached = createFeedCache(async () => {
      calls++;
      if (calls === 1) throw new Error('first fails');
      return { ok: true };
    });
    await expect(cached('https://feed/a', { timeoutMs: 100 })).rejects.toThrow('first fails');
    expect(await cached('https://feed/a', { timeoutMs: 100 })).toEqual({ ok: true });
  });
});
