/**
 * The routing table (spec 000 section 2), as data. Order of evaluation: permanent redirects,
 * then rewrites to named internal handlers, then the page route. `src/server/app.ts` binds each
 * handler name to its implementation; this file knows nothing about Fastify.
 *
 * Patterns: literal segments; `:name` one segment (may sit inside a segment: `sitemap-:id.xml`);
 * `:name*` zero or more segments; `:name+` one or more; `:locale` only matches a prefixed locale.
 */

export const LOCALES = ['default', 'en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'default';
/** Locales that appear as the first path segment. */
export const PREFIXED_LOCALES = ['en', 'ar'] as const;
export const RTL_LOCALES: readonly Locale[] = ['ar'];
/** No detection from Accept-Language or cookies: the path alone decides. */
export const LOCALE_DETECTION = false;

export interface Redirect {
  source: string;
  destination: string;
  /** Permanent redirects answer 308 (method and body kept). */
  permanent: true;
  /** Also applies under the `en` and `ar` prefixes. */
  localized: boolean;
}

export const REDIRECTS: readonly Redirect[] = [
  { source: '/news/releases/:slug+', destination: '/news/:slug+', permanent: true, localized: true },
  { source: '/news/news-events/:slug+', destination: '/news/:slug+', permanent: true, localized: true },
];

export const HANDLERS = [
  'sitemap',
  'cmsProxy',
  'health',
  'newsProxy',
  'fonts',
  'staticHeader',
  'pressReleaseHeader',
  'ppHeader',
  'assets',
  'ppComponents',
  'robots',
  'llmsTxt',
  'feaasRender',
  'ready',
] as const;
export type HandlerName = (typeof HANDLERS)[number];

export interface Rewrite {
  source: string;
  handler: HandlerName;
  /** Also applies under the `en` and `ar` prefixes. */
  localized?: boolean;
}

export const REWRITES: readonly Rewrite[] = [
  { source: '/sitemap.xml', handler: 'sitemap' },
  { source: '/sitemap-:id.xml', handler: 'sitemap' },
  { source: '/news-:id.xml', handler: 'sitemap' },
  { source: '/sitecore/api/:path*', handler: 'cmsProxy' },
  { source: '/-/:path*', handler: 'cmsProxy' },
  { source: '/sitecore/service/:path*', handler: 'cmsProxy' },
  { source: '/healthz', handler: 'health' },
  { source: '/news/:slug+', handler: 'newsProxy', localized: true },
  { source: '/:locale/fonts/:path*', handler: 'fonts' },
  { source: '/:locale/static-header/:path*', handler: 'staticHeader' },
  { source: '/:locale/pressreleaseheader', handler: 'pressReleaseHeader' },
  { source: '/pp-header', handler: 'ppHeader' },
  { source: '/:locale/pp-header', handler: 'ppHeader' },
  { source: '/assets/:path*', handler: 'assets' },
  { source: '/pp-components/:path*', handler: 'ppComponents' },
  { source: '/robots.txt', handler: 'robots' },
  // Ours (issue 28): the site's llms.txt in each language (src/server/llms-txt.ts).
  { source: '/llms.txt', handler: 'llmsTxt', localized: true },
  { source: '/feaas-render', handler: 'feaasRender' },
  // Ours, not the spec's: readiness for load balancers (503 while starting or shutting down).
  { source: '/readyz', handler: 'ready' },
];

/**
 * Our own endpoints that take a body (not the spec's rewrites, which answer GET and HEAD above):
 * method and path of each, bound by app.ts to the module that answers it. Other methods on these
 * paths answer 405.
 */
export const API_ROUTES = {
  /** The enquiry form's submissions (forms contract, section 3). */
  formSubmit: { method: 'POST', path: '/api/forms/submit' },
  /** The page-view event for the customer data platform (spec 000 section 7). */
  pageView: { method: 'POST', path: '/api/events/page-view' },
} as const;
export type ApiRouteName = keyof typeof API_ROUTES;

export type RouteMatch =
  | { kind: 'redirect'; status: 308; location: string }
  | { kind: 'rewrite'; handler: HandlerName; locale: Locale; params: Record<string, string> }
  | { kind: 'page'; locale: Locale; path: string };

export function isRtl(locale: Locale): boolean {
  return RTL_LOCALES.includes(locale);
}

/** The content language of a locale: `default` is English content. */
export function languageOf(locale: Locale): 'en' | 'ar' {
  return locale === 'ar' ? 'ar' : 'en';
}

/** Splits the locale prefix off a path: `/ar/about` -> ar, `/about`; `/about` -> default, `/about`. */
export function resolveLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(en|ar)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' };
}

/** Matches a decoded pathname (no query) against the table. `search` is kept on redirects. */
export function matchRoute(pathname: string, search = ''): RouteMatch {
  const { locale, path } = resolveLocale(pathname);

  for (const redirect of REDIRECTS) {
    const params = locale === DEFAULT_LOCALE || redirect.localized ? compile(redirect.source)(path) : null;
    if (params) {
      const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
      return { kind: 'redirect', status: 308, location: prefix + fill(redirect.destination, params) + search };
    }
  }

  for (const rewrite of REWRITES) {
    const whole = compile(rewrite.source)(pathname);
    if (whole) {
      const own = whole.locale as Locale | undefined;
      return { kind: 'rewrite', handler: rewrite.handler, locale: own ?? DEFAULT_LOCALE, params: whole };
    }
    if (rewrite.localized && locale !== DEFAULT_LOCALE) {
      const params = compile(rewrite.source)(path);
      if (params) return { kind: 'rewrite', handler: rewrite.handler, locale, params };
    }
  }

  return { kind: 'page', locale, path };
}

type Matcher = (path: string) => Record<string, string> | null;
const compiled = new Map<string, Matcher>();

function compile(pattern: string): Matcher {
  const cached = compiled.get(pattern);
  if (cached) return cached;
  const names: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').slice(1)) {
    const rest = /^:(\w+)([*+])$/.exec(segment);
    if (rest) {
      names.push(rest[1]!);
      source += rest[2] === '*' ? '(?:/(.*))?' : '/(.+)';
      continue;
    }
    source +=
      '/' +
      segment.replace(/:(\w+)|([^:]+)/g, (_m, name: string | undefined, literal: string | undefined) => {
        if (name === undefined) return escape(literal!);
        names.push(name);
        return name === 'locale' ? `(${PREFIXED_LOCALES.join('|')})` : '([^/]+?)';
      });
  }
  const regex = new RegExp(`^${source}/?$`);
  const matcher: Matcher = (path) => {
    const m = regex.exec(path);
    if (!m) return null;
    const params: Record<string, string> = {};
    names.forEach((name, i) => (params[name] = m[i + 1] ?? ''));
    return params;
  };
  compiled.set(pattern, matcher);
  return matcher;
}

function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)[*+]?/g, (_m, name: string) => params[name] ?? '');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
