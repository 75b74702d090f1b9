import { FormError } from './errors.ts';
import { createUpstreamPost, type PostResult, type UpstreamPost } from './upstream-post.ts';

/**
 * Hands a valid submission to the forms system at FORMS_ENDPOINT (forms contract, section 5):
 * `POST` JSON with `X-Api-Key` when a key is configured. Only an acknowledgement counts: a 2xx
 * whose JSON says `stored: true` or `duplicate: true`. Anything else, a 200 included, is a failure,
 * because an endpoint that answers 200 to every POST (a misconfigured URL, a login page) would
 * otherwise swallow enquiries while visitors read "thank you".
 */

/** What the forms system receives. */
export interface ForwardedSubmission {
  formId: string;
  formName: string;
  language: string;
  submissionId: string;
  pageUrl: string;
  submittedAt: string;
  fields: Record<string, string>;
  hidden: Record<string, string>;
}

export interface ForwardResult {
  outcome: 'stored' | 'duplicate';
  /** The forms system's id of the submission, when it said one. */
  id: string | undefined;
  attempts: number;
}

export interface FormsForwarder {
  /** Resolves once the forms system acknowledged; rejects with FORMS_UNAVAILABLE or FORMS_TIMEOUT. */
  submit(submission: ForwardedSubmission): Promise<ForwardResult>;
  close(): Promise<void>;
}

export interface FormsForwarderOptions {
  endpoint: string;
  apiKey: string | undefined;
  timeoutMs: number;
  /** For tests: the poster to use. */
  post?: UpstreamPost;
}

export function createFormsForwarder(options: FormsForwarderOptions): FormsForwarder {
  const post = options.post ?? createUpstreamPost({ timeoutMs: options.timeoutMs });
  const headers: Record<string, string> = { 'user-agent': 'ports-render-host forms' };
  if (options.apiKey) headers['x-api-key'] = options.apiKey;
  return {
    async submit(submission) {
      return acknowledgement(await post(options.endpoint, submission, headers));
    },
    close: () => post.close(),
  };
}

/** The forms system's answer as an outcome, or the FormError it amounts to (detail for the log). */
export function acknowledgement(result: PostResult): ForwardResult {
  const tries = result.attempts > 1 ? ` (after ${result.attempts} attempts)` : '';
  switch (result.kind) {
    case 'timeout':
      throw new FormError('FORMS_TIMEOUT', result.detail + tries);
    case 'not-sent':
    case 'failed':
      throw new FormError('FORMS_UNAVAILABLE', result.detail + tries);
    case 'answered':
      break;
  }
  const { status } = result;
  if (status >= 300 && status < 400) throw new FormError('FORMS_UNAVAILABLE', `answered a redirect (${status}), which is not followed`);
  if (status === 401 || status === 403) throw new FormError('FORMS_UNAVAILABLE', `refused our key (${status}): check FORMS_API_KEY`);
  if (status < 200 || status >= 300) throw new FormError('FORMS_UNAVAILABLE', `answered ${status}`);
  let answer: unknown;
  try {
    answer = JSON.parse(result.body);
  } catch {
    throw new FormError('FORMS_UNAVAILABLE', `answered ${status} without JSON (${result.contentType ?? 'no content type'})`);
  }
  const { stored, duplicate, id } = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const known = typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 200) : undefined;
  if (duplicate === true) return { outcome: 'duplicate', id: known, attempts: result.attempts };
  if (stored === true) return { outcome: 'stored', id: known, attempts: result.attempts };
  throw new FormError('FORMS_UNAVAILABLE', `answered ${status} without stored or duplicate: true`);
}
