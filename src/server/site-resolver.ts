/**
 * Which site a host name belongs to (issue 28, multisite), by the rules of Sitecore's Content SDK
 * (`SiteResolver` in @sitecore-content-sdk/content, checked against it by
 * site-resolver.test.ts): each site's Host name field may list several names
 * (separated by `|`, `,` or `;`, spaces ignored, any case); a name may hold `*` wildcards; the
 * first site to list a name owns it; names are tried from the longest to the shortest, and between
 * two of one length the one with fewer wildcards first, so `order.eu.example.com` wins over
 * `*.eu.example.com`, which wins over `*`. The wildcard match is ours, in linear time: a host name
 * from the CMS never becomes a regular expression.
 */

/** A site as Experience Edge's `siteInfoCollection` lists it. */
export interface SiteInfo {
  name: string;
  /** Sitecore's Host name field: `drydocks.example.com|drydocks.localhost`, `*.example.com`, `*`. */
  hostName: string;
  /** The site's default language. */
  language: string;
  /** The site's root item (`/sitecore/content/ports-group`), when the CMS gives it. */
  rootPath?: string;
}

const DELIMITERS = /[|,;]/;

export interface SiteResolver {
  /** The site of this host name (no port), or undefined when none matches (no `*` site). */
  byHost(host: string): SiteInfo | undefined;
  /** The site of this name, in any case. */
  byName(name: string): SiteInfo | undefined;
  readonly sites: readonly SiteInfo[];
}

export function createSiteResolver(sites: readonly SiteInfo[]): SiteResolver {
  const owners = new Map<string, SiteInfo>();
  for (const site of sites) {
    for (const name of site.hostName.replace(/\s/g, '').toLowerCase().split(DELIMITERS)) {
      if (!owners.has(name)) owners.set(name, site);
    }
  }
  const wildcards = (pattern: string) => pattern.split('*').length - 1;
  const ordered = [...owners].sort(([a], [b]) => (a.length === b.length ? wildcards(a) - wildcards(b) : b.length - a.length));
  return {
    sites,
    byHost(host) {
      const name = host.toLowerCase();
      return ordered.find(([pattern]) => matchesHostPattern(name, pattern))?.[1];
    },
    byName(name) {
      const wanted = name.toLowerCase();
      return sites.find((site) => site.name.toLowerCase() === wanted);
    },
  };
}

/**
 * Whether `host` matches `pattern`, where `*` stands for any run of characters (none included)
 * and everything else for itself. Greedy with one backtrack point, linear in practice and never
 * worse than their product.
 */
export function matchesHostPattern(host: string, pattern: string): boolean {
  let h = 0;
  let p = 0;
  let star = -1;
  let resume = 0;
  while (h < host.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = h;
    } else if (p < pattern.length && pattern[p] === host[h]) {
      p++;
      h++;
    } else if (star !== -1) {
      p = star + 1;
      h = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

/** The host name of a Host header: without its port, lower case; '' when absent or malformed. */
export function hostNameOf(header: string | undefined): string {
  if (!header) return '';
  const host = header.trim().toLowerCase();
  // [::1]:3000 → ::1; example.com:3000 → example.com
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']') === -1 ? undefined : host.indexOf(']'));
  const colon = host.indexOf(':');
  const name = colon === -1 ? host : host.slice(0, colon);
  return /^[a-z0-9.-]*$/.test(name) ? name : '';
}
