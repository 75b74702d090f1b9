import { ctaOf, type CtaPlan } from '../../lib/cta.ts';
import { buildHref } from '../../fields/link.rules.ts';
import { fieldsOf, hasText, isRecord, readItem, readLink, readList, readText } from '../../fields/read.ts';

/**
 * Country selector strip (spec 003 sections 3, 4, 5): the pure rules.
 *
 * ```
 * CountrySelectorStrip fields { headline, bannerMessage, cta, ctaModalId, ctaText, sectionId,
 *   regions: [{ id, fields: { regionName,
 *     countries: [{ id, fields: { link, country: { id, name, fields: { countryName | name, countryFlag } } } }] } }] }
 * ```
 */

export interface CountryModel {
  key: string;
  name: string;
  /** The country's countryFlag image field (undefined when the country has none). */
  flag: unknown;
  /** The entry's link field. */
  link: unknown;
}

export interface RegionModel {
  key: string;
  fields: Record<string, unknown>;
  name: string;
  countries: CountryModel[];
  /** Entries skipped for lacking a country object with fields (editors are told). */
  skipped: number;
}

/**
 * One country entry, or undefined when it has no country object with fields (spec 003 section 5:
 * "Country items lacking a country object with fields are skipped"). The name is countryName,
 * else name (section 3); not shown in the spec, our decision: else the country item's display
 * name or item name, which every Sitecore item has, so a country is never shown nameless; an
 * entry with no name at all is skipped too.
 */
export function readCountry(entry: unknown, index: number): CountryModel | undefined {
  if (!isRecord(entry)) return undefined;
  const fields = fieldsOf(entry.fields);
  const country = readItem(fields.country);
  if (!country || !isRecord(country.fields)) return undefined;
  const countryFields = country.fields as Record<string, unknown>;
  const name =
    readText(countryFields.countryName).trim() || readText(countryFields.name).trim() || (country.displayName ?? '').trim() || (country.name ?? '').trim();
  if (name === '') return undefined;
  const id = typeof entry.id === 'string' && entry.id !== '' ? entry.id : 'country';
  return { key: `${id}-${index}`, name, flag: countryFields.countryFlag, link: fields.link };
}

/**
 * The regions with their countries, in order. Not shown in the spec, our decision for visitors: a
 * region without a name or without a country to show is left out (a header with no name, or one
 * that opens on nothing). Editors see every region.
 */
export function readRegions(fields: Record<string, unknown>, editing: boolean): RegionModel[] {
  const regions: RegionModel[] = [];
  readList(fields.regions).forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const regionFields = fieldsOf(entry.fields);
    const entries = readList(regionFields.countries);
    const countries = entries.map((country, i) => readCountry(country, i)).filter((c): c is CountryModel => c !== undefined);
    const name = readText(regionFields.regionName).trim();
    if (!editing && (name === '' || countries.length === 0)) return;
    const id = typeof entry.id === 'string' && entry.id !== '' ? entry.id : 'region';
    regions.push({ key: `${id}-${index}`, fields: regionFields, name, countries, skipped: entries.length - countries.length });
  });
  return regions;
}

/** Whether a country's link goes somewhere (a country without one is shown as text). */
export function hasCountryLink(country: CountryModel): boolean {
  return buildHref(readLink(country.link)) !== '';
}

/**
 * Spec 003 section 5: "Country selector contact strip shows only if the banner message is
 * non-blank, or the call to action has an href, or ctaModalId is set (always in editing mode)."
 */
export function showsContactStrip(fields: Record<string, unknown>, editing: boolean): boolean {
  if (editing) return true;
  return hasText(fields.bannerMessage) || buildHref(readLink(fields.cta)) !== '' || hasText(fields.ctaModalId);
}

/** The strip's call to action: the house rule (src/lib/cta.ts), shown with an href or a modal id. */
export const stripCta = (fields: Record<string, unknown>): CtaPlan => ctaOf(fields);

const STRIP_FIELDS = ['sectionId', 'showDividerLine', 'headline', 'bannerMessage', 'cta', 'ctaText', 'ctaModalId'] as const;

/**
 * The island's fields in the fewest bytes `readRegions` reads the same outside editing (decision
 * record 009): the strip's own fields, and per region its name and the countries a visitor sees,
 * each with its link and a country holding only countryName and countryFlag. Item names, paths,
 * display names and skipped entries stay on the server.
 */
export function compactStripFields(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const compact: Record<string, unknown> = {};
  for (const key of STRIP_FIELDS) if (key in fields) compact[key] = fields[key];
  compact.regions = readRegions(fields as Record<string, unknown>, false).map((region) => ({
    id: region.key,
    fields: {
      regionName: { value: readText(region.fields.regionName) },
      countries: region.countries.map((country) => ({
        id: country.key,
        fields: {
          link: country.link,
          country: { fields: { countryName: { value: country.name }, ...(country.flag === undefined ? {} : { countryFlag: country.flag }) } },
        },
      })),
    },
  }));
  return compact;
}
