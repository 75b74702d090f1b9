import { Counter, Gauge, type Registry } from 'prom-client';
import type { Cluster } from './cluster.ts';
import type { RedisLink } from './redis-link.ts';
import type { SharedCache } from './shared-cache.ts';

/**
 * Metrics of the instance as a member of the cluster, read at scrape time from the pieces' own
 * tallies: whether Redis is reachable, the shared level's reads and writes, purges sent and
 * received. (The caches' own hits by the shared level: cms_cache_shared_hits_total and
 * page_cache_requests_total{outcome="shared"}, metrics.ts.)
 */
export function observeCluster(registry: Registry, { link, shared, cluster }: { link: RedisLink; shared: SharedCache; cluster: Cluster }): void {
  const counter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  let changes = 0;
  link.onState(() => changes++);
  new Gauge({
    name: 'redis_up',
    help: '1 while the Redis link is up; 0 while the instance answers from its own memory alone.',
    registers: [registry],
    collect() {
      this.set(link.state() === 'up' ? 1 : 0);
    },
  });
  counter('redis_state_changes_total', 'Times the Redis link went up or down.', () => changes);
  counter('shared_cache_hits_total', 'Shared level reads that found a value (CMS data and pages).', () => shared.stats().hits);
  counter('shared_cache_misses_total', 'Shared level reads that found nothing.', () => shared.stats().misses);
  counter(
    'shared_cache_errors_total',
    'Shared level reads and writes skipped or failed (Redis down, slow or an unreadable value).',
    () => shared.stats().errors,
  );
  counter('shared_cache_writes_total', 'Values written to the shared level.', () => shared.stats().writes);
  counter('purge_broadcasts_total', 'Publish purges sent to every instance.', () => cluster.stats().broadcasts);
  counter('purge_broadcast_failures_total', 'Publish purges done on this instance only (Redis unreachable).', () => cluster.stats().broadcastFailures);
  counter('purges_received_total', 'Publish purges received from other instances.', () => cluster.stats().purgesReceived);
}
