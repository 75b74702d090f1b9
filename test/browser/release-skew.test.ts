import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/server/start.ts';
import { keptReleases } from '../../scripts/kept-releases.mjs';
import { hydrateAllIslands, openPage, useSiteInChromium, waitForHydration } from '../support/browser.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';

/**
 * Release skew (issue 27 item 5): a page made by release A, served from release B's server.
 * Release A is a real build of the client with changed island code (the hydrator and the header
 * carry a marker), so its entry and chunks have other names than B's (the build `npm test` made).
 */

const site = useSiteInChromium();
const run = promisify(execFile);
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const MARKER = '__releaseA';

interface Release {
  html: string;
  csp: string;
  /** Release A's asset names that release B's build does not have. */
  ownFiles: string[];
  entry: string;
}

let tmp: string;
let releaseA: Release;
/** Release B's server, keeping release A's files as `npm run build` would have kept them. */
let keeping: RunningServer | undefined;

/** Vite's build of the client with the marker added to these modules, into `outDir`. */
async function buildChangedClient(outDir: string) {
  const config = join(tmp, 'vite.release-a.config.ts');
  writeFileSync(
    config,
    `import base from ${JSON.stringify(join(ROOT, 'vite.config.ts'))};
export default (env) => {
  const config = base(env);
  const mark = { name: 'release-a', transform(code, id) {
    if (/(island-hydrator|components\\/header\\/index)\\.tsx$/.test(id)) return code + '\\nglobalThis.${MARKER} = (globalThis.${MARKER} ?? 0) + 1;';
  } };
  return { ...config, logLevel: 'warn', plugins: [...config.plugins, mark], build: { ...config.build, outDir: ${JSON.stringify(outDir)}, emptyOutDir: true } };
};
`,
  );
  await run(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', config], {
    cwd: ROOT,
    // A production build, as `npm run build` makes (the test runner's NODE_ENV is `test`).
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** A page as a server answers it, uncompressed. */
async function pageOf(server: RunningServer, path: string) {
  const response = await fetch(server.url + path, { headers: { 'user-agent': PERSON, 'accept-encoding': 'identity' } });
  expect(response.status).toBe(200);
  return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'release-skew-'));
  const distA = join(tmp, 'dist-a');
  await buildChangedClient(join(distA, 'client'));
  symlinkSync(join(ROOT, 'dist', 'server'), join(distA, 'server'));

  // Release B: the build of this run, with release A kept as `npm run build` keeps the build it
  // replaces (scripts/previous-releases.mjs, the same script).
  const distB = join(tmp, 'dist-b');
  mkdirSync(distB);
  cpSync(join(distA, 'client'), join(distB, 'client'), { recursive: true });
  await run(process.execPath, [join(ROOT, 'scripts', 'previous-releases.mjs'), 'keep', distB]);
  rmSync(join(distB, 'client'), { recursive: true });
  symlinkSync(join(ROOT, 'dist', 'client'), join(distB, 'client'));
  symlinkSync(join(ROOT, 'dist', 'server'), join(distB, 'server'));
  await run(process.execPath, [join(ROOT, 'scripts', 'previous-releases.mjs'), 'dedupe', distB]);

  const current = new Set(readdirSync(join(ROOT, 'dist', 'client', 'assets')));
  const manifestA = JSON.parse(readFileSync(join(distA, 'client', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  keeping = await startTestServer({}, { distDir: distB });
  // Release A's server makes one page (the render bundle is the same; the manifest names A's
  // files), from the same CMS as release B's, as two releases of a site share theirs.
  const content = keeping.content!;
  const serverA = await startTestServer({ SITECORE_API_HOST: content.origin, SITECORE_API_KEY: content.apiKey }, { distDir: distA });
  const pageA = await pageOf(serverA, '/').finally(() => serverA.close());
  releaseA = {
    ...pageA,
    ownFiles: readdirSync(join(distA, 'client', 'assets')).filter((name) => !current.has(name)),
    entry: '/' + manifestA['entry-client.tsx']!.file,
  };
  // What B keeps of A is exactly what B's own build lacks.
  const kept = keptReleases(distB);
  expect(kept).toHaveLength(1);
  expect(readdirSync(join(kept[0]!)).sort()).toEqual(releaseA.ownFiles.sort());
}, 60_000);

afterAll(async () => {
  await keeping?.close();
  if (tmp && existsSync(tmp)) rmSync(tmp, { recursive: true, force: true });
});

/** Answers the page's own URL with release A's page (a CDN's or a browser's copy) while `stale()` says so. */
async function serveReleaseA(page: Page, path: string, stale: () => boolean): Promise<{ documents: () => number }> {
  let documents = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      documents++;
      if (!stale()) return route.continue();
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': releaseA.csp }, body: releaseA.html });
    },
  );
  return { documents: () => documents };
}

/** The address of this run's header chunk (release B's own build). */
function headerChunk(): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist', 'client', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return '/' + manifest['src/components/header/index.tsx']!.file;
}

/** The addresses of this run's icon chunks (`/assets/icon-<name>-<set hash>.js`). */
function iconChunkFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist', 'client', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return new Set(
    Object.entries(manifest)
      .filter(([source]) => source.startsWith('src/ui/icons/'))
      .map(([, { file }]) => '/' + file),
  );
}

/** The header hydrates when a visitor reaches for it: a pointer over it (not over a link, which waits for its click). */
const reachForHeader = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-island="header"] > [data-block]')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));

const marker = (page: Page) => page.evaluate((name) => (globalThis as unknown as Record<string, number | undefined>)[name] ?? 0, MARKER);

describe('a page of the release before, served by the release after', () => {
  it("hydrates every island with its own release's code, from the files the new server keeps", async () => {
    expect(releaseA.ownFiles.length).toBeGreaterThan(1);
    expect(releaseA.html).toContain(releaseA.entry);
    const { page, problems } = await openPage(site.browser);
    const served: string[] = [];
    page.on('response', (response) => {
      if (response.ok() && releaseA.ownFiles.some((name) => response.url().endsWith('/assets/' + name))) served.push(response.url());
    });
    await serveReleaseA(page, '/', () => true);
    await page.goto(keeping!.url + '/');
    await hydrateAllIslands(page).catch((e) => {
      console.log(problems);
      throw e;
    });
    // Release A's hydrator and header ran (the marker), from files release B's build does not have.
    expect(await marker(page)).toBe(2);
    expect(served.some((url) => url.endsWith(releaseA.entry))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a chunk that does not load', () => {
  it('is retried once at a fresh URL (a pod of the other release answered first): the island hydrates, no reload', async () => {
    const header = headerChunk();
    const { page, problems } = await openPage(site.browser);
    const asked: string[] = [];
    let refused = 0;
    await page.route(
      (url) => url.pathname === header,
      (route) => {
        asked.push(new URL(route.request().url()).search);
        if (refused++ === 0) return route.fulfill({ status: 404, body: 'Not Found' });
        return route.continue();
      },
    );
    const documents = await serveReleaseA(page, '/', () => false);
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    await reachForHeader(page);
    await expect.poll(() => page.locator('[data-island="header"]').first().getAttribute('data-island-hydrated')).toBe('true');
    expect(asked).toEqual(['', '?retry=1']);
    expect(documents.documents()).toBe(1);
    // The one refused request (its status, the browser's line about it, the module preload it
    // ended), and nothing else.
    expect(problems.filter((p) => !p.includes(header) && !p.includes('Failed to load resource'))).toEqual([]);
    await page.context().close();
  });

  it('is retried the same way when it is an icon (imported by its name and the icon set hash, scripts/icon-chunks.ts)', async () => {
    const icons = iconChunkFiles();
    const { page, problems } = await openPage(site.browser);
    const asked = new Map<string, string[]>();
    await page.route(
      (url) => icons.has(url.pathname),
      (route) => {
        const url = new URL(route.request().url());
        const before = asked.get(url.pathname) ?? [];
        asked.set(url.pathname, [...before, url.search]);
        return before.length === 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue();
      },
    );
    const documents = await serveReleaseA(page, '/', () => false);
    await page.goto(site.server.url + '/');
    await hydrateAllIslands(page);
    // Every icon the islands drew was refused once, then loaded at `?retry=1`; the page never reloaded.
    expect(asked.size).toBeGreaterThan(0);
    for (const [file, searches] of asked) expect(searches, file).toEqual(['', '?retry=1']);
    expect(await page.locator('[data-island] svg[data-icon]').count()).toBeGreaterThan(0);
    expect(documents.documents()).toBe(1);
    expect(problems.filter((p) => ![...asked.keys()].some((file) => p.includes(file)) && !p.includes('Failed to load resource'))).toEqual([]);
    await page.context().close();
  });

  it('that fails again reloads the page once, then leaves that block as the server sent it: never a loop', async () => {
    const header = headerChunk();
    const { page, problems } = await openPage(site.browser);
    await page.route(
      (url) => url.pathname === header,
      (route) => route.fulfill({ status: 404, body: 'Not Found' }),
    );
    const documents = await serveReleaseA(page, '/', () => false);
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    const reloaded = page.waitForEvent('load');
    await reachForHeader(page);
    await reloaded;
    expect(documents.documents()).toBe(2);
    await waitForHydration(page);
    await reachForHeader(page);
    await expect.poll(() => problems.some((p) => p.includes('reloading once did not help'))).toBe(true);
    expect(documents.documents()).toBe(2);
    // The header stays as the server sent it (its menus work without script); the rest hydrates.
    expect(await page.locator('[data-island="header"]').first().getAttribute('data-island-hydrated')).toBeNull();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));
    await expect.poll(() => page.locator('[data-island-hydrated="true"]').count()).toBeGreaterThan(0);
    expect(problems.filter((p) => p.startsWith('console.warning')).some((p) => p.includes('reloading the page once'))).toBe(true);
    await page.context().close();
  });
});

describe('a chunk that fails while the visitor has typed into the page', () => {
  it('does not reload: the enquiry keeps what was typed, and a log line says why', async () => {
    const header = headerChunk();
    const { page, problems } = await openPage(site.browser);
    await page.route(
      (url) => url.pathname === header,
      (route) => route.fulfill({ status: 404, body: 'Not Found' }),
    );
    const documents = await serveReleaseA(page, '/solutions', () => false);
    await page.goto(site.server.url + '/solutions');
    await waitForHydration(page);
    // The enquiry form hydrated first: React now controls its fields (and copies each value into
    // defaultValue), so only the typing itself tells that something was typed.
    const form = page.locator('[data-island="form-container"]');
    await form.locator('form').scrollIntoViewIfNeeded();
    await expect.poll(() => form.getAttribute('data-island-hydrated')).toBe('true');
    const field = form.locator('input:is([type="text"], :not([type]))').first();
    await field.fill('Dry-docking a 200 m bulk carrier');
    await reachForHeader(page);
    await expect.poll(() => problems.some((p) => p.includes('keep what the visitor typed'))).toBe(true);
    expect(documents.documents()).toBe(1);
    expect(await field.inputValue()).toBe('Dry-docking a 200 m bulk carrier');
    await page.context().close();
  });
});

describe('a page older than the releases the server keeps', () => {
  it('reloads once and hydrates when the reload brings the current page', async () => {
    const { page } = await openPage(site.browser);
    let stale = true;
    const documents = await serveReleaseA(page, '/', () => {
      const now = stale;
      stale = false;
      return now;
    });
    await page.goto(site.server.url + '/');
    await expect.poll(() => documents.documents()).toBe(2);
    await hydrateAllIslands(page);
    expect(await marker(page)).toBe(0);
    await page.context().close();
  });

  it('reloads once only when a CDN keeps serving it: the page stays as the server sent it, with a log line', async () => {
    const { page, problems } = await openPage(site.browser);
    const documents = await serveReleaseA(page, '/', () => true);
    await page.goto(site.server.url + '/');
    await expect.poll(() => documents.documents()).toBe(2);
    await expect.poll(() => problems.some((p) => p.includes("the page's script did not load"))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(documents.documents()).toBe(2);
    expect(await page.locator('h1').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.context().close();
  });
});
