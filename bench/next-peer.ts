/**
 * The Next.js peer of `npm run bench -- vs-next`: the Next.js 16 + Sitecore Content SDK starter in
 * `../shared/peers/nextjs-sdk` (BENCH_NEXT_PEER), copied into this checkout's gitignored
 * `.bench/nextjs-sdk/` (the shared folder is read-only), installed there from its own
 * package-lock and built, as its run.sh does; and the small fake CMS (`../shared/peers/fake-cms.cjs`)
 * serving Sitecore's `headlessSxa.json` to both sites. Installing and building happen only when
 * vs-next is asked for by name, never in `npm ci` or `npm test`; every step is bounded in time.
 */
import { chmodSync, cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runBounded } from './bounded-command.ts';
import type { CallCounts } from './cms-calls.ts';
import { definedEnv, freePort, startService, type ServiceProcess } from './service-process.ts';

export interface PeerPaths {
  /** The peer as shared (read-only). */
  source: string;
  /** Where it is installed and built: `<checkout>/.bench/nextjs-sdk`. */
  copy: string;
  fakeCms: string;
  fixture: string;
}

/** The same API key on both sides; the fake CMS accepts any. */
export const PEER_API_KEY = 'peer-api-key';
/** The page both sites render, from the fixture (the peer's README loads `/sxa`). */
export const PEER_PATH = '/sxa';
/** A text of the fixture's page that only a real render of it contains. */
export const PEER_PAGE_TEXT = 'Latest Streetwear';

const INSTALL_TIMEOUT_MS = 15 * 60_000;
const BUILD_TIMEOUT_MS = 10 * 60_000;
const READY_TIMEOUT_MS = 90_000;
/** What the copy leaves behind: the peer's own install and build, if any. */
const NOT_COPIED = new Set(['node_modules', '.next']);

export function peerPaths(checkout: string, env: NodeJS.ProcessEnv): PeerPaths {
  const shared = resolve(env.BENCH_SHARED_DIR ?? join(checkout, '..', 'shared'));
  const source = resolve(env.BENCH_NEXT_PEER ?? join(shared, 'peers', 'nextjs-sdk'));
  return {
    source,
    copy: join(checkout, '.bench', 'nextjs-sdk'),
    fakeCms: resolve(env.BENCH_FAKE_CMS ?? join(source, '..', 'fake-cms.cjs')),
    fixture: resolve(env.BENCH_SXA_FIXTURE ?? join(shared, 'fixtures', 'sitecore', 'headlessSxa.json')),
  };
}

/** The shared files vs-next needs, each checked, so a checkout elsewhere hears where they were looked for. */
export function checkSharedFiles(paths: PeerPaths): void {
  const missing = [paths.fakeCms, paths.fixture].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`${missing.join(' and ')} not found: set BENCH_SHARED_DIR to the shared folder (the default is ../shared beside this checkout)`);
  }
}

export function isPeerBuilt(paths: PeerPaths): boolean {
  return existsSync(join(paths.copy, 'node_modules', 'next')) && existsSync(join(paths.copy, '.next', 'BUILD_ID'));
}

/** The shell commands that build the peer, for the line that says how. */
export const BUILD_HINT = 'npm run bench -- vs-next   (copies the peer to .bench/nextjs-sdk, npm ci and next build there, then measures)';

function makeWritable(path: string): void {
  const stat = statSync(path);
  chmodSync(path, stat.mode | 0o200);
  if (stat.isDirectory()) for (const entry of readdirSync(path)) makeWritable(join(path, entry));
}

/** Copies the peer's sources (again, so edits to the shared peer are picked up), installs and builds when needed. */
export async function preparePeer(paths: PeerPaths, log: (line: string) => void): Promise<void> {
  if (!existsSync(join(paths.source, 'package-lock.json'))) throw new Error(`no Next.js peer at ${paths.source} (BENCH_NEXT_PEER, BENCH_SHARED_DIR)`);
  checkSharedFiles(paths);
  log(`vs-next: copying ${paths.source} to ${paths.copy}`);
  for (const entry of readdirSync(paths.source)) {
    if (NOT_COPIED.has(entry)) continue;
    rmSync(join(paths.copy, entry), { recursive: true, force: true });
    cpSync(join(paths.source, entry), join(paths.copy, entry), { recursive: true });
    makeWritable(join(paths.copy, entry));
  }
  const env = definedEnv({ PATH: process.env.PATH, HOME: process.env.HOME, NEXT_TELEMETRY_DISABLED: '1' });
  if (!existsSync(join(paths.copy, 'node_modules', 'next'))) {
    log('vs-next: npm ci in the copy (its own package-lock; takes a while)');
    try {
      await runBounded('npm', ['ci', '--no-audit', '--no-fund'], { cwd: paths.copy, env, timeoutMs: INSTALL_TIMEOUT_MS });
    } catch (error) {
      // As run.sh: where the registry lacks other platforms' optional @next/swc-* packages npm ci
      // refuses the lock file, and npm install resolves the same locked versions.
      log(`vs-next: npm ci failed, trying npm install as the peer's run.sh does: ${(error as Error).message.split('\n')[0]}`);
      await runBounded('npm', ['install', '--no-audit', '--no-fund'], { cwd: paths.copy, env, timeoutMs: INSTALL_TIMEOUT_MS });
    }
  }
  // The copy refreshes the sources' times, so the build is redone whenever the peer was copied:
  // like run.sh, which rebuilds when a source is newer than the build.
  log('vs-next: next build in the copy');
  await runBounded(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: paths.copy,
    env: { ...env, NODE_ENV: 'production' },
    timeoutMs: BUILD_TIMEOUT_MS,
  });
}

export interface RunningService extends ServiceProcess {
  url: string;
}

/** The fake CMS on a free loopback port, serving the fixture at `/sxa` and `/` (as the peer's bench.sh does). */
export async function startFakeCms(paths: PeerPaths): Promise<RunningService> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const service = await startService({
    label: 'fake CMS',
    command: process.execPath,
    args: [paths.fakeCms, String(port), `${PEER_PATH}=${paths.fixture}`, `/=${paths.fixture}`],
    cwd: paths.copy,
    env: definedEnv({ PATH: process.env.PATH, HOME: process.env.HOME }),
    ready: async () => (await fetch(`${url}/__stats`)).ok,
    readyTimeoutMs: 15_000,
  });
  return { ...service, url };
}

/** The fake CMS's call counts by key (`layout:/sxa`, `dictionary`, `graphql-other`…). */
export async function fakeCmsCalls(cms: RunningService): Promise<CallCounts> {
  const body = (await (await fetch(`${cms.url}/__stats`)).json()) as { calls?: Record<string, number> };
  return body.calls ?? {};
}

/**
 * `next start` of the built copy on a free port, fetching from the fake CMS, ready once the page
 * answers 200. Bound to loopback as `-H localhost` (BENCH_NEXT_HOST): with `-H 127.0.0.1`, as the
 * peer's README warns, Next takes the SDK proxy's rewrites for external ones and the request loops
 * (verified: hundreds of redirects calls to the CMS and no answer); `localhost` listens on
 * 127.0.0.1 and rewrites in-process. `next start` serves from this very process (no workers),
 * so its pid is the server's.
 */
export async function startNextPeer(paths: PeerPaths, cmsUrl: string, userAgent: string): Promise<RunningService> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const host = process.env.BENCH_NEXT_HOST?.trim() || 'localhost';
  const service = await startService({
    label: 'Next.js peer',
    command: process.execPath,
    args: ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', host],
    cwd: paths.copy,
    env: definedEnv({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      SITECORE_API_HOST: cmsUrl,
      SITECORE_API_KEY: PEER_API_KEY,
    }),
    ready: async () => {
      const response = await fetch(url + PEER_PATH, { headers: { 'user-agent': userAgent } });
      await response.arrayBuffer();
      return response.status === 200;
    },
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  return { ...service, url };
}
