/**
 * A site's public origin on one of its own host names (issue 28): the first name Sitecore's Host
 * name field lists (`drydocks.example.com|*.drydocks.example.com`, names separated by `|`, `,` or
 * `;`, spaces ignored) that holds no wildcard, with the scheme and port of `base` (the host's
 * PUBLIC_URL). Undefined when every name is a wildcard (`*`). One rule for the render host
 * (src/server/sites.ts) and the embedded CMS's published sitemaps
 * (src/content-server/sitemap-files.ts), so both name a page at the same address.
 */
export function originOnHostName(hostNameField: string, base: string): string | undefined {
  const host = hostNameField
    .replace(/\s/g, '')
    .toLowerCase()
    .split(/[|,;]/)
    .find((name) => name !== '' && !name.includes('*') && /^[a-z0-9.-]+$/.test(name));
  if (!host) return undefined;
  const { protocol, port } = new URL(base);
  return `${protocol}//${host}${port ? `:${port}` : ''}`;
}
