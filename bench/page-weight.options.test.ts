import { describe, expect, it } from 'vitest';
import { parsePageWeightOptions } from './page-weight.options.ts';
import { BEFORE_INPUT_PAGES, templatePaths } from './template-pages.ts';

describe('parsePageWeightOptions', () => {
  it('by default: loads on the five before-input pages at 375 px, first tap (5 runs) and Lighthouse (1 run) on every template page', () => {
    expect(parsePageWeightOptions(['page-weight'], {})).toEqual({
      baseline: undefined,
      jsonPath: undefined,
      pages: templatePaths(),
      loadPages: [...BEFORE_INPUT_PAGES],
      viewports: ['mobile'],
      loads: true,
      firstTap: true,
      lighthouse: true,
      tapRuns: 5,
      lighthouseRuns: 1,
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

  it('measures every part on the pages named, paths and templates alike', () => {
    const options = parsePageWeightOptions(['--pages=/, leader'], {});
    expect(options.pages).toEqual(['/', '/about/leadership/amira-haddad', '/ar/about/leadership/amira-haddad']);
    expect(options.loadPages).toEqual(options.pages);
    expect(parsePageWeightOptions([], { BENCH_PAGES: 'before-input' }).pages).toEqual([...BEFORE_INPUT_PAGES]);
  });

  it('takes the run counts: --runs= for both, --tap-runs= and --lighthouse-runs= each, --tti-runs= as the old name', () => {
    expect(parsePageWeightOptions(['--runs=1'], {})).toMatchObject({ tapRuns: 1, lighthouseRuns: 1 });
    expect(parsePageWeightOptions(['--runs=2', '--lighthouse-runs=3'], {})).toMatchObject({ tapRuns: 2, lighthouseRuns: 3 });
    expect(parsePageWeightOptions(['--tti-runs=3'], { BENCH_LIGHTHOUSE_RUNS: '2' })).toMatchObject({ tapRuns: 3, lighthouseRuns: 2 });
    expect(parsePageWeightOptions(['--tap-runs=4', '--tti-runs=3'], { BENCH_TAP_RUNS: '9' }).tapRuns).toBe(4);
    expect(parsePageWeightOptions([], { BENCH_TAP_RUNS: '9' }).tapRuns).toBe(9);
  });

  it('skips parts and adds the desktop viewport when asked', () => {
    expect(parsePageWeightOptions(['--no-lighthouse', '--no-first-tap', '--no-loads', '--desktop'], {})).toMatchObject({
      lighthouse: false,
      firstTap: false,
      loads: false,
      viewports: ['mobile', 'desktop'],
    });
    expect(parsePageWeightOptions([], { BENCH_LIGHTHOUSE: '0', BENCH_FIRST_TAP: '0', BENCH_LOADS: '0', BENCH_DESKTOP: '1' })).toMatchObject({
      lighthouse: false,
      firstTap: false,
      loads: false,
      viewports: ['mobile', 'desktop'],
    });
  });

  it('refuses run counts and pages it cannot use', () => {
    expect(() => parsePageWeightOptions(['--tap-runs=0'], {})).toThrow(/tap-runs/);
    expect(() => parsePageWeightOptions(['--runs=51'], {})).toThrow(/tap-runs/);
    expect(() => parsePageWeightOptions([], { BENCH_LIGHTHOUSE_RUNS: 'many' })).toThrow(/lighthouse-runs/);
    expect(() => parsePageWeightOptions(['--pages=about'], {})).toThrow(/"about"/);
    expect(() => parsePageWeightOptions(['--pages=,'], {})).toThrow(/names no page/);
  });
});
