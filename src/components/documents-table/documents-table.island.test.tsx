// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockDataProvider, type BlockDataResult, type BlockDataSource } from '../../app/block-data.tsx';
import { IslandProviders } from '../../app/IslandProviders.tsx';
import { factsFor } from '../../app/testing.tsx';
import type { AssetPage } from '../../lib/content-hub.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import { iconNames } from '../../ui/icon-names.ts';
import DocumentsTable from './index.tsx';
import type { FirstPage } from './documents-table.rules.ts';

/**
 * The documents island in the browser (jsdom, fetch faked): with the server's first page it asks
 * nothing until Load more, which continues from the server's cursor; without one (the hub never
 * answered the server) it shows the skeleton and asks for the first page itself. The real browser
 * test is test/browser/documents.test.ts; the server side test/documents-first-page.test.ts.
 */

const fields = {
  categories: [{ fields: { categoryId: { value: 'M.AssetCategory.Policies.en' } } }],
  brand: { fields: { brandId: { value: 'M.Brand.MeridianPorts' } } },
};
const row = (n: number) => ({
  id: `d${n}`,
  title: `Document ${n}`,
  date: '',
  rawDate: `2026-01-${10 + n}T00:00:00Z`,
  type: 'pdf',
  url: `/d${n}.pdf`,
  isGated: false,
  disclaimerText: '',
});
const asset = (n: number) => ({
  id: `d${n}`,
  title: `Document ${n}`,
  documentDate: `2025-12-${10 + n}T00:00:00Z`,
  urls: { o: { url: `/d${n}.pdf`, metadata: { extension: 'pdf' } } },
  documentisGated: false,
  disclaimerText: '',
});
const page = (ns: number[], hasNext: boolean): AssetPage => ({ total: 20, pageInfo: { hasNext, endCursor: hasNext ? 'next' : null }, results: ns.map(asset) });

let calls: Array<{ body: { variables: { count: number; endCursor?: string | null } }; resolve: (r: Response) => void }>;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function mount(result: BlockDataResult<FirstPage>) {
  const source: BlockDataSource = { read: () => result };
  return render(
    <IslandProviders facts={factsFor()} props={{ rendering: { componentName: 'DocumentsTable' }, scope: 'b1' }}>
      <BlockDataProvider source={source}>
        <DocumentsTable rendering={{ componentName: 'DocumentsTable' }} fields={fields} params={{}} />
      </BlockDataProvider>
    </IslandProviders>,
  );
}
const rowIds = () => [...document.querySelectorAll('[data-document-row]')].map((el) => el.getAttribute('data-document-row'));

beforeAll(async () => {
  await preloadIcons(iconNames);
});
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise<Response>((resolve) => calls.push({ body: JSON.parse(String(init.body)), resolve })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DocumentsTable island (jsdom)', () => {
  it("shows the server's rows, asks nothing, and Load more continues from the server's cursor", async () => {
    mount({ ok: true, value: { rows: [1, 2, 3, 4, 5].map(row), hasNext: true, endCursor: 'server-cursor' } });
    await act(async () => {});
    expect(rowIds()).toEqual(['d1', 'd2', 'd3', 'd4', 'd5']);
    expect(calls).toHaveLength(0);
    await act(async () => document.querySelector<HTMLButtonElement>('[data-documents-more]')!.click());
    expect(calls.map((c) => c.body.variables)).toMatchObject([{ count: 5, endCursor: 'server-cursor' }]);
    await act(async () => calls[0]!.resolve(json({ allM_Asset: page([6, 7], false) })));
    expect(rowIds()).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd7', 'd6']);
    expect(document.querySelector('[data-documents-more]')).toBeNull();
  });

  it('without a first page from the server: the skeleton, then the first page fetched here', async () => {
    mount({ ok: false, error: 'The content could not be loaded.' });
    expect(document.querySelectorAll('[data-documents-skeleton] > li[aria-hidden="true"]')).toHaveLength(5);
    await act(async () => {});
    expect(calls.map((c) => c.body.variables)).toMatchObject([{ count: 5, endCursor: null }]);
    await act(async () => calls[0]!.resolve(json({ allM_Asset: page([1, 2], true) })));
    expect(document.querySelector('[data-documents-skeleton]')).toBeNull();
    expect(rowIds()).toEqual(['d2', 'd1']);
    expect(document.querySelector('[data-documents-more]')).not.toBeNull();
  });
});
