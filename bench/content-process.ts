/**
 * The embedded content server in a process of its own (`npm run content-server`,
 * src/content-server/main.ts), as a real CMS runs apart from the render host: a host started with
 * its `settings` reaches every service there, and the host's memory is the host's alone.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_SITE_NAME } from '../src/content-server/content-server.ts';
import { hostSettingsFor } from '../src/content-server/host-settings.ts';
import { definedEnv, freePort, startService } from './service-process.ts';

export interface ContentProcess {
  origin: string;
  pid: number;
  /** A render host's environment that points it here (src/content-server/host-settings.ts). */
  settings: Record<string, string>;
  stop(): Promise<void>;
}

export async function startContentProcess(checkout: string): Promise<ContentProcess> {
  const port = await freePort();
  const apiKey = randomBytes(16).toString('hex');
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'render-host-bench-content-'));
  try {
    const service = await startService({
      label: 'content server',
      command: process.execPath,
      args: ['--import', 'tsx', 'src/content-server/main.ts'],
      cwd: checkout,
      env: definedEnv({
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        CONTENT_PORT: String(port),
        CONTENT_API_KEY: apiKey,
        CONTENT_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      }),
      ready: async () => (await fetch(`${origin}/sitecore/api/layout/render/jss?item=/&sc_lang=en&sc_apikey=${apiKey}`)).status === 200,
      readyTimeoutMs: 60_000,
    });
    return {
      origin,
      pid: service.pid,
      settings: hostSettingsFor({ origin, apiKey, siteName: SAMPLE_SITE_NAME }),
      stop: async () => {
        await service.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
