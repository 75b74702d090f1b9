import { describe, expect, it } from 'vitest';
import { API_ROUTES, HANDLERS, LOCALES, REWRITES, isRtl, languageOf, matchRoute, resolveLocale } from './routes.ts';

describe('locales', () => {
  it('are right-to-left for ar only', () => {
    expect(LOCALES.filter(isRtl)).toEqual(['ar']);
  });

  it('read the first path segment only', () => {
    expect(resolveLocale('/ar/about')).toEqual({ locale: 'ar', path: '/about' });
    expect(resolveLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(resolveLocale('/about/ar')).toEqual({ locale: 'default', path: '/about/ar' });
    expect(resolveLocale('/arabic')).toEqual({ locale: 'default', path: '/arabic' });
    expect(languageOf('default')).toBe('en');
    expect(languageOf('ar')).toBe('ar');
  });
});

describe('permanent redirects', () => {
  it.each([
    ['/news/releases/port-expansion', '', '/news/port-expansion'],
    ['/news/news-events/a/b', '', '/news/a/b'],
    ['/en/news/releases/x', '', '/en/news/x'],
    ['/ar/news/news-events/x', '', '/ar/news/x'],
    ['/news/releases/x', '?utm_source=mail&a=1', '/news/x?utm_source=mail&a=1'],
    ['/ar/news/releases/x', '?q=1', '/ar/news/x?q=1'],
  ])('%s%s -> %s (308)', (path, search, location) => {
    expect(matchRoute(path, search)).toEqual({ kind: 'redirect', status: 308, location });
  });

  it('need a slug (without one, /news/releases is a news page like any other)', () => {
    expect(matchRoute('/news/releases')).toMatchObject({ kind: 'rewrite', handler: 'newsProxy' });
  });
});

describe('rewrites', () => {
  it.each([
    ['/sitemap.xml', 'sitemap', {}],
    ['/sitemap-3.xml', 'sitemap', { id: '3' }],
    ['/news-2.xml', 'sitemap', { id: '2' }],
    ['/sitecore/api/layout/render/jss', 'cmsProxy', { path: 'layout/render/jss' }],
    ['/-/media/hero.svg', 'cmsProxy', { path: 'media/hero.svg' }],
    ['/sitecore/service/x', 'cmsProxy', { path: 'x' }],
    ['/healthz', 'health', {}],
    ['/news/port-expansion', 'newsProxy', { slug: 'port-expansion' }],
    ['/en/news/a/b', 'newsProxy', { slug: 'a/b' }],
    ['/ar/news/a', 'newsProxy', { slug: 'a' }],
    ['/en/fonts/inter.woff2', 'fonts', { locale: 'en', path: 'inter.woff2' }],
    ['/ar/static-header/x', 'staticHeader', { locale: 'ar', path: 'x' }],
    ['/en/pressreleaseheader', 'pressReleaseHeader', { locale: 'en' }],
    ['/pp-header', 'ppHeader', {}],
    ['/ar/pp-header', 'ppHeader', { locale: 'ar' }],
    ['/assets/entry-client-abc.js', 'assets', { path: 'entry-client-abc.js' }],
    ['/pp-components/footer', 'ppComponents', { path: 'footer' }],
    ['/robots.txt', 'robots', {}],
    ['/feaas-render', 'feaasRender', {}],
    ['/readyz', 'ready', {}],
  ])('%s -> %s', (path, handler, params) => {
    const match = matchRoute(path);
    expect(match).toMatchObject({ kind: 'rewrite', handler });
    if (match.kind === 'rewrite') expect(match.params).toEqual(params);
  });

  it('cover every handler and every table entry is reachable', () => {
    expect(new Set(REWRITES.map((r) => r.handler))).toEqual(new Set(HANDLERS));
  });

  it('bind the locale only to a real locale prefix', () => {
    expect(matchRoute('/about/fonts/x.woff2')).toEqual({ kind: 'page', locale: 'default', path: '/about/fonts/x.woff2' });
    expect(matchRoute('/fr/pp-header')).toEqual({ kind: 'page', locale: 'default', path: '/fr/pp-header' });
  });
});

describe('the page route', () => {
  it.each([
    ['/', 'default', '/'],
    ['/about', 'default', '/about'],
    ['/en', 'en', '/'],
    ['/ar', 'ar', '/'],
    ['/ar/about/team', 'ar', '/about/team'],
    ['/news', 'default', '/news'],
  ])('%s -> %s %s', (pathname, locale, path) => {
    expect(matchRoute(pathname)).toEqual({ kind: 'page', locale, path });
  });
});

describe('API routes', () => {
  it('are not rewrites or redirects of the routing table (a GET there would be a page)', () => {
    for (const { path } of Object.values(API_ROUTES)) {
      expect(matchRoute(path)).toEqual({ kind: 'page', locale: 'default', path });
    }
  });
});
