/**
 * The load every throughput figure comes from: autocannon in its own process (so the load
 * generator never shares an event loop with a server it measures), bounded by `-d`, with a
 * person's User-Agent (people get the streamed shell; crawlers wait for the whole page) and the
 * run's accept-encoding.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { parseAutocannon, type LoadResult } from './autocannon-result.ts';
import { PERSON_USER_AGENT } from './browser.ts';
import type { LoadOptions } from './load.options.ts';

const AUTOCANNON = new URL('../node_modules/autocannon/autocannon.js', import.meta.url).pathname;
/** autocannon stops itself after -d; this only catches a hung one. */
const GRACE_MS = 60_000;

export function requestHeaders(options: Pick<LoadOptions, 'encoding'>): Record<string, string> {
  return { 'accept-encoding': options.encoding, 'user-agent': PERSON_USER_AGENT };
}

export async function load(url: string, options: LoadOptions, durationS = options.durationS, extraHeaders: Record<string, string> = {}): Promise<LoadResult> {
  const headers = Object.entries({ ...requestHeaders(options), ...extraHeaders }).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [AUTOCANNON, '--json', '-c', String(options.connections), '-d', String(durationS), ...headers, url];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    maxBuffer: 16 * 1024 * 1024,
    timeout: durationS * 1000 + GRACE_MS,
    killSignal: 'SIGKILL',
  });
  return parseAutocannon(stdout);
}

export interface LoadTarget {
  key: string;
  label: string;
  /** How other rows' ratios name it. */
  short?: string;
  url: string;
  /** Request headers besides the load's own (a visitor's country, for a personalised page). */
  headers?: Record<string, string>;
}

export interface InterleavedHooks {
  log?: (line: string) => void;
  /** Called after each recorded load of a target (the fake CMS's call counts are read here). */
  afterLoad?: (target: LoadTarget, result: LoadResult) => Promise<void>;
  beforeLoad?: (target: LoadTarget) => Promise<void>;
}

/**
 * Each target warmed by an unrecorded load, then `rounds` rounds of one load per target in the
 * given order (a, b, c, a, b, c…), so a busy spell of the machine hits every target alike.
 * A load that fails is recorded as missing for that round, and the run goes on.
 */
export async function loadInterleaved(
  targets: readonly LoadTarget[],
  options: LoadOptions,
  hooks: InterleavedHooks = {},
): Promise<{ results: Map<string, LoadResult[]>; failures: string[] }> {
  const log = hooks.log ?? (() => undefined);
  const results = new Map<string, LoadResult[]>(targets.map((t) => [t.key, []]));
  const failures: string[] = [];
  if (options.warmupS > 0) {
    for (const target of targets) {
      log(`warm-up ${options.warmupS} s: ${target.label}`);
      await load(target.url, options, options.warmupS, target.headers).catch((error: unknown) => {
        failures.push(`${target.label}: warm-up failed: ${(error as Error).message.split('\n')[0]}`);
      });
    }
  }
  for (let round = 1; round <= options.rounds; round++) {
    for (const target of targets) {
      log(`round ${round} of ${options.rounds}, ${options.durationS} s: ${target.label}`);
      try {
        await hooks.beforeLoad?.(target);
        const result = await load(target.url, options, options.durationS, target.headers);
        results.get(target.key)!.push(result);
        await hooks.afterLoad?.(target, result);
      } catch (error) {
        failures.push(`${target.label}: round ${round} failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  return { results, failures };
}
