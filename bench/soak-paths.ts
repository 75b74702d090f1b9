/**
 * The soak's addresses: the sample site's real pages (from its own sitemap, so the list follows
 * the content), each plain and then with varied query strings (tracking tags, paging, search
 * terms: what links from mail and ads carry), and junk paths that must answer 404. Deterministic
 * for a seed, shuffled so real pages and junk interleave, every path distinct.
 */

export type Expected = 'page' | 'missing';

export interface SoakPath {
  path: string;
  /** `page`: a real page, 200 expected; `missing`: junk, 404 expected. */
  expect: Expected;
}

export interface SoakPathOptions {
  /** Distinct paths in all. */
  count: number;
  /** Share of them that are junk (0 to 1). */
  junkShare: number;
  seed: number;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Every `<loc>` of a sitemap or sitemap index, entities decoded, in document order. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) => m[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!));
}

/** Path and query of a sitemap URL, whatever origin it names (PUBLIC_URL may not be where we run it). */
export function pathOf(loc: string): string | undefined {
  try {
    const url = new URL(loc);
    return url.pathname + url.search;
  } catch {
    return undefined;
  }
}

/** A small seeded generator (mulberry32): the same seed gives the same list on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Query strings real visitors bring: campaign tags, ad click ids, paging, a search term. */
const QUERIES: ((n: number) => string)[] = [
  (n) => `utm_source=newsletter&utm_medium=email&utm_campaign=soak-${n}`,
  (n) => `gclid=Cj0KCQsoak${n}`,
  (n) => `page=${n}`,
  (n) => `q=port+terminal+${n}&sort=recent`,
  (n) => `ref=partner-${n}`,
  (n) => `fbclid=IwAR${n}soak&utm_source=facebook`,
];

/** Junk of the kinds scanners and stale links send: unknown pages, under real sections, in Arabic, with a query. */
const JUNK: ((n: number, page: string) => string)[] = [
  (n) => `/no-such-page-${n}`,
  (n, page) => `${page === '/' ? '' : page}/missing-${n}`,
  (n) => `/ar/no-such-page-${n}`,
  (n) => `/wp-admin/setup-${n}.php`,
  (n) => `/en/old-section/retired-${n}?utm_source=soak`,
];

/**
 * `count` distinct paths: `count × (1 − junkShare)` real ones (every page plain first, then the
 * pages again with query strings, round after round) and the rest junk, shuffled by `seed`.
 */
export function soakPaths(pages: readonly string[], options: SoakPathOptions): SoakPath[] {
  const plain = [...new Set(pages)];
  if (plain.length === 0) throw new Error('no real page to soak: the sitemap listed none');
  if (!Number.isInteger(options.count) || options.count < 2) throw new Error(`count must be a whole number of at least 2, not ${options.count}`);
  if (!(options.junkShare > 0 && options.junkShare < 1)) throw new Error(`junkShare must be between 0 and 1, not ${options.junkShare}`);
  const junkCount = Math.max(1, Math.round(options.count * options.junkShare));
  const realCount = options.count - junkCount;

  const seen = new Set<string>();
  const out: SoakPath[] = [];
  const add = (path: string, expect: Expected) => {
    if (seen.has(path)) return;
    seen.add(path);
    out.push({ path, expect });
  };
  for (let round = 0; out.length < realCount; round++) {
    for (let i = 0; i < plain.length && out.length < realCount; i++) {
      const page = plain[i]!;
      if (round === 0) add(page, 'page');
      else add(`${page}${page.includes('?') ? '&' : '?'}${QUERIES[(round + i) % QUERIES.length]!(round)}`, 'page');
    }
  }
  for (let n = 0; out.length < options.count; n++) add(JUNK[n % JUNK.length]!(n, plain[n % plain.length]!), 'missing');
  return shuffled(out, seededRandom(options.seed));
}

/** The real pages without a query string: the ones that must still be page-cache hits afterwards. */
export function plainPages(paths: readonly SoakPath[]): string[] {
  return paths.filter((p) => p.expect === 'page' && !p.path.includes('?')).map((p) => p.path);
}

/** How often a path of each kind is asked for, relative to the others, once each has had its turn. */
export interface PathWeights {
  plain: number;
  query: number;
  missing: number;
}

/**
 * Real traffic is skewed: plain pages most of it, a long tail of query strings, some junk.
 * The soak spreads its requests this way rather than evenly, so a path with a query
 * string is not re-rendered on every visit by construction (a cycle over more variants than the
 * page cache's variant share holds would miss every time, whatever the cache did).
 */
export const DEFAULT_WEIGHTS: PathWeights = { plain: 8, query: 1, missing: 1 };

const kindOf = (entry: SoakPath): keyof PathWeights => (entry.expect === 'missing' ? 'missing' : entry.path.includes('?') ? 'query' : 'plain');

/**
 * Hands out paths: every one of `list` once first (in its order), then drawn at random by weight,
 * seeded so two runs ask for the same sequence.
 */
export function pathPicker(list: readonly SoakPath[], weights: PathWeights, seed: number): () => SoakPath {
  if (list.length === 0) throw new Error('no path to pick from');
  const cumulative: number[] = [];
  let total = 0;
  for (const entry of list) {
    total += Math.max(0, weights[kindOf(entry)]);
    cumulative.push(total);
  }
  if (total <= 0) throw new Error('every weight is zero');
  const random = seededRandom(seed);
  let handedOut = 0;
  return () => {
    if (handedOut < list.length) return list[handedOut++]!;
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return list[low]!;
  };
}
