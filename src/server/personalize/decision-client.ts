import { Agent } from 'undici';
import { DEFAULT_CHOICE, DEFAULT_VARIANT, isComponentVariant, type VariantChoice } from '../../lib/personalize-layout.ts';
import type { VisitorInputs } from './visitor-inputs.ts';

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

/** Connections to the service at the most; the personalizer keeps calls in flight below it. */
export const MAX_CONNECTIONS = 64;
/** Answers larger than this are not a decision. */
const MAX_ANSWER_BYTES = 16 * 1024;

export function createDecisionClient(options: DecisionClientOptions): DecisionClient {
  // Idle sockets are let go well before a service's own idle timeout would close them under us
  // (a POST is never retried on a socket the other side closed).
  const agent = new Agent({ keepAliveTimeout: 4_000, keepAliveMaxTimeout: 4_000, connections: MAX_CONNECTIONS });
  const url = new URL(options.endpoint);

  async function ask(question: DecisionQuestion, signal: AbortSignal): Promise<VariantChoice> {
    const response = await agent.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(options.apiKey ? { sc_apikey: options.apiKey } : {}) },
      body: JSON.stringify({
        site: question.site,
        pageId: question.pageId,
        language: question.language,
        variantIds: question.variantIds,
        inputs: question.inputs,
      }),
      signal,
    });
    let size = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > MAX_ANSWER_BYTES) throw new Error(`the answer is over ${MAX_ANSWER_BYTES} bytes`);
      chunks.push(chunk as Buffer);
    }
    if (response.statusCode !== 200) throw new Error(`the service answered ${response.statusCode}`);
    return readAnswer(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown, question.variantIds);
  }

  return {
    async decide(question) {
      const started = performance.now();
      try {
        return { choice: await ask(question, AbortSignal.timeout(options.timeoutMs)), answered: true };
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        options.log.warn(
          { pageId: question.pageId, site: question.site, ms: Math.round(performance.now() - started), err: timedOut ? undefined : error },
          timedOut
            ? `personalisation service did not answer within ${options.timeoutMs} ms; showing the default variant`
            : 'personalisation service failed; showing the default variant',
        );
        return { choice: DEFAULT_CHOICE, answered: false };
      }
    },
    close: () => agent.close(),
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
