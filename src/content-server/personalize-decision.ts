/**
 * The personalisation decision (docs/personalisation.md, "The decision protocol"), played by the
 * embedded content server: `POST /personalize/v1/decision` with `sc_apikey`, the page and the
 * visitor's inputs; it answers `200 { variantId, componentVariantIds }` from the site's rules
 * (`personalize.json`, personalize-rules.ts), choosing only among the request's `variantIds`.
 */
import type { FastifyInstance } from 'fastify';
import { normalizeItemId } from './content-store.ts';
import { ContentServerError } from './errors.ts';
import { PERSONALIZE_DECISION_PATH, type PersonalizeDecisionRequest } from './personalize-protocol.ts';
import { decide, PERSONALIZE_INPUTS, type PersonalizeInputs } from './personalize-rules.ts';
import { type ContentServerState, isApiKey, queryString, sendError } from './server-state.ts';

export { PERSONALIZE_DECISION_PATH } from './personalize-protocol.ts';

/** A decision request is a few hundred bytes; a page lists some variant ids. */
export const PERSONALIZE_BODY_LIMIT = 32 * 1024;
const LIMITS = { name: 200, language: 16, variantId: 200, variantIds: 500, input: 1024, inputs: 50 };

/** A checked request, `language` filled into the inputs when they lack it. */
export interface DecisionRequest extends PersonalizeDecisionRequest {
  inputs: PersonalizeInputs;
}

/**
 * The body as a decision request, or the reason it is not one (400). Inputs the protocol does not
 * name are ignored (a newer host may send more); an empty input counts as absent.
 */
export function parseDecisionRequest(body: unknown): DecisionRequest | string {
  if (!isRecord(body)) return 'not a JSON object';
  const { site, pageId, language, variantIds, inputs } = body;
  if (typeof site !== 'string' || site.trim() === '' || site.length > LIMITS.name) return '"site" must be a site name';
  if (typeof pageId !== 'string' || normalizeItemId(pageId) === null) return '"pageId" must be the route item id (a GUID)';
  if (typeof language !== 'string' || language.trim() === '' || language.length > LIMITS.language) return '"language" must be a language code';
  if (
    !Array.isArray(variantIds) ||
    variantIds.length > LIMITS.variantIds ||
    !variantIds.every((id) => typeof id === 'string' && id !== '' && id.length <= LIMITS.variantId)
  ) {
    return `"variantIds" must be an array of at most ${LIMITS.variantIds} variant ids (strings)`;
  }
  if (inputs !== undefined && !isRecord(inputs)) return '"inputs" must be an object of strings';
  const entries = Object.entries(inputs ?? {});
  if (entries.length > LIMITS.inputs) return `"inputs" has more than ${LIMITS.inputs} entries`;
  const known: PersonalizeInputs = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || value.length > LIMITS.input) return `"inputs.${name}" must be a string of at most ${LIMITS.input} characters`;
    if ((PERSONALIZE_INPUTS as readonly string[]).includes(name) && value !== '') known[name as keyof PersonalizeInputs] = value;
  }
  known.language ??= language;
  return { site, pageId, language, variantIds: variantIds as string[], inputs: known };
}

export function registerPersonalizeDecision(app: FastifyInstance, state: ContentServerState): void {
  app.post(PERSONALIZE_DECISION_PATH, { bodyLimit: PERSONALIZE_BODY_LIMIT }, async (request, reply) => {
    state.stats.personalize += 1;
    const apiKey = request.headers.sc_apikey ?? queryString(request.query, 'sc_apikey');
    if (!isApiKey(state, apiKey)) return sendError(reply, new ContentServerError('CONTENT_API_KEY_INVALID'));
    const parsed = parseDecisionRequest(request.body);
    if (typeof parsed === 'string') return sendError(reply, new ContentServerError('CONTENT_BAD_DECISION', parsed));
    const site = state.content().sites.get(parsed.site);
    if (!site) return sendError(reply, new ContentServerError('CONTENT_UNKNOWN_SITE', JSON.stringify(parsed.site)));
    const decision = decide(site.personalizeRules, parsed.pageId, parsed.variantIds, parsed.inputs);
    request.log.debug({ site: parsed.site, pageId: parsed.pageId, ...decision }, 'personalisation: decision');
    return reply.code(200).type('application/json; charset=utf-8').header('cache-control', 'no-store').send(decision);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
