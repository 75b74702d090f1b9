/** URL helpers shared by links, feeds and images. */

/** The URL when `value` is an absolute http(s) URL, else null. */
export function parseAbsoluteHttpUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return null;
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

/**
 * Whether the URL's host is in the allow-list. Entries are host names (`news.example.com`, any
 * port) or host:port pairs (`127.0.0.1:4100`, that port only); comparison ignores case.
 */
export function isHostAllowed(url: URL, allowedHosts: readonly string[]): boolean {
  const hostname = url.hostname.toLowerCase();
  const host = url.host.toLowerCase();
  return allowedHosts.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e !== '' && (e === host || e === hostname);
  });
}

/** True when `href` is absolute http(s) and its origin differs from `ownOrigin` (when known). */
export function isOtherOrigin(href: string, ownOrigin: string | undefined): boolean {
  const url = parseAbsoluteHttpUrl(href);
  if (!url) return false;
  if (!ownOrigin) return true;
  try {
    return url.origin !== new URL(ownOrigin).origin;
  } catch {
    return true;
  }
}
