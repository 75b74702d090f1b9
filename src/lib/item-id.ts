/**
 * A Sitecore item id in any of its spellings (`{GUID}`, `GUID`, 32 hex digits, any case) as
 * `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`, lower case; undefined for anything that is not one. One
 * reading for the host's cache tags (src/cms/cache.ts) and the embedded CMS (its store and rules).
 */
export function itemIdOf(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const hex = raw
    .trim()
    .replace(/^\{|\}$/g, '')
    .replace(/-/g, '')
    .toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
