import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../src/server/start.ts';
import { devClientAssets } from '../src/server/assets.ts';
import type { PageContext } from '../src/app/page-context.ts';
import type { LayoutServiceData } from '../src/cms/types.ts';

/**
 * The block memo keeps an island's HTML, which holds its props script in `inline` mode and only
 * a hash in `deferred` mode: an entry made in one mode must never answer the other. The built SSR
 * bundle, as the server runs it, with the memo on.
 */
const { renderPage, blockMemoStats } = (await import(
  pathToFileURL(join(ROOT, 'dist', 'server', 'entry-server.js')).href
)) as typeof import('../entry-server.tsx');

const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const options = {
  assets: devClientAssets,
  isBot: true,
  logger: quiet as never,
  blockData: { fetchJson: async () => ({}), allowedFeedHosts: [] },
  abortAfterMs: 5000,
  blockMemoMaxBytes: 1024 * 1024,
};

const layout: LayoutServiceData = {
  sitecore: {
    context: { pageEditing: false, pageState: 'normal', language: 'en' },
    route: {
      name: 'memo-modes',
      placeholders: {
        'headless-main': [
          {
            uid: 'f00d0000-0000-4000-8000-00000000a001',
            componentName: 'Accordion',
            fields: { title: { value: 'Memo and modes' }, items: [] },
          },
        ],
      },
    },
  },
};

const page: PageContext = {
  layout,
  dictionary: {},
  siteSettings: {},
  locale: 'default',
  language: 'en',
  dir: 'ltr',
  pageState: 'normal',
  path: '/memo-modes',
  search: '',
  publicUrl: 'https://www.example.com',
  notFound: false,
};

async function render(islandProps: 'inline' | 'deferred'): Promise<string> {
  const rendered = await renderPage(page, { ...options, islandProps });
  return text(rendered.body);
}

const propsScripts = (html: string) => html.match(/<script type="application\/json" data-island-props="/g)?.length ?? 0;
const hashes = (html: string) => html.match(/ data-island-props-hash="/g)?.length ?? 0;

describe('the block memo and where islands put their props', () => {
  it('never reuses an island rendered in one mode for the other', async () => {
    const hits = () => blockMemoStats()?.hits ?? 0;
    const deferred = await render('deferred');
    expect(deferred).toContain('data-island="accordion"');
    expect(propsScripts(deferred)).toBe(0);
    expect(hashes(deferred)).toBe(1);

    const inline = await render('inline');
    expect(propsScripts(inline)).toBe(1);
    expect(hashes(inline)).toBe(0);

    // Both are memoised by now: the same rendering in the same mode is reused, and stays right.
    const before = hits();
    const deferredAgain = await render('deferred');
    const inlineAgain = await render('inline');
    expect(hits(), 'the memo answered the second renders').toBeGreaterThanOrEqual(before + 2);
    expect(propsScripts(deferredAgain)).toBe(0);
    expect(hashes(deferredAgain)).toBe(1);
    expect(propsScripts(inlineAgain)).toBe(1);
    expect(hashes(inlineAgain)).toBe(0);
  });

  it('writes the page facts flag only when the props are deferred, and never for a preview', async () => {
    expect(await render('deferred')).toContain('"islandProps":"deferred"');
    expect(await render('inline')).not.toContain('"islandProps"');
    const preview = await text((await renderPage({ ...page, pageState: 'preview' }, { ...options, islandProps: 'deferred' })).body);
    expect(preview).not.toContain('"islandProps"');
    expect(propsScripts(preview)).toBe(1);
  });
});
