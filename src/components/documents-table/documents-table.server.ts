import type { BlockLoader } from '../../app/block-data.tsx';
import { parseAssetVariables } from '../../lib/content-hub.ts';
import { ContentHubError } from '../../server/errors.ts';
import { LOADER_NAME, pageRows, type FirstPage, type FirstPageArgs } from './documents-table.rules.ts';

/**
 * The table's first page, on the server (issue 30): from the Content Hub answer the CMS data cache
 * keeps (src/server/content-hub-documents.ts: one hub call per CACHE_TTL_S, stale-if-error, purged
 * by the tag `content-hub-documents`). A hub that fails with nothing cached rejects: the block
 * then renders its skeleton and the browser asks (spec 002 section 4), and the page is not cached.
 */
export const loadDocumentsFirstPage: BlockLoader<FirstPageArgs, FirstPage> = async (args, ctx) => {
  const checked = parseAssetVariables({ categoryIds: args?.categoryIds, brandId: args?.brandId, count: args?.count });
  if (!checked.ok) throw new ContentHubError('CONTENT_HUB_BAD_REQUEST', checked.problem);
  if (!ctx.documentsFirstPage) throw new ContentHubError('CONTENT_HUB_UNAVAILABLE', 'this server has no Content Hub');
  const { categoryIds, brandId, count } = checked.value;
  return pageRows(await ctx.documentsFirstPage({ categoryIds, brandId, count }), typeof args.language === 'string' ? args.language : '');
};

export const blockLoaders = { [LOADER_NAME]: loadDocumentsFirstPage };
