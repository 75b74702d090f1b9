/**
 * `npm run bench -- guards`: issue 27's guards at the edge. The redirect map's expressions run with
 * RE2's semantics (src/server/linear-regex.ts): each classic catastrophic shape, against paths of
 * 10 to 8,000 characters (a match and a miss), against the time a plain path rule of the same map
 * takes for the same path (the limit, taken in the same run). Then the real server with those
 * rules in its map: /healthz asked alone, and asked while a burst of requests for the hostile
 * paths is in flight.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { RedirectRule } from '../src/cms/redirects.ts';
import { compileRedirectMap, type RedirectRequest } from '../src/server/redirect-map.ts';
import { median, ratio } from './stats.ts';

/** Issue 27: each catastrophic pattern answers within this at every length. */
export const PATTERN_MAX_MS = 10;
/** Path lengths each shape is timed at (the server itself refuses addresses over 2,048). */
export const LENGTHS = [10, 100, 1_000, 8_000];
const RUNS = 25;

const rule = (pattern: string, target: string): RedirectRule => ({
  pattern,
  target,
  redirectType: 'REDIRECT_301',
  isQueryStringPreserved: false,
  isLanguagePreserved: true,
  locale: null,
});

/** The shapes the issue names, each with a path it matches and one it does not, at a length. */
export const SHAPES: Array<{ pattern: string; hit: (n: number) => string; miss: (n: number) => string }> = [
  { pattern: '^/x/(a|aa)+$', hit: (n) => `/x/${'a'.repeat(n)}`, miss: (n) => `/x/${'a'.repeat(n)}!` },
  { pattern: '^/(a+)+$', hit: (n) => `/${'a'.repeat(n)}`, miss: (n) => `/${'a'.repeat(n)}!` },
  { pattern: '^/(a|a?)+$', hit: (n) => `/${'a'.repeat(n)}`, miss: (n) => `/${'a'.repeat(n)}-` },
  { pattern: '(.*)(.*)(.*)x', hit: (n) => `/${'y'.repeat(n)}x`, miss: (n) => `/${'y'.repeat(n)}` },
  { pattern: '^/([\\w-]+\\/?)*$', hit: (n) => `/${'ab/'.repeat(Math.ceil(n / 3))}`, miss: (n) => `/${'ab/'.repeat(Math.ceil(n / 3))}!` },
];

const request = (path: string): RedirectRequest => ({ locale: 'default', path, search: '' });

function timeMatch(match: (r: RedirectRequest) => unknown, path: string): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    match(request(path));
    times.push(performance.now() - started);
  }
  return median(times)!;
}

export interface PatternRow {
  pattern: string;
  length: number;
  hitMs: number;
  missMs: number;
  /** The plain rule's lookup for the same path, in the same map and run. */
  plainMs: number;
}

export function measurePatterns(): PatternRow[] {
  const silent = { warn: () => undefined };
  const rows: PatternRow[] = [];
  for (const shape of SHAPES) {
    // The expression first, a plain rule after it: a miss tries both, as a visitor's request would.
    const map = compileRedirectMap([rule(shape.pattern, '/about.html'), rule('/company', '/about')], silent);
    const plain = compileRedirectMap([rule('/company', '/about')], silent);
    const match = map.match.bind(map);
    for (const n of LENGTHS) {
      rows.push({
        pattern: shape.pattern,
        length: n,
        hitMs: timeMatch(match, shape.hit(n)),
        missMs: timeMatch(match, shape.miss(n)),
        plainMs: timeMatch(plain.match.bind(plain), shape.miss(n)),
      });
    }
  }
  return rows;
}

export function formatPatterns(rows: PatternRow[]): string {
  const worst = Math.max(...rows.flatMap((r) => [r.hitMs, r.missMs]));
  const lines = rows.map((r) => {
    const slowest = Math.max(r.hitMs, r.missMs);
    const times = ratio(Math.max(r.plainMs, 0.001), slowest);
    return `| ${r.pattern} | ${r.length} | ${r.hitMs.toFixed(3)} | ${r.missMs.toFixed(3)} | ${r.plainMs.toFixed(4)} | ${times?.toFixed(0) ?? '–'}× | ${slowest <= PATTERN_MAX_MS ? '✓' : '✗'} |`;
  });
  return [
    `guards, ${new Date().toISOString().slice(0, 10)}: ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(2)}, Node ${process.versions.node}`,
    `Redirect expressions with RE2's semantics (median of ${RUNS} matches; target: each within ${PATTERN_MAX_MS} ms at every length):`,
    '| pattern | path length | match ms | miss ms | plain rule ms (same path) | slowest ÷ plain | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...lines,
    '',
    `slowest of all: ${worst.toFixed(3)} ms ${worst <= PATTERN_MAX_MS ? '✓' : '✗'}`,
  ].join('\n');
}

/** /healthz latencies (ms) while `paths` are requested, ten at a time, from the server at `url`. */
async function healthDuring(url: string, paths: string[]): Promise<number[]> {
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await (await fetch(url + path, { redirect: 'manual' })).arrayBuffer();
  };
  const burst = Promise.all(Array.from({ length: 10 }, worker));
  let done = false;
  void burst.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${url}/healthz`)).arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await burst;
  return latencies;
}

export interface HealthRow {
  label: string;
  requests: number;
  healthMedianMs: number;
  healthMaxMs: number;
}

/**
 * The sample site's map holds `^/(a+)+$`: its hostile paths (`/aaaa…!`, up to 2,000 characters,
 * the longest address the server takes) against paths of the same lengths that no expression
 * comes near (`/zzzz…!`), each a 404 page either way.
 */
export async function measureHealth(url: string): Promise<HealthRow[]> {
  const lengths = Array.from({ length: 200 }, (_, i) => 40 + ((i * 97) % 1_950));
  const rows: HealthRow[] = [];
  for (const [label, letter] of [
    ['unknown paths (/zzzz…!)', 'z'],
    ['hostile paths (/aaaa…!, against ^/(a+)+$)', 'a'],
  ] as const) {
    const latencies = await healthDuring(
      url,
      lengths.map((n) => `/${letter.repeat(n)}!`),
    );
    rows.push({ label, requests: lengths.length, healthMedianMs: median(latencies)!, healthMaxMs: Math.max(...latencies) });
  }
  return rows;
}

export function formatHealth(rows: HealthRow[]): string {
  const [plain, hostile] = rows;
  return [
    '/healthz during a burst (10 requests at a time), the real server and its sample map:',
    '| burst | requests | /healthz median ms | /healthz slowest ms |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.label} | ${r.requests} | ${r.healthMedianMs.toFixed(1)} | ${r.healthMaxMs.toFixed(1)} |`),
    '',
    `hostile ÷ unknown, /healthz median: ${ratio(plain?.healthMedianMs, hostile?.healthMedianMs)?.toFixed(2) ?? '–'}`,
  ].join('\n');
}
