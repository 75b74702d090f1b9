import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer } from '../../src/server/start.ts';
import type { RunningServer } from '../support/server.ts';
import { launchBrowser, openPage } from '../support/browser.ts';

/**
 * The press-release site's side: a page on another loopback origin fetches our fragments and
 * inserts them (as an embedding script would), and they must hydrate there without a console
 * error, a failed request or a re-render, and without restyling the page around them.
 */

/** A free loopback port: the site's PUBLIC_URL must name it before the site starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

// The host page names a favicon, or Chromium asks the host for /favicon.ico (a 404 logged to the console).
function hostPage(site: string, paths: string[]): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Press releases</title><link rel="icon" href="data:,">
<style>body { margin: 11px; background: rgb(250, 240, 230); font-family: serif; } h1 { color: rgb(1, 2, 3); }</style>
</head><body>
<h1 id="own">Press releases</h1>
${paths.map((_p, i) => `<section id="slot-${i}"></section>`).join('\n')}
<script type="module">
  const paths = ${JSON.stringify(paths)};
  window.__inserted = Promise.all(paths.map(async (path, i) => {
    const response = await fetch(${JSON.stringify(site)} + path);
    if (!response.ok) throw new Error(path + ' answered ' + response.status);
    // A script inserted through innerHTML never runs; a contextual fragment's does.
    document.getElementById('slot-' + i).append(document.createRange().createContextualFragment(await response.text()));
  })).then(() => {
    // Kept to prove hydration adopts the server's elements instead of re-creating them.
    window.__serverH1 = document.querySelector('[data-fragment] h1');
  });
</script>
</body></html>`;
}

let host: Server;
let hostOrigin: string;
let site: RunningServer;
let browser: Browser;
let pages: Record<string, string> = {};

/** The embedded content server's data files go to a folder of this test's own. */
const dataDir = mkdtempSync(join(tmpdir(), 'render-host-fragments-'));

beforeAll(async () => {
  host = createServer((request, response) => {
    const body = pages[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;

  // The site's own address is its PUBLIC_URL, so the fragment's absolute URLs reach it.
  const port = await freePort();
  const [started, launched] = await Promise.all([
    startServer({
      env: {
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        FRAGMENT_ORIGINS: hostOrigin,
        CONTENT_DATA_DIR: dataDir,
      },
      port,
    }),
    launchBrowser(),
  ]);
  site = started;
  browser = launched;
  pages = {
    '/hero': hostPage(site.url, ['/pp-components/hero-banner']),
    '/ar': hostPage(site.url, ['/pp-components/hero-banner?lang=ar', '/ar/pp-header']),
    '/chrome': hostPage(site.url, ['/pp-header', '/pp-components/hero-banner', '/pp-components/footer']),
  };
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
  await new Promise<void>((resolve) => (host ? host.close(() => resolve()) : resolve()));
});

describe('fragments embedded on another origin, in Chromium', () => {
  it('the hero hydrates in place, with no console error and no failed request', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(hostOrigin + '/hero');
    await page.evaluate(() => (window as unknown as { __inserted: Promise<void> }).__inserted);
    await page.waitForSelector('[data-fragment="hero-banner"][data-fragment-hydrated="true"]', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');

    const result = await page.evaluate(() => {
      const w = window as unknown as { __serverH1: Element | null };
      const h1 = document.querySelector('[data-fragment] h1');
      const img = document.querySelector<HTMLImageElement>('[data-fragment] img');
      return {
        sameH1: w.__serverH1 !== null && w.__serverH1 === h1,
        headline: h1?.textContent,
        lang: document.querySelector('[data-fragment]')?.getAttribute('lang'),
        imageLoaded: Boolean(img && img.complete && img.naturalWidth > 0),
        imageOrigin: img ? new URL(img.currentSrc || img.src).origin : '',
        bodyMargin: getComputedStyle(document.body).marginTop,
        bodyBackground: getComputedStyle(document.body).backgroundColor,
        ownH1Color: getComputedStyle(document.getElementById('own')!).color,
        heroFont: h1 ? getComputedStyle(h1).fontFamily : '',
      };
    });
    expect(result.sameH1).toBe(true);
    expect(result.headline).toMatch(/^Connecting the world/);
    expect(result.lang).toBe('en');
    expect(result.imageLoaded).toBe(true);
    expect(result.imageOrigin).toBe(site.url);
    // The page around the fragment keeps its own styles; the fragment has ours.
    expect(result.bodyMargin).toBe('11px');
    expect(result.bodyBackground).toBe('rgb(250, 240, 230)');
    expect(result.ownH1Color).toBe('rgb(1, 2, 3)');
    expect(result.heroFont).toContain('Inter Variable');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('several fragments on one page (header, hero, footer) all hydrate; Arabic is right to left', async () => {
    for (const [path, count, lang, dir] of [
      ['/chrome', 3, 'en', 'ltr'],
      ['/ar', 2, 'ar', 'rtl'],
    ] as const) {
      const { page, problems } = await openPage(browser);
      await page.goto(hostOrigin + path);
      await page.evaluate(() => (window as unknown as { __inserted: Promise<void> }).__inserted);
      await page.waitForFunction((n) => document.querySelectorAll('[data-fragment][data-fragment-hydrated="true"]').length === n, count, { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const wrappers = await page.evaluate(() =>
        [...document.querySelectorAll('[data-fragment]')].map((el) => [el.getAttribute('lang'), el.getAttribute('dir')]),
      );
      expect(wrappers).toEqual(Array.from({ length: count }, () => [lang, dir]));
      // The header's module ran once and hydrated the rest too.
      const scripts = await page.evaluate(() => document.querySelectorAll('script[src*="/assets/entry-fragment-"]').length);
      expect(scripts).toBe(count);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
