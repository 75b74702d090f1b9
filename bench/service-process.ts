/**
 * A long-running process the benchmark starts and measures from the outside (a site, the fake
 * CMS, the Next.js peer): its pid noted, its last output kept for error messages, ready when a
 * probe says so (bounded in time), stopped by its own pid (SIGTERM, then SIGKILL after a grace
 * period) and killed if this process exits first.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServiceProcess {
  label: string;
  pid: number;
  /** The last few KiB the process wrote, for error messages. */
  output(): string;
  /** Resolves once the process has exited (idempotent). */
  stop(): Promise<void>;
}

export interface ServiceOptions {
  label: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** True once the service answers as it should; polled every 250 ms. */
  ready: () => Promise<boolean>;
  readyTimeoutMs: number;
  stopTimeoutMs?: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Drops the variables whose value is undefined (spawn would pass them as the text "undefined"). */
export function definedEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export async function startService(options: ServiceOptions): Promise<ServiceProcess> {
  const { label, command, args, cwd, env } = options;
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: string | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = `exited with ${signal ?? code}`;
      resolve();
    }),
  );
  child.once('error', (error) => {
    exited ??= `could not start: ${error.message}`;
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${label}: could not start ${command} in ${cwd}`);
  const killOnExit = () => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.removeListener('exit', killOnExit);
      if (exited) return;
      process.kill(pid, 'SIGTERM');
      const timer = setTimeout(() => !exited && process.kill(pid, 'SIGKILL'), options.stopTimeoutMs ?? 15_000);
      await exit;
      clearTimeout(timer);
    })();
    return stopping;
  };

  const deadline = Date.now() + options.readyTimeoutMs;
  while (true) {
    if (exited) {
      await stop();
      throw new Error(`${label}: ${command} ${exited} before it was ready:\n${tail.trim()}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${label}: not ready within ${options.readyTimeoutMs / 1000} s:\n${tail.trim()}`);
    }
    if (await options.ready().catch(() => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { label, pid, output: () => tail, stop };
}
