/**
 * The soak's targets (issue 14, item 7) and their verdicts from the measured figures: memory and
 * answers after the long run, page-cache hits afterwards, no failed request at 100 connections,
 * and at 300 no multi-second queue, with any 503s answered fast.
 */
import { unexpectedCount, type AnswerTally } from './soak-answers.ts';

export const SOAK_TARGETS = {
  /** Resident memory of the server after the long run. */
  maxRssMb: 250,
  /** At 300 connections: the slowest 1 % of all answers, page or 503 ("not multi-second queues"). */
  maxP99At300Ms: 2000,
  /** At 300 connections: the slowest 1 % of the 503s. Shedding answers when the loop already lags
   * (SHED_EVENT_LOOP_DELAY_MS, 500 ms), so "fast" is under a second, not a few milliseconds. */
  max503P99Ms: 1000,
} as const;

export interface HitCheck {
  checked: number;
  hits: number;
  /** Paths whose second-pass answer was not a hit, with what it was. */
  notHits: string[];
}

export interface SoakPhase {
  paths: number;
  planned: number;
  /** Answers received (any status). */
  answered: number;
  tally: AnswerTally;
  /** Socket errors, timeouts included. */
  connectionErrors: number;
  timeouts: number;
  rssMb: number | undefined;
  hitCheck: HitCheck;
}

export interface LoadPhase {
  connections: number;
  durationS: number;
  requests: number;
  rps: number;
  /** Socket errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  shed503: number;
  p50: number | undefined;
  p99: number | undefined;
  /** p99 of the 503 answers alone; undefined when there were none. */
  p99Of503: number | undefined;
  rssMb: number | undefined;
}

export interface Verdict {
  target: string;
  measured: string;
  /** undefined: nothing to judge (no 503 to time, a phase that did not run). */
  pass: boolean | undefined;
}

const mb = (value: number | undefined) => (value === undefined ? 'unknown' : `${value.toFixed(0)} MB`);
const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);

export function soakVerdicts(soak: SoakPhase): Verdict[] {
  const unexpected = unexpectedCount(soak.tally);
  const kinds = Object.entries(soak.tally.unexpected)
    .map(([kind, n]) => `${kind} ×${n}`)
    .join(', ');
  return [
    {
      target: `every one of ${soak.planned} requests answered (${soak.paths} distinct paths)`,
      measured: `${soak.answered} answered`,
      pass: soak.answered >= soak.planned,
    },
    {
      target: `resident memory afterwards ≤ ${SOAK_TARGETS.maxRssMb} MB`,
      measured: mb(soak.rssMb),
      pass: soak.rssMb === undefined ? undefined : soak.rssMb <= SOAK_TARGETS.maxRssMb,
    },
    {
      target: 'no error but the expected 404s (200 for pages, 404 for junk)',
      measured: `${soak.tally.pages200} × 200, ${soak.tally.missing404} × 404, ${unexpected} unexpected${kinds ? ` (${kinds})` : ''}, ${soak.connectionErrors} connection errors (${soak.timeouts} timeouts)`,
      pass: unexpected === 0 && soak.connectionErrors === 0 && soak.timeouts === 0,
    },
    {
      target: 'real pages still page-cache hits afterwards',
      measured: `${soak.hitCheck.hits} of ${soak.hitCheck.checked} hits`,
      pass: soak.hitCheck.checked > 0 && soak.hitCheck.hits === soak.hitCheck.checked,
    },
  ];
}

export function loadVerdicts(load: LoadPhase): Verdict[] {
  const label = `${load.connections} connections, ${load.durationS} s`;
  if (load.connections < 300) {
    return [
      {
        target: `${label}: no failed request (no error, no non-2xx)`,
        measured: `${load.requests} requests, ${load.errors} errors, ${load.non2xx} non-2xx (${load.shed503} × 503)`,
        pass: load.requests > 0 && load.errors === 0 && load.non2xx === 0,
      },
    ];
  }
  return [
    {
      target: `${label}: no connection error or timeout (503s allowed)`,
      measured: `${load.requests} requests, ${load.errors} errors (${load.timeouts} timeouts)`,
      pass: load.requests > 0 && load.errors === 0,
    },
    {
      target: `${label}: p99 ≤ ${SOAK_TARGETS.maxP99At300Ms} ms (no multi-second queue)`,
      measured: `p50 ${ms(load.p50)}, p99 ${ms(load.p99)}`,
      pass: load.p99 === undefined ? undefined : load.p99 <= SOAK_TARGETS.maxP99At300Ms,
    },
    {
      target: `${label}: 503s fast, p99 ≤ ${SOAK_TARGETS.max503P99Ms} ms`,
      measured: load.shed503 === 0 ? 'no 503 (nothing shed)' : `${load.shed503} × 503, p99 ${ms(load.p99Of503)}`,
      pass: load.p99Of503 === undefined ? undefined : load.p99Of503 <= SOAK_TARGETS.max503P99Ms,
    },
  ];
}

export function verdictWord(pass: boolean | undefined): string {
  return pass === undefined ? 'n/a' : pass ? 'PASS' : 'FAIL';
}

/** A fixed-width table: target, measured, verdict. */
export function verdictTable(verdicts: readonly Verdict[]): string {
  const header = { target: 'target', measured: 'measured', pass: undefined };
  const widthT = Math.max(header.target.length, ...verdicts.map((v) => v.target.length));
  const widthM = Math.max(header.measured.length, ...verdicts.map((v) => v.measured.length));
  const line = (t: string, m: string, v: string) => `${t.padEnd(widthT)} | ${m.padEnd(widthM)} | ${v}`;
  return [
    line('target', 'measured', 'verdict'),
    `${'-'.repeat(widthT)}-|-${'-'.repeat(widthM)}-|--------`,
    ...verdicts.map((v) => line(v.target, v.measured, verdictWord(v.pass))),
  ].join('\n');
}

/** The loads as a table of figures: requests, req/s, errors, 503s, non-2xx, p50, p99, p99 of 503s, RSS. */
export function loadTable(loads: readonly LoadPhase[]): string {
  const rows = [
    ['connections', 'seconds', 'requests', 'req/s', 'errors', 'timeouts', '503', 'non-2xx', 'p50', 'p99', 'p99 of 503', 'RSS after'],
    ...loads.map((l) => [
      String(l.connections),
      String(l.durationS),
      String(l.requests),
      l.rps.toFixed(0),
      String(l.errors),
      String(l.timeouts),
      String(l.shed503),
      String(l.non2xx),
      ms(l.p50),
      ms(l.p99),
      ms(l.p99Of503),
      mb(l.rssMb),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => cell.padStart(widths[i]!)).join('  ')).join('\n');
}

export function allPassed(verdicts: readonly Verdict[]): boolean {
  return verdicts.every((v) => v.pass !== false);
}
