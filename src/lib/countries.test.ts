import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildCountryOptions,
  compactCountries,
  countryCodeFor,
  countryFromStoredValue,
  FALLBACK_COUNTRIES,
  GLOBAL_COUNTRY,
  normalise,
  selectedCountryFromPath,
  type CountryOption,
} from './countries.ts';

describe('countryCodeFor', () => {
  it.each([
    ['UK', 'gb'],
    ['U.K.', 'gb'],
    ['Great Britain', 'gb'],
    ['United Kingdom', 'gb'],
    ['USA', 'us'],
    ['US', 'us'],
    ['United States of America', 'us'],
    ['UAE', 'ae'],
    ['United Arab Emirates', 'ae'],
    ['Russia', 'ru'],
    ['South Korea', 'kr'],
    ['Turkey', 'tr'],
    ['Türkiye', 'tr'],
    ['Vietnam', 'vn'],
    ['Czech Republic', 'cz'],
    ['Czechia', 'cz'],
    ['The Netherlands', 'nl'],
    ['Holland', 'nl'],
    ['Ivory Coast', 'ci'],
    ['KSA', 'sa'],
  ])('maps the alias %s to %s', (name, code) => {
    expect(countryCodeFor(name)).toBe(code);
  });

  it.each([
    ['Canada', 'ca'],
    ['Australia', 'au'],
    ['India', 'in'],
    ['Saudi Arabia', 'sa'],
    ['Egypt', 'eg'],
    ['Peru', 'pe'],
    ['Germany', 'de'],
    ['Spain', 'es'],
    ['Dominican Republic', 'do'],
    ['Bosnia & Herzegovina', 'ba'],
  ])('maps the official name %s to %s', (name, code) => {
    expect(countryCodeFor(name)).toBe(code);
  });

  it('is case- and space-insensitive', () => {
    expect(countryCodeFor('  united arab emirates ')).toBe('ae');
    expect(countryCodeFor('CANADA')).toBe('ca');
    expect(countryCodeFor('south   KOREA')).toBe('kr');
  });

  it('maps Arabic names', () => {
    expect(countryCodeFor('الإمارات العربية المتحدة')).toBe('ae');
    expect(countryCodeFor('كندا')).toBe('ca');
  });

  it('reads the country part of "AU - BRISBANE" style names', () => {
    expect(countryCodeFor('AU - BRISBANE')).toBe('au');
    expect(countryCodeFor('UAE - Jebel Ali')).toBe('ae');
    expect(countryCodeFor('India (Mundra)')).toBe('in');
    expect(countryCodeFor('UK - Southampton')).toBe('gb');
  });

  it('falls back to the first two letters, lower-cased', () => {
    expect(countryCodeFor('Atlantis')).toBe('at');
    expect(countryCodeFor('Zyxland')).toBe('zy');
    expect(countryCodeFor('Q')).toBe('q');
  });

  it('returns global for Global and "" for nothing', () => {
    expect(countryCodeFor('Global')).toBe('global');
    expect(countryCodeFor('')).toBe('');
    expect(countryCodeFor(undefined as unknown as string)).toBe('');
  });

  it('normalises names', () => {
    expect(normalise('  Côte d’Ivoire ')).toBe('cote divoire');
    expect(normalise('Trinidad & Tobago')).toBe('trinidad and tobago');
  });
});

const entry = (id: string, countryName: string, href?: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: countryName.toLowerCase(),
  fields: {
    country: { id: `${id}-c`, fields: { countryName: { value: countryName }, ...extra } },
    ...(href === undefined ? {} : { link: { value: { href, text: countryName } } }),
  },
});

describe('buildCountryOptions', () => {
  it('builds options from the multilist with Global first', () => {
    const options = buildCountryOptions([entry('1', 'Canada', '/canada'), entry('2', 'UK', '/uk')]);
    expect(options).toEqual([
      GLOBAL_COUNTRY,
      { id: '1', name: 'Canada', code: 'ca', href: '/canada', disabled: false },
      { id: '2', name: 'UK', code: 'gb', href: '/uk', disabled: false },
    ]);
  });

  it('Global is id global, code global, href /', () => {
    expect(buildCountryOptions([entry('1', 'Canada', '/canada')])[0]).toEqual({
      id: 'global',
      name: 'Global',
      code: 'global',
      href: '/',
      disabled: false,
    });
  });

  it('leaves Global out when includeGlobal is false', () => {
    const options = buildCountryOptions([entry('1', 'Canada', '/canada')], { includeGlobal: false });
    expect(options.map((o) => o.code)).toEqual(['ca']);
  });

  it('shows countries without a link as disabled', () => {
    const [, noLink, emptyLink] = buildCountryOptions([entry('1', 'Peru'), entry('2', 'Chile', '  ')]);
    expect(noLink).toMatchObject({ code: 'pe', href: null, disabled: true });
    expect(emptyLink).toMatchObject({ code: 'cl', href: null, disabled: true });
  });

  it('uses an explicit two-letter code when the content has one', () => {
    const [, o] = buildCountryOptions([entry('1', 'Somewhere', '/x', { countryCode: { value: 'NL' } })]);
    expect(o?.code).toBe('nl');
  });

  it('accepts flat entries and the { value: [...] } envelope', () => {
    const options = buildCountryOptions({
      value: [{ id: 'a', fields: { countryName: { value: 'Vietnam' }, link: { value: { href: '/vn' } } } }],
    });
    expect(options[1]).toMatchObject({ id: 'a', name: 'Vietnam', code: 'vn', href: '/vn' });
  });

  it('falls back to the item name and drops junk entries', () => {
    const options = buildCountryOptions([null, 3, 'x', { id: 'b', displayName: 'Egypt', fields: {} }, { id: 'c', fields: {} }]);
    expect(options.map((o) => o.code)).toEqual(['global', 'eg']);
  });

  it('keeps the first of duplicate ids and never lists Global twice', () => {
    const options = buildCountryOptions([
      { id: 'g', fields: { countryName: { value: 'Global' }, link: { value: { href: '/' } } } },
      entry('1', 'Canada', '/canada'),
      entry('1', 'Canada again', '/canada'),
    ]);
    expect(options.map((o) => o.code)).toEqual(['global', 'ca']);
  });

  it.each([[undefined], [null], [[]], [{}], ['countries'], [{ value: 'x' }], [[null, 1]]])('uses the spec 001 fallback list for %j', (field) => {
    const options = buildCountryOptions(field);
    expect(options.map((o) => o.name)).toEqual(['Global', 'AU - BRISBANE', 'Canada', 'United Arab Emirates', 'USA']);
    expect(options.map((o) => o.code)).toEqual(['global', 'au', 'ca', 'ae', 'us']);
    expect(options.every((o) => !o.disabled && o.href)).toBe(true);
  });

  it('the fallback list without Global', () => {
    expect(buildCountryOptions([], { includeGlobal: false }).map((o) => o.code)).toEqual(['au', 'ca', 'ae', 'us']);
  });

  it('returns copies, never the frozen constants', () => {
    const options = buildCountryOptions(null);
    expect(options[0]).not.toBe(GLOBAL_COUNTRY);
    expect(options[1]).not.toBe(FALLBACK_COUNTRIES[1]);
  });
});

describe('selectedCountryFromPath', () => {
  const options: CountryOption[] = [
    { ...GLOBAL_COUNTRY },
    { id: 'ca', name: 'Canada', code: 'ca', href: '/en/canada', disabled: false },
    { id: 'au', name: 'Australia', code: 'au', href: '/australia', disabled: false },
    { id: 'au-bne', name: 'AU - BRISBANE', code: 'au', href: '/australia/brisbane', disabled: false },
    { id: 'pe', name: 'Peru', code: 'pe', href: null, disabled: true },
    { id: 'ext', name: 'External', code: 'ex', href: 'https://example.com/ext', disabled: false },
  ];

  it('matches a country link prefix, with or without the language segment', () => {
    expect(selectedCountryFromPath('/en/canada', options).id).toBe('ca');
    expect(selectedCountryFromPath('/ar/canada/ports', options).id).toBe('ca');
    expect(selectedCountryFromPath('/canada', options).id).toBe('ca');
    expect(selectedCountryFromPath('/EN/Canada/', options).id).toBe('ca');
  });

  it('matches whole segments only and prefers the longest link', () => {
    expect(selectedCountryFromPath('/en/canadian-news', options).code).toBe('global');
    expect(selectedCountryFromPath('/en/australia/brisbane/terminal', options).id).toBe('au-bne');
    expect(selectedCountryFromPath('/en/australia/sydney', options).id).toBe('au');
  });

  it('matches the path part of absolute links and ignores query and hash', () => {
    expect(selectedCountryFromPath('/ext?x=1', options).id).toBe('ext');
    expect(selectedCountryFromPath('/en/canada#top', options).id).toBe('ca');
  });

  it('is Global for the home page, other paths and disabled countries', () => {
    for (const p of ['/', '/en', '/ar/', '/en/about', '', '/en/peru']) {
      expect(selectedCountryFromPath(p, options).code).toBe('global');
    }
  });

  it('is the Global constant when the list has no Global', () => {
    expect(selectedCountryFromPath('/x', options.slice(1))).toEqual(GLOBAL_COUNTRY);
  });
});

describe('countryFromStoredValue', () => {
  const options = buildCountryOptions([entry('1', 'Canada', '/canada'), entry('2', 'Peru')]);
  it('reads global, codes and ids; ignores disabled and unknown values', () => {
    expect(countryFromStoredValue('global', options)?.code).toBe('global');
    expect(countryFromStoredValue('CA', options)?.id).toBe('1');
    expect(countryFromStoredValue('1', options)?.id).toBe('1');
    expect(countryFromStoredValue('pe', options)).toBeUndefined();
    expect(countryFromStoredValue('zz', options)).toBeUndefined();
    expect(countryFromStoredValue(null, options)).toBeUndefined();
  });
});

describe('compactCountries', () => {
  const sample = (language: 'en' | 'ar'): unknown => {
    const file = new URL(`../../content/sites/ports-group/${language}/partials/headless-header.json`, import.meta.url);
    const [header] = JSON.parse(readFileSync(file, 'utf8')) as [{ fields: { countries: unknown } }];
    return header.fields.countries;
  };

  it.each([
    ['the English sample', sample('en')],
    ['the Arabic sample', sample('ar')],
    [
      'entries with and without links, codes and duplicates',
      [
        entry('1', 'Canada', '/canada'),
        entry('2', 'UK'),
        entry('1', 'Dup', '/dup'),
        entry('3', 'Somewhere', '/x', { countryCode: { value: 'NL' } }),
        { id: 'g', fields: { countryName: { value: 'Global' }, link: { value: { href: '/' } } } },
        'junk',
        { fields: { title: { value: 'AU - BRISBANE' }, href: '/au' } },
      ],
    ],
    ['nothing (the fallback list)', []],
    ['only Global', [{ id: 'g', fields: { countryName: { value: 'Global' } } }]],
    ['junk', 'x'],
  ])('%s: the same options from the compact list', (_name, field) => {
    const compact = compactCountries(field);
    for (const includeGlobal of [true, false]) {
      expect(buildCountryOptions(compact, { includeGlobal })).toEqual(buildCountryOptions(field, { includeGlobal }));
    }
  });

  it('is much smaller than what the CMS sends', () => {
    const field = sample('en');
    expect(JSON.stringify(compactCountries(field)).length).toBeLessThan(JSON.stringify(field).length * 0.5);
  });
});
