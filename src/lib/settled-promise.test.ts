import { describe, expect, it } from 'vitest';
import { markSettled } from './settled-promise.ts';

describe('markSettled', () => {
  it("marks a promise with React's thenable status once it settles", async () => {
    const ok = markSettled(Promise.resolve(42)) as Promise<number> & { status?: string; value?: number };
    expect(ok.status).toBe('pending');
    await ok;
    expect([ok.status, ok.value]).toEqual(['fulfilled', 42]);
    const failed = markSettled(Promise.reject(new Error('no'))) as Promise<never> & { status?: string; reason?: Error };
    await failed.catch(() => undefined);
    expect(failed.status).toBe('rejected');
    expect(failed.reason?.message).toBe('no');
  });
});
