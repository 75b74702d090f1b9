import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedis, type TestRedis } from '../../../test/support/redis.ts';
import { keySpace } from './keys.ts';
import { createRedisLink, type RedisLink } from './redis-link.ts';
import { createSharedCache } from './shared-cache.ts';
import { languageOfKey } from '../../cms/cache.ts';
import type { CachedPage } from '../page-cache.ts';

const quiet = { info: vi.fn(), warn: vi.fn(), debug: vi.fn() };
let redis: TestRedis;
let link: RedisLink;

async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 500 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

beforeAll(async () => {
  redis = await startRedis();
  link = await createRedisLink({ url: redis.url, timeoutMs: 500, log: quiet });
  await until(() => link.state() === 'up');
});
afterAll(async () => {
  await link?.close();
  await redis?.stop();
});

const page = (language: string, tags: string[], storedAt: number): CachedPage => ({
  status: 200,
  br: Buffer.from(`br ${language}`),
  gzip: Buffer.from(`gz ${language}`),
  etag: `e-${language}`,
  tags,
  scriptHashes: [],
  cacheControl: 'public',
  language,
  length: 10,
  storedAt,
});

/** Writes are sent in the background: waits until the value is there. */
const written = (name: string) => until(async () => (await link.client()!.exists(name)) === 1);

describe('languageOfKey', () => {
  it('reads the language part of CMS and page keys', () => {
    expect(languageOfKey('layout|ports-group|ar|/about')).toBe('ar');
    expect(languageOfKey('page|ports-group|en|/|')).toBe('en');
    expect(languageOfKey('robots|ports-group||')).toBe('');
  });
});

describe('createSharedCache', () => {
  it('stores CMS data compressed, with its age, for what is left of the TTL', async () => {
    let now = 1_000_000;
    const keys = keySpace('site-a', 'r1');
    const shared = createSharedCache({ link, keys, log: quiet, now: () => now });
    const payload = { data: { sitecore: { route: { name: 'about' } } }, bytes: 1234, tags: ['layout-1'] };
    shared.cms.set('layout|site-a|en|/about', payload, 60_000);
    await written(keys.value('cms', 'layout|site-a|en|/about'));
    const raw = await link.client()!.getBuffer(keys.value('cms', 'layout|site-a|en|/about'));
    expect(raw![0]).toBe(0x1f); // gzip
    const ttl = await link.client()!.pttl(keys.value('cms', 'layout|site-a|en|/about'));
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    now += 5_000;
    expect(await shared.cms.get('layout|site-a|en|/about')).toEqual({ payload, ageMs: 5_000 });
    expect(await shared.cms.get('layout|site-a|en|/nothing')).toBeUndefined();
    // Another release of the same site reads none of it.
    expect(await createSharedCache({ link, keys: keySpace('site-a', 'r2'), log: quiet }).cms.get('layout|site-a|en|/about')).toBeUndefined();
  });

  it('stores a page for what is left of its freshness, and not at all when none is left', async () => {
    const now = 2_000_000;
    const keys = keySpace('site-b', 'r1');
    const shared = createSharedCache({ link, keys, log: quiet, now: () => now });
    shared.pages.set('page|site-b|en|/|', page('en', ['layout-1'], now - 20_000), 60_000);
    shared.pages.set('page|site-b|en|/old|', page('en', ['layout-1'], now - 60_000), 60_000);
    await written(keys.value('page', 'page|site-b|en|/|'));
    expect(await link.client()!.pttl(keys.value('page', 'page|site-b|en|/|'))).toBeLessThanOrEqual(40_000);
    expect(await shared.pages.get('page|site-b|en|/|')).toEqual(page('en', ['layout-1'], now - 20_000));
    expect(await link.client()!.exists(keys.value('page', 'page|site-b|en|/old|'))).toBe(0);
  });

  it('purges by tag, in one language or in all, and the route lists it is given', async () => {
    const now = 3_000_000;
    const keys = keySpace('site-c', 'r1');
    const shared = createSharedCache({ link, keys, log: quiet, now: () => now });
    shared.pages.set('page|site-c|en|/a|', page('en', ['layout-1', 'dictionary-en'], now), 60_000);
    shared.pages.set('page|site-c|ar|/a|', page('ar', ['layout-1', 'dictionary-ar'], now), 60_000);
    shared.cms.set('layout|site-c|ar|/a', { data: 1, bytes: 1, tags: ['layout-1'] }, 60_000);
    shared.cms.set('routes|site-c|en|', { data: [], bytes: 1 }, 60_000);
    for (const name of ['page:page|site-c|en|/a|', 'page:page|site-c|ar|/a|', 'cms:layout|site-c|ar|/a', 'cms:routes|site-c|en|']) {
      const [cache, key] = [name.slice(0, name.indexOf(':')), name.slice(name.indexOf(':') + 1)];
      await written(keys.value(cache, key));
    }
    expect(await shared.purge({ byLanguage: [['ar', ['layout-1']]], routeLists: false })).toBe(2);
    expect(await shared.pages.get('page|site-c|ar|/a|')).toBeUndefined();
    expect(await shared.cms.get('layout|site-c|ar|/a')).toBeUndefined();
    expect(await shared.pages.get('page|site-c|en|/a|')).toBeDefined();
    expect(await shared.purge({ byLanguage: [['', ['dictionary-en']]], routeLists: true }, ['routes|site-c|en|'])).toBe(2);
    expect(await shared.pages.get('page|site-c|en|/a|')).toBeUndefined();
    expect(await shared.cms.get('routes|site-c|en|')).toBeUndefined();
    expect(await shared.purge({ byLanguage: [], routeLists: false })).toBe(0);
  });

  it('treats an unreadable value as missing, with a warning', async () => {
    const keys = keySpace('site-d', 'r1');
    const log = { ...quiet, warn: vi.fn() };
    const shared = createSharedCache({ link, keys, log });
    await link.client()!.set(keys.value('cms', 'k'), 'not gzip');
    await link.client()!.set(keys.value('page', 'k'), 'not a page');
    expect(await shared.cms.get('k')).toBeUndefined();
    expect(await shared.pages.get('k')).toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(shared.stats().errors).toBeGreaterThanOrEqual(2);
  });

  it('with Redis down: reads answer nothing, writes are dropped, a purge rejects', async () => {
    const keys = keySpace('site-e', 'r1');
    const down = { ...link, client: () => undefined, state: () => 'down' as const };
    const shared = createSharedCache({ link: down, keys, log: quiet });
    expect(await shared.cms.get('k')).toBeUndefined();
    shared.pages.set('k', page('en', ['t'], Date.now()), 60_000);
    await expect(shared.purge({ byLanguage: [['', ['t']]], routeLists: false })).rejects.toThrow(/down/);
    expect(shared.stats()).toMatchObject({ hits: 0, writes: 0 });
    expect(shared.stats().errors).toBeGreaterThanOrEqual(2);
  });
});
