/**
 * The personalisation decision protocol (docs/personalisation.md, "The decision protocol"): what the
 * render host imports to ask for a page's variants. No runtime dependencies, so the host can import
 * it without the content server.
 */
import type { PersonalizeDecision, PersonalizeInputs } from './personalize-rules.ts';

/** `POST {content origin}/personalize/v1/decision`, with the key in the `sc_apikey` header. */
export const PERSONALIZE_DECISION_PATH = '/personalize/v1/decision';

/** The request body. */
export interface PersonalizeDecisionRequest {
  site: string;
  /** The route item id (any GUID spelling). */
  pageId: string;
  language: string;
  /** The page's variant ids as Edge listed them (`personalization { variantIds }`): the answer chooses among these only. */
  variantIds: string[];
  inputs?: PersonalizeInputs;
}

/** The `200` answer: the page variant (null: the default) and the component variants chosen. */
export type PersonalizeDecisionAnswer = PersonalizeDecision;
export type { PersonalizeDecision, PersonalizeInputs } from './personalize-rules.ts';
