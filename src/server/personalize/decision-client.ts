import { DEFAULT_CHOICE, DEFAULT_VARIANT, isComponentVariant, type VariantChoice } from '../../lib/personalize-layout.ts';
import type { VisitorInputs } from './visitor-inputs.ts';
import { createUpstreamPost } from '../upstream-post.ts';

/**
 * The personalisation service's client (issue 29; the protocol: docs/personalisation.md): one
 * POST per question, within a budget (PERSONALIZE_TIMEOUT_MS, 400 ms by default, Sitecore's own
 * PersonalizeService default). It never rejects: a timeout, an error status, an answer it cannot
 * read or a service that cannot be reached all give the default variant and a log line, so a
 * visitor is never failed nor kept waiting past the budget.
 */

export interface DecisionQuestion {
  site: string;
  /** The page's route item id. */
  pageId: string;
  language: string;
  /** The page's variants (its layout's experience keys). */
  variantIds: readonly string[];
  inputs: VisitorInputs;
}

export interface DecisionAnswer {
  choice: VariantChoice;
  /** Whether the service answered (false: the default, after a failure). */
  answered: boolean;
}

export interface DecisionClient {
  decide(question: DecisionQuestion): Promise<DecisionAnswer>;
  close(): Promise<void>;
}

export interface DecisionClientOptions {
  endpoint: string;
  /** Sent as `sc_apikey`, as the embedded content server and Sitecore's APIs take it. */
  apiKey: string | undefined;
  timeoutMs: number;
  log: { warn(obj: object, msg: string): void };
}

/** Answers larger than this are not a decision. */
const MAX_ANSWER_BYTES = 16 * 1024;

export function createDecisionClient(options: DecisionClientOptions): DecisionClient {
  // A JSON POST within the budget, the answer capped, one retry only when it was provably never
  // sent, idle sockets let go before the service's own timeout (upstream-post.ts).
  const post = createUpstreamPost({ timeoutMs: options.timeoutMs, maxAnswerBytes: MAX_ANSWER_BYTES });

  return {
    async decide(question) {
      const started = performance.now();
      const { site, pageId, language, variantIds, inputs } = question;
      const result = await post(options.endpoint, { site, pageId, language, variantIds, inputs }, options.apiKey ? { sc_apikey: options.apiKey } : {});
      let problem: string;
      if (result.kind !== 'answered') problem = result.detail;
      else if (result.status !== 200) problem = `the service answered ${result.status}`;
      else {
        try {
          return { choice: readAnswer(JSON.parse(result.body) as unknown, variantIds), answered: true };
        } catch (error) {
          problem = `its answer is not a decision: ${(error as Error).message}`;
        }
      }
      options.log.warn(
        { pageId, site, ms: Math.round(performance.now() - started), problem },
        result.kind === 'timeout'
          ? `personalisation service did not answer within ${options.timeoutMs} ms; showing the default variant`
          : 'personalisation service failed; showing the default variant',
      );
      return { choice: DEFAULT_CHOICE, answered: false };
    },
    close: () => post.close(),
  };
}

/**
 * `{ variantId, componentVariantIds }` as a choice among the page's own variants; anything else
 * is not an answer (throws). An id the page does not have is left out: the service may not name
 * a variant the content does not carry.
 */
export function readAnswer(body: unknown, variantIds: readonly string[]): VariantChoice {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('the answer is not an object');
  const { variantId, componentVariantIds } = body as Record<string, unknown>;
  if (variantId !== null && variantId !== undefined && typeof variantId !== 'string') throw new Error('variantId is not a string or null');
  if (componentVariantIds !== undefined && (!Array.isArray(componentVariantIds) || !componentVariantIds.every((id) => typeof id === 'string'))) {
    throw new Error('componentVariantIds is not a list of strings');
  }
  const known = new Set(variantIds);
  const page = typeof variantId === 'string' && known.has(variantId) && !isComponentVariant(variantId) ? variantId : DEFAULT_VARIANT;
  const components = [...new Set((componentVariantIds ?? []) as string[])].filter((id) => known.has(id) && isComponentVariant(id));
  return { variantId: page, componentVariantIds: components };
}
