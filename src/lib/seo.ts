/**
 * The page shell's SEO tags as plain data (spec 000 section 2, "Page shell and SEO"; section 3,
 * "Page", "Site settings" and "SEO data"). `SeoHead` renders what `buildSeo` decides; React 19
 * hoists the tags into `<head>`. Pure and isomorphic: no React, no Node APIs, never throws.
 */
import type { Language, Locale, PageContext } from '../app/page-context.ts';
import { isPropertyKey, parseCustomMeta } from './custom-meta.ts';
import { fieldLink, fieldNamed, fieldText, fieldValue, routeFields } from './seo-fields.ts';

/** Spec 000 section 2: "the browser title, else the meta title, else 'Page'". */
export const TITLE_FALLBACK = 'Page';
/** The viewport every page declares. */
export const VIEWPORT = 'width=device-width, initial-scale=1';
/** Spec 000 section 3, Page: "openGraphType (default 'website')". */
export const OPEN_GRAPH_TYPE_DEFAULT = 'website';
/** Our decision (the spec gives no default): large-image cards suit a marketing site. */
export const TWITTER_CARD_DEFAULT = 'summary_large_image';
/** The site's languages, each routed under its own prefix (spec 000 section 2, "Locales"). */
export const SITE_LANGUAGES: readonly Language[] = ['en', 'ar'];

export interface MetaTag {
  /** `property` for og: and fb: keys, `name` for the others (twitter: included). */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface LinkTag {
  rel: 'icon' | 'canonical' | 'alternate';
  href: string;
  hrefLang?: string;
  type?: string;
}

export interface Seo {
  title: string;
  /** In document order; no two share a key (compared case-insensitively). */
  meta: MetaTag[];
  /** Favicon, canonical, then alternates. */
  links: LinkTag[];
}

// ---------------------------------------------------------------------------------------------
// URLs

/** `publicUrl` without trailing slashes ('' when missing). */
function origin(page: PageContext): string {
  return typeof page.publicUrl === 'string' ? page.publicUrl.trim().replace(/\/+$/, '') : '';
}

function localePrefix(locale: Locale): string {
  return locale === 'en' || locale === 'ar' ? `/${locale}` : '';
}

/** Leading slash, no repeated slashes, no trailing slash; the root is '/'. */
function normalisePath(path: unknown): string {
  const text = typeof path === 'string' ? path : '/';
  const clean = `/${text}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return clean || '/';
}

/** The query string with its '?', or '' (a lone '?' is dropped). */
function normaliseSearch(search: unknown): string {
  if (typeof search !== 'string') return '';
  const query = search.trim().replace(/^\?/, '');
  return query ? `?${query}` : '';
}

/**
 * The public URL of `path` in `locale`, carrying the query string. Trailing-slash policy: none,
 * except the default locale's home page, which is the bare origin plus '/'; a prefixed home page
 * is `/en` or `/ar`.
 */
export function localeUrl(page: PageContext, locale: Locale, path = page.path): string {
  const clean = normalisePath(path);
  const prefix = localePrefix(locale);
  const tail = prefix && clean === '/' ? '' : clean;
  return `${origin(page)}${prefix}${tail}${normaliseSearch(page.search)}`;
}

/** The canonical URL: publicUrl + locale prefix + path + query string. */
export function canonicalUrl(page: PageContext): string {
  return localeUrl(page, page.locale);
}

/**
 * An absolute http(s) URL for a CMS-authored address: absolute ones stay, protocol-relative ones
 * take the public URL's scheme, paths are resolved on the public URL. Other schemes (data:,
 * javascript:, mailto:) give `undefined`.
 */
export function absoluteUrl(page: PageContext, url: string): string | undefined {
  const text = url.trim();
  if (!text) return undefined;
  if (/^https?:\/\//i.test(text)) return text;
  const base = origin(page);
  if (text.startsWith('//')) return `${/^http:/i.test(base) ? 'http:' : 'https:'}${text}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return undefined;
  return `${base}/${text.replace(/^\/+/, '')}`;
}

// ---------------------------------------------------------------------------------------------
// Alternate-language links

export interface Alternate {
  hrefLang: string;
  href: string;
}

/** The path part of an SEO-data URL (absolute or relative), without a leading locale segment. */
function seoDataPath(url: string): string {
  let path = url.trim();
  if (/^(?:https?:)?\/\//i.test(path)) {
    try {
      path = new URL(path, 'https://x').pathname;
    } catch {
      return '/';
    }
  }
  path = path.replace(/[?#].*$/, '');
  return normalisePath(normalisePath(path).replace(/^\/(?:en|ar)(?=\/|$)/i, ''));
}

function seoDataLanguage(entry: Record<string, unknown>): Language | undefined {
  const language = entry.language;
  const name =
    fieldText(language) ??
    (typeof language === 'object' && language !== null ? fieldText((language as { name?: unknown }).name) : undefined) ??
    fieldText(entry.languageName) ??
    fieldText(entry.name);
  const primary = name?.toLowerCase().split(/[-_]/)[0];
  return SITE_LANGUAGES.find((lang) => lang === primary);
}

function seoDataUrl(entry: Record<string, unknown>): string | undefined {
  const url = entry.url;
  if (typeof url === 'object' && url !== null) {
    const { path, url: href } = url as { path?: unknown; url?: unknown };
    return fieldText(path) ?? fieldText(href);
  }
  return fieldText(url);
}

/**
 * The "SEO data" entity (spec 000 section 3: "an item with url and a languages list; each entry
 * has a url and a language name") when the route carries one, as the route field `seoData`
 * (`{ value: item }` or the item itself) or a `seoData` property of the route. Gives the path of
 * each site language that has a version, or `undefined` when there is no usable entry.
 */
export function seoDataPaths(page: PageContext): Map<Language, string> | undefined {
  const route = page?.layout?.sitecore?.route;
  const item = fieldValue(fieldNamed(routeFields(page), 'seoData') ?? route?.seoData);
  const languages = typeof item === 'object' && item !== null ? (item as { languages?: unknown }).languages : [];
  if (!Array.isArray(languages)) return undefined;
  const paths = new Map<Language, string>();
  for (const entry of languages) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const language = seoDataLanguage(record);
    const url = seoDataUrl(record);
    if (language && url && !paths.has(language)) paths.set(language, seoDataPath(url));
  }
  return paths.size > 0 ? paths : undefined;
}

/**
 * Alternate-language links, only for English pages (spec 000 section 2), which includes the
 * default locale (it serves English content). One per site language that has a version, plus
 * `x-default` on the default (unprefixed) locale; all carry the query string. The languages and
 * their paths come from the route's SEO data when present, else each of the site's languages
 * (`siteLanguages`, else both) at this page's path. Hosts are always ours (publicUrl): the CMS's own URLs name its host.
 */
export function alternateLinks(page: PageContext): Alternate[] {
  if (page.language !== 'en') return [];
  const paths = seoDataPaths(page) ?? new Map((page.siteLanguages ?? SITE_LANGUAGES).map((lang) => [lang, page.path]));
  const alternates: Alternate[] = [...paths].map(([lang, path]) => ({
    hrefLang: lang,
    href: localeUrl(page, lang, path),
  }));
  const defaultPath = paths.get('en') ?? page.path;
  alternates.push({ hrefLang: 'x-default', href: localeUrl(page, 'default', defaultPath) });
  return alternates;
}

// ---------------------------------------------------------------------------------------------
// Favicon

const FAVICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
};

export function faviconLink(page: PageContext): LinkTag | undefined {
  const href = fieldLink(page?.siteSettings?.favicon)?.url;
  if (!href) return undefined;
  const extension = /\.([a-z0-9]+)$/i.exec(href.replace(/[?#].*$/, ''))?.[1]?.toLowerCase();
  const type = extension ? FAVICON_TYPES[extension] : undefined;
  return type ? { rel: 'icon', href, type } : { rel: 'icon', href };
}

// ---------------------------------------------------------------------------------------------
// The whole set

export function buildSeo(page: PageContext): Seo {
  const fields = routeFields(page);
  const field = (name: string) => fieldNamed(fields, name);
  const text = (name: string) => fieldText(field(name));
  const image = (name: string) => {
    const link = fieldLink(field(name));
    const url = link && absoluteUrl(page, link.url);
    return url ? { url, alt: link.alt } : undefined;
  };

  const title = text('browserTitle') ?? text('metaTitle') ?? TITLE_FALLBACK;
  const description = text('metaDescription') ?? text('description');
  // A 404 has no URL of its own to advertise: no canonical, no alternates.
  const canonical = page.notFound ? undefined : canonicalUrl(page);
  const openGraphUrl = fieldLink(field('openGraphUrl'));
  const ogImage = image('openGraphImage');
  const twitterImage = image('twitterImage');

  // Twitter/X reads og:title, og:description and og:image when its own tags are absent, so the
  // twitter: ones are written only when the page sets them.
  const tags: Array<[MetaTag['attribute'], string, string | undefined]> = [
    ['name', 'viewport', VIEWPORT],
    ['name', 'description', description],
    ['property', 'og:title', text('openGraphTitle') ?? title],
    ['property', 'og:description', text('openGraphDescription') ?? description],
    ['property', 'og:image', ogImage?.url],
    ['property', 'og:image:alt', ogImage?.alt],
    ['property', 'og:url', (openGraphUrl && absoluteUrl(page, openGraphUrl.url)) ?? canonical],
    ['property', 'og:type', text('openGraphType') ?? OPEN_GRAPH_TYPE_DEFAULT],
    ['property', 'og:site_name', text('openGraphSiteName')],
    ['property', 'og:locale', text('openGraphLocale')],
    ['property', 'fb:admins', text('openGraphAdmins')],
    ['property', 'fb:app_id', text('openGraphAppId')],
    ['name', 'twitter:card', text('twitterCardType') ?? TWITTER_CARD_DEFAULT],
    ['name', 'twitter:title', text('twitterTitle')],
    ['name', 'twitter:description', text('twitterDescription')],
    ['name', 'twitter:image', twitterImage?.url],
    ['name', 'twitter:image:alt', twitterImage?.alt],
    ['name', 'twitter:site', text('twitterSite')],
  ];

  // Keyed case-insensitively: a custom tag replaces the built-in one of the same key in place.
  const meta = new Map<string, MetaTag>();
  for (const [attribute, key, content] of tags) {
    if (content) meta.set(key, { attribute, key, content });
  }
  for (const { key, value } of parseCustomMeta(fieldValue(field('customMetaData')))) {
    const attribute = isPropertyKey(key) ? 'property' : 'name';
    meta.set(key.toLowerCase(), { attribute, key, content: value });
  }

  const links: LinkTag[] = [];
  const favicon = faviconLink(page);
  if (favicon) links.push(favicon);
  if (canonical) {
    links.push({ rel: 'canonical', href: canonical });
    for (const { hrefLang, href } of alternateLinks(page)) {
      links.push({ rel: 'alternate', hrefLang, href });
    }
  }

  return { title, meta: [...meta.values()], links };
}
