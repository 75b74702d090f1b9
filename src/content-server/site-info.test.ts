import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startContentServer } from './content-server.ts';
import { graphql, TEST_API_KEY } from './test-support.ts';

const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A one-page site 'tiny' whose site.json adds `site`. */
async function siteWith(site: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-info-'));
  temporary.push(dir);
  await mkdir(path.join(dir, 'sites', 'tiny', 'en', 'routes'), { recursive: true });
  await writeFile(path.join(dir, 'sites', 'tiny', 'site.json'), JSON.stringify({ name: 'tiny', languages: ['en'], ...site }));
  await writeFile(path.join(dir, 'sites', 'tiny', 'en', 'routes', 'home.json'), JSON.stringify({ name: 'Home', placeholders: {} }));
  return dir;
}

describe('siteInfo.llmsTxt and siteInfo.hostname', () => {
  it.each([
    [{ llmsTxt: '# Tiny\n\n> A site.\n', hostname: 'tiny.example.com|www.tiny.example.com' }, '# Tiny\n\n> A site.\n', 'tiny.example.com|www.tiny.example.com'],
    [{}, null, '*'],
    [{ llmsTxt: '  \n' }, null, '*'],
  ])("answer site.json's %j", async (site, llmsTxt, hostname) => {
    const dir = await siteWith(site);
    const server = await startContentServer({ apiKey: TEST_API_KEY, contentDir: dir, dataDir: path.join(dir, 'data') });
    try {
      const res = await graphql(server, 'query ($s: String!) { site { siteInfo(site: $s) { llmsTxt hostname } } }', { s: 'tiny' });
      expect(res.json).toEqual({ data: { site: { siteInfo: { llmsTxt, hostname } } } });
    } finally {
      await server.close();
    }
  });
});
