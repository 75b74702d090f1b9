import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES, parsePageWeightOptions } from './page-weight.options.ts';

describe('parsePageWeightOptions', () => {
  it('measures the issue’s four pages, 5 header runs and 3 Lighthouse runs, no baseline, by default', () => {
    expect(parsePageWeightOptions(['page-weight'], {})).toEqual({
      baseline: undefined,
      jsonPath: undefined,
      pages: [...DEFAULT_PAGES],
      lighthouse: true,
      ttiRuns: 5,
      lighthouseRuns: 3,
    });
  });

  it('reads the baseline and JSON path from the command line before the environment', () => {
    const options = parsePageWeightOptions(['--baseline=1f4232c', '--json=/tmp/w.json'], { BENCH_BASELINE: 'main', BENCH_JSON: '/tmp/x' });
    expect(options.baseline).toBe('1f4232c');
    expect(options.jsonPath).toBe('/tmp/w.json');
  });

  it('falls back to the environment, and treats an empty value as none', () => {
    expect(parsePageWeightOptions([], { BENCH_BASELINE: '/work/old' }).baseline).toBe('/work/old');
    expect(parsePageWeightOptions(['--baseline='], { BENCH_BASELINE: ' ' }).baseline).toBeUndefined();
  });

  it('takes a list of pages and the run counts', () => {
    const options = parsePageWeightOptions(['--pages=/, /ar', '--tti-runs=3', '--no-lighthouse'], { BENCH_LIGHTHOUSE_RUNS: '1' });
    expect(options.pages).toEqual(['/', '/ar']);
    expect(options.ttiRuns).toBe(3);
    expect(options.lighthouseRuns).toBe(1);
    expect(options.lighthouse).toBe(false);
  });

  it('refuses run counts and pages it cannot use', () => {
    expect(() => parsePageWeightOptions(['--tti-runs=0'], {})).toThrow(/tti-runs/);
    expect(() => parsePageWeightOptions([], { BENCH_LIGHTHOUSE_RUNS: 'many' })).toThrow(/lighthouse-runs/);
    expect(() => parsePageWeightOptions(['--pages=about'], {})).toThrow(/"about"/);
  });
});
