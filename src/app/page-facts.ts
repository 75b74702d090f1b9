import type { PageState } from '../cms/types.ts';
import type { ThemeName } from '../ui/theme.ts';
import type { Direction, Language, Locale, PageContext } from './page-context.ts';
import { isEditingPage } from './context/page-state.ts';
import { pageViewEvent, type PageViewEvent } from './page-view.ts';
import { themeNameFor } from './theme-choice.ts';

/**
 * The small page-wide facts an island may need, sent once per page (islands contract, decision
 * record 009): never the layout, the site settings or the whole dictionary. The server derives
 * them from the page context; in the browser each island's providers read them from the
 * `#__PAGE_FACTS__` script.
 */
export interface PageFacts {
  locale: Locale;
  language: Language;
  dir: Direction;
  pageState: PageState;
  /** Edit mode (pageState edit, or the Layout Service's pageEditing). Preview is not editing. */
  editing: boolean;
  /** Request path without the locale prefix ('/about', '/'). */
  path: string;
  /** Query string including '?', or ''. */
  search: string;
  /** PUBLIC_URL: the site's own origin, for telling own links from others. */
  publicUrl: string;
  theme: ThemeName;
  /** FLAG_SERVICE_URL's template, when flags come from an external service. */
  flagService?: string;
  /** IMAGE_HOSTS, when blocks build image addresses from parameters. */
  imageHosts?: string[];
  /**
   * The phrases the page's islands declare (their `island.ts`), as the server resolved them: the
   * CMS dictionary, else the built-in wording for the language. A phrase with neither is left
   * out, and the island's own default applies, as on the server.
   */
  phrases: Record<string, string>;
  /** The page-view event this load sends (spec 000 section 7), or absent. */
  pageView?: PageViewEvent;
  /** The route item's id (an article's last-updated query names it), when the route has one. */
  itemId?: string;
  /** The site settings' logo (the article's BlogPosting publisher logo), when set. */
  siteLogo?: string;
  /** The site settings' loader animation file (the article loader overlay), when set. */
  loaderAnimation?: string;
  /**
   * `deferred`: the islands' props are not in the page; the browser fetches them with the page's
   * islands document when the first island hydrates (island-props.tsx). Absent: each island's
   * props are written after its root.
   */
  islandProps?: 'deferred';
  /** The variant shown (PageContext.variant): the islands document asked for is that variant's. */
  variant?: string;
}

export interface PageFactsOptions {
  /** Where the islands' props go (IslandPropsMode's `inline` or `deferred`); inline when absent. */
  islandProps?: 'inline' | 'deferred';
}

/** The id of the JSON script element that carries the page facts. */
export { PAGE_FACTS_ELEMENT_ID } from './page-facts-element.ts';

export type ResolvePhrase = (key: string) => string | undefined;

/** The facts of a page, with the given phrases resolved by `resolve` (dictionary, built-in). */
export function pageFactsOf(page: PageContext, phraseKeys: Iterable<string> = [], resolve?: ResolvePhrase, options: PageFactsOptions = {}): PageFacts {
  const phrases: Record<string, string> = {};
  if (resolve) {
    for (const key of [...new Set(phraseKeys)].sort()) {
      const phrase = resolve(key);
      if (phrase !== undefined) phrases[key] = phrase;
    }
  }
  const pageView = pageViewEvent(page);
  return {
    locale: page.locale,
    language: page.language,
    dir: page.dir,
    pageState: page.pageState,
    editing: isEditingPage(page),
    path: page.path,
    search: page.search,
    publicUrl: page.publicUrl,
    theme: themeNameFor(page),
    ...(page.flagService ? { flagService: page.flagService } : {}),
    ...(page.imageHosts && page.imageHosts.length > 0 ? { imageHosts: page.imageHosts } : {}),
    phrases,
    ...(pageView ? { pageView } : {}),
    ...(typeof page.layout?.sitecore?.route?.itemId === 'string' && page.layout.sitecore.route.itemId ? { itemId: page.layout.sitecore.route.itemId } : {}),
    ...(typeof page.siteSettings?.logo === 'string' && page.siteSettings.logo ? { siteLogo: page.siteSettings.logo } : {}),
    ...(typeof page.siteSettings?.loader === 'string' && page.siteSettings.loader ? { loaderAnimation: page.siteSettings.loader } : {}),
    ...(options.islandProps === 'deferred' ? { islandProps: 'deferred' as const } : {}),
    ...(page.variant ? { variant: page.variant } : {}),
  };
}
