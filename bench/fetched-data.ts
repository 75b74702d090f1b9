/**
 * JSON a page fetches before input, sorted by what it is for. Island props travel in the HTML
 * (`<script type="application/json" data-island-props>`, bench/hydration-data.ts) when the page
 * cache is off; with it on they are fetched with the page's islands document (the page's own
 * address with `?__islands=1`, at the first hydration), which counts here as island data, against
 * the same 10 KiB: a page left alone fetches none. What does not count: the data of the blocks that fetch their own (listings,
 * search, the digital wall, the document hub, the news feed: the Islands issue exempts block data,
 * and the HTML's `data-block-data` is exempt too) and the answers to beacons (page views).
 * Anything else JSON counts, so a new way of carrying island data is caught without a change here.
 */

export type FetchedDataKind = 'islandData' | 'blockData' | 'beacon';

/** The site's block-data APIs (the server's /api/ routes): the blocks that fetch their own data. */
export const BLOCK_DATA_PATHS: readonly string[] = ['/api/search/', '/api/news/', '/api/news-feed-proxy', '/api/digital-wall/', '/api/contenthub/'];
/** Answers to beacons: nothing on the page reads them. */
export const BEACON_PATHS: readonly string[] = ['/api/events/'];

/** JSON by its content type (`application/json`, `application/*+json`), a web app manifest aside. */
export function isJsonResponse(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/manifest+json') return false;
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
}

export function fetchedDataKind(pathname: string): FetchedDataKind {
  if (BLOCK_DATA_PATHS.some((prefix) => pathname.startsWith(prefix))) return 'blockData';
  if (BEACON_PATHS.some((prefix) => pathname.startsWith(prefix))) return 'beacon';
  return 'islandData';
}

export interface FetchedJson {
  /** Path and query. */
  url: string;
  /** The body's bytes as the page received them (decoded: what it parses). */
  bytes: number;
  kind: FetchedDataKind;
  afterScroll: boolean;
}

export interface FetchedData {
  /** Before input only. */
  islandDataBytes: number;
  blockDataBytes: number;
  beaconBytes: number;
  responses: FetchedJson[];
}

export function sumFetchedData(responses: readonly FetchedJson[]): FetchedData {
  const before = responses.filter((r) => !r.afterScroll);
  const sum = (kind: FetchedDataKind) => before.filter((r) => r.kind === kind).reduce((total, r) => total + r.bytes, 0);
  return { islandDataBytes: sum('islandData'), blockDataBytes: sum('blockData'), beaconBytes: sum('beacon'), responses: [...responses] };
}
