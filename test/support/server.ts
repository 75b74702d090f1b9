import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { startServer, ROOT, type RunningServer } from '../../src/server/start.ts';

export type { RunningServer };

/**
 * The real server (production build) with the embedded content server, on a free loopback port.
 * `npm test` builds before the tests run.
 */
export async function startTestServer(env: NodeJS.ProcessEnv = {}, options: { logger?: Logger } = {}): Promise<RunningServer> {
  if (!existsSync(join(ROOT, 'dist', 'server', 'entry-server.js'))) {
    throw new Error('No production build: run `npm run build` first (npm test does).');
  }
  return startServer({
    env: { HOST: '127.0.0.1', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://www.example.com', ...env },
    port: 0,
    ...options,
  });
}

/** A GET that reads the whole body as text, without following redirects. */
export async function get(server: RunningServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
