import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/**
 * The block memo against the same server without it: every page of the sample site, in both
 * languages, is the same document whether its blocks were rendered or reused. Only what differs
 * between any two servers is set aside: the nonce, the embedded content server's port, the order
 * of style groups (numbered per process in the order components first render) and the attribute
 * order of a reused block's preload links.
 */
const PAGES = ['/', '/ar', '/about', '/ar/about', '/solutions', '/ar/solutions', '/blocks', '/sxa-sample', '/no-such-page'];

let memo: RunningServer;
let plain: RunningServer;
beforeAll(async () => {
  memo = await startTestServer({ PAGE_CACHE_MAX_MB: '0' });
  plain = await startTestServer({ PAGE_CACHE_MAX_MB: '0', BLOCK_MEMO_MAX_MB: '0' });
}, 60_000);
afterAll(async () => {
  await memo?.close();
  await plain?.close();
});

function normalise(html: string): string {
  return html
    .replace(/ nonce="[^"]*"/g, '')
    .replace(/127\.0\.0\.1:\d+/g, 'content-server')
    .replace(/<style data-styled="active"[^>]*>([\s\S]*?)<\/style>/g, (_, css: string) => `<style>${sortedRules(css)}</style>`)
    .replace(/<link rel="preload"[^>]*\/>/g, (link) =>
      [...link.matchAll(/[\w-]+="[^"]*"/g)]
        .map((m) => m[0])
        .sort()
        .join(' '),
    );
}

/** A style tag's rules, each group's marker with its number left out, in one order. */
function sortedRules(css: string): string {
  return css
    .split('/*!sc*/\n')
    .map((rule) => rule.replace(/^data-styled\.g\d+\[/, 'data-styled.g['))
    .sort()
    .join('\n');
}

describe('the block memo', () => {
  it('gives every page the same document as a render of every block, on first and later requests', async () => {
    for (const path of PAGES) {
      const expected = await get(plain, path);
      for (let round = 0; round < 3; round++) {
        const page = await get(memo, path);
        expect(page.status, path).toBe(expected.status);
        expect(normalise(page.text), `${path}, request ${round + 1}`).toBe(normalise(expected.text));
      }
    }
    const stats = memo.blockMemo();
    expect(stats?.hits).toBeGreaterThan(0);
    expect(stats?.misses).toBeGreaterThan(0);
  }, 120_000);

  it('after a burst of first requests, every block that can be kept is reused on the next', async () => {
    const site = await startTestServer({ PAGE_CACHE_MAX_MB: '0' });
    try {
      await Promise.all(Array.from({ length: 10 }, () => get(site, '/solutions')));
      const before = site.blockMemo()!;
      await get(site, '/solutions');
      const after = site.blockMemo()!;
      expect(after.misses).toBe(before.misses);
      expect(after.hits - before.hits).toBeGreaterThan(0);
      expect(after.passes).toBe(before.passes);
    } finally {
      await site.close();
    }
  }, 60_000);

  it('keeps a block apart per page when it reads the page (the header links to this page in the other language)', async () => {
    const about = await get(memo, '/about');
    const solutions = await get(memo, '/solutions');
    expect(about.text).toContain('href="/ar/about"');
    expect(solutions.text).toContain('href="/ar/solutions"');
    expect(solutions.text).not.toContain('href="/ar/about"');
  });

  it('never reuses a block that loads data per request: a failing news feed shows at once', async () => {
    const site = await startTestServer({ PAGE_CACHE_MAX_MB: '0', NEWS_FEED_CACHE_S: '0' });
    try {
      for (let i = 0; i < 2; i++) expect((await get(site, '/')).text).toMatch(/data-block-data="news-highlight[^"]*">\{"ok":true/);
      site.content!.faults.newsFeedFailure = 'status-500';
      expect((await get(site, '/')).text).toMatch(/data-block-data="news-highlight[^"]*">\{"ok":false/);
    } finally {
      await site.close();
    }
  }, 60_000);

  it('is not used in preview: an editor gets the blocks rendered from the preview data', async () => {
    const before = memo.blockMemo()!;
    const preview = await get(memo, '/about', { 'x-preview-secret': 'nope' });
    expect(preview.status).toBe(200);
    const after = memo.blockMemo()!;
    // A wrong secret is a visitor's request: the memo is used.
    expect(after.hits).toBeGreaterThan(before.hits);
  });
});
