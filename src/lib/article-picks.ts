/**
 * Featured and related articles, the rules without React (spec 001 sections 3, 4 "Featured
 * articles" and "Related articles", 5, 7, 9): which search strategies run in which order, which
 * results are eligible, how they are de-duplicated and ordered. The search service itself is
 * passed in (`ArticleSearch`), so every rule here is testable without a network.
 */

/** Spec 001 section 9: "Featured and related: 3 items shown by default". */
export const FEATURED_COUNT = 3;
/** Spec 001 section 9: "Featured and related: 3 items shown by default". */
export const RELATED_COUNT = 3;
/** Spec 001 section 9: "related search page size 4". */
export const RELATED_PAGE_SIZE = 4;
/** Spec 001 sections 3 and 9: "duration in months (default 12)". */
export const DEFAULT_DURATION_MONTHS = 12;
/** Spec 001 sections 4 and 9: "A 10-second safety timeout forces completion with what was found". */
export const FEATURED_TIMEOUT_MS = 10_000;
/** Spec 001 section 4, Related articles: "500 ms transition delay". */
export const RELATED_TRANSITION_MS = 500;
/** Spec 001 section 4, Related articles: "1 s delay before the plain fallback". */
export const RELATED_FALLBACK_DELAY_MS = 1_000;

/** One result of the article search (spec 001 section 3, "Article search document"), mapped. */
export interface ArticleDoc {
  id: string;
  title: string;
  url: string;
  /** `articledate`; null when missing or the Sitecore placeholder date. */
  date: Date | null;
  /** `insights_type` (category). */
  type?: string;
  /** `insights_short_description`. */
  shortDescription?: string;
  /** `insights_card_image` URL. */
  cardImage?: string;
}

/** Which facet a search filters on; `null` is the plain search (site and language only). */
export type SearchField = 'topic' | 'industry' | 'region' | null;

export interface SearchCriteria {
  field: SearchField;
  values: string[];
  pageSize: number;
}

/** The article search call (spec 001 section 7), already filtered by site name and language. */
export type ArticleSearch = (criteria: SearchCriteria) => Promise<ArticleDoc[]>;

/** A valid date or null (an Invalid Date counts as missing). */
function validDate(date: Date | null | undefined): Date | null {
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A positive whole number of months; anything else (0, negative, NaN, Infinity) is the default. */
function durationOrDefault(months: number | undefined): number {
  const whole = typeof months === 'number' && Number.isFinite(months) ? Math.floor(months) : 0;
  return whole > 0 ? whole : DEFAULT_DURATION_MONTHS;
}

/**
 * `date` moved back `months` calendar months in UTC; the day is clamped to the target month's
 * length (31 March minus one month is 28 or 29 February, not 3 March).
 */
export function monthsBefore(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(2000, 0, 1));
  lastDay.setUTCFullYear(year, month + 1, 0);
  const day = Math.min(date.getUTCDate(), lastDay.getUTCDate());
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, day);
  return result;
}

/**
 * Spec 001 section 5: eligible when the date is missing, or within the last `durationMonths`
 * calendar months (the boundary instant included) and not in the future. A non-positive or
 * non-finite duration means the default 12; fractions are rounded down.
 */
export function isEligible(date: Date | null, now: Date, durationMonths: number = DEFAULT_DURATION_MONTHS): boolean {
  const when = validDate(date);
  if (!when) return true;
  if (when.getTime() > now.getTime()) return false;
  return when.getTime() >= monthsBefore(now, durationOrDefault(durationMonths)).getTime();
}

/** Spec 001 section 5: newest first, stable, missing dates last. Returns a new array. */
export function newestFirst<T>(items: T[], dateOf: (t: T) => Date | null): T[] {
  const keyed = items.map((item, index) => ({ item, index, time: validDate(dateOf(item))?.getTime() ?? null }));
  keyed.sort((a, b) => {
    if (a.time === null || b.time === null) {
      if (a.time === b.time) return a.index - b.index;
      return a.time === null ? 1 : -1;
    }
    return b.time - a.time || a.index - b.index;
  });
  return keyed.map((k) => k.item);
}

/** Filter values without blanks. */
function cleanValues(values: readonly string[] | undefined): string[] {
  return (values ?? []).map((v) => (typeof v === 'string' ? v.trim() : '')).filter(Boolean);
}

/**
 * Adds `docs` to `found` (keyed by id, first seen wins) until it holds `limit`: newest first
 * within the batch, eligible only, never a doc without an id or one `exclude` rejects.
 */
function collect(found: Map<string, ArticleDoc>, docs: unknown, limit: number, keep: (doc: ArticleDoc) => boolean): void {
  if (!Array.isArray(docs)) return;
  const batch = (docs as ArticleDoc[]).filter((doc) => typeof doc === 'object' && doc !== null && typeof doc.id === 'string' && doc.id !== '');
  for (const doc of newestFirst(batch, (d) => d.date)) {
    if (found.size >= limit) return;
    if (!found.has(doc.id) && keep(doc)) found.set(doc.id, doc);
  }
}

export interface FeaturedOptions {
  now: Date;
  durationMonths?: number;
  timeoutMs?: number;
}

/**
 * Spec 001 section 4, Featured articles: topic, then industry, then region (empty lists
 * skipped), accumulating unique eligible results until 3. No list set: an empty result and no
 * search. A failing strategy is skipped. After `timeoutMs` (default 10 s) the search completes
 * with what was found; answers arriving later are ignored. Newest first, at most 3.
 */
export async function findFeatured(search: ArticleSearch, topic: string[], industry: string[], region: string[], opts: FeaturedOptions): Promise<ArticleDoc[]> {
  const strategies: Array<[Exclude<SearchField, null>, string[]]> = (
    [
      ['topic', cleanValues(topic)],
      ['industry', cleanValues(industry)],
      ['region', cleanValues(region)],
    ] as Array<[Exclude<SearchField, null>, string[]]>
  ).filter(([, values]) => values.length > 0);
  if (strategies.length === 0) return [];

  const timeoutMs = typeof opts.timeoutMs === 'number' && Number.isFinite(opts.timeoutMs) && opts.timeoutMs > 0 ? opts.timeoutMs : FEATURED_TIMEOUT_MS;
  const found = new Map<string, ArticleDoc>();
  const eligible = (doc: ArticleDoc) => isEligible(doc.date, opts.now, opts.durationMonths);
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      resolve();
    }, timeoutMs);
  });

  const run = async () => {
    for (const [field, values] of strategies) {
      if (timedOut || found.size >= FEATURED_COUNT) return;
      let docs: ArticleDoc[];
      try {
        docs = await search({ field, values, pageSize: FEATURED_COUNT });
      } catch {
        continue;
      }
      if (timedOut) return;
      collect(found, docs, FEATURED_COUNT, eligible);
    }
  };

  try {
    await Promise.race([run(), timeout]);
  } finally {
    clearTimeout(timer);
  }
  return newestFirst([...found.values()], (d) => d.date).slice(0, FEATURED_COUNT);
}

export interface RelatedArticle {
  industry: string[];
  topic: string[];
  /** `articleProgressBarTitle`: the article's own title as the search index knows it. */
  progressBarTitle: string;
}

export interface RelatedOptions {
  now: Date;
  durationMonths?: number;
  /** Waits before the plain fallback search; a real timer by default. */
  wait?: (ms: number) => Promise<void>;
}

const realWait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Titles compared trimmed and case-insensitively. */
function sameTitle(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Spec 001 section 4, Related articles: industry (if set), then topic (if set), then, after the
 * 1 s fallback delay, a plain search; page size 4, stopping once 3 are found. The article itself
 * is excluded by its progress-bar title (an empty one excludes nothing). A failing strategy is
 * skipped. Unique by id, eligible only, newest first.
 */
export async function findRelated(search: ArticleSearch, article: RelatedArticle, opts: RelatedOptions): Promise<ArticleDoc[]> {
  const wait = opts.wait ?? realWait;
  const self = typeof article.progressBarTitle === 'string' ? article.progressBarTitle.trim() : '';
  const keep = (doc: ArticleDoc) =>
    isEligible(doc.date, opts.now, opts.durationMonths) && !(self !== '' && typeof doc.title === 'string' && sameTitle(doc.title, self));
  const strategies: Array<[SearchField, string[]]> = (
    [
      ['industry', cleanValues(article.industry)],
      ['topic', cleanValues(article.topic)],
    ] as Array<[SearchField, string[]]>
  ).filter(([, values]) => values.length > 0);
  strategies.push([null, []]);

  const found = new Map<string, ArticleDoc>();
  for (const [field, values] of strategies) {
    if (found.size >= RELATED_COUNT) break;
    if (field === null) await wait(RELATED_FALLBACK_DELAY_MS);
    try {
      collect(found, await search({ field, values, pageSize: RELATED_PAGE_SIZE }), RELATED_COUNT, keep);
    } catch {
      // A failing strategy is skipped; the next one may still find articles.
    }
  }
  return newestFirst([...found.values()], (d) => d.date);
}
