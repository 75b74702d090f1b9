import { createContext, use, useContext, type ReactNode } from 'react';
import { serializeForScript } from '../lib/serialize.ts';
import type { Logger } from './context/logger.tsx';
import type { ArticleSearchRequest, ArticleSearchResult } from '../lib/article-search.ts';
import type { AssetPage, AssetQueryVariables } from '../lib/content-hub.ts';

/**
 * Blocks that load their own data (docs/architecture.md#blocks-that-load-their-own-data,
 * docs/decisions/004-block-data.md).
 *
 * Server: `useBlockData` `use()`s the request-cached promise of the block's loader (so the block
 * must sit inside `<Suspense>`), and the block renders `<BlockDataScript>` next to its HTML: a
 * `<script type="application/json" data-block-data="{key}">` carrying the result in the stream.
 * Browser: during hydration `useBlockData` reads that script synchronously, so the markup is the
 * same and nothing is fetched again. A loader failure is a value (`{ ok: false, error }`) that the
 * block renders; it never breaks the page.
 */

export type BlockDataResult<T> = { ok: true; value: T } | { ok: false; error: string };

export interface BlockDataSource {
  read(loader: string, key: string, args: unknown): BlockDataResult<unknown> | Promise<BlockDataResult<unknown>>;
}

export type FetchJson = (url: string, opts: { timeoutMs: number }) => Promise<unknown>;

/** What a loader may use: only these, so loaders stay testable and cannot reach other hosts. */
export interface BlockLoaderContext {
  logger: Logger;
  fetchJson: FetchJson;
  allowedFeedHosts: string[];
  /**
   * Runs a query on the CMS's content graph (Experience Edge) and gives its `data`; absent when
   * the server has no CMS graph (unit tests). The breadcrumb's ancestors come from here.
   */
  graphql?: GraphQuery;
  /**
   * The article search service (src/lib/article-search.ts): SEARCH_ENDPOINT with its key, or the
   * embedded content server's. Absent when the server has none (unit tests).
   */
  searchArticles?: (request: ArticleSearchRequest) => Promise<ArticleSearchResult>;
  /**
   * GET a news feed (spec 001 section 7): the direct call (15 s), and on a 5xx or a failure the
   * same fetch the news-feed proxy route makes. Absent in unit tests (use fetchJson there).
   */
  fetchFeed?: FetchJson;
  /**
   * The first page of a documents table from Content Hub, through the CMS data cache
   * (src/server/content-hub-documents.ts: tagged, stale-if-error); rejects when the hub failed and
   * nothing is cached. Absent in unit tests.
   */
  documentsFirstPage?: (variables: Omit<AssetQueryVariables, 'endCursor'>) => Promise<AssetPage>;
}

export type GraphQuery = (query: string, variables: Record<string, unknown>) => Promise<Record<string, unknown>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one registry holds every block's loader, each with its own argument type, and calls them with the args it read; `unknown` would refuse those loaders, `never` the call
export type BlockLoader<A = any, T = unknown> = (args: A, ctx: BlockLoaderContext) => Promise<T>;

/** The shape of a block's `<name>.server.ts` module. */
export interface BlockLoaderModule {
  blockLoaders?: Record<string, BlockLoader>;
}

export const DATA_UNAVAILABLE = 'The content could not be loaded.';

function findScript(key: string): HTMLScriptElement | undefined {
  for (const element of document.querySelectorAll<HTMLScriptElement>('script[data-block-data]')) {
    if (element.getAttribute('data-block-data') === key) return element;
  }
  return undefined;
}

function isResult(value: unknown): value is BlockDataResult<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as { ok?: unknown; error?: unknown };
  return r.ok === true ? 'value' in r : r.ok === false && typeof r.error === 'string';
}

/** Browser source: results the server streamed into the page, parsed once per key. */
export function createBrowserBlockData(): BlockDataSource {
  const cache = new Map<string, BlockDataResult<unknown>>();
  return {
    read(_loader, key) {
      const cached = cache.get(key);
      if (cached) return cached;
      if (typeof document === 'undefined') return { ok: false, error: DATA_UNAVAILABLE };
      const script = findScript(key);
      if (!script) return { ok: false, error: DATA_UNAVAILABLE };
      let result: BlockDataResult<unknown>;
      try {
        const parsed: unknown = JSON.parse(script.textContent ?? '');
        result = isResult(parsed) ? parsed : { ok: false, error: DATA_UNAVAILABLE };
      } catch {
        result = { ok: false, error: DATA_UNAVAILABLE };
      }
      cache.set(key, result);
      return result;
    },
  };
}

const BlockDataContext = createContext<BlockDataSource | null>(null);
let defaultBrowserSource: BlockDataSource | undefined;

export function BlockDataProvider({ source, children }: { source: BlockDataSource | undefined; children: ReactNode }) {
  return <BlockDataContext.Provider value={source ?? null}>{children}</BlockDataContext.Provider>;
}

/** The source blocks read their data from here (the server's block memo hands it on). */
export function useBlockDataSource(): BlockDataSource | null {
  return useContext(BlockDataContext);
}

/**
 * The result of `loader` for `key` (unique per distinct data on the page; equal keys share one
 * load). `args` must be plain JSON-able data: the loader receives them on the server.
 */
export function useBlockData<T>(loader: string, key: string, args: unknown): BlockDataResult<T> {
  const source = useContext(BlockDataContext) ?? (defaultBrowserSource ??= createBrowserBlockData());
  const result = source.read(loader, key, args);
  return (result instanceof Promise ? use(result) : result) as BlockDataResult<T>;
}

/** The streamed copy of a block's data; render it next to the block's HTML. */
export function BlockDataScript({ dataKey, result }: { dataKey: string; result: BlockDataResult<unknown> }) {
  return <script type="application/json" data-block-data={dataKey} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeForScript(result) }} />;
}
