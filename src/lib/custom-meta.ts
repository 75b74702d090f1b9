/**
 * The page's custom meta tags. Spec 000 section 2: "Custom meta tags come from one string of
 * key=value pairs joined with '&'" (the Page field `customMetaData`, a Sitecore name-value list,
 * which stores its pairs URL-encoded: `robots=noindex%2C+nofollow&og:image:width=1200`).
 */

export interface CustomMeta {
  key: string;
  value: string;
}

/**
 * Decodes one URL-encoded piece: `+` is a space, valid percent-escapes are decoded, and a malformed
 * or incomplete escape (`100%`, `%E0%A4`) stays as the raw text instead of throwing.
 */
export function decodeComponent(text: string): string {
  return text.replace(/\+/g, ' ').replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * Parses `customMetaData` into pairs, in order. Pieces are split on '&' (an HTML-escaped `&amp;`
 * separator is accepted too); the first '=' splits key from value, so values may contain '='.
 * Keys and values are decoded and trimmed; pieces with an empty key or an empty value are skipped.
 * A repeated key (compared case-insensitively) keeps the last value, at the first one's place.
 * Anything but a string gives `[]`.
 */
export function parseCustomMeta(raw: unknown): CustomMeta[] {
  if (typeof raw !== 'string') return [];
  const byKey = new Map<string, CustomMeta>();
  for (const piece of raw.split(/&(?:amp;)?/)) {
    const eq = piece.indexOf('=');
    const key = decodeComponent(eq === -1 ? piece : piece.slice(0, eq)).trim();
    const value = eq === -1 ? '' : decodeComponent(piece.slice(eq + 1)).trim();
    if (!key || !value) continue;
    const id = key.toLowerCase();
    const seen = byKey.get(id);
    if (seen) seen.value = value;
    else byKey.set(id, { key, value });
  }
  return [...byKey.values()];
}

/**
 * Open Graph and Facebook keys are RDFa properties (`<meta property=…>`); Twitter's cards, like
 * every other key, are read from `<meta name=…>`.
 */
export function isPropertyKey(key: string): boolean {
  return /^(?:og|fb):/i.test(key);
}
