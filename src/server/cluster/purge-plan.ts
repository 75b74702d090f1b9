/**
 * What one publish purge evicts, as the instance that received the webhook worked it out
 * (revalidate.ts's planPurge): the same plan is carried out on every instance and in the shared
 * level, and travels on the purge channel as JSON.
 */
export interface PurgePlan {
  /** Cache tags to evict, by language; '' = every language. */
  byLanguage: Array<[language: string, tags: string[]]>;
  /** The sitemap's route lists go too (a published page may be new or gone). */
  routeLists: boolean;
  /** Whose route lists, by site name; absent: every site's (the only site's, on a one-site host). */
  routeListSites?: string[];
}

/** The longest plan accepted from the channel (a webhook body holds at most 10,000 updates). */
const MAX_TAGS = 50_000;

/** A plan read back from the channel, or undefined if it is not one (never trusted blindly). */
export function parsePurgePlan(raw: unknown): PurgePlan | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { byLanguage, routeLists, routeListSites } = raw as Record<string, unknown>;
  if (!Array.isArray(byLanguage) || typeof routeLists !== 'boolean') return undefined;
  if (
    routeListSites !== undefined &&
    (!Array.isArray(routeListSites) || routeListSites.length > 1000 || !routeListSites.every((site) => typeof site === 'string' && site.length <= 200))
  ) {
    return undefined;
  }
  let count = 0;
  const out: PurgePlan['byLanguage'] = [];
  for (const entry of byLanguage) {
    if (!Array.isArray(entry) || entry.length !== 2) return undefined;
    const [language, tags] = entry as [unknown, unknown];
    if (typeof language !== 'string' || language.length > 35 || !Array.isArray(tags)) return undefined;
    if (!tags.every((tag) => typeof tag === 'string' && tag.length <= 200)) return undefined;
    count += tags.length;
    if (count > MAX_TAGS) return undefined;
    out.push([language, tags as string[]]);
  }
  return { byLanguage: out, routeLists, ...(routeListSites ? { routeListSites: routeListSites as string[] } : {}) };
}
