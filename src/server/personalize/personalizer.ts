import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { DEFAULT_CHOICE, type VariantChoice } from '../../lib/personalize-layout.ts';
import type { DecisionClient } from './decision-client.ts';
import { CONNECTIONS_PER_ORIGIN } from '../upstream-post.ts';
import { inputsKey, visitorInputs, type InputOptions } from './visitor-inputs.ts';

/**
 * Which variant a visitor of a page with variants sees (issue 29): crawlers the default, without a
 * call; everyone else by the personalisation service's decision, cached per page and set of inputs
 * (visitor-inputs.ts), so a visitor whose inputs were seen before costs no call at all. One call
 * at a time per key. A failed call's default is kept briefly for its set of inputs; and after
 * BREAKER_FAILURES failed calls in a row, the service is given a rest: everyone gets the default,
 * without a call, for BREAKER_OPEN_MS (a circuit breaker), so visitors who make up new inputs (a
 * random `utm_campaign` each time) cannot queue calls to a service that is down, nor fill the log.
 * Calls in flight are capped alike.
 */

/** The page a decision is for: its site, route item id, language and variants. */
export interface PersonalizedPage {
  site: string;
  pageId: string;
  language: string;
  variantIds: readonly string[];
}

export type DecisionSource = 'cache' | 'service' | 'default';

export interface Personalizer {
  choose(request: FastifyRequest, page: PersonalizedPage, options: Omit<InputOptions, 'language'>): Promise<{ choice: VariantChoice; source: DecisionSource }>;
  stats(): { entries: number; calls: number; hits: number; failures: number; skipped: number };
}

/** How long a failed call's default is kept. */
export const FAILURE_TTL_MS = 30_000;
/** Failed calls in a row that open the breaker. */
export const BREAKER_FAILURES = 5;
/** How long an open breaker answers the default without a call. */
export const BREAKER_OPEN_MS = 30_000;
/** Calls in flight at the most (one per connection); beyond, the default without a call. */
const MAX_IN_FLIGHT = CONNECTIONS_PER_ORIGIN;
/** Decisions kept at most. */
const MAX_DECISIONS = 20_000;

export interface PersonalizerOptions {
  client: DecisionClient;
  ttlMs: number;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** The clock, in ms (tests move it). */
  now?: () => number;
}

export function createPersonalizer(options: PersonalizerOptions): Personalizer {
  const now = options.now ?? Date.now;
  const decisions = new LRUCache<string, VariantChoice>({ max: MAX_DECISIONS, ttl: options.ttlMs });
  const inFlight = new Map<string, Promise<VariantChoice>>();
  const counters = { calls: 0, hits: 0, failures: 0, skipped: 0 };
  let failuresInARow = 0;
  let openUntil = 0;

  function settle(answered: boolean): void {
    if (answered) {
      if (openUntil !== 0) options.log.info({}, 'personalisation service answers again');
      failuresInARow = 0;
      openUntil = 0;
      return;
    }
    counters.failures++;
    if (++failuresInARow >= BREAKER_FAILURES) {
      failuresInARow = 0;
      openUntil = now() + BREAKER_OPEN_MS;
      options.log.warn(
        { failures: BREAKER_FAILURES, pauseMs: BREAKER_OPEN_MS },
        'personalisation service failed every time lately: showing the default variant without asking for a while',
      );
    }
  }

  return {
    async choose(request, page, inputOptions) {
      if (isbot(request.headers['user-agent'] ?? '')) return { choice: DEFAULT_CHOICE, source: 'default' };
      const inputs = visitorInputs(request, { ...inputOptions, language: page.language });
      const key = `${page.site}|${page.pageId}|${page.language}|${variantsKey(page.variantIds)}|${inputsKey(inputs)}`;
      const known = decisions.get(key);
      if (known) {
        counters.hits++;
        return { choice: known, source: 'cache' };
      }
      let pending = inFlight.get(key);
      if (!pending && (now() < openUntil || inFlight.size >= MAX_IN_FLIGHT)) {
        counters.skipped++;
        return { choice: DEFAULT_CHOICE, source: 'default' };
      }
      if (!pending) {
        counters.calls++;
        pending = options.client
          .decide({ site: page.site, pageId: page.pageId, language: page.language, variantIds: page.variantIds, inputs })
          .then(({ choice, answered }) => {
            settle(answered);
            decisions.set(key, choice, answered ? {} : { ttl: Math.min(FAILURE_TTL_MS, options.ttlMs) });
            return choice;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { choice: await pending, source: 'service' };
    },
    stats: () => ({ entries: decisions.size, ...counters }),
  };
}

/** The page's variant ids as part of a key: as they are when short, a digest when long. */
function variantsKey(variantIds: readonly string[]): string {
  const joined = variantIds.join(',');
  return joined.length <= 200 ? joined : createHash('sha256').update(joined).digest('base64url').slice(0, 22);
}
