import { describe, expect, it } from 'vitest';
import { compactStripFields, hasCountryLink, readCountry, readRegions, showsContactStrip, stripCta } from './country-selector-strip.rules.ts';

const country = (id: string, countryValue: unknown, href = `/${id}`) => ({ id, name: id, fields: { link: { value: { href } }, country: countryValue } });
const item = (name: string, fields: Record<string, unknown>) => ({ id: `item-${name}`, name, displayName: name, fields });

describe('readCountry (spec 003 section 5)', () => {
  it('reads countryName, else name, with the flag and link', () => {
    const flag = { value: { src: '/assets/flags-7.5.0/ae.svg', alt: '' } };
    expect(readCountry(country('ae', item('uae', { countryName: { value: 'United Arab Emirates' }, countryFlag: flag })), 0)).toMatchObject({
      name: 'United Arab Emirates',
      flag,
      link: { value: { href: '/ae' } },
    });
    expect(readCountry(country('sa', item('ksa', { name: { value: 'Saudi Arabia' } })), 1)?.name).toBe('Saudi Arabia');
    // Our fallback: the country item's display name.
    expect(readCountry(country('eg', item('Egypt', { countryFlag: flag })), 2)?.name).toBe('Egypt');
  });

  it('skips entries lacking a country object with fields', () => {
    expect(readCountry(country('x', undefined), 0)).toBeUndefined();
    expect(readCountry(country('x', null), 0)).toBeUndefined();
    expect(readCountry(country('x', { id: 'abc' }), 0)).toBeUndefined();
    expect(readCountry(country('x', { id: 'abc', fields: [] }), 0)).toBeUndefined();
    expect(readCountry(country('x', 'United Kingdom'), 0)).toBeUndefined();
    expect(readCountry('junk', 0)).toBeUndefined();
    // A country object with fields but no name anywhere: nothing to show.
    expect(readCountry(country('x', { fields: {} }), 0)).toBeUndefined();
  });
});

describe('readRegions', () => {
  const fields = {
    regions: [
      {
        id: 'me',
        fields: { regionName: { value: 'Middle East' }, countries: [country('ae', item('UAE', { countryName: { value: 'UAE' } })), country('bad', null)] },
      },
      { id: 'eu', fields: { regionName: { value: 'Europe' }, countries: [country('bad', {})] } },
      { id: 'nn', fields: { regionName: { value: '' }, countries: [country('in', item('India', {}))] } },
      7,
    ],
  };

  it('reads regions and their countries; leaves out regions with no name or no country for visitors', () => {
    const regions = readRegions(fields, false);
    expect(regions.map((r) => [r.name, r.countries.map((c) => c.name), r.skipped])).toEqual([['Middle East', ['UAE'], 1]]);
  });

  it('keeps every region for editors', () => {
    expect(readRegions(fields, true).map((r) => r.name)).toEqual(['Middle East', 'Europe', '']);
    expect(readRegions({}, true)).toEqual([]);
  });

  it('knows which countries link somewhere', () => {
    const [region] = readRegions(
      { regions: [{ fields: { regionName: { value: 'A' }, countries: [country('a', item('A', {})), country('b', item('B', {}), '')] } }] },
      false,
    );
    expect(region!.countries.map(hasCountryLink)).toEqual([true, false]);
  });
});

describe('showsContactStrip (spec 003 section 5)', () => {
  it('shows with a non-blank message, a cta with an href, or a modal id; always in editing', () => {
    expect(showsContactStrip({}, false)).toBe(false);
    expect(showsContactStrip({ bannerMessage: { value: '   ' }, cta: { value: { href: '', text: 'Orphan' } }, ctaModalId: { value: ' ' } }, false)).toBe(false);
    expect(showsContactStrip({ bannerMessage: { value: 'Need help?' } }, false)).toBe(true);
    expect(showsContactStrip({ cta: { value: { href: '/contact' } } }, false)).toBe(true);
    expect(showsContactStrip({ ctaModalId: { value: 'enquiry' } }, false)).toBe(true);
    expect(showsContactStrip({}, true)).toBe(true);
  });

  it('reads the call to action with its text override and modal id', () => {
    expect(stripCta({ cta: { value: { href: '/contact', text: 'Contact' } }, ctaText: { value: 'Talk to us' } })).toMatchObject({
      visible: true,
      text: 'Talk to us',
    });
    expect(stripCta({ ctaModalId: { value: 'enquiry' } })).toMatchObject({ visible: true, modalId: 'enquiry' });
    expect(stripCta({}).visible).toBe(false);
  });
});

describe('compactStripFields (decision record 009)', () => {
  const flag = { value: { src: '/assets/flags-7.5.0/ae.svg', alt: '', width: '640', height: '480' } };
  const fields = {
    sectionId: { value: 'countries' },
    headline: { value: 'Find us' },
    bannerMessage: { value: 'Need help?' },
    cta: { value: { href: '/contact', text: 'Contact us' } },
    unrelated: { value: 'x'.repeat(500) },
    regions: [
      {
        id: 'me',
        name: 'me',
        url: '/Data/Regions/me',
        fields: {
          regionName: { value: ' Middle East ' },
          countries: [
            country('ae', { ...item('UAE', { countryName: { value: 'United Arab Emirates' }, countryFlag: flag }), url: '/Data/Countries/UAE' }),
            country('bad', null),
          ],
        },
      },
      { id: 'eu', fields: { regionName: { value: 'Europe' }, countries: [country('uk', item('United Kingdom', { name: { value: 'United Kingdom' } }))] } },
      { id: 'empty', fields: { regionName: { value: 'Nowhere' }, countries: [] } },
    ],
  };

  it('reads the same regions, countries and strip as the CMS fields, in fewer bytes', () => {
    const compact = compactStripFields(fields);
    const strip = (regions: ReturnType<typeof readRegions>) =>
      regions.map((r) => ({ name: r.name, countries: r.countries.map(({ name, flag: f, link }) => ({ name, f, link })) }));
    expect(strip(readRegions(compact, false))).toEqual(strip(readRegions(fields, false)));
    expect(showsContactStrip(compact, false)).toBe(true);
    expect(stripCta(compact)).toEqual(stripCta(fields));
    expect(compact).not.toHaveProperty('unrelated');
    expect(JSON.stringify(compact)).not.toContain('/Data/');
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(fields).length - 500);
    // The compact form reads the same again.
    expect(strip(readRegions(compactStripFields(compact), false))).toEqual(strip(readRegions(fields, false)));
  });

  it('survives junk', () => {
    expect(compactStripFields({})).toEqual({ regions: [] });
    expect(compactStripFields({ regions: 'x' })).toEqual({ regions: [] });
  });
});
