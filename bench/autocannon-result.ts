/**
 * What one autocannon load measured (its `--json` output), and the summary of several rounds of
 * the same load: req/s is the mean of the rounds' averages, p50 and p99 the median of theirs.
 */
import { median } from './stats.ts';

export interface LoadResult {
  /** Mean requests per second over the load's one-second samples. */
  rps: number;
  p50: number;
  p99: number;
  /** Responses received. */
  requests: number;
  /** Socket errors and timeouts (autocannon counts a timeout as an error too). */
  errors: number;
  /** Responses whose status was not 2xx. */
  non2xx: number;
  /** Response bytes received, headers included. */
  bytes: number;
  durationS: number;
}

const finite = (value: unknown, what: string): number => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`autocannon's JSON has no number for ${what}`);
  return value;
};

/** The parts of autocannon's `--json` output read here; `finite` checks each. */
interface AutocannonJson {
  requests?: { average?: unknown; total?: unknown };
  latency?: { p50?: unknown; p99?: unknown };
  throughput?: { total?: unknown };
  errors?: unknown;
  non2xx?: unknown;
  duration?: unknown;
}

/** Parses autocannon's `--json` output (anything before the JSON object, such as warnings, is skipped). */
export function parseAutocannon(stdout: string): LoadResult {
  const start = stdout.indexOf('{');
  if (start < 0) throw new Error(`autocannon printed no JSON: ${stdout.slice(0, 200)}`);
  let json: AutocannonJson;
  try {
    json = JSON.parse(stdout.slice(start)) as AutocannonJson;
  } catch (error) {
    throw new Error(`autocannon printed malformed JSON: ${(error as Error).message}`, { cause: error });
  }
  return {
    rps: finite(json.requests?.average, 'requests.average'),
    p50: finite(json.latency?.p50, 'latency.p50'),
    p99: finite(json.latency?.p99, 'latency.p99'),
    requests: finite(json.requests?.total, 'requests.total'),
    errors: finite(json.errors, 'errors'),
    non2xx: finite(json.non2xx, 'non2xx'),
    bytes: finite(json.throughput?.total ?? 0, 'throughput.total'),
    durationS: finite(json.duration, 'duration'),
  };
}

export interface LoadSummary {
  rounds: LoadResult[];
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Errors and non-2xx answers over all rounds: a load with any is not a clean measurement. */
  failed: number;
}

export function summarizeRounds(rounds: readonly LoadResult[]): LoadSummary | undefined {
  if (rounds.length === 0) return undefined;
  return {
    rounds: [...rounds],
    rps: rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length,
    p50: median(rounds.map((r) => r.p50))!,
    p99: median(rounds.map((r) => r.p99))!,
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    failed: rounds.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}
