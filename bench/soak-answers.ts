/**
 * Every answer of the soak sorted: a real page must answer 200, junk 404; anything else (a 500, a
 * 503, a redirect, a 404 for a real page) is an error, counted by what was expected and what came,
 * with a few example paths for the report. Latencies are kept per status so the 503s of a
 * saturated server can be told apart from the pages it still served.
 */
import type { Expected } from './soak-paths.ts';

export interface AnswerTally {
  pages200: number;
  missing404: number;
  /** `page→503`, `missing→200`… with their count. */
  unexpected: Record<string, number>;
  /** Up to a few paths per unexpected kind. */
  examples: Record<string, string[]>;
}

const EXAMPLES_PER_KIND = 3;

export function newTally(): AnswerTally {
  return { pages200: 0, missing404: 0, unexpected: {}, examples: {} };
}

export function isExpected(expect: Expected, status: number): boolean {
  return expect === 'page' ? status === 200 : status === 404;
}

export function recordAnswer(tally: AnswerTally, expect: Expected, status: number, path: string): void {
  if (isExpected(expect, status)) {
    if (expect === 'page') tally.pages200++;
    else tally.missing404++;
    return;
  }
  const kind = `${expect}→${status}`;
  tally.unexpected[kind] = (tally.unexpected[kind] ?? 0) + 1;
  const examples = (tally.examples[kind] ??= []);
  if (examples.length < EXAMPLES_PER_KIND && !examples.includes(path)) examples.push(path);
}

export function unexpectedCount(tally: AnswerTally): number {
  return Object.values(tally.unexpected).reduce((sum, n) => sum + n, 0);
}

/** The nearest-rank percentile (p from 0 to 100) of the values; undefined when there are none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

/** Response times by status code, for p50/p99 over all answers and over one status (503). */
export class LatencyByStatus {
  readonly byStatus = new Map<number, number[]>();

  record(status: number, ms: number): void {
    const list = this.byStatus.get(status);
    if (list) list.push(ms);
    else this.byStatus.set(status, [ms]);
  }

  all(): number[] {
    return [...this.byStatus.values()].flat();
  }

  of(status: number): number[] {
    return this.byStatus.get(status) ?? [];
  }

  count(predicate: (status: number) => boolean): number {
    let n = 0;
    for (const [status, list] of this.byStatus) if (predicate(status)) n += list.length;
    return n;
  }
}
