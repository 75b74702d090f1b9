import { describe, expect, it } from 'vitest';
import type { PageContext } from '../app/page-context.ts';
import { OUR_FIXTURES } from '../cms/test-support/protocol-fixtures.ts';
import { OPEN_GRAPH_TYPE_DEFAULT, TWITTER_CARD_DEFAULT, VIEWPORT, absoluteUrl, buildSeo, canonicalUrl, type Seo } from './seo.ts';
import { describeSeoOver } from './seo.suite.ts';
import { testPage, type TestPageOptions } from './seo-test-page.ts';

const seoOf = (options: TestPageOptions = {}) => buildSeo(testPage(options));
const meta = (seo: Seo, key: string) => seo.meta.find((tag) => tag.key === key)?.content;
const keys = (seo: Seo) => seo.meta.map((tag) => tag.key);
const canonical = (seo: Seo) => seo.links.find((link) => link.rel === 'canonical')?.href;
const alternates = (seo: Seo) => seo.links.filter((link) => link.rel === 'alternate').map(({ hrefLang, href }) => [hrefLang, href]);

describe('title', () => {
  it('uses the browser title first', () => {
    expect(seoOf({ fields: { browserTitle: { value: 'Browser' }, metaTitle: { value: 'Meta' } } }).title).toBe('Browser');
  });

  it('falls back to the meta title when the browser title is missing, empty, blank or of the wrong type', () => {
    for (const browserTitle of [undefined, null, { value: '' }, { value: '   ' }, { value: null }, { value: {} }, { value: ['x'] }, { value: true }, {}, []]) {
      expect(seoOf({ fields: { browserTitle, metaTitle: { value: 'Meta' } } }).title).toBe('Meta');
    }
  });

  it("falls back to 'Page'", () => {
    expect(seoOf({ fields: { browserTitle: { value: '' }, metaTitle: { value: { text: 'x' } } } }).title).toBe('Page');
    expect(seoOf({ fields: null }).title).toBe('Page');
    expect(seoOf({ route: null }).title).toBe('Page');
    expect(seoOf({ fields: ['not', 'a', 'map'] as unknown as Record<string, unknown> }).title).toBe('Page');
  });

  it('reads field names in any case (SXA spells them BrowserTitle)', () => {
    expect(seoOf({ fields: { BrowserTitle: { value: 'Sxa' } } }).title).toBe('Sxa');
  });

  it('trims, and accepts a bare string value', () => {
    expect(seoOf({ fields: { browserTitle: '  Bare  ' } }).title).toBe('Bare');
  });
});

describe('meta tags', () => {
  it('always declares the viewport', () => {
    expect(meta(seoOf(), 'viewport')).toBe(VIEWPORT);
  });

  it('takes the description from metaDescription, else description, else omits it', () => {
    expect(meta(seoOf({ fields: { metaDescription: { value: 'M' }, description: { value: 'D' } } }), 'description')).toBe('M');
    expect(meta(seoOf({ fields: { metaDescription: { value: ' ' }, description: { value: 'D' } } }), 'description')).toBe('D');
    expect(keys(seoOf())).not.toContain('description');
  });

  it('writes only viewport, og:title, og:url, og:type and twitter:card for a page without SEO fields', () => {
    const seo = seoOf();
    expect(keys(seo)).toEqual(['viewport', 'og:title', 'og:url', 'og:type', 'twitter:card']);
    expect(meta(seo, 'og:title')).toBe('Page');
    expect(meta(seo, 'og:url')).toBe('https://www.example.com/en/about');
    expect(meta(seo, 'og:type')).toBe(OPEN_GRAPH_TYPE_DEFAULT);
    expect(meta(seo, 'twitter:card')).toBe(TWITTER_CARD_DEFAULT);
    expect(seo.meta.every((tag) => tag.content !== '')).toBe(true);
  });

  it("takes og:type and twitter:card from the fields, og:type 'website' when empty", () => {
    const seo = seoOf({ fields: { openGraphType: { value: 'article' }, twitterCardType: { value: 'summary' } } });
    expect(meta(seo, 'og:type')).toBe('article');
    expect(meta(seo, 'twitter:card')).toBe('summary');
    expect(meta(seoOf({ fields: { openGraphType: { value: '' } } }), 'og:type')).toBe('website');
  });

  it('falls back og:title to the page title and og:description to the description', () => {
    const seo = seoOf({ fields: { browserTitle: { value: 'T' }, description: { value: 'D' } } });
    expect(meta(seo, 'og:title')).toBe('T');
    expect(meta(seo, 'og:description')).toBe('D');
    const own = seoOf({
      fields: { browserTitle: { value: 'T' }, openGraphTitle: { value: 'OG T' }, openGraphDescription: { value: 'OG D' } },
    });
    expect(meta(own, 'og:title')).toBe('OG T');
    expect(meta(own, 'og:description')).toBe('OG D');
  });

  it('writes every Open Graph, Facebook and Twitter field that has a value, as property metas', () => {
    const seo = seoOf({
      fields: {
        metaDescription: { value: 'Desc' },
        openGraphImage: { value: { src: '/-/media/og.jpg', alt: 'Quay cranes' } },
        openGraphUrl: { value: 'https://www.example.com/en/share' },
        openGraphSiteName: { value: 'Ports Group' },
        openGraphLocale: { value: 'en_GB' },
        openGraphAdmins: { value: '1234' },
        openGraphAppId: { value: 5678 },
        twitterTitle: { value: 'TT' },
        twitterDescription: { value: 'TD' },
        twitterImage: { value: { src: 'https://cdn.example.com/tw.png', alt: 'Ship' } },
        twitterSite: { value: '@portsgroup' },
      },
    });
    expect(seo.meta).toEqual([
      { attribute: 'name', key: 'viewport', content: VIEWPORT },
      { attribute: 'name', key: 'description', content: 'Desc' },
      { attribute: 'property', key: 'og:title', content: 'Page' },
      { attribute: 'property', key: 'og:description', content: 'Desc' },
      { attribute: 'property', key: 'og:image', content: 'https://www.example.com/-/media/og.jpg' },
      { attribute: 'property', key: 'og:image:alt', content: 'Quay cranes' },
      { attribute: 'property', key: 'og:url', content: 'https://www.example.com/en/share' },
      { attribute: 'property', key: 'og:type', content: 'website' },
      { attribute: 'property', key: 'og:site_name', content: 'Ports Group' },
      { attribute: 'property', key: 'og:locale', content: 'en_GB' },
      { attribute: 'property', key: 'fb:admins', content: '1234' },
      { attribute: 'property', key: 'fb:app_id', content: '5678' },
      { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
      { attribute: 'name', key: 'twitter:title', content: 'TT' },
      { attribute: 'name', key: 'twitter:description', content: 'TD' },
      { attribute: 'name', key: 'twitter:image', content: 'https://cdn.example.com/tw.png' },
      { attribute: 'name', key: 'twitter:image:alt', content: 'Ship' },
      { attribute: 'name', key: 'twitter:site', content: '@portsgroup' },
    ]);
  });

  it('omits each optional tag whose field is empty or of the wrong type', () => {
    const seo = seoOf({
      fields: {
        openGraphImage: { value: { src: '' } },
        openGraphSiteName: { value: '' },
        openGraphLocale: null,
        openGraphAdmins: { value: {} },
        openGraphAppId: { value: Number.NaN },
        twitterTitle: { value: '  ' },
        twitterDescription: 7 as unknown,
        twitterImage: { value: {} },
        twitterSite: { value: false },
      },
    });
    expect(keys(seo)).toEqual(['viewport', 'og:title', 'og:url', 'og:type', 'twitter:card', 'twitter:description']);
    expect(meta(seo, 'twitter:description')).toBe('7');
  });

  it('makes og:url absolute, and falls back to the canonical URL', () => {
    expect(meta(seoOf({ fields: { openGraphUrl: { value: '/en/share' } } }), 'og:url')).toBe('https://www.example.com/en/share');
    expect(meta(seoOf({ fields: { openGraphUrl: { value: { href: '/en/link' } } } }), 'og:url')).toBe('https://www.example.com/en/link');
    expect(meta(seoOf({ search: '?a=1' }), 'og:url')).toBe('https://www.example.com/en/about?a=1');
  });

  it('drops images with a non-http scheme', () => {
    expect(keys(seoOf({ fields: { openGraphImage: { value: { src: 'javascript:alert(1)' } } } }))).not.toContain('og:image');
  });
});

describe('absoluteUrl', () => {
  const page = testPage({ publicUrl: 'https://www.example.com/' });
  it('keeps absolute http(s) URLs and resolves the others on publicUrl', () => {
    expect(absoluteUrl(page, 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(absoluteUrl(page, 'HTTP://x.example/a.jpg')).toBe('HTTP://x.example/a.jpg');
    expect(absoluteUrl(page, '//cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(absoluteUrl(testPage({ publicUrl: 'http://localhost:3000' }), '//cdn/a.jpg')).toBe('http://cdn/a.jpg');
    expect(absoluteUrl(page, '/-/media/a.jpg')).toBe('https://www.example.com/-/media/a.jpg');
    expect(absoluteUrl(page, '-/media/a.jpg')).toBe('https://www.example.com/-/media/a.jpg');
    expect(absoluteUrl(page, 'data:image/png;base64,AAA')).toBeUndefined();
    expect(absoluteUrl(page, ' ')).toBeUndefined();
  });
});

describe('favicon', () => {
  const favicon = (value: unknown) => buildSeo(testPage({ siteSettings: { favicon: value as string } })).links.find((link) => link.rel === 'icon');

  it('links the site settings favicon with a type from its extension', () => {
    expect(favicon('/-/media/favicon.svg')).toEqual({ rel: 'icon', href: '/-/media/favicon.svg', type: 'image/svg+xml' });
    expect(favicon('/-/media/favicon.PNG?h=32&w=32')).toEqual({ rel: 'icon', href: '/-/media/favicon.PNG?h=32&w=32', type: 'image/png' });
    expect(favicon('https://cdn.example.com/favicon.ico')).toEqual({ rel: 'icon', href: 'https://cdn.example.com/favicon.ico', type: 'image/x-icon' });
  });

  it('gives no type for other extensions and accepts an image field', () => {
    expect(favicon('/favicon.jpg')).toEqual({ rel: 'icon', href: '/favicon.jpg' });
    expect(favicon({ value: { src: '/-/media/fav.svg' } })).toEqual({ rel: 'icon', href: '/-/media/fav.svg', type: 'image/svg+xml' });
  });

  it('is omitted when missing, empty or of the wrong type', () => {
    for (const value of [undefined, '', '  ', 42, { value: {} }]) expect(favicon(value)).toBeUndefined();
  });
});

describe('canonical', () => {
  it('is publicUrl + locale prefix + path', () => {
    expect(canonical(seoOf({ locale: 'en' }))).toBe('https://www.example.com/en/about');
    expect(canonical(seoOf({ locale: 'ar', language: 'ar', dir: 'rtl' }))).toBe('https://www.example.com/ar/about');
    expect(canonical(seoOf({ locale: 'default' }))).toBe('https://www.example.com/about');
  });

  it('carries the query string over', () => {
    expect(canonical(seoOf({ search: '?page=2&topic=ports' }))).toBe('https://www.example.com/en/about?page=2&topic=ports');
    expect(canonical(seoOf({ search: 'page=2' }))).toBe('https://www.example.com/en/about?page=2');
    expect(canonical(seoOf({ search: '?' }))).toBe('https://www.example.com/en/about');
  });

  it('normalises slashes: no doubles, no trailing slash, the home page is /en, /ar or the bare origin', () => {
    expect(canonical(seoOf({ publicUrl: 'https://www.example.com///', path: '//news//latest/' }))).toBe('https://www.example.com/en/news/latest');
    expect(canonical(seoOf({ path: '/' }))).toBe('https://www.example.com/en');
    expect(canonical(seoOf({ path: '/', locale: 'ar', language: 'ar' }))).toBe('https://www.example.com/ar');
    expect(canonical(seoOf({ path: '/', locale: 'default', search: '?q=1' }))).toBe('https://www.example.com/?q=1');
    expect(canonical(seoOf({ path: '' }))).toBe('https://www.example.com/en');
  });

  it('exports the same URL through canonicalUrl', () => {
    expect(canonicalUrl(testPage({ search: '?x=1' }))).toBe('https://www.example.com/en/about?x=1');
  });
});

describe('alternate-language links', () => {
  it('lists en, ar and x-default on an English page, each with the query string', () => {
    expect(alternates(seoOf({ search: '?q=1' }))).toEqual([
      ['en', 'https://www.example.com/en/about?q=1'],
      ['ar', 'https://www.example.com/ar/about?q=1'],
      ['x-default', 'https://www.example.com/about?q=1'],
    ]);
  });

  it('are emitted on the default locale too (it serves English content)', () => {
    expect(alternates(seoOf({ locale: 'default', path: '/' }))).toEqual([
      ['en', 'https://www.example.com/en'],
      ['ar', 'https://www.example.com/ar'],
      ['x-default', 'https://www.example.com/'],
    ]);
  });

  it('are not emitted on an Arabic page', () => {
    expect(alternates(seoOf({ locale: 'ar', language: 'ar', dir: 'rtl' }))).toEqual([]);
  });

  it('follow the route SEO data when present: its languages and paths, on our host', () => {
    const seoData = {
      value: {
        url: { path: '/about' },
        languages: [
          { url: { url: 'https://cms.example.net/en/about-us' }, language: { name: 'en' } },
          { url: { path: '/ar/about-us' }, language: { name: 'ar-AE' } },
          { url: '/fr/about-us', language: 'fr' },
          { url: '/ar/duplicate', language: 'ar' },
          'garbage',
          null,
        ],
      },
    };
    expect(alternates(seoOf({ fields: { seoData }, search: '?q=1' }))).toEqual([
      ['en', 'https://www.example.com/en/about-us?q=1'],
      ['ar', 'https://www.example.com/ar/about-us?q=1'],
      ['x-default', 'https://www.example.com/about-us?q=1'],
    ]);
  });

  it('leave out a language the SEO data does not list', () => {
    const route = { seoData: { url: '/about', languages: [{ url: '/about', languageName: 'en' }] } };
    expect(alternates(seoOf({ route }))).toEqual([
      ['en', 'https://www.example.com/en/about'],
      ['x-default', 'https://www.example.com/about'],
    ]);
  });

  it('are derived from the locales when the SEO data is unusable', () => {
    for (const seoData of [{ value: {} }, { value: { languages: 'x' } }, { value: { languages: [{ url: '' }] } }, 'x']) {
      expect(alternates(seoOf({ fields: { seoData } })).map(([lang]) => lang)).toEqual(['en', 'ar', 'x-default']);
    }
  });
});

describe('not-found page', () => {
  it('has no canonical and no alternates; og:url only when the page sets one', () => {
    const seo = seoOf({ notFound: true, siteSettings: { favicon: '/f.ico' } });
    expect(seo.links.map((link) => link.rel)).toEqual(['icon']);
    expect(keys(seo)).not.toContain('og:url');
    expect(meta(seoOf({ notFound: true, fields: { openGraphUrl: { value: '/x' } } }), 'og:url')).toBe('https://www.example.com/x');
  });
});

describe('custom meta tags', () => {
  it('are added after the built-in ones, og:/twitter:/fb: as properties and the rest as names', () => {
    const seo = seoOf({ fields: { customMetaData: { value: 'robots=noindex%2C+nofollow&og:image:width=1200&twitter:creator=@x' } } });
    expect(seo.meta.slice(-3)).toEqual([
      { attribute: 'name', key: 'robots', content: 'noindex, nofollow' },
      { attribute: 'property', key: 'og:image:width', content: '1200' },
      { attribute: 'name', key: 'twitter:creator', content: '@x' },
    ]);
  });

  it('replace a built-in tag with the same key (any case) in place, so no meta appears twice', () => {
    const seo = seoOf({
      fields: {
        metaDescription: { value: 'Built-in' },
        customMetaData: { value: 'Description=Custom&og:type=article&og:type=video&viewport=width=device-width' },
      },
    });
    expect(keys(seo)).toEqual(['viewport', 'Description', 'og:title', 'og:description', 'og:url', 'og:type', 'twitter:card']);
    expect(meta(seo, 'Description')).toBe('Custom');
    expect(meta(seo, 'og:type')).toBe('video');
    expect(meta(seo, 'viewport')).toBe('width=device-width');
    const lower = keys(seo).map((key) => key.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('ignore a customMetaData field of the wrong type', () => {
    expect(keys(seoOf({ fields: { customMetaData: { value: ['a=b'] } } }))).toEqual(keys(seoOf()));
  });
});

describe('robustness', () => {
  it('never throws on a malformed page context', () => {
    const broken = [
      { ...testPage(), layout: undefined },
      { ...testPage(), layout: { sitecore: undefined } },
      { ...testPage(), siteSettings: null, publicUrl: undefined, path: undefined, search: null },
    ] as unknown as PageContext[];
    for (const page of broken) {
      expect(() => buildSeo(page)).not.toThrow();
      expect(buildSeo(page).title).toBe('Page');
    }
  });
});

describeSeoOver(OUR_FIXTURES);
