/**
 * A built checkout's production server in its own process, for measuring it from the outside:
 * this checkout's and a baseline's are started the same way, so the two are measured alike.
 * Embedded content, loopback only, silent, and a throw-away CONTENT_DATA_DIR (page views and
 * enquiries the run sends land there, not in the checkout's `.data/`). Stopped by its own pid.
 * `env` adds or (with `undefined`) removes variables: a CMS to talk to, `PAGE_CACHE_MAX_MB`…
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERSON_USER_AGENT } from './browser.ts';
import { definedEnv, freePort, startService } from './service-process.ts';

export interface SiteProcess {
  label: string;
  checkout: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export interface SiteOptions {
  env?: Record<string, string | undefined>;
  /** The page that must answer 200 before the site counts as started (default `/`). */
  readyPath?: string;
}

const READY_TIMEOUT_MS = 60_000;
/** The production server `npm run build` writes (scripts/build-server.mjs). */
const SERVER_BUNDLE = 'dist/host/server.mjs';

/** Only what the server needs: no CMS settings leak in from the caller's shell. */
function serverEnv(port: number, dataDir: string, extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return definedEnv({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    CACHE_TTL_S: '3600',
    CONTENT_DATA_DIR: dataDir,
    // The block memo at the server's default unless the bench is asked otherwise.
    BLOCK_MEMO_MAX_MB: process.env.BENCH_BLOCK_MEMO_MAX_MB,
    ...extra,
  });
}

/**
 * How `npm start` runs the server: the bundle `npm run build` writes (dist/host/server.mjs) with
 * plain node. A baseline checkout from before that bundle existed runs as it did then: server.ts
 * through tsx as a loader of this very node process (not the tsx CLI, which forks a second one),
 * so the pid we hold is the server's either way.
 */
export function serverArgs(checkout: string): string[] {
  return existsSync(join(checkout, SERVER_BUNDLE)) ? [SERVER_BUNDLE] : ['--import', 'tsx', 'server.ts'];
}

export async function startSiteProcess(label: string, checkout: string, options: SiteOptions = {}): Promise<SiteProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'render-host-bench-data-'));
  const url = `http://127.0.0.1:${port}`;
  const ready = async () => {
    const response = await fetch(url + (options.readyPath ?? '/'), { headers: { 'user-agent': PERSON_USER_AGENT } });
    await response.arrayBuffer();
    return response.status === 200;
  };
  try {
    const service = await startService({
      label,
      command: process.execPath,
      args: serverArgs(checkout),
      cwd: checkout,
      env: serverEnv(port, dataDir, options.env ?? {}),
      ready,
      readyTimeoutMs: READY_TIMEOUT_MS,
    });
    const stop = async () => {
      await service.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { label, checkout, url, pid: service.pid, stop };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the server in ${checkout}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
