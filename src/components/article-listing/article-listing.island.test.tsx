// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockDataProvider, type BlockDataSource } from '../../app/block-data.tsx';
import { IslandProviders } from '../../app/IslandProviders.tsx';
import { factsFor } from '../../app/testing.tsx';
import type { ArticleSearchResult } from '../../lib/article-search.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import { iconNames } from '../../ui/icon-names.ts';
import ArticleListing from './index.tsx';
import type { ListingData } from './listing-data.ts';

/**
 * The listing island in the browser (jsdom, fetch faked): the debounce, superseded searches
 * aborted, the error notice and retry. The real browser test is test/browser/article-listing.test.ts.
 */

const card = (n: number) => ({ id: `a${n}`, title: `Article ${n}`, url: `/insights/a${n}`, type: '', date: '', dateLabel: '', description: '', image: '' });
const initial: ListingData = {
  cards: [card(1), card(2)],
  facets: [
    {
      name: 'insights_topic',
      label: 'Topic',
      value: [
        { id: 'ports', text: 'Ports', count: 1 },
        { id: 'trade', text: 'Trade', count: 1 },
      ],
    },
  ],
  total: 2,
  page: 1,
  pageSize: 14,
};
const answer = (id: string): ArticleSearchResult => ({
  content: [{ id, insights_title: `Found ${id}`, insights_url: `/insights/${id}` }],
  facet: [
    {
      name: 'insights_topic',
      label: 'Topic',
      value: [
        { id: 'ports', text: 'Ports', count: 1 },
        { id: 'trade', text: 'Trade', count: 1 },
      ],
    },
  ],
  total_item: 1,
});

type Call = { url: string; signal: AbortSignal; resolve: (r: Response) => void; reject: (e: unknown) => void };
let calls: Call[];

function mount() {
  const source: BlockDataSource = { read: () => ({ ok: true, value: initial }) };
  return render(
    <IslandProviders facts={factsFor()} props={{ rendering: { componentName: 'ArticleListing' }, scope: 'b1' }}>
      <BlockDataProvider source={source}>
        <ArticleListing rendering={{ componentName: 'ArticleListing' }} fields={{ headline: { value: 'All' } }} params={{}} />
      </BlockDataProvider>
    </IslandProviders>,
  );
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const checkbox = (value: string) => document.querySelector<HTMLInputElement>(`[data-facet="insights_topic"] input[value="${value}"]`)!;

beforeAll(async () => {
  await preloadIcons(iconNames);
});
beforeEach(() => {
  calls = [];
  window.history.replaceState(null, '', '/insights');
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal!;
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push({ url, signal, resolve, reject });
      }),
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ArticleListing island (jsdom)', () => {
  it('waits the 100 ms debounce, then writes the URL and asks our route once for the last state', async () => {
    mount();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    fireEvent.click(checkbox('ports'));
    fireEvent.click(checkbox('trade'));
    await act(async () => void vi.advanceTimersByTime(99));
    expect(calls).toHaveLength(0);
    expect(window.location.search).toBe('');
    await act(async () => void vi.advanceTimersByTime(1));
    expect(window.location.search).toBe('?insights_topic=ports,trade&page=1');
    expect(calls.map((c) => c.url)).toEqual(['/api/search/insights?lang=en&page=1&pageSize=14&sort=Insights_Sorting&insights_topic=ports%2Ctrade']);
    await act(async () => calls[0]!.resolve(json(answer('x'))));
    expect(screen.getByText('Found x')).toBeTruthy();
  });

  it('aborts a superseded search and shows only the newest answer', async () => {
    mount();
    fireEvent.click(checkbox('ports'));
    await act(async () => void vi.advanceTimersByTime(100));
    fireEvent.click(checkbox('ports'));
    await act(async () => void vi.advanceTimersByTime(100));
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[1]!.resolve(json(answer('newest'))));
    expect(screen.getByText('Found newest')).toBeTruthy();
    expect(document.querySelector('[data-listing-status]')!.getAttribute('data-listing-status')).toBe('ready');
  });

  it('shows the error notice when the search fails, and searches again on retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount();
    fireEvent.click(checkbox('trade'));
    await act(async () => void vi.advanceTimersByTime(100));
    await act(async () => calls[0]!.resolve(json({ error: 'x' }, 503)));
    expect(screen.getByRole('alert').textContent).toContain('The articles could not be loaded.');
    expect(warn).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve(json(answer('back'))));
    expect(screen.getByText('Found back')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats a body that is not a search answer as a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount();
    fireEvent.click(checkbox('trade'));
    await act(async () => void vi.advanceTimersByTime(100));
    await act(async () => calls[0]!.resolve(json(['not', 'an', 'object'])));
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('a page change writes the URL at once and searches without the debounce', async () => {
    const many = { ...initial, total: 30 };
    const source: BlockDataSource = { read: () => ({ ok: true, value: many }) };
    render(
      <IslandProviders facts={factsFor()} props={{ rendering: { componentName: 'ArticleListing' }, scope: 'b1' }}>
        <BlockDataProvider source={source}>
          <ArticleListing rendering={{ componentName: 'ArticleListing' }} fields={{}} params={{}} />
        </BlockDataProvider>
      </IslandProviders>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(window.location.search).toBe('?page=3');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('page=3');
  });

  it('a hash preselects known values only: a page anchor leaves the listing as it is', async () => {
    window.history.replaceState(null, '', '/insights#main');
    mount();
    await act(async () => void vi.advanceTimersByTime(200));
    expect(calls).toHaveLength(0);
    expect(window.location.hash).toBe('#main');
    cleanup();
    window.history.replaceState(null, '', '/insights#insights_topic=trade');
    mount();
    expect(window.location.search).toBe('?insights_topic=trade&page=1');
    expect(window.location.hash).toBe('');
    expect(calls.map((c) => c.url)).toEqual(['/api/search/insights?lang=en&page=1&pageSize=14&sort=Insights_Sorting&insights_topic=trade']);
    expect(checkbox('trade').checked).toBe(true);
  });
});
