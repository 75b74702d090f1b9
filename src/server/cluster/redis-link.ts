import type { Redis } from 'ioredis';

/**
 * The server's connection to Redis (or Valkey), when REDIS_URL is set (docs/decisions/017-cluster.md).
 *
 * Redis is a second level, never a dependency: commands fail at once while the link is down (no
 * offline queue) and within REDIS_TIMEOUT_MS while it is slow, and every caller then answers from
 * its own memory. The link reconnects by itself, forever, with a capped back-off. Each change of
 * state is logged once (not each failed command or reconnect attempt), and `/readyz` and the
 * metrics show it.
 */
export type LinkState = 'connecting' | 'up' | 'down';

export interface RedisLink {
  /** The command connection while it is up; undefined while down or connecting. */
  client(): Redis | undefined;
  state(): LinkState;
  /** When the link last went down (ms since epoch), or undefined if it never did. */
  downSince(): number | undefined;
  /** A second connection in subscriber mode (pub/sub needs its own), made on first use. */
  subscriber(): Redis;
  /** Called on every change of state (the purge bus resubscribes, metrics count). */
  onState(listener: (state: LinkState) => void): void;
  /** `redis://host:port` without user or password, for logs and `/readyz`. */
  readonly where: string;
  close(): Promise<void>;
}

export interface RedisLinkOptions {
  url: string;
  timeoutMs: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** The longest pause between reconnect attempts. */
export const MAX_RECONNECT_DELAY_MS = 2_000;

/** The URL without credentials: safe to log. */
export function redactRedisUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.length > 1 ? parsed.pathname : ''}`;
}

/**
 * ioredis is loaded here, when REDIS_URL asks for it, not when the server starts: an instance
 * without Redis does not carry the client (about 13 MB of resident memory).
 */
export async function createRedisLink({ url, timeoutMs, log }: RedisLinkOptions): Promise<RedisLink> {
  const { Redis } = await import('ioredis');
  const where = redactRedisUrl(url);
  const options = {
    // Fail fast and fall back to memory: nothing waits for a Redis that is not there.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: timeoutMs,
    connectTimeout: Math.max(1_000, timeoutMs * 4),
    retryStrategy: (attempt: number) => Math.min(100 * attempt, MAX_RECONNECT_DELAY_MS),
    // Reconnect after READONLY (a replica promoted while we wrote): the new primary takes writes.
    reconnectOnError: (error: Error) => error.message.startsWith('READONLY'),
  };
  const main = new Redis(url, options);
  let sub: Redis | undefined;
  let state: LinkState = 'connecting';
  let downAt: number | undefined;
  let lastError: string | undefined;
  const listeners: Array<(state: LinkState) => void> = [];
  let closed = false;

  const set = (next: LinkState) => {
    if (next === state || closed) return;
    const previous = state;
    state = next;
    if (next === 'down') {
      downAt = Date.now();
      log.warn({ redis: where, error: lastError }, 'Redis is unreachable: caches and limits fall back to this instance, reconnecting');
    } else if (next === 'up') {
      log.info(
        { redis: where, after: previous, downMs: downAt === undefined ? undefined : Date.now() - downAt },
        'Redis connected: shared cache and purge are on',
      );
    }
    for (const listener of listeners) listener(next);
  };

  main.on('ready', () => set('up'));
  main.on('error', (error: Error) => {
    lastError = error.message;
    // The first connect failing counts as down too: the host serves from memory meanwhile.
    set('down');
  });
  main.on('close', () => set('down'));
  main.on('end', () => set('down'));

  return {
    client: () => (state === 'up' && main.status === 'ready' ? main : undefined),
    state: () => state,
    downSince: () => (state === 'up' ? undefined : downAt),
    subscriber() {
      if (!sub) {
        // Subscriber commands queue while it reconnects: it resubscribes by itself (autoResubscribe).
        sub = new Redis(url, { ...options, enableOfflineQueue: true, commandTimeout: undefined, maxRetriesPerRequest: null });
        sub.on('error', () => {
          /* the main connection logs the outage once; this one only reconnects */
        });
      }
      return sub;
    },
    onState(listener) {
      listeners.push(listener);
    },
    where,
    async close() {
      closed = true;
      // The subscriber queues commands while Redis is away: a QUIT would wait for it forever.
      sub?.disconnect();
      if (main.status === 'ready') await main.quit().catch(() => main.disconnect());
      else main.disconnect();
    },
  };
}
