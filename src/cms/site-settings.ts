import { itemTag, type Payload } from './cache.ts';
import type { GraphqlClient } from './graphql-client.ts';
import { pick } from './json-shape.ts';
import type { SiteSettings } from './types.ts';

export type SiteSettingsSource = (language: string, signal?: AbortSignal) => Promise<Payload<SiteSettings>>;

const SITE_SETTINGS_QUERY = `query SiteSettingsQuery($path: String!, $language: String!) {
  item(path: $path, language: $language) { id fields(ownFields: true) { name jsonValue } }
}`;

/** The settings the page shell uses (spec 000 section 3). */
const SETTING_NAMES = [
  'favicon',
  'headSiteScripts',
  'gtmScripts',
  'cookieScripts',
  'bodyStartSiteScripts',
  'bodyEndSiteScripts',
  'logo',
  'loader',
] as const satisfies readonly (keyof SiteSettings)[];

/** Template field names are case-insensitive in Sitecore and editors name them either way. */
const SETTING_BY_FIELD = new Map(SETTING_NAMES.map((name) => [name.toLowerCase(), name]));

/** The site settings item (favicon, site-wide scripts), in both layout modes. */
export function createSiteSettings(settingsPath: string, graphql: GraphqlClient): SiteSettingsSource {
  return async (language, signal) => {
    const { data, bytes } = await graphql.query(SITE_SETTINGS_QUERY, { path: settingsPath, language }, signal);
    const fields = pick(data, 'item', 'fields');
    const settings: SiteSettings = {};
    // Tagged by the settings item, so publishing it purges the settings and every page.
    const tag = itemTag(pick(data, 'item', 'id'));
    const tags = tag ? [tag] : [];
    if (!Array.isArray(fields)) return { data: settings, bytes, tags }; // no settings item: no settings
    for (const field of fields) {
      const name = pick(field, 'name');
      const setting = typeof name === 'string' ? SETTING_BY_FIELD.get(name.toLowerCase()) : undefined;
      const value = fieldText(pick(field, 'jsonValue', 'value'));
      if (setting && value) settings[setting] = value;
    }
    return { data: settings, bytes, tags };
  };
}

/** Text fields hold a string; image fields (the favicon) hold `{ src, alt, ... }`; file fields (the loader) `{ src }` or `{ url }`. */
function fieldText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const src = pick(value, 'src') ?? pick(value, 'url');
  return typeof src === 'string' ? src : undefined;
}
