/**
 * The checkout a baseline is measured from, ready to start: `--baseline=<path>` uses an existing
 * checkout (installing and building it only when it has no node_modules or no build);
 * `--baseline=<git ref>` makes a detached git worktree of that commit in a cache folder
 * (BENCH_BASELINE_DIR, default `<tmp>/render-host-bench-baselines/<commit>`), runs `npm ci` and
 * `npm run build` there once, and reuses it on later runs. Every step is bounded in time, and a
 * step that overruns is stopped by its own process group.
 */
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runBounded } from './bounded-command.ts';

export interface BaselineCheckout {
  /** How tables name it: the short commit, and where it lives. */
  label: string;
  checkout: string;
}

const INSTALL_TIMEOUT_MS = 10 * 60_000;
const BUILD_TIMEOUT_MS = 10 * 60_000;
const GIT_TIMEOUT_MS = 60_000;
const READY_MARKER = '.bench-baseline-ready';

/** A step of preparing the baseline, bounded in time (see bounded-command.ts). */
function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<string> {
  return runBounded(command, args, { cwd, timeoutMs });
}

function isBuilt(checkout: string): boolean {
  return existsSync(join(checkout, 'dist', 'client', '.vite', 'manifest.json')) && existsSync(join(checkout, 'dist', 'server', 'entry-server.js'));
}

async function installAndBuild(checkout: string, log: (line: string) => void, force: boolean): Promise<void> {
  if (force || !existsSync(join(checkout, 'node_modules'))) {
    log(`baseline: npm ci in ${checkout}`);
    await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], checkout, INSTALL_TIMEOUT_MS);
  }
  if (force || !isBuilt(checkout)) {
    log(`baseline: npm run build in ${checkout}`);
    await run('npm', ['run', 'build'], checkout, BUILD_TIMEOUT_MS);
  }
}

/** The checkout's short commit, `+` when it has uncommitted changes; undefined outside git. */
export async function shortCommit(dir: string): Promise<string | undefined> {
  try {
    const commit = (await run('git', ['rev-parse', '--short', 'HEAD'], dir, GIT_TIMEOUT_MS)).trim();
    const changes = (await run('git', ['status', '--porcelain', '--untracked-files=no'], dir, GIT_TIMEOUT_MS)).trim();
    return changes ? `${commit}+` : commit;
  } catch {
    return undefined;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export async function prepareBaseline(spec: string, repoRoot: string, log: (line: string) => void): Promise<BaselineCheckout> {
  if (isDirectory(spec)) {
    const checkout = resolve(spec);
    if (!existsSync(join(checkout, 'server.ts'))) throw new Error(`${checkout} has no server.ts: not a checkout of this project`);
    await installAndBuild(checkout, log, false);
    const commit = await shortCommit(checkout);
    return { label: `${commit ?? 'baseline'} (${checkout})`, checkout };
  }

  const commit = (await run('git', ['rev-parse', '--verify', '--quiet', `${spec}^{commit}`], repoRoot, GIT_TIMEOUT_MS).catch(() => '')).trim();
  if (!commit) throw new Error(`"${spec}" is neither a folder nor a commit of ${repoRoot}`);
  const checkout = join(process.env.BENCH_BASELINE_DIR ?? join(tmpdir(), 'render-host-bench-baselines'), commit);
  const label = commit.startsWith(spec) ? commit.slice(0, 7) : `${commit.slice(0, 7)} (${spec})`;
  if (existsSync(join(checkout, READY_MARKER)) && isBuilt(checkout)) {
    log(`baseline: reusing ${checkout}`);
    return { label, checkout };
  }
  if (existsSync(checkout)) {
    // A run stopped half-way: start that worktree again.
    await run('git', ['worktree', 'remove', '--force', checkout], repoRoot, GIT_TIMEOUT_MS).catch(() => undefined);
    rmSync(checkout, { recursive: true, force: true });
  }
  log(`baseline: git worktree of ${commit.slice(0, 7)} in ${checkout}`);
  await run('git', ['worktree', 'add', '--force', '--detach', checkout, commit], repoRoot, GIT_TIMEOUT_MS);
  await installAndBuild(checkout, log, true);
  writeFileSync(join(checkout, READY_MARKER), `${new Date().toISOString()}\n`);
  return { label, checkout };
}
