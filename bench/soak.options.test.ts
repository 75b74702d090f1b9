import { describe, expect, it } from 'vitest';
import { parseSoakOptions } from './soak.options.ts';

describe('parseSoakOptions', () => {
  it('runs the issue’s soak by default: 100,000 requests over 1,000 paths, 60 s at 100 and at 300, under 6 minutes', () => {
    const options = parseSoakOptions([], {});
    expect(options).toMatchObject({ mode: 'full', requests: 100_000, paths: 1000, pageLimit: undefined, jsonPath: undefined });
    expect(options.loads).toEqual([
      { connections: 100, durationS: 60 },
      { connections: 300, durationS: 60 },
    ]);
    expect(options.hardStopS).toBeLessThan(360);
  });

  it('scales down with --quick, stopping within a minute and a half at most', () => {
    const options = parseSoakOptions(['--quick'], {});
    expect(options.mode).toBe('quick');
    expect(options.requests).toBeLessThan(100_000);
    expect(options.paths).toBeLessThan(1000);
    expect(options.loads.map((l) => l.connections)).toEqual([100, 300]);
    expect(options.pageLimit).toBeGreaterThan(0);
    expect(options.hardStopS).toBeLessThanOrEqual(90);
  });

  it('writes JSON where --json= says, else BENCH_JSON; the command line wins', () => {
    expect(parseSoakOptions(['--json=out.json'], {}).jsonPath).toBe('out.json');
    expect(parseSoakOptions([], { BENCH_JSON: 'env.json' }).jsonPath).toBe('env.json');
    expect(parseSoakOptions(['--json=cli.json'], { BENCH_JSON: 'env.json' }).jsonPath).toBe('cli.json');
  });

  it('gives the server extra environment only when asked (--server-env=NAME=value, repeatable)', () => {
    expect(parseSoakOptions([], {}).serverEnv).toEqual({});
    expect(
      parseSoakOptions(['--server-env=MALLOC_ARENA_MAX=2', '--server-env=NODE_OPTIONS=--max-old-space-size=384 --max-semi-space-size=8'], {}).serverEnv,
    ).toEqual({
      MALLOC_ARENA_MAX: '2',
      NODE_OPTIONS: '--max-old-space-size=384 --max-semi-space-size=8',
    });
    expect(() => parseSoakOptions(['--server-env=lower=1'], {})).toThrow(/NAME=value/);
    expect(() => parseSoakOptions(['--server-env=NOVALUE'], {})).toThrow(/NAME=value/);
  });
});
