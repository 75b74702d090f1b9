import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startContentServer, type ContentServer } from '../src/content-server/index.ts';
import { startTestServer, type RunningServer } from './support/server.ts';

/**
 * What belongs to one site of several (issue 28 item 1): its languages, read from the CMS's site
 * list, and its share of a publish purge. The sample content, served by the embedded content
 * server as a remote CMS, with one change: the drydocks site has English pages only.
 */

const ROOT = join(import.meta.dirname, '..');
const CONTENT = join(ROOT, 'content');
const DRYDOCKS = 'drydocks.localhost';
const REVALIDATE_SECRET = 'site-scope-revalidate-secret-0123456789';
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const routeId = (site: string, route: string) =>
  (JSON.parse(readFileSync(join(CONTENT, 'sites', site, 'en', 'routes', `${route}.json`), 'utf8')) as { itemId: string }).itemId;
const DRYDOCKS_HOME = routeId('drydocks', 'home');
const DRYDOCKS_ABOUT = routeId('drydocks', 'about');

let dir: string;
let cms: ContentServer;
let site: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-scope-'));
  for (const name of ['media', 'feeds', 'contenthub', 'digital-wall', 'embeds']) symlinkSync(join(CONTENT, name), join(dir, name));
  // The content loader reads real folders per site; the languages' folders may be links.
  for (const [name, languages] of [
    ['ports-group', ['en', 'ar']],
    ['drydocks', ['en']],
  ] as const) {
    mkdirSync(join(dir, 'sites', name), { recursive: true });
    for (const language of languages) symlinkSync(join(CONTENT, 'sites', name, language), join(dir, 'sites', name, language));
  }
  copyFileSync(join(CONTENT, 'sites', 'ports-group', 'site.json'), join(dir, 'sites', 'ports-group', 'site.json'));
  const definition = JSON.parse(readFileSync(join(CONTENT, 'sites', 'drydocks', 'site.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(dir, 'sites', 'drydocks', 'site.json'), JSON.stringify({ ...definition, languages: ['en'] }));
  cms = await startContentServer({ apiKey: 'test-key', contentDir: dir, dataDir: join(dir, '.data') });
  site = await startTestServer({ SITECORE_API_HOST: cms.origin, SITECORE_API_KEY: cms.apiKey, REVALIDATE_SECRET });
}, 60_000);

afterAll(async () => {
  await site?.close();
  await cms?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A GET with this Host header (undici's request sends the one given). */
async function getAs(host: string | undefined, path: string) {
  const port = new URL(site.url).port;
  const response = await request(`${site.url}${path}`, { headers: { 'user-agent': PERSON, ...(host ? { host: `${host}:${port}` } : {}) } });
  const text = await response.body.text();
  const header = (name: string) => [response.headers[name] ?? ''].flat().join(', ');
  return { status: response.statusCode, text, header };
}

interface PurgeAnswer {
  evicted: string[];
  tags: string[];
}

async function publish(updates: Array<Record<string, string>>): Promise<PurgeAnswer> {
  const response = await request(`${site.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify({ invocation_id: 'site-scope', updates, continues: false }),
  });
  expect(response.statusCode).toBe(200);
  return (await response.body.json()) as PurgeAnswer;
}

const alternatesOf = (html: string) => [...html.matchAll(/<link rel="alternate" [^>]*hrefLang="([^"]+)"/g)].map((m) => m[1]);

describe("a site's languages", () => {
  it('serves the languages the site has pages in, and its not-found page in its own language for the others', async () => {
    const home = await getAs(DRYDOCKS, '/');
    expect(home.status).toBe(200);
    expect(home.text).toMatch(/<html[^>]* lang="en"/);
    // Its alternates name only English; the Global site keeps both.
    expect(alternatesOf(home.text)).toEqual(['en', 'x-default']);
    expect(alternatesOf((await getAs(undefined, '/')).text)).toEqual(['en', 'ar', 'x-default']);

    const arabic = await getAs(DRYDOCKS, '/ar/about');
    expect(arabic.status).toBe(404);
    // The site's own not-found page, in English, left to right: not a page in a language it lacks.
    expect(arabic.text).toMatch(/<html[^>]* lang="en" dir="ltr"/);
    expect(arabic.header('cache-tag')).toContain('sites');
    expect((await getAs(DRYDOCKS, '/about')).status).toBe(200);
    expect((await getAs(undefined, '/ar/about')).status).toBe(200);
  });

  it('has no llms.txt and no sitemap entries in a language it lacks', async () => {
    const arabic = await getAs(DRYDOCKS, '/ar/llms.txt');
    expect(arabic.status).toBe(404);
    expect(arabic.text).toBe('This site has no pages in this language.\n');
    expect((await getAs(DRYDOCKS, '/llms.txt')).status).toBe(200);
    expect((await getAs(undefined, '/ar/llms.txt')).status).toBe(200);

    const sitemap = await getAs(DRYDOCKS, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    // The CMS's own file (its target host, drydocks.localhost:3000), with English pages alone.
    expect(sitemap.text).toMatch(/<loc>[^<]*\/about<\/loc>/);
    expect(sitemap.text).not.toContain('/ar/');
  });
});

describe('a publish purges the sites it touched', () => {
  it("tags a site's site-wide data with its name, and the configured site's with bare names", async () => {
    const drydocks = await getAs(DRYDOCKS, '/about');
    const tags = drydocks.header('cache-tag').split(',');
    expect(tags).toContain('drydocks:dictionary-en');
    expect(tags).not.toContain('dictionary-en');
    expect((await getAs(undefined, '/about')).header('cache-tag').split(',')).toContain('dictionary-en');
  });

  it("evicts one site's dictionary for a phrase of that site, and the other's stays", async () => {
    await Promise.all([getAs(DRYDOCKS, '/about'), getAs(undefined, '/about')]);
    const answer = await publish([
      {
        identifier: 'drydocks-0f6a5b0c9d8e4f7a8b9c0d1e2f3a4b5c-footer.rights-en',
        entity_definition: 'DictionaryEntry',
        operation: 'Update',
        entity_culture: 'en',
      },
    ]);
    expect(answer.tags).toEqual(['drydocks:dictionary-en']);
    expect(answer.evicted).toContain('dictionary|drydocks|en|');
    expect(answer.evicted.filter((key) => key.includes('ports-group'))).toEqual([]);
  });

  it("evicts one site's redirect map, sitemap and missing routes for its item, and the other's stay", async () => {
    await Promise.all([getAs(DRYDOCKS, '/about'), getAs(undefined, '/about'), getAs(DRYDOCKS, '/no-such-page'), getAs(undefined, '/no-such-page')]);
    const answer = await publish([
      { identifier: DRYDOCKS_ABOUT, entity_definition: 'Item', operation: 'Update', entity_culture: 'en' },
      { identifier: `${DRYDOCKS_HOME}-layout`, entity_definition: 'LayoutData', operation: 'Update', entity_culture: 'en' },
    ]);
    expect(answer.tags).toEqual(expect.arrayContaining(['drydocks:redirects', 'sites', 'drydocks:layout-missing', 'drydocks:sitemap']));
    expect(answer.tags.filter((tag) => ['redirects', 'layout-missing', 'sitemap'].includes(tag))).toEqual([]);
    expect(answer.evicted).toContain('redirects|drydocks||');
    expect(answer.evicted).toContain('layout|drydocks|en|/no-such-page');
    expect(answer.evicted.filter((key) => key.includes('ports-group'))).toEqual([]);
  });

  it('purges every site for an item it cannot place (deleted, or outside every site)', async () => {
    await Promise.all([getAs(DRYDOCKS, '/about'), getAs(undefined, '/about')]);
    const answer = await publish([{ identifier: '{0B3E41C4-8A1F-4C5E-9D2B-7E6F5A4B3C2D}', entity_definition: 'Item', operation: 'Delete' }]);
    expect(answer.tags).toEqual(expect.arrayContaining(['redirects', 'drydocks:redirects']));
    expect(answer.evicted).toEqual(expect.arrayContaining(['redirects|drydocks||', 'redirects|ports-group||']));
  });
});
