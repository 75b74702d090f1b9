import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** Debian's redis-server, installed by scripts/ensure-chromium.mjs (npm test runs it first). */
export const REDIS_SERVER = '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  port: number;
  /** Stops it for good (SIGKILL: a crash, nothing saved). */
  kill(): Promise<void>;
  /** Starts it again on the same port after kill(), empty. */
  restart(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers, as with a Redis that hangs. */
  pause(): void;
  /** Lets it go on after pause() (SIGCONT). */
  resume(): void;
  stop(): Promise<void>;
}

/** A free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real redis-server of its own on a free loopback port: no disk (no RDB, no AOF), no other
 * client. Throws a clear error when the package is missing, rather than skipping.
 */
export async function startRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: run \`node scripts/ensure-chromium.mjs\` (npm test does) to install Debian's redis-server.`);
  }
  const port = await freePort();
  let child: ChildProcess | undefined;

  const launch = async () => {
    const started = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes', '--loglevel', 'warning'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s: ${output}`)), 10_000);
      const check = async () => {
        // Ready once it accepts a connection and answers PING.
        for (let i = 0; i < 200; i++) {
          if (started.exitCode !== null) break;
          if (await ping(port)) {
            clearTimeout(timer);
            return resolve();
          }
          await new Promise((r) => setTimeout(r, 25));
        }
        clearTimeout(timer);
        reject(new Error(`redis-server exited or did not answer: ${output}`));
      };
      started.stdout?.on('data', (chunk) => (output += chunk));
      started.stderr?.on('data', (chunk) => (output += chunk));
      void check();
    });
  };

  const killNow = async () => {
    child?.kill('SIGCONT');
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };

  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: killNow,
    restart: launch,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    stop: killNow,
  };
}

/** Whether a Redis answers PING on this port (inline command, no client library). */
async function ping(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
