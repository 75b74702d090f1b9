/**
 * How the load parts (throughput, vs-next) load a server, from the environment: connections,
 * seconds per load, the accept-encoding every request sends, how many interleaved rounds, and the
 * unrecorded warm-up load before the first round.
 */

export interface LoadOptions {
  connections: number;
  durationS: number;
  /** Sent as accept-encoding by every request: `gzip`, `br` or `identity`. */
  encoding: 'gzip' | 'br' | 'identity';
  /** Loads of each target, interleaved target by target (a busy spell then hits all alike). */
  rounds: number;
  /** An unrecorded load of each target first (JIT, connection pools, caches); 0 for none. */
  warmupS: number;
}

const ENCODINGS = ['gzip', 'br', 'identity'] as const;

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return n;
}

export function loadOptionsFromEnv(env: NodeJS.ProcessEnv): LoadOptions {
  const encoding = (env.BENCH_ENCODING?.trim() || 'gzip') as LoadOptions['encoding'];
  if (!ENCODINGS.includes(encoding)) throw new Error(`BENCH_ENCODING must be one of ${ENCODINGS.join(', ')}, not "${env.BENCH_ENCODING}"`);
  return {
    connections: whole(env, 'BENCH_CONNECTIONS', 10, 1, 1000),
    durationS: whole(env, 'BENCH_DURATION_S', 10, 1, 600),
    encoding,
    rounds: whole(env, 'BENCH_ROUNDS', 3, 1, 20),
    warmupS: whole(env, 'BENCH_WARMUP_S', 3, 0, 60),
  };
}

/** `10 connections, 3 rounds of 10 s (after 3 s of warm-up), accept-encoding gzip`. */
export function describeLoad(options: LoadOptions): string {
  const warmup = options.warmupS > 0 ? ` (after ${options.warmupS} s of warm-up)` : '';
  const rounds = options.rounds === 1 ? `one load of ${options.durationS} s` : `${options.rounds} interleaved rounds of ${options.durationS} s`;
  return `${options.connections} connections, ${rounds}${warmup} per row, accept-encoding ${options.encoding}`;
}
