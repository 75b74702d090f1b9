import { describe, expect, it } from 'vitest';
import { describeLoad, loadOptionsFromEnv } from './load.options.ts';

describe('loadOptionsFromEnv', () => {
  it('defaults to 10 connections, 3 rounds of 10 s after 3 s of warm-up, gzip', () => {
    expect(loadOptionsFromEnv({})).toEqual({ connections: 10, durationS: 10, encoding: 'gzip', rounds: 3, warmupS: 3 });
  });

  it('reads the BENCH_ variables', () => {
    const options = loadOptionsFromEnv({ BENCH_CONNECTIONS: '50', BENCH_DURATION_S: '5', BENCH_ENCODING: 'br', BENCH_ROUNDS: '1', BENCH_WARMUP_S: '0' });
    expect(options).toEqual({ connections: 50, durationS: 5, encoding: 'br', rounds: 1, warmupS: 0 });
  });

  it('refuses values that would make an unbounded or meaningless load', () => {
    expect(() => loadOptionsFromEnv({ BENCH_DURATION_S: '0' })).toThrow(/BENCH_DURATION_S/);
    expect(() => loadOptionsFromEnv({ BENCH_DURATION_S: '1e9' })).toThrow(/BENCH_DURATION_S/);
    expect(() => loadOptionsFromEnv({ BENCH_ROUNDS: '2.5' })).toThrow(/BENCH_ROUNDS/);
    expect(() => loadOptionsFromEnv({ BENCH_ENCODING: 'deflate' })).toThrow(/BENCH_ENCODING/);
  });
});

describe('describeLoad', () => {
  it('says what each row is', () => {
    expect(describeLoad(loadOptionsFromEnv({}))).toBe('10 connections, 3 interleaved rounds of 10 s (after 3 s of warm-up) per row, accept-encoding gzip');
    expect(describeLoad(loadOptionsFromEnv({ BENCH_ROUNDS: '1', BENCH_WARMUP_S: '0' }))).toBe('10 connections, one load of 10 s per row, accept-encoding gzip');
  });
});
