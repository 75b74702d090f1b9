/**
 * The embedded content server: what server.ts and the integration tests import.
 * See docs/cms-protocol.md for what it answers and content/README.md for the content it serves.
 */
export {
  type ContentServer,
  type ContentServerOptions,
  DEFAULT_CONTENT_DIR,
  DEFAULT_DATA_DIR,
  SAMPLE_SITE_NAME,
  startContentServer,
} from './content-server.ts';
export { type ContentFailure, type ContentFaults, CONTENT_FAILURES, NO_FAULTS, faultsFromEnv } from './faults.ts';
export type { ContentStats } from './server-state.ts';
export type { CdpEvent } from './cdp.ts';
export type { StoredSubmission } from './forms-system.ts';
export { PERSONALIZE_DECISION_PATH, type PersonalizeDecisionAnswer, type PersonalizeDecisionRequest, type PersonalizeInputs } from './personalize-protocol.ts';
export { ContentServerError, type ContentErrorCode } from './errors.ts';
