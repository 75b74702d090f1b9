import { describe, expect, it } from 'vitest';
import { newTally, recordAnswer } from './soak-answers.ts';
import { SOAK_TARGETS, allPassed, loadVerdicts, soakVerdicts, verdictTable, type LoadPhase, type SoakPhase } from './soak-verdicts.ts';

function soakPhase(change: Partial<SoakPhase> = {}): SoakPhase {
  const tally = newTally();
  tally.pages200 = 80_000;
  tally.missing404 = 20_000;
  return {
    paths: 1000,
    planned: 100_000,
    answered: 100_000,
    tally,
    connectionErrors: 0,
    timeouts: 0,
    rssMb: 200,
    hitCheck: { checked: 250, hits: 250, notHits: [] },
    ...change,
  };
}

function load(change: Partial<LoadPhase> = {}): LoadPhase {
  return {
    connections: 100,
    durationS: 60,
    requests: 50_000,
    rps: 833,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    shed503: 0,
    p50: 100,
    p99: 300,
    p99Of503: undefined,
    rssMb: 220,
    ...change,
  };
}

const passes = (verdicts: { target: string; pass: boolean | undefined }[], match: RegExp) => verdicts.find((v) => match.test(v.target))?.pass;

describe('soakVerdicts', () => {
  it('passes a clean run', () => {
    const verdicts = soakVerdicts(soakPhase());
    expect(verdicts.map((v) => v.pass)).toEqual([true, true, true, true]);
  });

  it('fails memory above the target, and only on the target (inclusive)', () => {
    expect(passes(soakVerdicts(soakPhase({ rssMb: SOAK_TARGETS.maxRssMb })), /memory/)).toBe(true);
    expect(passes(soakVerdicts(soakPhase({ rssMb: SOAK_TARGETS.maxRssMb + 0.5 })), /memory/)).toBe(false);
    expect(passes(soakVerdicts(soakPhase({ rssMb: undefined })), /memory/)).toBeUndefined();
  });

  it('fails on any unexpected answer, connection error or timeout', () => {
    const tally = newTally();
    recordAnswer(tally, 'page', 500, '/about');
    expect(passes(soakVerdicts(soakPhase({ tally })), /no error/)).toBe(false);
    expect(passes(soakVerdicts(soakPhase({ connectionErrors: 1 })), /no error/)).toBe(false);
    expect(passes(soakVerdicts(soakPhase({ timeouts: 1 })), /no error/)).toBe(false);
    expect(passes(soakVerdicts(soakPhase({ answered: 99_999 })), /answered/)).toBe(false);
  });

  it('fails when a real page is no longer a hit, or when none was checked', () => {
    expect(passes(soakVerdicts(soakPhase({ hitCheck: { checked: 250, hits: 249, notHits: ['/about → 200 miss'] } })), /hits/)).toBe(false);
    expect(passes(soakVerdicts(soakPhase({ hitCheck: { checked: 0, hits: 0, notHits: [] } })), /hits/)).toBe(false);
  });
});

describe('loadVerdicts', () => {
  it('at 100 connections: any error or non-2xx (a 503 too) is a failed request', () => {
    expect(loadVerdicts(load()).map((v) => v.pass)).toEqual([true]);
    expect(loadVerdicts(load({ errors: 1 }))[0]!.pass).toBe(false);
    expect(loadVerdicts(load({ non2xx: 2, shed503: 2 }))[0]!.pass).toBe(false);
    expect(loadVerdicts(load({ requests: 0 }))[0]!.pass).toBe(false);
  });

  it('at 300 connections: 503s are allowed, but not connection errors, a multi-second p99 or slow 503s', () => {
    const shedding = load({ connections: 300, non2xx: 4000, shed503: 4000, p99: 900, p99Of503: 40 });
    expect(loadVerdicts(shedding).map((v) => v.pass)).toEqual([true, true, true]);
    expect(passes(loadVerdicts({ ...shedding, errors: 3, timeouts: 3 }), /connection error/)).toBe(false);
    expect(passes(loadVerdicts({ ...shedding, p99: SOAK_TARGETS.maxP99At300Ms + 1 }), /multi-second/)).toBe(false);
    expect(passes(loadVerdicts({ ...shedding, p99Of503: SOAK_TARGETS.max503P99Ms + 1 }), /503s fast/)).toBe(false);
  });

  it('has nothing to judge about 503s when none came', () => {
    const verdicts = loadVerdicts(load({ connections: 300 }));
    expect(passes(verdicts, /503s fast/)).toBeUndefined();
    expect(allPassed(verdicts)).toBe(true);
  });
});

describe('verdictTable', () => {
  it('prints each target with PASS, FAIL or n/a', () => {
    const table = verdictTable([
      { target: 'a', measured: '1', pass: true },
      { target: 'bb', measured: '22', pass: false },
      { target: 'c', measured: '–', pass: undefined },
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(/^a\s+\| 1\s+\| PASS$/);
    expect(lines[3]).toMatch(/^bb\s+\| 22\s+\| FAIL$/);
    // Columns line up under the header.
    expect(new Set(lines.map((line) => line.indexOf('|'))).size).toBe(1);
    expect(lines[4]).toMatch(/\| n\/a$/);
    expect(allPassed([{ target: 'x', measured: '', pass: false }])).toBe(false);
  });
});
