/**
 * The cached style path against styled-components' own: the same pages rendered through a fresh
 * `ServerStyleSheet` (what entry-server used per request) and through `RequestStyleSheet` must
 * stream the same bytes, flush by flush, whether the cache is cold, warm, shared by concurrent
 * renders or too small to hold everything.
 */
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Document } from '../app/Document.tsx';
import { createServerBlockData } from '../app/block-data.server.ts';
import { collectComponentNames, preloadBlocks } from '../app/registry.ts';
import { makePage } from '../app/testing.tsx';
import type { PageContext } from '../app/page-context.ts';
import { findRoute, loadContent, type ContentStore } from '../content-server/content-store.ts';
import { layoutData } from '../content-server/layout-data.ts';
import { HtmlStream } from './html-stream.ts';
import { RequestStyleSheet, RequestStyles } from './request-style-sheet.ts';
import { StyleCache } from './style-cache.ts';
import { isGlobalStyleId } from './styled-internals.ts';

const ORIGIN = 'http://content.test';
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** How a render collects its styles: wraps the tree, and gives the tags for each React flush. */
interface StyleCollection {
  wrap(tree: ReactElement): ReactElement;
  takeStyles(): string;
}

/** The path entry-server took per request before the cache: a fresh ServerStyleSheet. */
function serverStyleSheet(): StyleCollection {
  const sheet = new ServerStyleSheet();
  return {
    wrap: (tree) => sheet.collectStyles(tree),
    takeStyles: () => {
      // Marked as a live sheet, as ours are (styled-internals.ts, styleTag).
      const tags = sheet._emitSheetCSS().replace(' data-styled="true"', ' data-styled="active"');
      sheet.instance.clearTag();
      return tags;
    },
  };
}

function cachedSheet(cache: StyleCache): StyleCollection & { sheet: RequestStyleSheet } {
  const sheet = new RequestStyleSheet(cache);
  return { sheet, wrap: (tree) => <RequestStyles sheet={sheet}>{tree}</RequestStyles>, takeStyles: () => sheet.takeStyles() };
}

/**
 * Streams a tree as entry-server does (HtmlStream, shell first; for crawlers, once all is ready)
 * and returns the chunks pushed.
 */
function stream(tree: ReactElement, styles: StyleCollection, crawler = false): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const body = new HtmlStream(() => styles.takeStyles(), { head: '<!--head-->', bodyStart: '', bodyEnd: '', lateStyles: '<script>late()</script>' });
    const chunks: string[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    body.on('end', () => resolve(chunks));
    const { pipe } = renderToPipeableStream(styles.wrap(tree), {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady: () => crawler || pipe(body),
      onAllReady: () => crawler && pipe(body),
      onShellError: reject,
    });
  });
}

let content: ContentStore;

function page(language: 'en' | 'ar', path: string): PageContext {
  const site = content.sites.get('ports-group')!;
  const stored = findRoute(site, site.languages.get(language)!, path);
  if (!stored) throw new Error(`no route ${language} ${path}`);
  return makePage(layoutData('ports-group', language, path, stored), { language, locale: language, dir: language === 'ar' ? 'rtl' : 'ltr', path });
}

/**
 * A page's document; the news feed answers after `feedDelayMs`, so the news blocks stream late.
 * Every block of one render gets the same answer at the same moment (a page with the highlight
 * and the listing would otherwise flush once or twice, as their timers happen to fall).
 */
function documentOf(target: PageContext, feedDelayMs = 5): ReactElement {
  const feed = content.newsFeeds.get(target.language);
  let answer: Promise<unknown> | undefined;
  const blockData = createServerBlockData({
    logger: quiet,
    allowedFeedHosts: ['content.test'],
    fetchJson: () => (answer ??= new Promise((resolve) => setTimeout(() => resolve(feed), feedDelayMs))),
  });
  return <Document page={target} logger={quiet} blockData={blockData} />;
}

const PAGES: ['en' | 'ar', string][] = [
  ['en', '/'],
  ['ar', '/'],
  ['en', '/about'],
  ['en', '/blocks'],
];

beforeAll(async () => {
  content = await loadContent(join(import.meta.dirname, '..', '..', 'content'), ORIGIN);
  await preloadBlocks(PAGES.flatMap(([language, path]) => collectComponentNames(page(language, path).layout)));
  // Icons load on first use and stream late while they do: render each page once beforehand, so
  // the renders compared below flush at the same points.
  for (const [language, path] of PAGES) await stream(documentOf(page(language, path)), serverStyleSheet());
});

/** Where two streams first part, for a readable failure (a page is 200 KB). */
function firstDifference(actual: string[], expected: string[]): string {
  const a = actual.join('\u241e');
  const b = expected.join('\u241e');
  if (a === b) return 'same';
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `chunks ${actual.length} vs ${expected.length}; at ${i}: ${JSON.stringify(a.slice(i - 120, i + 120))} vs ${JSON.stringify(b.slice(i - 120, i + 120))}`;
}

describe('RequestStyleSheet on whole pages', () => {
  it('streams what a fresh ServerStyleSheet streams, flush by flush, with a cold and a warm cache', async () => {
    const cache = new StyleCache();
    for (const [language, path] of PAGES) {
      const target = page(language, path);
      const expected = await stream(documentOf(target), serverStyleSheet());
      expect(expected.join('')).toContain('<style data-styled="active"');
      const cold = await stream(documentOf(target), cachedSheet(cache));
      const warm = await stream(documentOf(target), cachedSheet(cache));
      expect(firstDifference(cold, expected)).toBe('same');
      expect(firstDifference(warm, expected)).toBe('same');
    }
    // The home page streams its news block after the shell, with the block's rules in front of it
    // (in a template, moved into the head by the script after it: html-stream.ts).
    const home = await stream(documentOf(page('en', '/')), cachedSheet(cache));
    expect(home.length).toBeGreaterThan(2);
    expect(home[1]).toMatch(/^<template data-late-styles><style data-styled="active"[^>]*>.+<\/style><\/template><script>late\(\)<\/script>/s);
  });

  it('compiles nothing once the cache is warm, global styles included', async () => {
    // A stylis plugin sees every compile; it changes the class names alike on both paths.
    let compiles = 0;
    const counting = Object.defineProperty(() => void compiles++, 'name', { value: 'counting' });
    const withPlugin = (styles: StyleCollection): StyleCollection => ({
      ...styles,
      wrap: (tree) => <StyleSheetManager stylisPlugins={[counting]}>{styles.wrap(tree)}</StyleSheetManager>,
    });
    const cache = new StyleCache();
    const target = page('en', '/');
    const expected = await stream(documentOf(target), withPlugin(serverStyleSheet()));
    compiles = 0;
    expect(await stream(documentOf(target), withPlugin(cachedSheet(cache)))).toEqual(expected);
    expect(compiles).toBeGreaterThan(0);
    compiles = 0;
    const insert = vi.spyOn(RequestStyleSheet.prototype, 'insertRules');
    try {
      expect(await stream(documentOf(target), withPlugin(cachedSheet(cache)))).toEqual(expected);
      expect(compiles).toBe(0);
      // Only the global style, which re-inserts its rules at each mount, still inserts.
      expect(insert.mock.calls.map(([id]) => id).every(isGlobalStyleId)).toBe(true);
    } finally {
      insert.mockRestore();
    }
    expect(cache.size).toBeGreaterThan(100);
  });

  it('keeps concurrent renders apart: each streams what it streams alone', async () => {
    const targets = PAGES.map(([language, path]) => page(language, path));
    const alone: string[][] = [];
    for (const target of targets) alone.push(await stream(documentOf(target), serverStyleSheet()));
    const cache = new StyleCache();
    // Different feed delays interleave the renders' flushes.
    const together = await Promise.all(targets.map((target, i) => stream(documentOf(target, 3 + 7 * i), cachedSheet(cache))));
    together.forEach((chunks, i) => expect(firstDifference(chunks, alone[i]!)).toBe('same'));
    const again = await Promise.all(targets.map((target, i) => stream(documentOf(target, 24 - 7 * i), cachedSheet(cache))));
    again.forEach((chunks, i) => expect(firstDifference(chunks, alone[i]!)).toBe('same'));
    // A crawler's render collects rules while others render and flush, and writes them later.
    const crawled = await stream(documentOf(targets[0]!), serverStyleSheet(), true);
    const mixed = await Promise.all([
      stream(documentOf(targets[0]!, 30), cachedSheet(cache), true),
      ...targets.slice(1).map((target, i) => stream(documentOf(target, 5 * i), cachedSheet(cache))),
    ]);
    expect(firstDifference(mixed[0]!, crawled)).toBe('same');
    mixed.slice(1).forEach((chunks, i) => expect(firstDifference(chunks, alone[i + 1]!)).toBe('same'));
  });
});

const Swatch = styled.span<{ $tone: string }>`
  color: ${(p) => p.$tone};
  @media (min-width: 768px) {
    border-color: ${(p) => p.$tone};
  }
`;
const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Fading = styled.div`
  animation: ${fade} 1s;
`;
const Body = createGlobalStyle<{ $tone: string }>`body { background: ${(p) => p.$tone}; }`;

function swatches(tones: string[]) {
  return (
    <html>
      <head />
      <body>
        <Body $tone={tones[0] ?? 'white'} />
        {tones.map((tone, i) => (
          <Swatch key={i} $tone={tone} />
        ))}
        <Fading />
        <Body $tone="black" />
      </body>
    </html>
  );
}

describe('RequestStyleSheet with varying props', () => {
  it('gives each request the rules of its own props', async () => {
    const cache = new StyleCache();
    for (const tones of [['red', 'blue'], ['blue', 'green'], ['green', 'red', 'blue'], []]) {
      expect(await stream(swatches(tones), cachedSheet(cache))).toEqual(await stream(swatches(tones), serverStyleSheet()));
    }
  });

  it('stays within its bounds, and what fell out is compiled again to the same rules', async () => {
    const cache = new StyleCache({ maxEntries: 10, maxChars: 1500 });
    const tones = Array.from({ length: 60 }, (_, i) => `#${(i * 4099).toString(16).padStart(6, '0')}`);
    const expected = await stream(swatches(tones), serverStyleSheet());
    expect(await stream(swatches(tones), cachedSheet(cache))).toEqual(expected);
    expect(cache.size).toBeLessThanOrEqual(10);
    expect(cache.chars).toBeLessThanOrEqual(1500);
    expect(await stream(swatches(tones), cachedSheet(cache))).toEqual(expected);
    expect(cache.size).toBeLessThanOrEqual(10);
  });
});
