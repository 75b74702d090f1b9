import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, ROOT, type RunningServer, type StartOptions } from '../../src/server/start.ts';

export type { RunningServer };

/**
 * The real server (production build) with the embedded content server, on a free loopback port.
 * `npm test` builds before the tests run.
 */
export async function startTestServer(env: NodeJS.ProcessEnv = {}, options: Pick<StartOptions, 'logger' | 'now' | 'distDir'> = {}): Promise<RunningServer> {
  if (!existsSync(join(ROOT, 'dist', 'server', 'entry-server.js'))) {
    throw new Error('No production build: run `npm run build` first (npm test does).');
  }
  // The embedded forms system and data platform write files: a test server writes them to a
  // folder of its own, removed when it closes, unless the test names one (to read or reuse it).
  const ownDataDir = env.CONTENT_DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'render-host-test-'));
  // No shedding on the event loop's delay unless a test asks for it: a test worker's loop is shared
  // by the server, the test's own code and the other files the worker runs (isolate: false), and on
  // a busy machine its delay says nothing of the server's load (test/load-shedding.test.ts and
  // src/server/load-shedding.test.ts prove the guard).
  const server = await startServer({
    env: {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://www.example.com',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...(ownDataDir ? { CONTENT_DATA_DIR: ownDataDir } : {}),
      ...env,
    },
    port: 0,
    ...options,
  });
  if (!ownDataDir) return server;
  const close = server.close.bind(server);
  return Object.assign(server, {
    close: async () => {
      try {
        await close();
      } finally {
        rmSync(ownDataDir, { recursive: true, force: true });
      }
    },
  });
}

/** A clock for the server's caches (`startTestServer(env, { now: clock.now })`) that moves only when told. */
export function manualClock(start = Date.now()): { now: () => number; advance: (ms: number) => void } {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}

/** A GET that reads the whole body as text, without following redirects. */
export async function get(server: RunningServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/**
 * The page as the page cache answers it: asks until `Server-Timing` says `page;desc="hit"` (the
 * cache is filled by a render of its own after the first request), bounded.
 */
export async function waitForCachedPage(server: RunningServer, path: string, headers: Record<string, string> = {}, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const response = await get(server, path, headers);
    if (response.headers.get('server-timing')?.includes('page;desc="hit"')) return response;
    if (Date.now() - started > timeoutMs) throw new Error(`${path} was not cached within ${timeoutMs} ms: ${response.headers.get('server-timing')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A page-cache hit's Server-Timing: `page;desc="hit"`, with how the variant was chosen when the
 * page has variants (issue 29: the sample's home page and /about).
 */
export const PAGE_HIT = /^page;desc="hit"(?:, personalize;desc="\w+")?$/;
