import { codedErrorClass, type CodedError } from '../lib/coded-error.ts';

/**
 * Every error the CMS layer raises, declared once with its HTTP status. The statuses are what our
 * server answers the visitor: the CMS failing is never the visitor's fault, so even a 401 from the
 * CMS (our key is wrong) becomes a 502.
 */
const CMS_ERRORS = {
  CMS_TIMEOUT: { status: 504, message: 'The CMS did not answer in time' },
  CMS_UNAVAILABLE: { status: 502, message: 'The CMS is unavailable' },
  CMS_BAD_RESPONSE: { status: 502, message: 'The CMS sent an answer we cannot use' },
  CMS_UNAUTHORIZED: { status: 502, message: 'The CMS refused our credentials' },
} as const;

export type CmsErrorCode = keyof typeof CMS_ERRORS;

/**
 * `detail` says what happened on this call and joins the message (`The CMS is unavailable:
 * GET … answered 503`), which is for the log only: visitors read the server layer's words. It must
 * never carry the API key.
 */
export const CmsError = codedErrorClass('CmsError', CMS_ERRORS, 'message');
export type CmsError = CodedError<CmsErrorCode>;

export function isCmsError(error: unknown): error is CmsError {
  return error instanceof CmsError;
}
