/**
 * A built checkout's production server in its own process, for measuring it from the outside:
 * this checkout's and a baseline's are started the same way, so the two are measured alike.
 * Embedded content, loopback only, silent, and a throw-away CONTENT_DATA_DIR (page views and
 * enquiries the run sends land there, not in the checkout's `.data/`). Stopped by its own pid.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERSON_USER_AGENT } from './browser.ts';

export interface SiteProcess {
  label: string;
  checkout: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

async function freePort(): Promise<number> {
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

/** Only what the server needs: no CMS settings leak in from the caller's shell. */
function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    CACHE_TTL_S: '3600',
    CONTENT_DATA_DIR: dataDir,
  };
}

export async function startSiteProcess(label: string, checkout: string): Promise<SiteProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'render-host-bench-data-'));
  // tsx as a loader of this very node process (not the tsx CLI, which forks a second one), so the
  // pid we hold is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: checkout,
    env: serverEnv(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
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
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${label}: could not start node in ${checkout}`);
  const killOnExit = () => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (!exited) {
      process.kill(pid, 'SIGTERM');
      const timer = setTimeout(() => !exited && process.kill(pid, 'SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (true) {
    if (exited) {
      await stop();
      throw new Error(`${label}: the server in ${checkout} ${exited} before answering:\n${output.trim()}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${label}: the server in ${checkout} did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output.trim()}`);
    }
    const status = await fetch(`${url}/`, { headers: { 'user-agent': PERSON_USER_AGENT } }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { label, checkout, url, pid, stop };
}
