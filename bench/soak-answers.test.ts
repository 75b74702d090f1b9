import { describe, expect, it } from 'vitest';
import { LatencyByStatus, isExpected, newTally, percentile, recordAnswer, unexpectedCount } from './soak-answers.ts';
import { heapFromMetrics, rssMbFromStatus } from './soak-memory.ts';

describe('answer classification', () => {
  it('expects 200 for a page and 404 for junk; anything else is an error', () => {
    expect(isExpected('page', 200)).toBe(true);
    expect(isExpected('missing', 404)).toBe(true);
    for (const status of [404, 301, 304, 500, 503]) expect(isExpected('page', status), String(status)).toBe(false);
    for (const status of [200, 301, 410, 500, 503]) expect(isExpected('missing', status), String(status)).toBe(false);
  });

  it('counts expected answers and sorts the rest by kind, with a few example paths each', () => {
    const tally = newTally();
    recordAnswer(tally, 'page', 200, '/a');
    recordAnswer(tally, 'missing', 404, '/junk');
    for (let i = 0; i < 5; i++) recordAnswer(tally, 'page', 503, `/p${i}`);
    recordAnswer(tally, 'missing', 200, '/junk-found');
    expect(tally.pages200).toBe(1);
    expect(tally.missing404).toBe(1);
    expect(tally.unexpected).toEqual({ 'page→503': 5, 'missing→200': 1 });
    expect(tally.examples['page→503']).toEqual(['/p0', '/p1', '/p2']);
    expect(unexpectedCount(tally)).toBe(6);
  });
});

describe('percentile and latencies by status', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([5], 99)).toBe(5);
    expect(percentile([], 50)).toBeUndefined();
  });

  it('keeps the 503s apart from the pages', () => {
    const latencies = new LatencyByStatus();
    latencies.record(200, 900);
    latencies.record(200, 1200);
    latencies.record(503, 3);
    latencies.record(503, 5);
    expect(latencies.all().sort((a, b) => a - b)).toEqual([3, 5, 900, 1200]);
    expect(percentile(latencies.of(503), 99)).toBe(5);
    expect(latencies.count((s) => s !== 200)).toBe(2);
    expect(latencies.of(404)).toEqual([]);
  });
});

describe('memory readings', () => {
  it('reads VmRSS from /proc/{pid}/status in MiB', () => {
    expect(rssMbFromStatus('Name:\tnode\nVmPeak:\t 999999 kB\nVmRSS:\t  262144 kB\nVmData:\t 1 kB\n')).toBe(256);
    expect(rssMbFromStatus('')).toBeUndefined();
  });

  it('reads heap and outside-the-heap figures from the Prometheus text', () => {
    const text =
      '# HELP nodejs_heap_size_used_bytes x\nnodejs_heap_size_used_bytes 104857600\nnodejs_heap_size_total_bytes 209715200\nnodejs_external_memory_bytes 1048576\nnodejs_heap_space_size_used_bytes{space="old"} 5\n';
    expect(heapFromMetrics(text)).toEqual({ heapUsedMb: 100, heapTotalMb: 200, externalMb: 1 });
    expect(heapFromMetrics('')).toEqual({ heapUsedMb: undefined, heapTotalMb: undefined, externalMb: undefined });
  });
});
