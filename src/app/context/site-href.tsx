import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the site's own paths point. On our pages a link to `/ar` is right as it is; inside a
 * fragment shown on another site (the press-release header) it must name our origin, or it would
 * lead into that site. Links read from CMS fields are made absolute before a fragment renders;
 * this covers the links components build themselves (language switch, country list).
 */
const SiteOriginContext = createContext('');

export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

/** The origin in force here: '' on our own pages (the server's block memo hands it on). */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}

/** Turns a root-relative site path into the href to render here. */
export function useSiteHref(): (path: string) => string {
  const origin = useContext(SiteOriginContext);
  return (path) => (origin && path.startsWith('/') && !path.startsWith('//') ? origin + path : path);
}
