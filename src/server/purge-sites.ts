import type { Cms } from '../cms/cms.ts';
import type { RequestSite, Sites } from './sites.ts';
import type { WebhookUpdate } from './revalidate.ts';
import { itemIdOf } from '../lib/item-id.ts';

/**
 * Which sites a publish touched (issue 28, purge tags per site). Edge's webhook names items, not
 * sites, so a site-wide tag (a dictionary, the redirect map, the sitemap, missing routes) would
 * otherwise be purged in every site for a change in one. The site of an update:
 * - a dictionary phrase: Edge's identifier starts with the site's name
 *   (`drydocks-1a1905a1…-carousel.next-ar`);
 * - any other item: the site whose root item it sits under, from its path in the CMS
 *   (item-paths.ts, asked in batches and only when the host serves more than one site).
 * An update whose site cannot be told (a deleted item, an item outside every site's root, a CMS
 * that does not answer) purges every site: too much is safe, too little would serve old content.
 */

/** A site as a purge sees it: its name, and how its site-wide tags are named. */
export interface PurgeSite {
  name: string;
  siteTag(tag: string): string;
}

export interface PurgeScopes {
  /** The sites one update belongs to. */
  of(update: WebhookUpdate): readonly PurgeSite[];
  /** Every site. */
  readonly all: readonly PurgeSite[];
}

/** The item id an update names (`{id}`, `{id}-layout`, `{id}-media`), lower case with dashes; undefined for none. */
export function updateItemId(update: WebhookUpdate): string | undefined {
  return itemIdOf(update.identifier.trim().replace(/-(?:layout|media)$/i, ''));
}

const asPurgeSite = (site: RequestSite): PurgeSite => ({ name: site.name, siteTag: (tag) => site.cms.siteTag(tag) });

/** The site an item path belongs to: the one with the longest root path above it. */
function siteOfPath(sites: readonly RequestSite[], path: string): RequestSite | undefined {
  const lower = path.toLowerCase();
  let best: RequestSite | undefined;
  for (const site of sites) {
    const root = site.rootPath.toLowerCase().replace(/\/+$/, '');
    if ((lower === root || lower.startsWith(`${root}/`)) && root.length > (best?.rootPath.length ?? -1)) best = site;
  }
  return best;
}

/** The site a dictionary phrase's identifier names first (the longest name that fits). */
function siteOfPhrase(sites: readonly RequestSite[], identifier: string): RequestSite | undefined {
  const lower = identifier.trim().toLowerCase();
  return sites.filter((site) => lower.startsWith(`${site.name.toLowerCase()}-`)).sort((a, b) => b.name.length - a.name.length)[0];
}

export async function purgeScopesOf(
  updates: readonly WebhookUpdate[],
  deps: { sites: Sites; cms: Pick<Cms, 'itemPaths'>; log: { warn(obj: object, msg: string): void } },
): Promise<PurgeScopes> {
  const sites = await deps.sites.all();
  const all = sites.map(asPurgeSite);
  if (sites.length <= 1) return { all, of: () => all };

  // Item ids by the language to ask them in (the update's culture; English when it names none).
  const wanted = new Map<string, Set<string>>();
  for (const update of updates) {
    // A phrase names its site; a Content Hub asset none (its identifier is the hub's, not an item's).
    if (['dictionaryentry', 'm.asset'].includes(update.entity_definition.trim().toLowerCase())) continue;
    const id = updateItemId(update);
    if (!id) continue;
    const language = (update.entity_culture ?? '').toLowerCase() || 'en';
    if (!wanted.has(language)) wanted.set(language, new Set());
    wanted.get(language)!.add(id);
  }
  const paths = new Map<string, string | null>();
  for (const [language, ids] of wanted) {
    try {
      for (const [id, path] of await deps.cms.itemPaths([...ids], language)) paths.set(`${language}|${id}`, path);
    } catch (error) {
      deps.log.warn({ err: error, language, items: ids.size }, 'could not tell which sites a publish touched; purging every site');
    }
  }
  const bySite = new Map(sites.map((site, i) => [site, all[i]!]));
  return {
    all,
    of(update) {
      const found =
        update.entity_definition.trim().toLowerCase() === 'dictionaryentry'
          ? siteOfPhrase(sites, update.identifier)
          : (() => {
              const id = updateItemId(update);
              const path = id && paths.get(`${(update.entity_culture ?? '').toLowerCase() || 'en'}|${id}`);
              return path ? siteOfPath(sites, path) : undefined;
            })();
      return found ? [bySite.get(found)!] : all;
    },
  };
}
