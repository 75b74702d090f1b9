import { describe, expect, it } from 'vitest';
import { parseAutocannon, summarizeRounds, type LoadResult } from './autocannon-result.ts';

/** The fields autocannon 8's `--json` output has (trimmed to what is read). */
function output(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    url: 'http://127.0.0.1:1/',
    connections: 10,
    duration: 10.02,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    '2xx': 4460,
    latency: { average: 21.5, p50: 19, p90: 30, p99: 57, max: 120 },
    requests: { average: 446.1, total: 4460, sent: 4470 },
    throughput: { average: 1e6, total: 1.9e7 },
    ...overrides,
  });
}

function result(rps: number, p50: number, p99: number, failures = 0): LoadResult {
  return { rps, p50, p99, requests: rps * 10, errors: failures, non2xx: 0, bytes: 0, durationS: 10 };
}

describe('parseAutocannon', () => {
  it('reads req/s, p50, p99, requests and failures', () => {
    expect(parseAutocannon(output())).toEqual({ rps: 446.1, p50: 19, p99: 57, requests: 4460, errors: 0, non2xx: 0, bytes: 1.9e7, durationS: 10.02 });
  });

  it('skips whatever is printed before the JSON', () => {
    expect(parseAutocannon(`(node:1) Warning: something\n${output({ non2xx: 3 })}`).non2xx).toBe(3);
  });

  it('refuses output that is not autocannon JSON', () => {
    expect(() => parseAutocannon('Running 10s test @ http://x')).toThrow(/no JSON/);
    expect(() => parseAutocannon('{"requests": ')).toThrow(/malformed/);
    expect(() => parseAutocannon(output({ latency: {} }))).toThrow(/latency\.p50/);
  });
});

describe('summarizeRounds', () => {
  it('averages req/s and takes the median p50 and p99 of the rounds', () => {
    const summary = summarizeRounds([result(100, 10, 50), result(200, 30, 90), result(300, 20, 40)])!;
    expect(summary.rps).toBe(200);
    expect(summary.p50).toBe(20);
    expect(summary.p99).toBe(50);
    expect(summary.requests).toBe(6000);
    expect(summary.failed).toBe(0);
  });

  it('counts errors and non-2xx answers of every round as failed', () => {
    const summary = summarizeRounds([result(100, 10, 50, 2), { ...result(100, 10, 50), non2xx: 5 }])!;
    expect(summary.failed).toBe(7);
  });

  it('is undefined without a round', () => {
    expect(summarizeRounds([])).toBeUndefined();
  });
});
