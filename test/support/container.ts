import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StageResult } from './dockerfile.ts';

/** The official node images' `node` user. */
export const IMAGE_USERS: Record<string, { uid: number; gid: number }> = { node: { uid: 1000, gid: 1000 } };

export interface Container {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process wrote so far (JSON logs, errors). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** The environment the process runs with, for commands run "inside" it (HEALTHCHECK). */
  env: Record<string, string>;
  /** uid/gid the process runs as, when the test runs as root. */
  user: { uid: number; gid: number } | undefined;
  /** Its writable temporary folder (remove it when done). */
  scratch: string;
}

import { freePort } from './free-port.ts';

export { freePort };

/**
 * Starts the image's CMD in the replayed runtime folder, as `docker run` would: only the image's
 * ENV plus `env` (nothing from the test process but PATH), a fresh writable temporary folder (the
 * deployment's /tmp emptyDir), and the image's USER when the test runs as root.
 */
export async function startContainer(image: StageResult, env: Record<string, string>, track: Set<ChildProcess>): Promise<Container> {
  if (!image.cmd) throw new Error('The image has no CMD');
  const port = Number(env.PORT ?? (await freePort()));
  const scratch = await mkdtemp(join(tmpdir(), 'image-tmp-'));
  await chmod(scratch, 0o1777);
  const fullEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: scratch,
    TMPDIR: scratch,
    ...image.env,
    ...env,
    PORT: String(port),
  };
  const user = process.getuid?.() === 0 ? IMAGE_USERS[image.user] : undefined;
  // `node` is the image's /usr/local/bin/node: here, the node running the tests.
  const [command, ...args] = image.cmd[0] === 'node' ? [process.execPath, ...image.cmd.slice(1)] : image.cmd;
  const child = spawn(command!, args, {
    cwd: image.dir,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(user ?? {}),
  });
  track.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() }));
  });
  const host = fullEnv.HOST && fullEnv.HOST !== '0.0.0.0' ? fullEnv.HOST : '127.0.0.1';
  return { child, url: `http://${host}:${port}`, port, output: () => output, exited, env: fullEnv, user, scratch };
}

/** One GET on a fresh connection: the status, or the connection error's code (ECONNREFUSED…). */
export function probe(url: string, path: string, timeoutMs = 2000): Promise<number | string> {
  return new Promise((resolve) => {
    const req = httpRequest(url + path, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

/** Waits until `path` answers 200; fails early, with the process's output, if it exits. */
export async function waitUntilServing(container: Container, path: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let exited = false;
  void container.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`The container's process exited before serving:\n${container.output().slice(-4000)}`);
    if ((await probe(container.url, path, 1000)) === 200) return Date.now() - started;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`No 200 from ${path} within ${timeoutMs} ms:\n${container.output().slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs a command the way `docker exec` (or HEALTHCHECK) would: same folder, env and user. */
export function execIn(container: Container, image: StageResult, argv: string[], timeoutMs: number, track: Set<ChildProcess>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const [command, ...args] = argv[0] === 'node' ? [process.execPath, ...argv.slice(1)] : argv;
    const child = spawn(command!, args, {
      cwd: image.dir,
      env: container.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
      ...(container.user ?? {}),
    });
    track.add(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      track.delete(child);
      resolve({ code, output });
    });
  });
}

/** Kills whatever is still running (afterAll), and waits for it to go. */
export async function killAll(track: Set<ChildProcess>) {
  await Promise.all(
    [...track].map(async (child) => {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      track.delete(child);
    }),
  );
}
