/**
 * The client JavaScript a page loads, measured in Chromium, and each block's share of it.
 *
 * The page is opened as a person would (a browser's User-Agent), scrolled to the bottom so that
 * what loads on view (players, lazy pieces) loads too, and every script the page fetches from the
 * site is counted: its bytes as sent and its gzip size. Each file is then attributed through Vite's
 * build manifest: to the page runtime when the client entry imports it, to a block when only that
 * block's chunk reaches it, and to "shared by blocks" when several do.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface LoadedScript {
  file: string;
  owner: FileOwner;
  bytes: number;
  gzipBytes: number;
}

export interface ScriptShare {
  /** `page runtime`, a block folder, or `shared: <chunk names>` with the blocks that use them. */
  owner: string;
  files: number;
  bytes: number;
  gzipBytes: number;
  /** Blocks: the gzip bytes of the shared chunks this block also needs (loaded once for all). */
  sharedGzipBytes?: number;
}

export interface ClientJsReport {
  path: string;
  files: number;
  bytes: number;
  gzipBytes: number;
  shares: ScriptShare[];
}

function summarize(path: string, loaded: LoadedScript[], blockEntryFiles: Map<string, string>): ClientJsReport {
  // Only the blocks on this page (their own chunk was loaded) count as owners.
  const present = new Set(loaded.map((script) => blockEntryFiles.get(script.file)).filter((b): b is string => b !== undefined));
  const files = loaded.map((script) => ({
    ...script,
    owner: { ...script.owner, blocks: script.owner.blocks.filter((block) => present.has(block)).sort() },
  }));
  const shares = new Map<string, ScriptShare>();
  const add = (owner: string, script: LoadedScript) => {
    const share = shares.get(owner) ?? { owner, files: 0, bytes: 0, gzipBytes: 0 };
    share.files += 1;
    share.bytes += script.bytes;
    share.gzipBytes += script.gzipBytes;
    shares.set(owner, share);
  };
  for (const script of files) {
    const { runtime, blocks } = script.owner;
    if (runtime) add(RUNTIME, script);
    else if (blocks.length === 1) add(blocks[0]!, script);
    else if (blocks.length === 0) add('other', script);
    else add(`shared by ${blocks.join(', ')}`, script);
  }
  for (const script of files) {
    if (script.owner.runtime || script.owner.blocks.length < 2) continue;
    for (const block of script.owner.blocks) {
      const share = shares.get(block) ?? { owner: block, files: 0, bytes: 0, gzipBytes: 0 };
      share.sharedGzipBytes = (share.sharedGzipBytes ?? 0) + script.gzipBytes;
      shares.set(block, share);
    }
  }
  return {
    path,
    files: files.length,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    shares: [...shares.values()].sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

const RUNTIME = 'page runtime (React, hydration, fields, ui)';
const BLOCK_SOURCE = /^src\/components\/([^/]+)\/index\.tsx$/;

/** Manifest keys reachable from `start`, following static and dynamic imports, not entering `stop` keys. */
function reachable(manifest: Manifest, start: string, follow: 'static' | 'all', stop: Set<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key]!;
    for (const next of chunk.imports ?? []) visit(next);
    if (follow === 'all') for (const next of chunk.dynamicImports ?? []) if (!stop.has(next)) visit(next);
  };
  visit(start);
  return seen;
}

/** A built file's owners: the runtime, or the blocks whose chunk reaches it; and its chunk name. */
export interface FileOwner {
  runtime: boolean;
  blocks: string[];
  name: string;
}

export function ownersOfFiles(manifest: Manifest): Map<string, FileOwner> {
  const blockKeys = Object.keys(manifest).filter((key) => BLOCK_SOURCE.test(key));
  const stop = new Set([...blockKeys, 'entry-client.tsx', 'entry-fragment.tsx']);
  const runtime = reachable(manifest, 'entry-client.tsx', 'static', stop);
  const byFile = new Map<string, FileOwner>();
  const ownerOf = (key: string) => {
    const chunk = manifest[key]!;
    let owner = byFile.get(chunk.file);
    if (!owner) {
      owner = { runtime: runtime.has(key), blocks: [], name: chunk.name ?? chunk.src ?? chunk.file };
      byFile.set(chunk.file, owner);
    }
    return owner;
  };
  for (const key of runtime) ownerOf(key);
  for (const key of blockKeys) {
    const block = BLOCK_SOURCE.exec(key)![1]!;
    for (const reached of reachable(manifest, key, 'all', stop)) {
      const owner = ownerOf(reached);
      if (!owner.runtime && !owner.blocks.includes(block)) owner.blocks.push(block);
    }
  }
  return byFile;
}

export async function measureClientJs(siteUrl: string, path: string, distDir: string, userAgent: string): Promise<ClientJsReport> {
  const manifest = JSON.parse(await readFile(join(distDir, 'client', '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const owners = ownersOfFiles(manifest);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent });
    const page = await context.newPage();
    const origin = new URL(siteUrl).origin;
    await page.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient')));
    const scripts = new Map<string, Promise<Buffer | undefined>>();
    page.on('response', (response) => {
      const url = response.url();
      if (!url.startsWith(origin) || response.request().resourceType() !== 'script') return;
      scripts.set(
        url,
        response.body().catch(() => undefined),
      );
    });
    await page.goto(siteUrl + path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
    // Scroll through the page so that blocks that load on view do.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    await page.waitForLoadState('networkidle');

    const files: LoadedScript[] = [];
    for (const [url, pending] of scripts) {
      const body = await pending;
      if (!body) continue;
      const file = new URL(url).pathname.replace(/^\//, '');
      const owner = owners.get(file) ?? { runtime: false, blocks: [], name: file };
      files.push({ file, owner, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    }
    const blockEntryFiles = new Map<string, string>();
    for (const [key, chunk] of Object.entries(manifest)) {
      const block = BLOCK_SOURCE.exec(key)?.[1];
      if (block) blockEntryFiles.set(chunk.file, block);
    }
    return summarize(path, files, blockEntryFiles);
  } finally {
    await browser.close();
  }
}

export function formatClientJs(report: ClientJsReport): string {
  const kib = (n: number) => (n / 1024).toFixed(1).padStart(8);
  const pct = (n: number) => `${((n / report.gzipBytes) * 100).toFixed(1)}%`.padStart(7);
  const wrap = (text: string) => (text.length <= 60 ? text : `${text.slice(0, 57)}...`);
  const lines = [
    `client JavaScript of ${report.path}: ${report.files} files, ${(report.bytes / 1024).toFixed(1)} KiB, ${(report.gzipBytes / 1024).toFixed(1)} KiB gzip`,
    `  ${'owner'.padEnd(60)} ${'files'.padStart(5)} ${'KiB'.padStart(8)} ${'gz KiB'.padStart(8)} ${'share'.padStart(7)} ${'+shared gz'.padStart(10)}`,
    ...report.shares.map(
      (s) =>
        `  ${wrap(s.owner).padEnd(60)} ${String(s.files).padStart(5)} ${kib(s.bytes)} ${kib(s.gzipBytes)} ${pct(s.gzipBytes)} ${
          s.sharedGzipBytes ? kib(s.sharedGzipBytes).padStart(10) : ''.padStart(10)
        }`,
    ),
    '  (share: of the gzip total; +shared gz: chunks this block needs that other blocks on the page use too)',
  ];
  return lines.join('\n');
}
