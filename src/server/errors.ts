import { CmsError } from '../cms/errors.ts';

/**
 * Every error the host itself raises, declared once: code, status and the message a visitor or
 * operator reads. Code raises `new HostError('CODE')`, never ad-hoc strings.
 */
export const HOST_ERRORS = {
  URL_TOO_LONG: { status: 414, message: 'The address is too long.' },
  BAD_ENCODING: { status: 400, message: 'The address contains broken percent-encoding.' },
  BAD_PATH: { status: 400, message: 'The address contains characters or segments that are not allowed.' },
  RENDER_FAILED: { status: 500, message: 'The page could not be rendered.' },
  NEWS_ORIGIN_UNAVAILABLE: { status: 502, message: 'The news service could not be reached. Please try again in a moment.' },
  NEWS_ORIGIN_TIMEOUT: { status: 504, message: 'The news service took too long to answer. Please try again in a moment.' },
} as const;

export type HostErrorCode = keyof typeof HOST_ERRORS;

export class HostError extends Error {
  readonly status: number;
  constructor(readonly code: HostErrorCode, options?: { cause?: unknown }) {
    super(HOST_ERRORS[code].message, options);
    this.name = 'HostError';
    this.status = HOST_ERRORS[code].status;
  }
}

/**
 * What visitors read when the CMS fails. A CmsError's own message names the upstream URL and
 * what went wrong there: that is for the log, never for the page.
 */
const CMS_PUBLIC_MESSAGES: Record<number, string> = {
  502: 'Our content service is not answering properly right now. Please try again in a moment.',
  504: 'Our content service took too long to answer. Please try again in a moment.',
};

/** The status, code and public message a failure answers with; anything unexpected is a 500. */
export function describeError(error: unknown): { status: number; code: string; message: string } {
  if (error instanceof HostError) return { status: error.status, code: error.code, message: error.message };
  if (error instanceof CmsError) {
    return { status: error.status, code: error.code, message: CMS_PUBLIC_MESSAGES[error.status] ?? CMS_PUBLIC_MESSAGES[502]! };
  }
  return { status: 500, code: 'INTERNAL', message: HOST_ERRORS.RENDER_FAILED.message };
}
