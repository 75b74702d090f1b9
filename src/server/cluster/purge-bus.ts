import { randomUUID } from 'node:crypto';
import type { KeySpace } from './keys.ts';
import { parsePurgePlan, type PurgePlan } from './purge-plan.ts';
import type { RedisLink } from './redis-link.ts';

/**
 * Publish purges reach every instance over Redis pub/sub on `rh:{site}:purge`
 * (docs/decisions/017-cluster.md). The channel is per site, not per release: during a rolling
 * update old and new pods both purge. Each message says who sent it and from which release;
 * an instance ignores its own (it purged before publishing).
 *
 * Pub/sub delivers to whoever is subscribed at that moment, at most once: an instance cut off from
 * Redis while a purge goes out misses it and keeps its entries until CACHE_TTL_S, as the issue
 * allows. The sender knows how many subscribers received the message (PUBLISH's answer).
 */
export interface PurgeMessage {
  from: string;
  release: string;
  plan: PurgePlan;
}

export interface PurgeBus {
  /** This instance's id in messages. */
  readonly instanceId: string;
  /** Sends the plan to every instance; resolves to how many subscribers got it (this one too). Rejects while Redis is down. */
  publish(plan: PurgePlan): Promise<number>;
  /** Purges received from other instances, as they arrive. */
  stats(): { received: number; rejected: number };
  close(): Promise<void>;
}

export interface PurgeBusOptions {
  link: RedisLink;
  keys: KeySpace;
  /** Carries out a purge another instance received. */
  onPurge(message: PurgeMessage): void;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** Messages larger than this are dropped unread (a plan of 10,000 updates is well under it). */
const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

export function createPurgeBus({ link, keys, onPurge, log }: PurgeBusOptions): PurgeBus {
  const instanceId = randomUUID();
  const counters = { received: 0, rejected: 0 };
  const subscriber = link.subscriber();
  const channel = keys.purgeChannel;

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseMessage(text);
    if (!message) {
      counters.rejected++;
      log.warn({ channel, bytes: text.length }, 'ignored a message on the purge channel that is not a purge');
      return;
    }
    if (message.from === instanceId) return;
    counters.received++;
    onPurge(message);
  });
  subscriber.subscribe(channel).catch((error: unknown) => log.warn({ err: error, channel }, 'could not subscribe to the purge channel; retrying on reconnect'));

  return {
    instanceId,
    async publish(plan) {
      const client = link.client();
      if (!client) throw new Error(`Redis is ${link.state()}`);
      const message: PurgeMessage = { from: instanceId, release: keys.release, plan };
      return client.publish(channel, JSON.stringify(message));
    },
    stats: () => ({ ...counters }),
    async close() {
      // Nothing to wait for: the link disconnects the subscriber (an UNSUBSCRIBE sent while
      // Redis is away would queue until it came back).
      subscriber.removeAllListeners('message');
    },
  };
}

export function parseMessage(text: string): PurgeMessage | undefined {
  if (text.length > MAX_MESSAGE_BYTES) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { from, release, plan } = raw as Record<string, unknown>;
  if (typeof from !== 'string' || from.length > 100 || typeof release !== 'string' || release.length > 100) return undefined;
  const parsed = parsePurgePlan(plan);
  return parsed ? { from, release, plan: parsed } : undefined;
}
