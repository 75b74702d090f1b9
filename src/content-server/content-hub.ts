/**
 * The embedded Content Hub: `POST /contenthub/graphql`, the GraphQL delivery endpoint of
 * Sitecore Content Hub as the document hub uses it (spec 002 section 7). It answers one operation,
 * `allM_Asset` as DOCUMENT_ASSETS_QUERY (src/lib/content-hub.ts) asks it: the assets of a brand in
 * any of the given categories, newest `documentDate` first (ties by id), `first: count` at a time
 * after the cursor `after: endCursor`, with `total` and `pageInfo { hasNext endCursor }`.
 *
 * It does not parse GraphQL: a body whose `query` selects `allM_Asset` is read by its variables
 * (`categoryIds`, `brandId`, `count`, `endCursor`, checked like our route checks them); any other
 * query is a 400, as a real server refuses a field it does not have.
 *
 * Languages: Content Hub has no page language here. Each category exists once per language
 * (`M.AssetCategory.AnnualReports.en`, `….ar`) and holds that language's assets (same files,
 * translated titles and disclaimers); an editor's DocumentsTable in Arabic names the `.ar`
 * categories, so the language travels in the category ids the CMS holds.
 *
 * Token: `X-GQL-Token` must be the content server's API key (401 otherwise). Cursors are opaque
 * (base64url of the offset). Faults: CONTENT_HUB_DELAY_MS / CONTENT_HUB_FAILURE.
 * The assets are content/contenthub/assets.json (scripts/make-sample-documents.ts writes it).
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { parseAssetVariables, type AssetPage, type AssetQueryVariables } from '../lib/content-hub.ts';
import { ContentServerError } from './errors.ts';
import { jsonAnswer } from './faults.ts';
import { type ContentServerState, isApiKey, sendError } from './server-state.ts';

export const CONTENT_HUB_PATH = '/contenthub/graphql';
export const DEFAULT_ASSETS_FILE = new URL('../../content/contenthub/assets.json', import.meta.url);
const BODY_LIMIT_BYTES = 32 * 1024;

export interface StoredAsset {
  id: string;
  language: string;
  brandId: string;
  categoryId: string;
  title: string;
  documentDate: string;
  urls: Record<string, { url: string; metadata: { extension: string } }>;
  documentisGated: boolean;
  disclaimerText: string;
}

export function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

/** The offset a cursor names, or undefined for a cursor this server never gave. */
export function decodeCursor(cursor: string): number | undefined {
  const match = /^offset:(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : undefined;
}

/** The page of assets the variables ask for; undefined when the cursor is not one of ours. */
export function queryAssets(assets: readonly StoredAsset[], variables: AssetQueryVariables): AssetPage | undefined {
  const start = variables.endCursor === null ? 0 : decodeCursor(variables.endCursor);
  if (start === undefined) return undefined;
  const categories = new Set(variables.categoryIds);
  const matching = assets
    .filter((asset) => asset.brandId === variables.brandId && categories.has(asset.categoryId))
    .sort((a, b) => (a.documentDate === b.documentDate ? a.id.localeCompare(b.id) : a.documentDate < b.documentDate ? 1 : -1));
  const page = matching.slice(start, start + variables.count);
  const end = start + page.length;
  return {
    total: matching.length,
    pageInfo: { hasNext: end < matching.length, endCursor: page.length > 0 ? encodeCursor(end) : variables.endCursor },
    results: page.map(({ id, title, documentDate, urls, documentisGated, disclaimerText }) => ({
      id,
      title,
      documentDate,
      urls,
      documentisGated,
      disclaimerText,
    })),
  };
}

export async function loadAssets(file: URL | string = DEFAULT_ASSETS_FILE): Promise<StoredAsset[]> {
  const json = JSON.parse(await readFile(file, 'utf8')) as { assets?: unknown };
  if (!Array.isArray(json.assets)) throw new ContentServerError('CONTENT_INVALID_FILE', 'contenthub/assets.json has no assets list');
  return json.assets as StoredAsset[];
}

export function registerContentHub(app: FastifyInstance, state: ContentServerState, assetsFile: URL | string = DEFAULT_ASSETS_FILE): void {
  let assets: Promise<StoredAsset[]> | undefined;
  app.post(CONTENT_HUB_PATH, { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
    state.stats.contentHub += 1;
    const token = request.headers['x-gql-token'];
    if (!isApiKey(state, Array.isArray(token) ? undefined : token)) {
      return sendError(reply, new ContentServerError('CONTENT_HUB_TOKEN_INVALID'));
    }
    const body = request.body as { query?: unknown; variables?: unknown } | null;
    if (typeof body?.query !== 'string' || !/\ballM_Asset\b/.test(body.query)) {
      return sendError(reply, new ContentServerError('CONTENT_BAD_ASSET_QUERY', 'the query must select allM_Asset'));
    }
    const variables = parseAssetVariables(body.variables);
    if (!variables.ok) return sendError(reply, new ContentServerError('CONTENT_BAD_ASSET_QUERY', variables.problem));
    assets ??= loadAssets(assetsFile);
    const page = queryAssets(await assets, variables.value);
    // GraphQL reports a bad argument as an error in a 200 answer, as Content Hub does.
    const answer = page
      ? jsonAnswer(200, { data: { allM_Asset: page } })
      : jsonAnswer(200, { errors: [{ message: 'Invalid cursor', extensions: { code: 'BAD_USER_INPUT' } }], data: { allM_Asset: null } });
    return state.faultRunner.answer(reply, answer, state.faults.contentHubDelayMs, state.faults.contentHubFailure);
  });
}
