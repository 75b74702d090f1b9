import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './page-settled.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('resolves in a later task: a timer set before it has run, a microtask queued after it has not waited', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer set before'), 0);
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'timer set before', 'next task']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await nextTask();
    expect(yieldNow).toHaveBeenCalledOnce();
  });
});
