import type { Dictionary, LayoutServiceData, PageState, SiteSettings } from '../cms/types.ts';

/** The three locales of the routing table (spec 000 section 2). */
export type Locale = 'default' | 'en' | 'ar';
export type Language = 'en' | 'ar';
export type Direction = 'ltr' | 'rtl';

/**
 * Everything the page needs to render, identical on server and client: the server builds it per
 * request and serialises it into the document; the client hydrates from it.
 */
export interface PageContext {
  layout: LayoutServiceData;
  dictionary: Dictionary;
  siteSettings: SiteSettings;
  locale: Locale;
  language: Language;
  dir: Direction;
  pageState: PageState;
  /** Request path without the locale prefix, always starting with '/' ('/about', '/'). */
  path: string;
  /** Query string including '?', or '' (carried over to canonical and alternates). */
  search: string;
  /** Origin used for absolute URLs (canonical, alternates, Open Graph): PUBLIC_URL. */
  publicUrl: string;
  /**
   * The site's languages when it lacks one of the host's (a site with English pages only): the
   * alternate links name only these. Absent: every language.
   */
  siteLanguages?: Language[];
  /**
   * The variant shown, when the page has variants and this is not its default (issue 29): the
   * page's islands document is asked for with it (`__variant`). Absent: the page for all.
   */
  variant?: string;
  /** True when the CMS had no route and this is its not-found page (status 404). */
  notFound: boolean;
  /**
   * An external flag service replacing the self-hosted flags (FLAG_SERVICE_URL): a URL template
   * with `{code}` for the lower-case ISO country code. Absent: self-hosted flags.
   */
  flagService?: string;
  /**
   * Image hosts the operator allows besides our own (IMAGE_HOSTS): blocks that build an image
   * address from a parameter rather than an image field (the SXA Container's BackgroundImage)
   * show only same-site media and these hosts. Absent: none.
   */
  imageHosts?: string[];
}

/** The id of the JSON script element that carries the serialised page context. */
export const PAGE_CONTEXT_ELEMENT_ID = '__PAGE_CONTEXT__';
