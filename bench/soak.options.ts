/**
 * Options of the soak (`npm run bench -- soak [--quick] [--json=out.json] [--server-env=NAME=value]`): the
 * full run is the (100,000 requests over 1,000 paths, then 60 s at 100 and at 300
 * connections, about five minutes); `--quick` is the same shape scaled down to try it out in well
 * under a minute. Every run has a hard stop: past it the bench kills its server and exits.
 */

export interface SoakOptions {
  mode: 'full' | 'quick';
  /** Requests of the long run. */
  requests: number;
  /** Distinct paths they are spread over. */
  paths: number;
  /** At most this many of the sitemap's pages (evenly spread); undefined: all of them. */
  pageLimit: number | undefined;
  /** Share of the paths that are junk (404 expected). */
  junkShare: number;
  /** Connections of the long run. */
  soakConnections: number;
  /** The page-mix loads after it: connections and seconds each. */
  loads: { connections: number; durationS: number }[];
  /** Past this, everything stops and the run fails. */
  hardStopS: number;
  /** Seconds autocannon waits for one answer before counting a timeout. */
  requestTimeoutS: number;
  seed: number;
  jsonPath: string | undefined;
  /** Extra environment of the server (`--server-env=NAME=value`, repeatable), over the deployed
   * one the soak always gives it (bench/deployed-env.ts): to try other settings. */
  serverEnv: Record<string, string>;
}

const FULL = {
  requests: 100_000,
  paths: 1000,
  pageLimit: undefined,
  loads: [
    { connections: 100, durationS: 60 },
    { connections: 300, durationS: 60 },
  ],
  hardStopS: 330,
};

const QUICK = {
  requests: 6000,
  paths: 200,
  pageLimit: 60,
  loads: [
    { connections: 100, durationS: 5 },
    { connections: 300, durationS: 5 },
  ],
  hardStopS: 90,
};

export function parseSoakOptions(argv: readonly string[], env: NodeJS.ProcessEnv): SoakOptions {
  const quick = argv.includes('--quick');
  const json = argv.findLast((arg) => arg.startsWith('--json='))?.slice('--json='.length) ?? env.BENCH_JSON;
  const serverEnv: Record<string, string> = {};
  for (const arg of argv.filter((a) => a.startsWith('--server-env='))) {
    const setting = arg.slice('--server-env='.length);
    const eq = setting.indexOf('=');
    if (!/^[A-Z_][A-Z0-9_]*$/.test(setting.slice(0, Math.max(eq, 0)))) throw new Error(`--server-env takes NAME=value, not "${setting}"`);
    serverEnv[setting.slice(0, eq)] = setting.slice(eq + 1);
  }
  const shape = quick ? QUICK : FULL;
  return {
    mode: quick ? 'quick' : 'full',
    ...shape,
    loads: shape.loads.map((l) => ({ ...l })),
    junkShare: 0.2,
    soakConnections: 32,
    requestTimeoutS: 10,
    seed: 14,
    jsonPath: json?.trim() || undefined,
    serverEnv,
  };
}
