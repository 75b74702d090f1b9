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
} as const satisfies Record<string, { status: number; message: string }>;

export type CmsErrorCode = keyof typeof CMS_ERRORS;

export class CmsError extends Error {
  readonly code: CmsErrorCode;
  readonly status: number;

  /** `detail` says what happened on this call; it must never carry the API key. */
  constructor(code: CmsErrorCode, detail?: string, options?: { cause?: unknown }) {
    const { status, message } = CMS_ERRORS[code];
    super(detail ? `${message}: ${detail}` : message, options);
    this.name = 'CmsError';
    this.code = code;
    this.status = status;
  }
}

export function isCmsError(error: unknown): error is CmsError {
  return error instanceof CmsError;
}
