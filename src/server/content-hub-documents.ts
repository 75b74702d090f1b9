/**
 * The documents table's first page, for the server render (spec 002 section 4; issue 30): read
 * through the CMS data cache (src/cms/cache.ts), so one Content Hub call serves every page and
 * visitor for CACHE_TTL_S, an expired answer is served while one refresh runs, and a hub outage
 * keeps the last good answer (stale-if-error, without limit, as for CMS data). Entries carry
 * CONTENT_HUB_DOCUMENTS_TAG, which the publish webhook purges (revalidate.ts, an `M.Asset` update).
 *
 * Only first pages: Load more asks our route (contenthub-route.ts), uncached, from the cursor.
 * A failure with nothing cached rejects with a ContentHubError; the block then renders its
 * skeleton and the browser asks, as before (and the page is not cached: block-data.server.ts).
 */
import { collectComponentNames, toKebabCase } from '../app/component-names.ts';
import { cacheKey, CONTENT_HUB_DOCUMENTS_TAG, type CmsCache } from '../cms/cache.ts';
import type { LayoutServiceData } from '../cms/types.ts';
import type { AssetPage, AssetQueryVariables } from '../lib/content-hub.ts';
import type { ContentHubAssets } from './content-hub-client.ts';
import { ContentHubError } from './errors.ts';

export type DocumentsFirstPage = (variables: Omit<AssetQueryVariables, 'endCursor'>) => Promise<AssetPage>;

/** `documents|||["brand",["category",…],count]`: the hub knows no site or language (the categories carry it). */
export function documentsCacheKey({ brandId, categoryIds, count }: Omit<AssetQueryVariables, 'endCursor'>): string {
  return cacheKey('documents', '', '', JSON.stringify([brandId, [...categoryIds].sort(), count]));
}

export function createDocumentsFirstPage(cache: CmsCache, assets: ContentHubAssets): DocumentsFirstPage {
  return async (variables) => {
    const { data } = await cache.read(documentsCacheKey(variables), async () => {
      const outcome = await assets({ ...variables, endCursor: null });
      if (!outcome.ok) throw new ContentHubError(outcome.code, outcome.detail);
      const bytes = JSON.stringify(outcome.page).length;
      return { data: outcome.page, bytes, tags: [CONTENT_HUB_DOCUMENTS_TAG] };
    });
    return data;
  };
}

/**
 * A page with a documents table is made from the hub's answer too: it carries the hub's tag, so the
 * purge that drops the cached answer drops the page (and its islands document, and a CDN's copy).
 */
export function hasDocumentsTable(layout: LayoutServiceData | null): boolean {
  return collectComponentNames(layout).some((name) => toKebabCase(name) === 'documents-table');
}
