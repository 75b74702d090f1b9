import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostSettingsFor } from '../src/content-server/host-settings.ts';
import { startTestServer as startContent } from '../src/content-server/test-support.ts';
import type { ContentServer } from '../src/content-server/content-server.ts';
import { ROOT } from '../src/server/start.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';

const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/**
 * The embedded content server run apart from the render host (`npm run content-server`), as a real
 * CMS is deployed: the host reaches every service of it through the settings it prints.
 */
describe('a render host pointed at a content server of its own process', () => {
  let content: ContentServer;
  let host: RunningServer;
  beforeAll(async () => {
    content = await startContent();
    host = await startTestServer(hostSettingsFor(content));
  });
  afterAll(async () => {
    await host?.close();
    await content?.close();
  });

  it('takes its layout, search, Content Hub and digital wall from it, with no embedded server of its own', async () => {
    expect(host.content).toBeUndefined();
    const before = { ...content.stats };
    for (const path of ['/', '/ar', '/insights', '/document-hub', '/blocks/digital-wall']) {
      const page = await get(host, path, { 'user-agent': PERSON });
      expect(page.status, path).toBe(200);
      expect(page.text.trimEnd().endsWith('</html>'), path).toBe(true);
    }
    const wall = await get(host, '/api/digital-wall/members');
    expect(wall.status).toBe(200);
    // The documents table: its first page is in /document-hub above; Load more asks through the host.
    const documents = await fetch(`${host.url}/api/contenthub/get-assets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variables: { categoryIds: ['M.AssetCategory.Policies.en'], brandId: 'M.Brand.MeridianPorts', count: 5 } }),
    });
    expect(documents.status).toBe(200);
    expect(content.stats.layout).toBeGreaterThan(before.layout);
    expect(content.stats.search).toBeGreaterThan(before.search);
    expect(content.stats.contentHub).toBeGreaterThan(before.contentHub);
    expect(content.stats.digitalWall).toBeGreaterThan(before.digitalWall);
  });
});

describe('npm run content-server (src/content-server/main.ts)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'content-alone-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("prints a render host's settings for it, serves the sample site with its key, and stops on SIGTERM", async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/content-server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, CONTENT_PORT: '0', CONTENT_API_KEY: 'alone-key', CONTENT_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const settings: Record<string, string> = {};
      for await (const line of createInterface({ input: child.stdout })) {
        const eq = line.indexOf('=');
        settings[line.slice(0, eq)] = line.slice(eq + 1);
        if (Object.keys(settings).length === Object.keys(hostSettingsFor({ origin: 'http://x', apiKey: 'k', siteName: 's' })).length) break;
      }
      expect(settings.SITECORE_API_KEY).toBe('alone-key');
      expect(settings.SITECORE_SITE_NAME).toBe('ports-group');
      const origin = settings.SITECORE_API_HOST!;
      expect(settings).toEqual(hostSettingsFor({ origin, apiKey: 'alone-key', siteName: 'ports-group' }));
      const layout = await fetch(`${origin}/sitecore/api/layout/render/jss?item=/&sc_lang=ar&sc_apikey=alone-key`);
      expect(layout.status).toBe(200);
      expect(((await layout.json()) as { sitecore: { context: { language: string } } }).sitecore.context.language).toBe('ar');
      expect((await fetch(`${origin}/sitecore/api/layout/render/jss?item=/&sc_lang=en&sc_apikey=wrong`)).status).toBe(401);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);

  it('refuses a CONTENT_PORT that is no port, saying so', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/content-server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, CONTENT_PORT: 'eighty', CONTENT_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('CONTENT_PORT must be a port number');
  }, 30_000);
});
