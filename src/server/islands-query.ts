import { ISLANDS_DOCUMENT_PARAMETER, ISLANDS_VARIANT_PARAMETER } from '../app/island.ts';

export interface IslandsQuery {
  /** The query string without the islands parameter (with its `?`, or ''), otherwise as it came. */
  search: string;
  /** Whether the request asks for the page's islands document rather than the page. */
  islands: boolean;
  /** With it, the variant asked for (`__variant`: a choice key, issue 29), when well formed. */
  variant?: string;
}

/** A choice key as page-route.ts writes them: variant ids (hex, `_` in component ones) joined by `+`. */
const VARIANT_KEY = /^[a-z0-9_]{1,80}(?:\+[a-z0-9_]{1,80}){0,20}$/;

/**
 * Takes the islands parameter (`__islands`, any value, any number of times) out of a raw query
 * string, before anything else looks at it: the rest of the query keeps its spelling and order,
 * so the routing table, the redirect map and the page key see exactly the page's own address.
 */
export function takeIslandsParameter(search: string): IslandsQuery {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (raw === '') return { search, islands: false };
  let islands = false;
  let variant: string | undefined;
  const kept = raw.split('&').filter((pair) => {
    const [name = '', value = ''] = pair.split('=', 2);
    if (nameOf(name) === ISLANDS_VARIANT_PARAMETER) {
      variant ??= nameOf(value);
      return false;
    }
    if (nameOf(name) !== ISLANDS_DOCUMENT_PARAMETER) return true;
    islands = true;
    return false;
  });
  if (!islands) return { search, islands: false };
  return {
    search: kept.length > 0 && kept.some((pair) => pair !== '') ? `?${kept.join('&')}` : '',
    islands: true,
    ...(variant && VARIANT_KEY.test(variant) ? { variant } : {}),
  };
}

/** A parameter's name as URLSearchParams reads it (`+` a space, percent-decoded), or the raw text if broken. */
function nameOf(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}
