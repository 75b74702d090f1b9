/**
 * Names in Redis (docs/decisions/017-cluster.md). Every name starts `rh:{site}:`, so two sites on
 * one Redis never meet. Cached values and their tag index add the release, so two releases (a
 * rolling update) never read each other's pages; the purge channel and rate-limit counters do not,
 * so a purge reaches old and new pods alike and a limit holds across a rollout.
 */

/** A part of a name: anything but the separator and whitespace, at most 64 characters. */
function part(value: string, what: string): string {
  if (!/^[^\s:]{1,64}$/.test(value)) throw new Error(`${what} cannot be part of a Redis key: '${value}'`);
  return value;
}

export interface KeySpace {
  /** `rh:{site}:{release}:v:{cache}:{key}`: a cached value of one level-two cache (`cms`, `page`). */
  value(cache: string, key: string): string;
  /** `rh:{site}:{release}:t:{tag}`: the set of value names carrying a cache tag. */
  tag(tag: string): string;
  /** `rh:{site}:purge`: the channel purges are published on. */
  readonly purgeChannel: string;
  /** `rh:{site}:rl:`: the prefix of rate-limit counters. */
  readonly rateLimitPrefix: string;
  readonly site: string;
  readonly release: string;
}

export function keySpace(site: string, release: string): KeySpace {
  const siteRoot = `rh:${part(site, 'The site name')}`;
  const releaseRoot = `${siteRoot}:${part(release, 'The release id')}`;
  return {
    value: (cache, key) => `${releaseRoot}:v:${part(cache, 'A cache name')}:${key}`,
    tag: (tag) => `${releaseRoot}:t:${tag}`,
    purgeChannel: `${siteRoot}:purge`,
    rateLimitPrefix: `${siteRoot}:rl:`,
    site,
    release,
  };
}
