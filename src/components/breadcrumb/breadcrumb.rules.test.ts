import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, crumbHref, crumbPath, crumbTitle, isBreadcrumbHidden, shortenTitle, stripSiteName, trailFromGraph } from './breadcrumb.rules.ts';

const item = (path: string, fields: Record<string, string> = {}, extra: Record<string, unknown> = {}) => ({
  id: path,
  name: path.split('/').pop() || 'home',
  displayName: '',
  url: { path, url: path },
  ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { value: v }])),
  ...extra,
});

describe('breadcrumb titles', () => {
  it('shortens to 4 words with an ellipsis (spec 001 section 9)', () => {
    expect(shortenTitle('Ports and terminals worldwide today')).toBe('Ports and terminals worldwide…');
    expect(shortenTitle('  Ports   and terminals  ')).toBe('Ports and terminals');
    expect(shortenTitle('One two three four')).toBe('One two three four');
    expect(shortenTitle('')).toBe('');
  });

  it('falls back breadcrumbTitle → browserTitle (without the site name) → navigation title → display name → name', () => {
    expect(crumbTitle(item('/a', { breadcrumbTitle: 'Crumb', browserTitle: 'Browser | Site' }))).toBe('Crumb');
    expect(crumbTitle(item('/a', { browserTitle: 'About us | Meridian Ports & Logistics' }))).toBe('About us');
    expect(crumbTitle(item('/a', { navigationTitle: 'Nav' }))).toBe('Nav');
    expect(crumbTitle(item('/a', {}, { displayName: 'Display' }))).toBe('Display');
    expect(crumbTitle(item('/about'))).toBe('about');
    expect(crumbTitle({})).toBe('');
    expect(crumbTitle(null)).toBe('');
  });

  it('keeps a title without a separator whole', () => {
    expect(stripSiteName('Solutions')).toBe('Solutions');
    expect(stripSiteName('A | B | Site')).toBe('A | B');
  });
});

describe('trailFromGraph', () => {
  it('puts ancestors farthest first, then the page, whatever order the CMS lists them in', () => {
    const data = {
      item: {
        ...item('/solutions/logistics', { breadcrumbTitle: 'Logistics' }),
        ancestors: [item('/solutions', { breadcrumbTitle: 'Solutions' }), item('/', { breadcrumbTitle: 'Home' })],
      },
    };
    expect(trailFromGraph(data).map((c) => [c.path, c.title])).toEqual([
      ['/', 'Home'],
      ['/solutions', 'Solutions'],
      ['/solutions/logistics', 'Logistics'],
    ]);
  });

  it('drops items without a path, strips a language prefix and survives junk', () => {
    const data = { item: { ...item('/ar/about'), ancestors: [{ id: 'x' }, item('/ar'), 'junk', null] } };
    expect(trailFromGraph(data).map((c) => c.path)).toEqual(['/', '/about']);
    expect(trailFromGraph(null)).toEqual([]);
    expect(trailFromGraph({ item: null })).toEqual([]);
    expect(crumbPath({ url: { path: 'relative' } })).toBeUndefined();
  });
});

describe('hideBreadcrumb (spec 003)', () => {
  it('reads the checkbox in the shapes Sitecore sends', () => {
    expect(isBreadcrumbHidden({ hideBreadcrumb: { value: true } })).toBe(true);
    expect(isBreadcrumbHidden({ hideBreadcrumb: { value: '1' } })).toBe(true);
    expect(isBreadcrumbHidden({ hideBreadcrumb: { value: false } })).toBe(false);
    expect(isBreadcrumbHidden({ hideBreadcrumb: { value: '' } })).toBe(false);
    expect(isBreadcrumbHidden(undefined)).toBe(false);
  });
});

describe('breadcrumbJsonLd', () => {
  const crumbs = [
    { id: '1', title: 'Home', path: '/' },
    { id: '2', title: '', path: '/about' },
  ];

  it('lists positions from 1 with absolute URLs on the public origin and the Untitled fallback', () => {
    expect(breadcrumbJsonLd(crumbs, 'https://www.example.com/', 'default')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Untitled', item: 'https://www.example.com/about' },
      ],
    });
  });

  it('keeps the locale prefix of the page', () => {
    const ld = breadcrumbJsonLd(crumbs, 'https://www.example.com', 'ar') as { itemListElement: { item: string }[] };
    expect(ld.itemListElement.map((e) => e.item)).toEqual(['https://www.example.com/ar', 'https://www.example.com/ar/about']);
    expect(crumbHref('/about', 'en')).toBe('/en/about');
    expect(crumbHref('/', 'default')).toBe('/');
  });
});
