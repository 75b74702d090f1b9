/**
 * A command the benchmark runs to prepare something (git, npm ci, a build): in its own process
 * group and bounded in time; on overrun the whole group is killed (npm and next build start
 * children of their own), so nothing it started outlives the step.
 */
import { spawn } from 'node:child_process';

export interface BoundedCommandOptions {
  cwd: string;
  timeoutMs: number;
  /** Replaces the environment. Default: this process's, without NODE_ENV (see below). */
  env?: NodeJS.ProcessEnv;
}

/** Resolves the command's stdout; rejects with the last lines of its output when it fails or overruns. */
export function runBounded(command: string, args: string[], options: BoundedCommandOptions): Promise<string> {
  // `npm run bench` runs with NODE_ENV=production, which would make `npm ci` skip the build tools.
  const env = options.env ?? { ...process.env };
  if (!options.env) delete env.NODE_ENV;
  const { cwd, timeoutMs } = options;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let tail = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      tail = (tail + chunk.toString()).slice(-2000);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-2000);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolvePromise(stdout);
      else if (timedOut) reject(new Error(`${command} ${args.join(' ')} in ${cwd} took over ${timeoutMs / 1000} s:\n${tail.trim()}`));
      else reject(new Error(`${command} ${args.join(' ')} in ${cwd} failed (${signal ?? code}):\n${tail.trim()}`));
    });
  });
}
