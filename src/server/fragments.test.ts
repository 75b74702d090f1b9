import { describe, expect, it } from 'vitest';
import {
  absoluteAssetUrls,
  absoluteContentUrls,
  componentFragmentTarget,
  fragmentCorsHeaders,
  fragmentMarkup,
  isAllowedOrigin,
  staticHeaderPagePath,
} from './fragments.ts';

const ALLOWED = ['https://press.example.com', 'http://localhost:8080'];

describe('CORS decision', () => {
  it.each([
    ['https://press.example.com', true],
    ['http://localhost:8080', true],
    ['https://PRESS.example.com', false], // browsers send origins lower-cased; anything else is not a browser's
    ['https://press.example.com/', false],
    ['https://press.example.com:443', false],
    ['http://press.example.com', false],
    ['https://press.example.com.evil.net', false],
    ['https://evil.net', false],
    ['null', false],
    ['', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s allowed: %s', (origin, expected) => {
    expect(isAllowedOrigin(origin, ALLOWED)).toBe(expected);
  });

  it('refuses a missing or repeated Origin, and everything when nothing is configured', () => {
    expect(isAllowedOrigin(undefined, ALLOWED)).toBe(false);
    expect(isAllowedOrigin(['https://press.example.com', 'https://press.example.com'], ALLOWED)).toBe(false);
    expect(isAllowedOrigin('https://press.example.com', [])).toBe(false);
  });

  it('compares configured origins as origins (case and default port)', () => {
    expect(isAllowedOrigin('https://press.example.com', ['https://Press.Example.com:443'])).toBe(true);
  });

  it('echoes an allowed origin, and always varies on Origin', () => {
    expect(fragmentCorsHeaders('https://press.example.com', ALLOWED)).toEqual({
      vary: 'Origin',
      'access-control-allow-origin': 'https://press.example.com',
    });
    expect(fragmentCorsHeaders('https://evil.net', ALLOWED)).toEqual({ vary: 'Origin' });
    expect(fragmentCorsHeaders(undefined, ALLOWED)).toEqual({ vary: 'Origin' });
  });
});

describe('/pp-components/{name}', () => {
  it.each([
    ['header', { name: 'header', target: { placeholder: 'headless-header' } }],
    ['Header', { name: 'header', target: { placeholder: 'headless-header' } }],
    ['footer', { name: 'footer', target: { placeholder: 'headless-footer' } }],
    ['hero-banner', { name: 'hero-banner', target: { componentName: 'hero-banner' } }],
    ['HeroBanner', { name: 'hero-banner', target: { componentName: 'HeroBanner' } }],
  ])('%s', (name, expected) => {
    expect(componentFragmentTarget(name)).toEqual(expected);
  });

  it.each(['', 'a/b', '..', 'hero_banner', 'hero banner', '-x', '1st', 'x'.repeat(101), '<script>'])('refuses %j', (name) => {
    expect(componentFragmentTarget(name)).toBeUndefined();
  });
});

describe('static-header path', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['about', '/about'],
    ['solutions/logistics/', '/solutions/logistics'],
    ['//solutions//logistics', '/solutions/logistics'],
  ])('%j -> %s', (rest, expected) => {
    expect(staticHeaderPagePath(rest)).toBe(expected);
  });
});

describe('absoluteContentUrls', () => {
  const base = 'https://www.example.com/';

  it('makes root-relative href, src and url values absolute, nothing else', () => {
    const data = {
      image: { value: { src: '/-/media/a.jpg?h=1&w=2', alt: '/not-a-url', width: '10' } },
      link: { value: { href: '/about', text: '/about', linktype: 'internal' } },
      external: { value: { href: 'https://other.example.org/x' } },
      protocolRelative: { value: { href: '//cdn.example.org/x' } },
      anchor: { value: { href: '#top' } },
      mail: { value: { href: 'mailto:a@b.c' } },
      cards: [{ id: '1', url: '/solutions/logistics', fields: { title: { value: 'T' } } }],
    };
    expect(absoluteContentUrls(data, base)).toEqual({
      image: { value: { src: 'https://www.example.com/-/media/a.jpg?h=1&w=2', alt: '/not-a-url', width: '10' } },
      link: { value: { href: 'https://www.example.com/about', text: '/about', linktype: 'internal' } },
      external: { value: { href: 'https://other.example.org/x' } },
      protocolRelative: { value: { href: '//cdn.example.org/x' } },
      anchor: { value: { href: '#top' } },
      mail: { value: { href: 'mailto:a@b.c' } },
      cards: [{ id: '1', url: 'https://www.example.com/solutions/logistics', fields: { title: { value: 'T' } } }],
    });
  });

  it('rewrites href and src attributes inside rich text', () => {
    const html = `<p><a href="/about">About</a> <a href='//cdn.x/y'>cdn</a> <img src="/-/media/b.png" alt="b"> <a href="https://x.org/">x</a></p>`;
    expect(absoluteContentUrls({ text: { value: html } }, base).text.value).toBe(
      `<p><a href="https://www.example.com/about">About</a> <a href='//cdn.x/y'>cdn</a> <img src="https://www.example.com/-/media/b.png" alt="b"> <a href="https://x.org/">x</a></p>`,
    );
  });

  it('leaves the input alone and keeps non-objects as they are', () => {
    const data = { link: { value: { href: '/about' } }, n: 1, b: true, z: null };
    const copy = structuredClone(data);
    const out = absoluteContentUrls(data, base);
    expect(data).toEqual(copy);
    expect(out).toMatchObject({ n: 1, b: true, z: null });
  });
});

describe('absoluteAssetUrls', () => {
  it('rewrites /assets/ in url(), href and src only', () => {
    const css = `src:url(/assets/a.woff2) format('woff2'),url("/assets/b.woff2");background:url('/-/media/x.png')`;
    expect(absoluteAssetUrls(css, 'https://www.example.com')).toBe(
      `src:url(https://www.example.com/assets/a.woff2) format('woff2'),url("https://www.example.com/assets/b.woff2");background:url('/-/media/x.png')`,
    );
    expect(absoluteAssetUrls('<link rel="preload" href="/assets/f.woff2"/><p>/assets/x</p>', 'https://www.example.com')).toBe(
      '<link rel="preload" href="https://www.example.com/assets/f.woff2"/><p>/assets/x</p>',
    );
  });
});

describe('fragmentMarkup', () => {
  const rendered = {
    html: '<section>hi</section>',
    css: '<style data-styled="true">[data-fragment] p{}</style>',
    hints: '<link rel="preload" href="https://x/f.woff2"/>',
  };

  it('puts the parts in order inside the wrapper', () => {
    const html = fragmentMarkup({
      name: 'hero-banner',
      lang: 'ar',
      dir: 'rtl',
      rendered,
      hydration: {
        payload: { page: { path: '/' } as never, target: { componentName: 'hero-banner' } },
        script: 'https://x/assets/entry-fragment-1.js',
        preloads: ['https://x/assets/a.js'],
      },
    });
    expect(html).toBe(
      '<div data-fragment="hero-banner" lang="ar" dir="rtl">' +
        '<link rel="preload" href="https://x/f.woff2"/>' +
        '<link rel="modulepreload" href="https://x/assets/a.js">' +
        '<style data-styled="true">[data-fragment] p{}</style>' +
        '<div data-fragment-root><section>hi</section></div>' +
        '<script type="application/json" data-fragment-context>{"page":{"path":"/"},"target":{"componentName":"hero-banner"}}</script>' +
        '<script type="module" src="https://x/assets/entry-fragment-1.js"></script>' +
        '</div>',
    );
  });

  it('a static fragment has no context and no script', () => {
    const html = fragmentMarkup({ name: 'x', lang: 'en', dir: 'ltr', rendered });
    expect(html).not.toContain('<script');
    expect(html.endsWith('<div data-fragment-root><section>hi</section></div></div>')).toBe(true);
  });

  it('content cannot close the context script or the attributes', () => {
    const html = fragmentMarkup({
      name: 'a"b',
      lang: 'en',
      dir: 'ltr',
      rendered: { html: '', css: '', hints: '' },
      hydration: { payload: { page: { path: '</script><script>alert(1)</script>' } as never, target: {} }, script: 's.js"x', preloads: [] },
    });
    expect(html).toContain('data-fragment="a&quot;b"');
    expect(html).toContain('src="s.js&quot;x"');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script\\u003e');
  });
});
