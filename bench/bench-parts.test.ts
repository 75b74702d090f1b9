import { describe, expect, it } from 'vitest';
import { BENCH_PARTS, peerDecision, planBench } from './bench-parts.ts';

describe('planBench', () => {
  it('runs every part but the soak when none is named, without building the Next.js peer', () => {
    const everyButSoak = BENCH_PARTS.filter((part) => part !== 'soak');
    expect(everyButSoak).toHaveLength(BENCH_PARTS.length - 1);
    expect(planBench([])).toEqual({ parts: everyButSoak, preparePeer: false });
    expect(planBench(['--baseline=main', '--no-lighthouse'])).toEqual({ parts: everyButSoak, preparePeer: false });
  });

  it('runs the soak only when it is named', () => {
    expect(planBench(['soak', '--quick'])).toEqual({ parts: ['soak'], preparePeer: false });
  });

  it('runs only the parts named, in the benchmark order, once each', () => {
    expect(planBench(['throughput'])).toEqual({ parts: ['throughput'], preparePeer: false });
    expect(planBench(['page-weight', 'throughput', 'throughput', '--json=x.json'])).toEqual({ parts: ['throughput', 'page-weight'], preparePeer: false });
  });

  it('builds the peer when vs-next is named', () => {
    expect(planBench(['vs-next'])).toEqual({ parts: ['vs-next'], preparePeer: true });
  });

  it('refuses a word that is not a part', () => {
    expect(() => planBench(['thruput'])).toThrow(/"thruput" is not a part/);
  });
});

describe('peerDecision', () => {
  it('measures a built peer, in the full run too', () => {
    expect(peerDecision(planBench([]), true)).toBe('measure');
    expect(peerDecision(planBench(['vs-next']), true)).toBe('measure');
  });

  it('skips an unbuilt peer in the full run and builds it when vs-next is named', () => {
    expect(peerDecision(planBench([]), false)).toBe('skip');
    expect(peerDecision(planBench(['vs-next']), false)).toBe('prepare-then-measure');
  });

  it('skips it when vs-next is not among the parts', () => {
    expect(peerDecision(planBench(['throughput']), true)).toBe('skip');
  });
});
