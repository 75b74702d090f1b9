import { cacheKey } from '../../cms/cache.ts';
import type { KeySpace } from './keys.ts';
import { createPurgeBus, type PurgeBus } from './purge-bus.ts';
import type { PurgePlan } from './purge-plan.ts';
import type { RedisLink } from './redis-link.ts';
import type { SharedCache } from './shared-cache.ts';

/**
 * The instance as a member of the site's cluster (REDIS_URL): a publish purge received here goes to
 * the shared level first (so no instance reads the old entry back from it), then to every other
 * instance over the purge channel. A purge another instance received is carried out here with the
 * same plan; if it came from another release (a rolling update), this release's shared entries
 * are purged too, since the sender only purged its own.
 */
export interface Cluster {
  /** Purges the shared level and tells every instance; rejects when Redis cannot be reached. */
  broadcast(plan: PurgePlan): Promise<{ sharedEvicted: number; instances: number }>;
  stats(): { purgesReceived: number; purgesRejected: number; broadcasts: number; broadcastFailures: number };
  close(): Promise<void>;
}

export interface ClusterOptions {
  link: RedisLink;
  keys: KeySpace;
  shared: SharedCache;
  /** Carries out a plan on this instance's own caches (revalidate.ts's applyPurge). */
  applyLocal(plan: PurgePlan): string[];
  /** The site's languages: the sitemap's route lists are keyed by them. */
  languages: readonly string[];
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export function createCluster({ link, keys, shared, applyLocal, languages, log }: ClusterOptions): Cluster {
  const counters = { broadcasts: 0, broadcastFailures: 0 };
  /** The CMS keys of the sitemap's route lists, which carry no tag: the plan's sites', else the configured site's. */
  const routeListKeys = (plan: PurgePlan) =>
    plan.routeLists ? (plan.routeListSites ?? [keys.site]).flatMap((site) => languages.map((language) => cacheKey('routes', site, language))) : [];
  const sharedPurge = (plan: PurgePlan) => shared.purge(plan, routeListKeys(plan));

  const bus: PurgeBus = createPurgeBus({
    link,
    keys,
    log,
    onPurge(message) {
      const evicted = applyLocal(message.plan);
      log.info({ from: message.from, release: message.release, evicted: evicted.length }, 'purge from another instance');
      if (message.release !== keys.release) {
        sharedPurge(message.plan).catch((error: unknown) =>
          log.warn({ err: error }, "could not purge this release's shared entries for another release's purge"),
        );
      }
    },
  });

  return {
    async broadcast(plan) {
      try {
        const sharedEvicted = await sharedPurge(plan);
        const instances = await bus.publish(plan);
        counters.broadcasts++;
        return { sharedEvicted, instances };
      } catch (error) {
        counters.broadcastFailures++;
        throw error;
      }
    },
    stats: () => {
      const { received, rejected } = bus.stats();
      return { purgesReceived: received, purgesRejected: rejected, ...counters };
    },
    close: () => bus.close(),
  };
}
