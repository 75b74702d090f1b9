import type { BlockDataResult, BlockDataSource, BlockLoader, BlockLoaderContext, BlockLoaderModule, FetchJson, GraphQuery } from './block-data.tsx';
import type { Logger } from './context/logger.tsx';
import { AppError, errorCodeOf, publicMessageOf } from './errors.ts';
import { fetchJson as defaultFetchJson } from './fetch-json.server.ts';
import { isHostAllowed, parseAbsoluteHttpUrl } from '../lib/urls.ts';

/**
 * Server side of block data: every block folder's `<name>.server.ts` exports `blockLoaders`
 * (name -> loader). This module is imported only by the server entry, so loaders never reach the
 * browser bundle.
 */
const loaderModules = import.meta.glob<BlockLoaderModule>('../components/*/*.server.ts', { eager: true });

const loaders = new Map<string, BlockLoader>();
for (const [path, mod] of Object.entries(loaderModules)) {
  for (const [name, loader] of Object.entries(mod.blockLoaders ?? {})) {
    if (typeof loader !== 'function') continue;
    if (loaders.has(name)) throw new Error(`Block data loader "${name}" is declared twice (again in ${path})`);
    loaders.set(name, loader);
  }
}

export function registeredLoaderNames(): string[] {
  return [...loaders.keys()].sort();
}

export interface ServerBlockDataContext {
  logger: Logger;
  /** Defaults to `fetchJson` of fetch-json.server.ts. Calls are allow-listed before it runs. */
  fetchJson?: FetchJson;
  /** Hosts loaders may fetch from (`host` or `host:port`). */
  allowedFeedHosts: string[];
  /** The CMS content graph, for loaders that query it (the breadcrumb). */
  graphql?: GraphQuery;
  /** The article search service, for loaders that list articles (BlockLoaderContext.searchArticles). */
  searchArticles?: BlockLoaderContext['searchArticles'];
  /** The news feed with its proxy fallback (src/server/feed-fetch.ts). Allow-listed like fetchJson. */
  fetchFeed?: FetchJson;
  /** The documents table's first page from Content Hub, cached (BlockLoaderContext.documentsFirstPage). */
  documentsFirstPage?: BlockLoaderContext['documentsFirstPage'];
  /** Told of every failed load (the block shows its error): such a page is not cached. */
  onFailure?: () => void;
  /** The page's site (its layout context's `site.name`): searches that name none search it. */
  siteName?: string | undefined;
}

const GENERIC_ERROR = 'An error occurred while loading this content.';

/**
 * One per request: loads block data during the render, once per loader+key (a block asked twice
 * fetches once), and turns any failure into an error value that the block shows; it is logged.
 */
export function createServerBlockData(ctx: ServerBlockDataContext): BlockDataSource {
  const loaderCtx: BlockLoaderContext = {
    logger: ctx.logger,
    allowedFeedHosts: ctx.allowedFeedHosts,
    fetchJson: allowListed(ctx.fetchJson ?? defaultFetchJson, ctx.allowedFeedHosts),
    ...(ctx.graphql ? { graphql: ctx.graphql } : {}),
    ...(ctx.searchArticles ? { searchArticles: searchOnSite(ctx.searchArticles, ctx.siteName) } : {}),
    ...(ctx.fetchFeed ? { fetchFeed: allowListed(ctx.fetchFeed, ctx.allowedFeedHosts) } : {}),
    ...(ctx.documentsFirstPage ? { documentsFirstPage: ctx.documentsFirstPage } : {}),
  };
  const cache = new Map<string, Promise<BlockDataResult<unknown>>>();

  const run = async (name: string, key: string, args: unknown): Promise<BlockDataResult<unknown>> => {
    const loader = loaders.get(name);
    const started = performance.now();
    try {
      if (!loader) throw new AppError('BLOCK_LOADER_UNKNOWN', name);
      const value = await loader(args, loaderCtx);
      ctx.logger.debug({ loader: name, key, ms: Math.round(performance.now() - started) }, 'block data loaded');
      return { ok: true, value };
    } catch (error) {
      ctx.logger.error({ err: error, loader: name, key, code: errorCodeOf(error) }, 'block data loader failed');
      ctx.onFailure?.();
      return { ok: false, error: publicMessageOf(error, GENERIC_ERROR) };
    }
  };

  return {
    read(name, key, args) {
      const id = `${name}\u0000${key}`;
      let promise = cache.get(id);
      if (!promise) {
        promise = run(name, key, args);
        cache.set(id, promise);
      }
      return promise;
    },
  };
}

/** Refuses URLs outside the allow-list before the fetcher sees them, whatever fetcher is given. */
function allowListed(fetchJson: FetchJson, allowedHosts: readonly string[]): FetchJson {
  return async (url, opts) => {
    const target = parseAbsoluteHttpUrl(url);
    if (!target) throw new AppError('FEED_INVALID_URL', String(url).slice(0, 200));
    if (!isHostAllowed(target, allowedHosts)) throw new AppError('FEED_HOST_NOT_ALLOWED', target.host);
    return fetchJson(target.href, opts);
  };
}

/** The search, on the page's site when a loader names none (issue 28: each site its own articles). */
function searchOnSite(
  search: NonNullable<BlockLoaderContext['searchArticles']>,
  siteName: string | undefined,
): NonNullable<BlockLoaderContext['searchArticles']> {
  if (!siteName) return search;
  return (request) => search({ ...request, siteName: request.siteName || siteName });
}
