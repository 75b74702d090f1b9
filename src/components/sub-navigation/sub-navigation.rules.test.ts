import { describe, expect, it } from 'vitest';
import {
  activeLinkIndex,
  chooseEntry,
  comparablePath,
  countryCodeOf,
  isActiveHref,
  linksFor,
  readCountryEntries,
  readPortEntries,
  readSubNavigation,
  readSubNavigationLinks,
  scrollControls,
  scrollDelta,
  scrollEdges,
} from './sub-navigation.rules.ts';

const linkItem = (href: string, text: string, extra: Record<string, unknown> = {}) => ({
  id: `id-${text}`,
  name: text,
  fields: { link: { value: { href, text, linktype: 'internal' } }, showAsLive: { value: false }, highlightLink: { value: false }, ...extra },
});

const port = (name: string, code: string, links: unknown[], isDefault = false) => ({
  id: `port-${name}`,
  name,
  fields: {
    port: { id: `p-${name}`, name, fields: { countryCode: { value: code }, portName: { value: name } } },
    defaultActivePortPage: { value: isDefault },
    links,
  },
});

const country = (countryName: string, href: string, links: unknown[], extra: Record<string, unknown> = {}) => ({
  id: `country-${countryName}`,
  name: countryName,
  fields: {
    country: { id: `c-${countryName}`, fields: { countryName: { value: countryName }, name: { value: countryName }, countryFlag: { value: {} } } },
    link: { value: { href } },
    defaultActiveCountryPage: { value: false },
    countryLinks: links,
    ...extra,
  },
});

describe('comparablePath and the active link (spec 001 section 4)', () => {
  it('drops the language prefix, query, hash, trailing slash and case', () => {
    expect(comparablePath('/ar/Solutions/Logistics/?x=1#top')).toBe('/solutions/logistics');
    expect(comparablePath('/en')).toBe('/');
    expect(comparablePath('/ar/')).toBe('/');
    expect(comparablePath('https://www.example.com/en/About')).toBe('/about');
    expect(comparablePath('/arabic-coffee')).toBe('/arabic-coffee');
    expect(comparablePath('mailto:x@example.com')).toBe('');
    expect(comparablePath('#section')).toBe('');
  });

  it('matches case-insensitively without the language prefix', () => {
    expect(isActiveHref('/ar/solutions/Logistics', '/solutions/logistics')).toBe(true);
    expect(isActiveHref('/SOLUTIONS', '/solutions/')).toBe(true);
    expect(isActiveHref('/solutions', '/solutions/logistics')).toBe(false);
    expect(isActiveHref('#x', '/')).toBe(false);
  });

  it('finds the index of the active link, or -1', () => {
    const links = readSubNavigationLinks([linkItem('/solutions', 'Overview'), linkItem('/ar/solutions/logistics', 'Logistics')]);
    expect(activeLinkIndex(links, '/solutions/Logistics')).toBe(1);
    expect(activeLinkIndex(links, '/about')).toBe(-1);
  });
});

describe('readSubNavigationLinks: odd field shapes', () => {
  it('reads items with link, showAsLive and highlightLink', () => {
    const [link] = readSubNavigationLinks([linkItem('/a', 'A', { showAsLive: { value: '1' }, highlightLink: { value: 'true' } })]);
    expect(link).toMatchObject({ href: '/a', text: 'A', showAsLive: true, highlightLink: true });
  });

  it('accepts { value: [...] }, bare link fields and SXA array fields, and drops links without href', () => {
    const links = readSubNavigationLinks({
      value: [
        { value: { href: '/bare', text: 'Bare' } },
        {
          id: 'sxa',
          fields: [
            { name: 'link', jsonValue: { value: { href: '/sxa', text: 'SXA' } } },
            { name: 'showAsLive', jsonValue: { value: true } },
          ],
        },
        linkItem('', 'Empty'),
        null,
        'junk',
        { fields: { link: { value: { href: '/no-text' } } } },
      ],
    });
    expect(links.map((l) => [l.href, l.text, l.showAsLive])).toEqual([
      ['/bare', 'Bare', false],
      ['/sxa', 'SXA', true],
      ['/no-text', '/no-text', false],
    ]);
    expect(new Set(links.map((l) => l.key)).size).toBe(3);
  });

  it('gives nothing for junk', () => {
    for (const junk of [undefined, null, 3, 'x', {}, { value: 'x' }]) expect(readSubNavigationLinks(junk)).toEqual([]);
  });
});

describe('country and port entries (spec 001 section 3)', () => {
  it('reads ports with their country code, default flag and links', () => {
    const [jebelAli, london] = readPortEntries([port('Jebel Ali', 'AE', [linkItem('/a', 'A')], true), port('London Gateway', 'GB', [])]);
    expect(jebelAli).toMatchObject({ kind: 'port', name: 'Jebel Ali', code: 'ae', isDefault: true, href: null });
    expect(jebelAli?.links).toHaveLength(1);
    expect(london).toMatchObject({ code: 'gb', isDefault: false, links: [] });
  });

  it('takes a port code from its associated country when the port has none', () => {
    const entry = {
      id: 'x',
      fields: {
        port: { value: { id: 'p', fields: { portName: { value: 'Callao' }, associatedCountry: [{ id: 'c', fields: { countryName: { value: 'Peru' } } }] } } },
      },
    };
    expect(readPortEntries([entry])[0]).toMatchObject({ name: 'Callao', code: 'pe' });
  });

  it('reads countries, mapping names through the aliases', () => {
    const [uae, uk] = readCountryEntries([country('UAE', '/uae', [linkItem('/x', 'X')]), country('UK', '', [])]);
    expect(uae).toMatchObject({ kind: 'country', name: 'UAE', code: 'ae', href: '/uae' });
    expect(uk).toMatchObject({ code: 'gb', href: null });
  });

  it('prefers an explicit two-letter code', () => {
    expect(countryCodeOf(['NL'], 'Holland')).toBe('nl');
    expect(countryCodeOf(['', 'x'], 'Holland')).toBe('nl');
    expect(countryCodeOf([], '')).toBe('');
  });

  it('drops entries without a name and survives junk', () => {
    expect(readPortEntries([{ fields: {} }, null, 'x', port('', 'AE', [])])).toEqual([]);
    expect(readCountryEntries({ value: 'nope' })).toEqual([]);
  });

  it('a country list wins over a port list; sectionId without #', () => {
    const model = readSubNavigation({
      sectionId: { value: '#ports' },
      links: [linkItem('/a', 'A')],
      countries: [country('Canada', '/canada', [])],
      ports: [port('Vancouver', 'CA', [])],
    });
    expect(model.sectionId).toBe('ports');
    expect(model.dropdown).toBe('country');
    expect(model.entries.map((e) => e.name)).toEqual(['Canada']);
    expect(readSubNavigation({ ports: [port('Vancouver', 'CA', [])] }).dropdown).toBe('port');
    expect(readSubNavigation({}).dropdown).toBeNull();
    expect(readSubNavigation({ sectionId: { value: '  ' } }).sectionId).toBeUndefined();
  });

  it('takes a usable sectionId only, else the rendering parameters (sectionIdOf)', () => {
    expect(readSubNavigation({ sectionId: { value: 'our ports' } }).sectionId).toBeUndefined();
    expect(readSubNavigation({ sectionId: { value: 'our ports' } }, { RenderingIdentifier: 'ports' }).sectionId).toBe('ports');
    expect(readSubNavigation({}, { sectionId: 'in-this-section' }).sectionId).toBe('in-this-section');
  });
});

describe('chooseEntry and linksFor: the link set per country or port', () => {
  const entries = readPortEntries([
    port('Jebel Ali', 'AE', [linkItem('/locations', 'Overview'), linkItem('/solutions/economic-zones', 'Free zone')]),
    port('London Gateway', 'GB', [linkItem('/solutions/logistics', 'Logistics park')], true),
    port('Rotterdam', 'NL', []),
  ]);

  it('a chosen id wins, then the selected country, then the page, then the default, then the first', () => {
    expect(chooseEntry(entries, { selectedId: 'port-Rotterdam', selectedCode: 'ae', currentPath: '/' })?.name).toBe('Rotterdam');
    expect(chooseEntry(entries, { selectedCode: 'AE', currentPath: '/' })?.name).toBe('Jebel Ali');
    expect(chooseEntry(entries, { selectedCode: 'fr', currentPath: '/ar/solutions/economic-zones' })?.name).toBe('Jebel Ali');
    expect(chooseEntry(entries, { currentPath: '/about' })?.name).toBe('London Gateway');
    expect(
      chooseEntry(
        entries.filter((e) => !e.isDefault),
        { currentPath: '/about' },
      )?.name,
    ).toBe('Jebel Ali');
    expect(chooseEntry([], { currentPath: '/' })).toBeUndefined();
  });

  it('a country whose own page is the current page is chosen', () => {
    const countries = readCountryEntries([country('Canada', '/canada', []), country('India', '/india', [])]);
    expect(chooseEntry(countries, { currentPath: '/India' })?.name).toBe('India');
  });

  it('an entry without links falls back to the general links', () => {
    const model = readSubNavigation({ links: [linkItem('/a', 'A')] });
    expect(linksFor(model, entries[2]).map((l) => l.text)).toEqual(['A']);
    expect(linksFor(model, entries[0]).map((l) => l.text)).toEqual(['Overview', 'Free zone']);
    expect(linksFor(model, undefined).map((l) => l.text)).toEqual(['A']);
  });
});

describe('scrolling: arrows, fade edges, keys (spec 001 section 4)', () => {
  it('shows nothing when the list fits', () => {
    const edges = scrollEdges({ scrollLeft: 0, scrollWidth: 500, clientWidth: 500 });
    expect(edges).toEqual({ overflows: false, atStart: true, atEnd: true });
    expect(scrollControls(edges)).toEqual({ previous: false, next: false });
  });

  it('shows only the arrow towards hidden links', () => {
    expect(scrollControls(scrollEdges({ scrollLeft: 0, scrollWidth: 900, clientWidth: 375 }))).toEqual({ previous: false, next: true });
    expect(scrollControls(scrollEdges({ scrollLeft: 200, scrollWidth: 900, clientWidth: 375 }))).toEqual({ previous: true, next: true });
    expect(scrollControls(scrollEdges({ scrollLeft: 524.5, scrollWidth: 900, clientWidth: 375 }))).toEqual({ previous: true, next: false });
  });

  it('reads right-to-left positions (negative scrollLeft) the same way', () => {
    expect(scrollControls(scrollEdges({ scrollLeft: 0, scrollWidth: 900, clientWidth: 375 }))).toEqual({ previous: false, next: true });
    expect(scrollControls(scrollEdges({ scrollLeft: -525, scrollWidth: 900, clientWidth: 375 }))).toEqual({ previous: true, next: false });
  });

  it('arrow buttons are logical, arrow keys physical (so mirrored in Arabic)', () => {
    expect(scrollDelta('next', 500, 'ltr')).toBe(300);
    expect(scrollDelta('next', 500, 'rtl')).toBe(-300);
    expect(scrollDelta('previous', 500, 'ltr')).toBe(-300);
    expect(scrollDelta('previous', 500, 'rtl')).toBe(300);
    expect(scrollDelta('ArrowRight', 500, 'rtl')).toBe(300);
    expect(scrollDelta('ArrowLeft', 500, 'ltr')).toBe(-300);
    expect(scrollDelta('ArrowRight', 0, 'ltr')).toBe(80);
  });
});
