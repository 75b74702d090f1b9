import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { languageOfKey, type Payload, type SharedLevel } from '../../cms/cache.ts';
import type { CachedPage, SharedPageLevel } from '../page-cache.ts';
import type { KeySpace } from './keys.ts';
import type { PurgePlan } from './purge-plan.ts';
import type { RedisLink } from './redis-link.ts';
import { decodePage, encodePage } from './page-codec.ts';

const compress = promisify(gzip);
const decompress = promisify(gunzip);

/**
 * The shared second level of the CMS data cache and the page cache, in Redis
 * (docs/decisions/017-cluster.md):
 * - values under `rh:{site}:{release}:v:{cms|page}:{key}`, each with a TTL of what is left of its
 *   freshness: the shared level holds nothing stale, so a purge it misses is bounded by
 *   CACHE_TTL_S, as without Redis. CMS data is gzipped JSON; pages are their stored brotli and
 *   gzip bytes as they are (page-codec.ts).
 * - a tag index: `…:t:{tag}` (every language) and `…:t:{tag}|{language}` sets of value names,
 *   so a publish purge finds what to drop without scanning.
 * Reads and writes never reject: with Redis down or slow they answer undefined and drop the write
 * (the link logs the outage once); only a purge rejects, so the webhook can say it did not reach.
 */
export interface SharedCache {
  cms: SharedLevel;
  pages: SharedPageLevel;
  /** Drops every value carrying the plan's tags, and the given CMS keys; resolves to how many. */
  purge(plan: PurgePlan, cmsKeys?: readonly string[]): Promise<number>;
  stats(): SharedCacheStats;
}

export interface SharedCacheStats {
  hits: number;
  misses: number;
  /** Reads and writes that failed or were skipped because Redis was down or slow. */
  errors: number;
  writes: number;
}

export interface SharedCacheOptions {
  link: RedisLink;
  keys: KeySpace;
  log: { warn(obj: object, msg: string): void; debug(obj: object, msg: string): void };
  now?: () => number;
}

export function createSharedCache({ link, keys, log, now = Date.now }: SharedCacheOptions): SharedCache {
  const counters: SharedCacheStats = { hits: 0, misses: 0, errors: 0, writes: 0 };

  async function read(name: string): Promise<Buffer | undefined> {
    const client = link.client();
    if (!client) {
      counters.errors++;
      return undefined;
    }
    try {
      const value = await client.getBuffer(name);
      if (value === null) counters.misses++;
      return value ?? undefined;
    } catch (error) {
      counters.errors++;
      log.debug({ err: error, name }, 'shared cache read failed; this instance answers alone');
      return undefined;
    }
  }

  function write(name: string, value: Buffer, tags: readonly string[], language: string, ttlMs: number): void {
    const client = link.client();
    if (!client || ttlMs <= 0) {
      counters.errors++;
      return;
    }
    const pipeline = client.pipeline().set(name, value, 'PX', Math.ceil(ttlMs));
    // The tag sets live as long as the longest entry they can name (a whole TTL from now).
    for (const tag of tags) {
      for (const set of [keys.tag(tag), keys.tag(`${tag}|${language}`)]) pipeline.sadd(set, name).pexpire(set, Math.ceil(ttlMs));
    }
    pipeline.exec().then(
      (results) => {
        const failed = results?.find(([error]) => error);
        if (failed) {
          counters.errors++;
          log.debug({ err: failed[0], name }, 'shared cache write failed');
        } else counters.writes++;
      },
      (error: unknown) => {
        counters.errors++;
        log.debug({ err: error, name }, 'shared cache write failed');
      },
    );
  }

  const cms: SharedLevel = {
    async get(key) {
      const raw = await read(keys.value('cms', key));
      if (!raw) return undefined;
      try {
        const entry = JSON.parse((await decompress(raw)).toString('utf8')) as { storedAt: number; payload: Payload<unknown> };
        if (typeof entry.storedAt !== 'number' || typeof entry.payload?.bytes !== 'number') throw new Error('not a cache entry');
        counters.hits++;
        return { payload: entry.payload, ageMs: Math.max(0, now() - entry.storedAt) };
      } catch (error) {
        counters.errors++;
        log.warn({ err: error, key }, 'shared cache entry unreadable; reading from the CMS');
        return undefined;
      }
    },
    set(key, payload, ttlMs) {
      const storedAt = now();
      compress(JSON.stringify({ storedAt, payload })).then(
        (value) => write(keys.value('cms', key), value, payload.tags ?? [], (languageOfKey(key) ?? '').toLowerCase(), ttlMs),
        (error: unknown) => log.warn({ err: error, key }, 'shared cache entry not written: compression failed'),
      );
    },
  };

  const pages: SharedPageLevel = {
    async get(key) {
      const raw = await read(keys.value('page', key));
      if (!raw) return undefined;
      const page = decodePage(raw);
      if (!page) {
        counters.errors++;
        log.warn({ key }, 'shared page unreadable; rendering it here');
        return undefined;
      }
      counters.hits++;
      return page;
    },
    set(key, page: CachedPage, ttlMs) {
      const left = ttlMs - (now() - page.storedAt);
      write(keys.value('page', key), encodePage(page), page.tags, page.language.toLowerCase(), left);
    },
  };

  return {
    cms,
    pages,
    async purge(plan, cmsKeys = []) {
      const client = link.client();
      if (!client) throw new Error(`Redis is ${link.state()}`);
      const setNames = plan.byLanguage.flatMap(([language, tags]) => tags.map((tag) => keys.tag(language ? `${tag}|${language.toLowerCase()}` : tag)));
      const members = setNames.length === 0 ? [] : await client.sunion(...setNames);
      const doomed = [...new Set([...members, ...cmsKeys.map((key) => keys.value('cms', key))])];
      let dropped = 0;
      // In slices: one DEL of 100,000 names would hold Redis for everyone else.
      for (let i = 0; i < doomed.length; i += 500) dropped += await client.del(...doomed.slice(i, i + 500));
      return dropped;
    },
    stats: () => ({ ...counters }),
  };
}
