/**
 * The document list's wire (spec 002 sections 3 and 7): what the browser sends to our route
 * `POST /api/contenthub/get-assets`, the GraphQL query the server sends to Content Hub's delivery
 * endpoint (the query text is ours and lives here, on the server's side of the route; a client
 * never chooses it), and the checks on Content Hub's answer. Pure: used by the route, the embedded
 * upstream and the DocumentsTable block.
 */

export const CONTENT_HUB_ASSETS_PATH = '/api/contenthub/get-assets';

/** Bounds of the variables a browser may send. */
export const ASSET_LIMITS = {
  maxCategoryIds: 20,
  /** A page of documents: spec 002 section 9 pages are 5 (desktop) and 3 (mobile) by default. */
  maxCount: 50,
  maxIdLength: 100,
  maxCursorLength: 200,
  /** `query` is tolerated (the spec's body carries one) but never read; a huge one is refused. */
  maxQueryLength: 10_000,
} as const;

/** Content Hub ids: entity identifiers (`M.Brand.Meridian`), numbers, GUIDs. */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;
/** Cursors are opaque base64-like tokens. */
const CURSOR_PATTERN = /^[A-Za-z0-9+/=_-]+$/;

export interface AssetQueryVariables {
  categoryIds: string[];
  brandId: string;
  count: number;
  /** null: the first page. */
  endCursor: string | null;
}

/**
 * The one query the server sends (operation `DocumentAssets`): assets of the brand in any of the
 * categories, newest document date first, `count` at a time after `endCursor`, as Content Hub's
 * GraphQL delivery API pages (`first`/`after`, `pageInfo { hasNext endCursor }`).
 */
export const DOCUMENT_ASSETS_QUERY = `query DocumentAssets($categoryIds: [String!]!, $brandId: String!, $count: Int!, $endCursor: String) {
  allM_Asset(
    where: { brandToAsset: { id_eq: $brandId }, categoryToAsset_some: { id_in: $categoryIds } }
    orderBy: DOCUMENTDATE_DESC
    first: $count
    after: $endCursor
  ) {
    total
    pageInfo { hasNext endCursor }
    results { id title documentDate urls documentisGated disclaimerText }
  }
}`;

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= ASSET_LIMITS.maxIdLength && ID_PATTERN.test(value);
}

/**
 * Checks the browser's body `{ query?, variables: { categoryIds, brandId, count, endCursor? } }`.
 * Strict: unknown keys are refused, so a client cannot smuggle anything in. `query` may be a
 * string (it is ignored: the server always sends DOCUMENT_ASSETS_QUERY).
 */
export function parseAssetRequest(body: unknown): Checked<AssetQueryVariables> {
  if (!isRecord(body)) return { ok: false, problem: 'the body must be a JSON object' };
  const extra = Object.keys(body).find((key) => key !== 'query' && key !== 'variables');
  if (extra !== undefined) return { ok: false, problem: `unknown body key '${extra.slice(0, 40)}'` };
  if (body.query !== undefined && (typeof body.query !== 'string' || body.query.length > ASSET_LIMITS.maxQueryLength)) {
    return { ok: false, problem: `query must be text of at most ${ASSET_LIMITS.maxQueryLength} characters (it is not used)` };
  }
  return parseAssetVariables(body.variables);
}

export function parseAssetVariables(variables: unknown): Checked<AssetQueryVariables> {
  if (!isRecord(variables)) return { ok: false, problem: 'variables must be an object' };
  const extra = Object.keys(variables).find((key) => !['categoryIds', 'brandId', 'count', 'endCursor'].includes(key));
  if (extra !== undefined) return { ok: false, problem: `unknown variable '${extra.slice(0, 40)}'` };
  const { categoryIds, brandId, count, endCursor } = variables;
  if (!Array.isArray(categoryIds) || categoryIds.length === 0 || categoryIds.length > ASSET_LIMITS.maxCategoryIds) {
    return { ok: false, problem: `categoryIds must be a list of 1 to ${ASSET_LIMITS.maxCategoryIds} ids` };
  }
  if (!categoryIds.every(isId)) return { ok: false, problem: 'categoryIds must hold ids of letters, digits and . _ : -' };
  if (!isId(brandId)) return { ok: false, problem: 'brandId must be an id of letters, digits and . _ : -' };
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > ASSET_LIMITS.maxCount) {
    return { ok: false, problem: `count must be a whole number from 1 to ${ASSET_LIMITS.maxCount}` };
  }
  let cursor: string | null = null;
  if (endCursor !== undefined && endCursor !== null && endCursor !== '') {
    if (typeof endCursor !== 'string' || endCursor.length > ASSET_LIMITS.maxCursorLength || !CURSOR_PATTERN.test(endCursor)) {
      return { ok: false, problem: 'endCursor must be a cursor from an earlier answer' };
    }
    cursor = endCursor;
  }
  return { ok: true, value: { categoryIds: [...new Set(categoryIds)], brandId, count, endCursor: cursor } };
}

/** One file rendition of an asset, as Content Hub's `urls` map holds them. */
export interface AssetUrl {
  url: string;
  metadata: { extension: string };
}

export interface Asset {
  id: string;
  title: string;
  documentDate: string;
  /** Only the first rendition is kept (spec 002 section 3: "a map whose first value has url and metadata.extension"). */
  urls: Record<string, AssetUrl>;
  documentisGated: boolean;
  disclaimerText: string;
}

export interface AssetPage {
  total: number;
  pageInfo: { hasNext: boolean; endCursor: string | null };
  results: Asset[];
}

/** Our route's answer. */
export interface AssetAnswer {
  allM_Asset: AssetPage;
}

const MAX_TEXT = 2_000;

/** A file address a visitor may be sent to: http(s) or a path on this site; nothing else. */
export function safeFileUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.length === 0 || text.length > 2_000) return undefined;
  if (text.startsWith('/') && !text.startsWith('//') && !text.includes('\\')) return text;
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.username || url.password ? undefined : url.href;
  } catch {
    return undefined;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, MAX_TEXT) : '';
}

/**
 * Content Hub's answer, `{ data: { allM_Asset } }` (a GraphQL body) or `allM_Asset` on its own,
 * checked and reduced to what the table reads. Undefined when it is not that shape (errors,
 * missing pageInfo, results not a list). An asset without a usable file address is dropped.
 */
export function parseAssetAnswer(json: unknown): AssetPage | undefined {
  const data = isRecord(json) && isRecord(json.data) ? json.data : json;
  const page = isRecord(data) ? data.allM_Asset : undefined;
  if (!isRecord(page) || !isRecord(page.pageInfo) || !Array.isArray(page.results)) return undefined;
  const { hasNext, endCursor } = page.pageInfo;
  if (typeof hasNext !== 'boolean') return undefined;
  if (endCursor !== null && endCursor !== undefined && typeof endCursor !== 'string') return undefined;
  const results: Asset[] = [];
  for (const [index, entry] of page.results.entries()) {
    if (!isRecord(entry)) continue;
    const first = isRecord(entry.urls) ? Object.entries(entry.urls)[0] : undefined;
    const rendition = first && isRecord(first[1]) ? first[1] : undefined;
    const url = safeFileUrl(rendition?.url);
    if (!first || !url) continue;
    const metadata = isRecord(rendition?.metadata) ? rendition.metadata : {};
    const extension = text(metadata.extension).replace(/^\./, '').toLowerCase().slice(0, 10);
    results.push({
      id: typeof entry.id === 'string' || typeof entry.id === 'number' ? String(entry.id).slice(0, 100) : `asset-${index}`,
      title: text(entry.title),
      documentDate: text(entry.documentDate),
      urls: { [first[0].slice(0, 50)]: { url, metadata: { extension } } },
      documentisGated: entry.documentisGated === true,
      disclaimerText: text(entry.disclaimerText),
    });
  }
  const total = typeof page.total === 'number' && Number.isFinite(page.total) && page.total >= 0 ? Math.floor(page.total) : results.length;
  return { total, pageInfo: { hasNext, endCursor: typeof endCursor === 'string' && endCursor !== '' ? endCursor : null }, results };
}
