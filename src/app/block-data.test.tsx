// @vitest-environment jsdom
import { act } from 'react';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serializeForScript } from '../lib/serialize.ts';
import { createServerBlockData } from './block-data.server.ts';
import { createBrowserBlockData, type BlockDataResult } from './block-data.tsx';
import { PageProviders } from './PageProviders.tsx';
import { Placeholder } from './Placeholder.tsx';
import { preloadBlocks } from './registry.ts';
import { collectingLogger, layoutWith, makePage } from './testing.tsx';
import type { PageContext } from './page-context.ts';
import { preloadIcons } from '../ui/Icon.tsx';

const nasty = 'Closing </script><script>alert(1)</script> & \u2028 line \u2029 sep <!-- -->';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom lacks what embla watches; the carousel only needs them to exist.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  await preloadBlocks(['NewsHighlight']);
  await preloadIcons(['arrow-left', 'arrow-right']);
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('block data in the page', () => {
  it('round-trips any JSON value through the script element', () => {
    const result: BlockDataResult<unknown> = { ok: true, value: { text: nasty, list: [1, null, { deep: '"quoted"' }], unicode: 'مرحبا' } };
    const holder = document.createElement('div');
    holder.innerHTML = `<script type="application/json" data-block-data="k&quot;1">${serializeForScript(result)}</script>`;
    document.body.append(holder);
    expect(holder.querySelectorAll('script')).toHaveLength(1);
    expect(createBrowserBlockData().read('any', 'k"1', null)).toEqual(result);
  });

  it('answers "not available" without the script or with a broken one', () => {
    expect(createBrowserBlockData().read('any', 'missing', null)).toEqual({ ok: false, error: expect.any(String) });
    document.body.innerHTML = '<script type="application/json" data-block-data="bad">{nope</script>';
    expect(createBrowserBlockData().read('any', 'bad', null)).toMatchObject({ ok: false });
    document.body.innerHTML = '<script type="application/json" data-block-data="shape">{"value":1}</script>';
    expect(createBrowserBlockData().read('any', 'shape', null)).toMatchObject({ ok: false });
  });

  it('streams a block with its data and hydrates it without fetching again or mismatching', async () => {
    const feed = {
      channel: {
        item: [
          { guid: 'a', title: `First ${nasty}`, link: '/news/a', pubDate: '2026-03-01T00:00:00Z', subtitle: '<p>One</p>' },
          { guid: 'b', title: 'Second', link: 'https://partner.example.org/b', pubDate: '2026-02-01T00:00:00Z' },
        ],
      },
    };
    let fetches = 0;
    const blockData = createServerBlockData({
      logger: collectingLogger(),
      allowedFeedHosts: ['feeds.example.com'],
      fetchJson: async () => {
        fetches++;
        return feed;
      },
    });
    const fields = {
      headline: { value: 'Latest news' },
      numberOfNews: { value: 6 },
      newsSource: { id: 's', fields: { feedURL: { value: 'https://feeds.example.com/news.json?n={0}' } } },
    };
    const layout = layoutWith({
      'headless-main': [
        { uid: 'n1', componentName: 'NewsHighlight', fields },
        { uid: 'n2', componentName: 'NewsHighlight', fields },
      ],
    });
    const page = makePage(layout, { editing: false });
    const tree = (p: PageContext, server: boolean) => (
      <PageProviders page={p} {...(server ? { blockData } : {})}>
        <Placeholder name="headless-main" />
      </PageProviders>
    );

    const html = await renderAll(tree(page, true));
    expect(fetches).toBe(1); // the same feed asked twice on the page: one fetch
    expect(html).toContain('data-block-data=');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('Latest news');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverText = container.textContent;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(JSON.parse(JSON.stringify(page)) as PageContext, false), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(container.textContent).toBe(serverText);
    expect(container.textContent).toContain('First Closing');
    expect(container.querySelectorAll('[data-block="news-highlight"]')).toHaveLength(2);
    fetchSpy.mockRestore();
  });

  it('shows the error view with the message when the loader fails', async () => {
    const blockData = createServerBlockData({
      logger: collectingLogger(),
      allowedFeedHosts: [],
      fetchJson: async () => ({}),
    });
    const layout = layoutWith({
      main: [{ uid: 'n', componentName: 'NewsHighlight', fields: { newsSource: { fields: { feedURL: { value: 'https://feeds.example.com/x' } } } } }],
    });
    const html = await renderAll(
      <PageProviders page={makePage(layout, { editing: false })} blockData={blockData}>
        <Placeholder name="main" />
      </PageProviders>,
    );
    expect(html).toContain('No news found');
    expect(html).toContain('Failed to fetch news data');
  });
});

function renderAll(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    let html = '';
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const { pipe } = renderToPipeableStream(node, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error as Error),
    });
  });
}
