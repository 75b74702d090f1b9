import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { DEFAULT_CHOICE, type VariantChoice } from '../../lib/personalize-layout.ts';
import type { DecisionClient } from './decision-client.ts';
import { inputsKey, visitorInputs, type InputOptions } from './visitor-inputs.ts';

/**
 * Which variant a visitor of a page with variants sees (issue 29): crawlers the default, without a
 * call; everyone else by the personalisation service's decision, cached per page and set of inputs
 * (visitor-inputs.ts), so a visitor whose inputs were seen before costs no call at all. One call
 * at a time per key. A failed call's default is kept briefly, so a service that is down delays
 * each set of inputs once per FAILURE_TTL_MS, not every request.
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
  stats(): { entries: number; calls: number; hits: number; failures: number };
}

/** How long a failed call's default is kept. */
export const FAILURE_TTL_MS = 30_000;
/** Decisions kept at most. */
const MAX_DECISIONS = 20_000;

export function createPersonalizer(options: { client: DecisionClient; ttlMs: number }): Personalizer {
  const decisions = new LRUCache<string, VariantChoice>({ max: MAX_DECISIONS, ttl: options.ttlMs });
  const inFlight = new Map<string, Promise<VariantChoice>>();
  const counters = { calls: 0, hits: 0, failures: 0 };

  return {
    async choose(request, page, inputOptions) {
      if (isbot(request.headers['user-agent'] ?? '')) return { choice: DEFAULT_CHOICE, source: 'default' };
      const inputs = visitorInputs(request, { ...inputOptions, language: page.language });
      const key = `${page.site}|${page.pageId}|${page.language}|${page.variantIds.join(',')}|${inputsKey(inputs)}`;
      const known = decisions.get(key);
      if (known) {
        counters.hits++;
        return { choice: known, source: 'cache' };
      }
      let pending = inFlight.get(key);
      if (!pending) {
        counters.calls++;
        pending = options.client
          .decide({ site: page.site, pageId: page.pageId, language: page.language, variantIds: page.variantIds, inputs })
          .then(({ choice, answered }) => {
            if (!answered) counters.failures++;
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
